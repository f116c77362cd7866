import Animation
import CommandLanguage
import Geometry
import InterfaceBuilder
import SceneModel
import SwiftSource
import TerminalText
import ViewTree

// UIKit Swift source at the prompt: `open FILE.swift`, `scenes FILE.swift`.
// The interpreter is the SwiftSource target's; this reads the file through
// the session's file system and wires the program's scene to the session,
// the same road as an Interface Builder document.
extension Session {
    static func isSwiftSource(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }

    /// Reads and parses a Swift file; a syntax error is the command's failure.
    func readSwiftSource(_ path: String, at location: SourceLocation, in c: ParsedCommand) throws(CommandFailure)
        -> SwiftSourceFile
    {
        let bytes: [UInt8]
        do { bytes = try fileSystem.readBytes(path, limit: SwiftSourceFile.maximumBytes) } catch {
            throw fail(c, "cannot read \(path): \(error)", at: location, hint: "check the path")
        }
        do { return try SwiftSourceFile(text: String(decoding: bytes, as: UTF8.self), path: path) } catch {
            throw fail(c, error.description, at: location)
        }
    }

    /// `open FILE.swift [type=NAME] [images=JSON] [verbose]`: the file's view
    /// controller (or view) runs and its scene replaces the session's,
    /// inside the command's transaction. Returns the answer and the
    /// warnings (with `verbose`, also the code skipped).
    func openSwiftSource(_ c: ParsedCommand) throws(CommandFailure) -> (String, [String]) {
        let path = name(c, "FILE")
        let file = try readSwiftSource(path, at: loc(c, "FILE"), in: c)
        var images: [String: Size] = [:]
        if let option = c.option("images"), let json = option.value.text {
            let text: String
            do { text = try fileSystem.read(json) } catch {
                throw fail(c, "cannot read \(json): \(error)", at: option.valueLocation, hint: "check the path")
            }
            do { images = try ImageSizes.parse(json: text, file: json) } catch {
                throw fail(c, error.description, at: option.valueLocation)
            }
        }
        if c.option("scene") != nil {
            throw fail(c, "scene= is for storyboards and xibs", at: c.option("scene")?.nameLocation ?? c.location,
                       hint: "a Swift file's type is chosen with type=NAME (`scenes \(path)` lists them)")
        }
        let program: SwiftProgram
        do {
            program = try file.open(type: c.option("type")?.value.text, screen: window.screen, deviceName: deviceName, images: images)
        } catch {
            let hint = file.openableTypes.isEmpty ? nil : "`scenes \(path)` lists the types it can open"
            throw fail(c, error.description, at: c.option("type")?.valueLocation ?? loc(c, "FILE"), hint: hint)
        }
        var fresh = Scene()
        fresh.window = program.window
        fresh.deviceName = deviceName
        fresh.swiftProgram = program
        scene = fresh
        for v in program.views { register(v.view, kind: v.kindName, name: v.name) }
        let size = window.screen.bounds.size
        let answer = "opened \(path): \(program.type.kind) \(program.type.name), \(program.views.count + 1) views on \(deviceName) "
            + "(\(window.screen.device.displayName), \(formatNumber(size.width))x\(formatNumber(size.height)))"
        let fold = { (line: String) in folded(line, to: max(self.terminalColumns, 40), indent: 2).joined(separator: "\n") }
        var notes = program.warnings
        if c.option("verbose")?.value == .bool(true) { notes += program.skipped }
        return (fold(answer), notes.map(fold))
    }

    /// `scenes FILE.swift`: one line per type `open` can run.
    func swiftScenesListing(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let path = name(c, "FILE")
        let file = try readSwiftSource(path, at: loc(c, "FILE"), in: c)
        let types = file.openableTypes
        guard !types.isEmpty else { return "\(path): no UIViewController or UIView subclass to open" }
        let first = file.defaultType ?? types[0]
        return types.map { t in
            "\(t.name)  \(t.kind) (\(t.base))\(t.name == first.name ? " (opened without type=)" : "")  line \(t.line)"
        }.joined(separator: "\n")
    }
}

extension Session {
    /// `tap`, `toggle`, `select`, `slide`: the opened Swift file's actions
    /// for a control, run against the scene. Every view is touched first,
    /// since the code may change any of them (undo takes it all back).
    func sendControlEvent(_ c: ParsedCommand, _ label: String, _ event: SwiftProgram.ControlEvent) throws(CommandFailure) -> String {
        let n = name(c, label)
        guard let program = scene.swiftProgram else {
            throw fail(c, "no Swift file is open: \(c.name) runs the actions a Swift file wired to its controls", at: c.location,
                       hint: "`open FILE.swift` first")
        }
        guard let v = byName[n]?.view else { throw fail(c, "no view named '\(n)'", at: loc(c, label)) }
        for x in window.rootView.allViews() { touch(x) }
        for e in entries { touch(e.view) }
        let before = presentationState()
        let made: [SwiftProgram.NamedView]
        do { made = try program.send(event, to: v, taken: { self.byName[$0] != nil }) } catch {
            throw fail(c, error.description, at: loc(c, label))
        }
        for m in made { register(m.view, kind: m.kindName, name: m.name) }
        var lines = made.isEmpty ? [] : ["made " + made.map(\.name).joined(separator: ", ")]
        lines += try animateSwiftChanges(from: before, program.lastAnimations, c)
        return lines.joined(separator: "\n")
    }

    /// What an action or statements changed moves from `before` along the
    /// `UIView.animate` call they made, as the `animate` command moves a
    /// block's changes: the timeline (`play`, `timeline`) and its report.
    /// Several calls: the longest duration (with its delay) and the first
    /// call's curve. None: no timeline, nothing printed.
    func animateSwiftChanges(from before: PresentationState, _ calls: [SwiftProgram.AnimationRequest],
                             _ c: ParsedCommand) throws(CommandFailure) -> [String] {
        guard let first = calls.first else { return [] }
        let duration = calls.map { $0.delay + $0.duration }.max() ?? first.duration
        let curve: TimingCurve
        switch first.curve {
        case .easeInOut: curve = .easeInOut
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .linear: curve = .linear
        case .spring(let d, let v): curve = .spring(dampingRatio: d, initialVelocity: v)
        }
        let options: AnimationOptions
        do { options = try AnimationOptions(duration: duration, curve: curve, fps: AnimationOptions.defaultFPS) } catch {
            throw fail(c, "the file's animation: \(error)", at: c.location)
        }
        try checkSampleLimit(options, c, at: c.location)
        return try finishAnimation(from: before, options: options, c)
    }
}

extension Session {
    /// `rotate` and `device`: the screen becomes `new`. An opened Swift
    /// file's view controller and views hear of it as UIKit tells them:
    /// `viewWillTransition(to:with:)` before the change (the view still has
    /// its old size), then `traitCollectionDidChange`, the coordinator's
    /// alongside closures and the layout callbacks after it. A document's
    /// views and constraints installed per size class follow the new
    /// classes.
    func changeScreen(_ c: ParsedCommand, to new: Screen) throws(CommandFailure) {
        touch(window.rootView)
        let old = window.screen.traitCollection
        let oldSize = window.screen.bounds.size
        try swiftScreenWillChange(c, to: new.bounds.size)
        window.setScreen(new)
        window.applySizeClassInstallations(from: old, touch: touch)
        try swiftScreenDidChange(c, previousTraits: old, previousSize: oldSize)
    }

    /// Before `rotate` or `device`: the opened Swift file's view
    /// controller's `viewWillTransition(to:with:)`. Every view is touched
    /// first, since the code may change any of them.
    func swiftScreenWillChange(_ c: ParsedCommand, to size: Size) throws(CommandFailure) {
        guard let program = scene.swiftProgram, program.window === window, program.type.kind != "none" else { return }
        for x in window.rootView.allViews() { touch(x) }
        for e in entries { touch(e.view) }
        let made: [SwiftProgram.NamedView]
        do {
            made = try program.screenWillChange(to: size, taken: { self.byName[$0] != nil })
        } catch {
            throw fail(c, error.description, at: c.location)
        }
        for m in made { register(m.view, kind: m.kindName, name: m.name) }
    }

    /// After `rotate` or `device`: the opened Swift file's view controller
    /// and views hear of it as UIKit tells them (`traitCollectionDidChange`,
    /// the coordinator's closures, the layout callbacks). Every view is
    /// touched first, since the code may change any of them.
    func swiftScreenDidChange(_ c: ParsedCommand, previousTraits: TraitCollection, previousSize: Size) throws(CommandFailure) {
        guard let program = scene.swiftProgram, program.window === window, program.type.kind != "none" else { return }
        for x in window.rootView.allViews() { touch(x) }
        for e in entries { touch(e.view) }
        let made: [SwiftProgram.NamedView]
        do {
            made = try program.screenDidChange(previousTraits: previousTraits, previousSize: previousSize, taken: { self.byName[$0] != nil })
        } catch {
            throw fail(c, error.description, at: c.location)
        }
        for m in made { register(m.view, kind: m.kindName, name: m.name) }
    }
}

extension Session {
    /// `swift { … }`: the statements run against the scene (every view
    /// touched first); views they make are registered by their names.
    func runSwiftStatements(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let code = c.argument("STATEMENTS")?.value.text ?? ""
        let program: SwiftProgram
        if let p = scene.swiftProgram, p.window === window {
            program = p
        } else {
            program = SwiftProgram.attached(to: window, deviceName: deviceName)
            scene.swiftProgram = program
        }
        for x in window.rootView.allViews() { touch(x) }
        for e in entries { touch(e.view) }
        let before = presentationState()
        let named = entries.filter { SwiftIdentifiers.isPlain($0.name) }.map { ($0.name, $0.view) }
        let made: [SwiftProgram.NamedView]
        do {
            made = try program.run(statements: code, file: "swift", views: named, taken: { self.byName[$0] != nil })
        } catch {
            throw fail(c, error.description, at: loc(c, "STATEMENTS"))
        }
        for m in made { register(m.view, kind: m.kindName, name: m.name) }
        var lines = made.isEmpty ? [] : ["made " + made.map(\.name).joined(separator: ", ")]
        lines += try animateSwiftChanges(from: before, program.lastAnimations, c)
        var seen = Set<String>()
        let unknown = program.lastUnknownMembers.filter { seen.insert($0).inserted }
        if !unknown.isEmpty {
            lines.append("note: StackLab does not know \(unknown.joined(separator: ", ")): "
                         + "\(unknown.count == 1 ? "that line" : "those lines") did nothing (check the spelling; colours and the like are skipped on purpose)")
        }
        return lines.joined(separator: "\n")
    }
}
