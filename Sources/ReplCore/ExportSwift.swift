import CommandLanguage
import Geometry
import SceneModel
import SwiftSource
import ViewTree

// `export swift`, wired: the session's scene goes to SwiftSource's
// ``SwiftWriter`` as a description. When the session animated, the scene
// is the one before its first animation, and the commands from it on are
// written as the code viewDidAppear plays (ExportSwift+Animations.swift):
// only the commands know their UIKit statements, so that part stays here.

extension Session {
    func swiftSource() -> String {
        window.layoutIfNeeded()
        if let (before, played) = stateBeforeFirstAnimation() {
            guard var writer = try? SwiftWriter(scene: before.sceneDescription(layout: false)) else { return "" }
            return writer.write { w in
                var e = SwiftExporter(session: before, writer: w)
                let lines = e.animationLines(played)
                w = e.writer
                return lines
            }
        }
        guard var writer = try? SwiftWriter(scene: sceneDescription(layout: false)) else { return "" }
        return writer.write()
    }
}

/// What a command's ``Command/uikitCode(_:_:)`` writes with: the writer (the
/// identifiers, declarations) and the session the command was played on.
struct SwiftExporter {
    let session: Session
    var writer: SwiftWriter

    func ident(_ v: View) -> String { writer.ident(v) }
    mutating func declaration(of v: View) -> [String] { writer.declaration(of: v) }
    func ident(named name: String) -> String { writer.ident(named: name) }
    func insets(_ i: EdgeInsets) -> String { writer.insets(i) }
    static func fontStatement(_ id: String, kind: ControlKind, _ f: Font) -> String {
        SwiftWriter.fontStatement(id, kind: kind, f)
    }
    static func uikitName(_ mode: ContentMode) -> String { SwiftWriter.uikitName(mode) }
    static var ios14TextWidthNote: String { SwiftWriter.ios14TextWidthNote }
    static var ios12HidingNote: String { SwiftWriter.ios12HidingNote }
}
