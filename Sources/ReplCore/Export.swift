import Geometry
import StackLayout
import ViewTree

// Exports of the scene: SVG and a self-contained HTML page drawn by the
// Rendering target (ExportHTML.swift gathers what only the session knows),
// UIKit Swift code (ExportSwift.swift).
extension Session {
    /// `export svg FILE`: the screen as SVG.
    func exportSVG() -> String { svgDocument() }
    /// `export html FILE`: the scene and the last animation with a scrubber.
    func exportHTML() -> String { htmlDocument() }
    /// `export swift FILE`: a UIKit view controller building the scene.
    func exportSwift() -> String { swiftSource() }
}
