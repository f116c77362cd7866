import Geometry
import StackLayout
import ViewTree

// Exports of the scene: SVG, a self-contained HTML page, UIKit Swift code
// (ExportSVG.swift, ExportHTML.swift, ExportSwift.swift).
extension Session {
    /// `export svg FILE`: the screen as SVG.
    func exportSVG() -> String { svgDocument() }
    /// `export html FILE`: the scene and the last animation with a scrubber.
    func exportHTML() -> String { htmlDocument() }
    /// `export swift FILE`: a UIKit view controller building the scene.
    func exportSwift() -> String { swiftSource() }
}
