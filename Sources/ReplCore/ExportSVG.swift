import Geometry
import StackLayout
import ViewTree

// `export svg`: the screen as SVG, in points (1 SVG unit = 1 pt).
//
// Drawn back to front: the screen (white), the area outside the safe area
// (shaded) with the status bar, the safe area's outline, the root view's
// layout margins as dashed guide lines, every view of the window in tree
// order (a rect at its screen frame and its name), and the device outline.
// Each view's rect carries `id="vN"` (N: its place in creation order, from
// 1), `data-name`, `data-kind` and `data-frame` (its screen frame, x y w h).
// Stacks have a thicker purple stroke and rounded corners; hidden views
// (and the views inside them) are drawn dashed without fill; scroll views
// clip their content. Numbers use `formatNumber`, so the same scene always
// gives the same bytes.

/// How one view is drawn: its colours by kind.
struct SVGViewStyle {
    var fill: String
    var stroke: String
    var fillOpacity: Double = 0.35
    var strokeWidth: Double = 1
    var cornerRadius: Double = 0

    static func forKind(_ kind: ControlKind) -> SVGViewStyle {
        switch kind {
        case .plain, .control: return SVGViewStyle(fill: "#64b5f6", stroke: "#1565c0")
        case .label: return SVGViewStyle(fill: "#ffd54f", stroke: "#f57f17")
        case .button: return SVGViewStyle(fill: "#81c784", stroke: "#2e7d32")
        case .switchControl: return SVGViewStyle(fill: "#4db6ac", stroke: "#00695c")
        case .slider, .segmented: return SVGViewStyle(fill: "#aed581", stroke: "#558b2f")
        case .textField, .textView: return SVGViewStyle(fill: "#ffab91", stroke: "#d84315")
        case .imageView: return SVGViewStyle(fill: "#ce93d8", stroke: "#6a1b9a")
        case .stack:
            return SVGViewStyle(fill: "#9575cd", stroke: "#4527a0", fillOpacity: 0.12, strokeWidth: 2, cornerRadius: 3)
        case .scroll: return SVGViewStyle(fill: "#b0bec5", stroke: "#37474f", fillOpacity: 0.25)
        }
    }
}

/// One view as the SVG draws it.
struct SVGViewItem {
    var view: View
    var name: String
    var kind: String
    /// `vN`: N is the view's place in creation order (from 1).
    var id: String
    var frame: Rect
    /// The product of the alphas of the view and its ancestors.
    var alpha: Double
    /// Hidden itself or inside a hidden view.
    var hidden: Bool
    /// The id of the nearest scroll view the view is inside (its clip).
    var clipID: String?
}

/// XML text and attribute escaping.
func xmlEscape(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default:
            // Control characters are not allowed in XML 1.0.
            if ch.value < 0x20 && ch != "\n" && ch != "\t" { out += " " } else { out.unicodeScalars.append(ch) }
        }
    }
    return out
}

extension Session {
    /// The drawn views of the window in tree order (the root is the screen).
    func svgViewItems(idPrefix: String = "") -> [SVGViewItem] {
        window.layoutIfNeeded()
        var creation: [ObjectIdentifier: Int] = [:]
        for (i, e) in entries.enumerated() { creation[ObjectIdentifier(e.view)] = i + 1 }
        var items: [SVGViewItem] = []
        var extra = entries.count
        func id(_ v: View) -> String {
            if let n = creation[ObjectIdentifier(v)] { return "\(idPrefix)v\(n)" }
            extra += 1
            creation[ObjectIdentifier(v)] = extra
            return "\(idPrefix)v\(extra)"
        }
        func walk(_ v: View, alpha: Double, hidden: Bool, clip: String?) {
            for sub in v.subviews {
                let a = alpha * sub.alpha
                let h = hidden || sub.isHidden
                let subID = id(sub)
                items.append(SVGViewItem(
                    view: sub, name: sub.name, kind: kindName(of: sub), id: subID, frame: sub.screenFrame,
                    alpha: a, hidden: h, clipID: clip))
                walk(sub, alpha: a, hidden: h, clip: sub is ScrollView ? "clip-\(subID)" : clip)
            }
        }
        walk(window.rootView, alpha: window.rootView.alpha, hidden: window.rootView.isHidden, clip: nil)
        return items
    }

    /// The scene as an SVG document (`export svg`).
    ///
    /// - Parameters:
    ///   - idPrefix: Prepended to every id (two scenes in one HTML page).
    ///   - elementID: The `id` of the `<svg>` element itself.
    func svgDocument(idPrefix: String = "", elementID: String? = nil, standalone: Bool = true) -> String {
        let screen = window.screen
        let b = screen.bounds.size
        let W = formatNumber(b.width), H = formatNumber(b.height)
        let items = svgViewItems(idPrefix: idPrefix)
        var s: [String] = []
        if standalone { s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
        var open = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        if let elementID { open += " id=\"\(xmlEscape(elementID))\"" }
        open += " width=\"\(W)\" height=\"\(H)\" viewBox=\"0 0 \(W) \(H)\""
        open += " data-device=\"\(xmlEscape(deviceName))\" data-orientation=\"\(screen.orientation.rawValue)\""
        open += " data-scale=\"\(formatNumber(screen.scale))\""
        open += " font-family=\"Helvetica, Arial, sans-serif\">"
        s.append(open)
        s.append("<title>StackLab: \(xmlEscape(deviceName)) \(screen.orientation.rawValue) \(W)×\(H) pt @\(formatNumber(screen.scale))x</title>")

        // Clips of the scroll views.
        let clips = items.filter { $0.view is ScrollView }
        if !clips.isEmpty {
            s.append("<defs>")
            for c in clips {
                s.append("<clipPath id=\"clip-\(c.id)\"><rect data-clip-for=\"\(xmlEscape(c.name))\" \(rectAttributes(c.frame))/></clipPath>")
            }
            s.append("</defs>")
        }

        // The screen, the unsafe area and the status bar.
        s.append("<rect id=\"\(idPrefix)screen\" x=\"0\" y=\"0\" width=\"\(W)\" height=\"\(H)\" fill=\"#ffffff\"/>")
        let safe = screen.safeAreaFrame
        if safe != screen.bounds {
            let d = "M0 0H\(W)V\(H)H0Z M\(formatNumber(safe.minX)) \(formatNumber(safe.minY))V\(formatNumber(safe.maxY))"
                + "H\(formatNumber(safe.maxX))V\(formatNumber(safe.minY))Z"
            s.append("<path id=\"\(idPrefix)unsafe-area\" d=\"\(d)\" fill=\"#000000\" fill-opacity=\"0.06\" fill-rule=\"evenodd\"/>")
        }
        let bar = screen.statusBarHeight
        if bar > 0 {
            s.append("<rect id=\"\(idPrefix)status-bar\" x=\"0\" y=\"0\" width=\"\(W)\" height=\"\(formatNumber(bar))\" fill=\"#e0e0e0\"/>")
            s.append("<text x=\"\(formatNumber(b.width / 2))\" y=\"\(formatNumber(min(bar - 4, 14)))\" font-size=\"\(formatNumber(min(12, bar * 0.6)))\" text-anchor=\"middle\" fill=\"#424242\">9:41</text>")
        }
        s.append("<rect id=\"\(idPrefix)safe-area\" \(rectAttributes(safe)) fill=\"none\" stroke=\"#43a047\" stroke-width=\"1\" stroke-opacity=\"0.8\"/>")

        // The root view's layout margins: dashed guide lines across the screen.
        let m = screen.bounds.insetBy(window.rootView.layoutMargins)
        s.append("<g id=\"\(idPrefix)root-margins\" stroke=\"#ec407a\" stroke-width=\"0.5\" stroke-dasharray=\"4 3\">")
        for x in [m.minX, m.maxX] {
            s.append("<line x1=\"\(formatNumber(x))\" y1=\"0\" x2=\"\(formatNumber(x))\" y2=\"\(H)\"/>")
        }
        for y in [m.minY, m.maxY] {
            s.append("<line x1=\"0\" y1=\"\(formatNumber(y))\" x2=\"\(W)\" y2=\"\(formatNumber(y))\"/>")
        }
        s.append("</g>")

        // The views.
        s.append("<g id=\"\(idPrefix)views\">")
        for item in items { s.append(svgView(item)) }
        s.append("</g>")

        // The device outline, on top.
        s.append("<rect id=\"\(idPrefix)device\" x=\"0.5\" y=\"0.5\" width=\"\(formatNumber(b.width - 1))\" height=\"\(formatNumber(b.height - 1))\" fill=\"none\" stroke=\"#212121\" stroke-width=\"1\"/>")
        s.append("</svg>")
        return s.joined(separator: "\n") + "\n"
    }

    func rectAttributes(_ r: Rect) -> String {
        "x=\"\(formatNumber(r.origin.x))\" y=\"\(formatNumber(r.origin.y))\" width=\"\(formatNumber(max(0, r.size.width)))\" height=\"\(formatNumber(max(0, r.size.height)))\""
    }

    /// One view: a group (alpha, clip) with its rect and its name.
    private func svgView(_ item: SVGViewItem) -> String {
        let style = SVGViewStyle.forKind(item.view.kind)
        let f = item.frame
        var g = "<g class=\"view\""
        if item.alpha != 1 { g += " opacity=\"\(formatNumber(item.alpha))\"" }
        if let clip = item.clipID { g += " clip-path=\"url(#\(clip))\"" }
        g += ">"
        var r = "<rect id=\"\(item.id)\" class=\"\(xmlEscape(item.kind))\(item.hidden ? " hidden" : "")\""
        r += " data-name=\"\(xmlEscape(item.name))\" data-kind=\"\(xmlEscape(item.kind))\""
        r += " data-frame=\"\([f.origin.x, f.origin.y, f.size.width, f.size.height].map(formatNumber).joined(separator: " "))\""
        r += " \(rectAttributes(f))"
        if style.cornerRadius > 0 { r += " rx=\"\(formatNumber(style.cornerRadius))\"" }
        r += " fill=\"\(style.fill)\" data-fill-opacity=\"\(formatNumber(style.fillOpacity))\""
        r += " fill-opacity=\"\(item.hidden ? "0" : formatNumber(style.fillOpacity))\""
        r += " stroke=\"\(style.stroke)\" stroke-width=\"\(formatNumber(style.strokeWidth))\""
        if item.hidden { r += " stroke-dasharray=\"4 3\"" }
        r += "><title>\(xmlEscape(item.name)) (\(xmlEscape(item.kind))\(item.hidden ? ", hidden" : "")) \(xmlEscape(item.view.frame.description))</title></rect>"
        let label = (item.hidden ? "◌" : "") + item.name
        // A stack's name goes top right, clear of its first arranged view's.
        let isStack = item.view is StackView
        var t = "<text class=\"name\" x=\"\(formatNumber(isStack ? f.maxX - 2 : f.origin.x + 2))\" y=\"\(formatNumber(f.origin.y + 9))\""
        if isStack { t += " text-anchor=\"end\"" }
        t += " font-size=\"9\" fill=\"#263238\"" + (f.isEmpty ? " display=\"none\"" : "") + ">\(xmlEscape(label))</text>"
        return g + r + t + "</g>"
    }
}
