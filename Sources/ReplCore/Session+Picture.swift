import Geometry
import Rendering
import TerminalText
import ViewTree

extension Session {
    /// The most lines the screen takes in a picture (a portrait phone at 80
    /// columns would otherwise take 68), fewer on a shorter terminal.
    var pictureRows: Int {
        min(36, max(12, (terminalRows ?? 40) - 4))
    }

    /// The screen drawn for a terminal ``terminalColumns`` wide (see
    /// ``ScreenPicture``), under a caption naming the device and the scale.
    /// - Parameters:
    ///   - cellsPerPoint: `render scale=N`: a bigger (or smaller) picture
    ///     than the default, never wider than the terminal.
    ///   - legend: Add the legend of the glyphs.
    ///   - marked: Views whose name is drawn with a `✗` before it (a
    ///     lesson marks the views its failing checks speak of).
    ///   - notesWidth, legendLabel: See ``ScreenPicture/lines(width:maxRows:pointsPerColumn:notesWidth:legendLabel:)``.
    public func render(cellsPerPoint: Double? = nil, legend: Bool = false, marked: Set<String> = [],
                       notesWidth: Int? = nil, legendLabel: String = "legend") -> String {
        var lines = screenPicture(of: pictureBoxes(marked: marked)).lines(
            width: terminalColumns, maxRows: pictureRows, pointsPerColumn: cellsPerPoint.map { 1 / $0 },
            notesWidth: notesWidth, legendLabel: legendLabel)
        if legend {
            lines += joined(ScreenPicture.glyphLegend, separator: "  ", to: terminalColumns)
        }
        return lines.joined(separator: "\n")
    }

    /// Every view of the window below the root as the picture draws it, in
    /// tree order (the `marked` ones named with a `✗` before).
    func pictureBoxes(marked: Set<String> = []) -> [PictureBox] {
        window.layoutIfNeeded()
        var boxes: [PictureBox] = []
        var depths: [ObjectIdentifier: Int] = [ObjectIdentifier(window.rootView): 0]
        var hiddenAbove: [ObjectIdentifier: Bool] = [ObjectIdentifier(window.rootView): window.rootView.isHidden]
        for v in window.rootView.allViews() where v !== window.rootView {
            let parent = v.superview.map(ObjectIdentifier.init)
            let depth = (parent.flatMap { depths[$0] } ?? 0) + 1
            let hidden = v.isHidden || (parent.flatMap { hiddenAbove[$0] } ?? false)
            depths[ObjectIdentifier(v)] = depth
            hiddenAbove[ObjectIdentifier(v)] = hidden
            var box = PictureBox(view: v, frame: v.screenFrame, hidden: hidden, depth: depth)
            if marked.contains(v.name) { box.name = "✗" + box.name }
            boxes.append(box)
        }
        return boxes
    }

    /// The picture of `boxes` on this session's screen, under its caption.
    func screenPicture(of boxes: [PictureBox]) -> ScreenPicture {
        let bounds = window.screen.bounds.size
        let d = window.screen.device
        let caption = "\(deviceName) \(window.screen.orientation.rawValue) "
            + "\(formatNumber(bounds.width))×\(formatNumber(bounds.height)) @\(formatNumber(d.scale))x"
        return ScreenPicture(boxes: boxes, screen: bounds, caption: caption)
    }

    /// The lines of the picture of `boxes` on this session's screen.
    func picture(of boxes: [PictureBox], pointsPerColumn: Double? = nil) -> [String] {
        screenPicture(of: boxes).lines(width: terminalColumns, maxRows: pictureRows, pointsPerColumn: pointsPerColumn)
    }
}
