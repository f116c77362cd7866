import Animation
import Geometry
import SceneModel
import ViewTree

// A scene description drawn as an iPhone would show it, in SVG (1 unit =
// 1 pt): a white screen, the status bar's "9:41", label text in the system
// font at its size with the lines the engine wraps it into, button titles
// in the tint colour, switches, segmented controls, sliders, fields with
// their placeholder, images as grey placeholders with their name. Stacks
// and plain views draw nothing, as in UIKit. Over that, an overlay that can
// be turned off: every view's frame outlined, its name placed where it
// overprints no other name (``NameOverlay``), the safe area and the root's
// margins.
//
// Every view is a group `<g class="view" id="vN" data-name data-kind
// data-frame>` holding a `<rect class="frame">` at its screen frame (what
// the HTML player moves) and a `<g class="content" transform=…>` with its
// drawing in its own coordinates. Numbers use `formatNumber`, so one scene
// always gives the same bytes.

/// How to draw a scene.
public struct RenderOptions: Sendable {
    /// Draw the overlay of frames and names (the `overlay` group).
    public var overlay = true
    /// Prepended to every id (two scenes in one page).
    public var idPrefix = ""
    /// The `id` of the `<svg>` element.
    public var elementID: String?
    /// With the XML declaration (a file of its own).
    public var standalone = true

    public init(overlay: Bool = true, idPrefix: String = "", elementID: String? = nil, standalone: Bool = true) {
        self.overlay = overlay
        self.idPrefix = idPrefix
        self.elementID = elementID
        self.standalone = standalone
    }
}

/// One view of the window as drawn.
public struct DrawnView: Sendable {
    public var name: String
    public var kindName: String
    public var kind: ControlKind
    /// `vN`: N is the view's place in creation order (from 1).
    public var id: String
    /// In screen coordinates.
    public var frame: Rect
    /// The product of the alphas of the view and its ancestors.
    public var alpha: Double
    /// Hidden itself or inside a hidden view.
    public var hidden: Bool
    /// The nearest scroll view it is inside (its clip), by id.
    public var clipID: String?
}

/// The system font stack closest to San Francisco on each platform.
let systemFontFamily = "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Noto Sans CJK SC', 'Noto Sans', sans-serif"

/// UIKit's default tint (systemBlue) and the greys of its controls.
enum Palette {
    static let tint = "#007aff"
    static let text = "#000000"
    static let placeholder = "#c4c4c6"
    static let separator = "#c6c6c8"
    static let fill = "#e9e9eb"
    static let switchOn = "#34c759"
}

public enum PhoneSVG {
    /// The views of the window in tree order (not the root), with their
    /// screen frames, effective alpha and hidden state.
    public static func drawnViews(_ d: SceneDescription, idPrefix: String = "") -> [DrawnView] {
        guard let layout = d.layout else { return [] }
        var index: [String: Int] = [:]
        for (i, v) in d.views.enumerated() { index[v.name] = i }
        var creation: [String: Int] = [:]
        for (i, n) in d.creationOrder.enumerated() { creation[n] = i + 1 }
        var extra = d.creationOrder.count
        var out: [DrawnView] = []
        func walk(_ i: Int, alpha: Double, hidden: Bool, clip: String?) {
            for name in d.views[i].subviews {
                guard let k = index[name], let frame = layout.screenFrames[k] else { continue }
                let v = d.views[k]
                let a = alpha * v.alpha, h = hidden || v.isHidden
                let n: Int
                if let c = creation[name] { n = c } else { extra += 1; n = extra }
                let id = "\(idPrefix)v\(n)"
                out.append(DrawnView(name: name, kindName: v.kindName, kind: v.kind(under: d.device.traits), id: id, frame: frame,
                                     alpha: a, hidden: h, clipID: clip))
                walk(k, alpha: a, hidden: h, clip: v.kind == .scroll ? "clip-\(id)" : clip)
            }
        }
        if !d.views.isEmpty { walk(0, alpha: d.views[0].alpha, hidden: d.views[0].isHidden, clip: nil) }
        return out
    }

    /// The scene as an SVG document.
    /// - Parameter extra: Attributes per view id added to its group (the
    ///   HTML page's `data-explain`).
    public static func document(_ d: SceneDescription, options: RenderOptions = RenderOptions(),
                                extra: [String: [(String, String)]] = [:]) -> String {
        let screen = Screen(device: d.device.device, orientation: d.device.orientation)
        let b = screen.bounds.size
        let W = formatNumber(b.width), H = formatNumber(b.height)
        let p = options.idPrefix
        let items = drawnViews(d, idPrefix: p)
        var s: [String] = []
        if options.standalone { s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
        var open = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        if let e = options.elementID { open += " id=\"\(xmlEscape(e))\"" }
        open += " width=\"\(W)\" height=\"\(H)\" viewBox=\"0 0 \(W) \(H)\""
        open += " data-device=\"\(xmlEscape(d.device.name))\" data-orientation=\"\(screen.orientation.rawValue)\""
        open += " data-scale=\"\(formatNumber(screen.scale))\" font-family=\"\(systemFontFamily)\">"
        s.append(open)
        s.append("<title>StackLab: \(xmlEscape(d.device.name)) \(screen.orientation.rawValue) \(W)×\(H) pt @\(formatNumber(screen.scale))x</title>")
        let clips = items.filter { $0.kind == .scroll }
        if !clips.isEmpty {
            s.append("<defs>")
            for c in clips {
                s.append("<clipPath id=\"clip-\(c.id)\"><rect data-clip-for=\"\(xmlEscape(c.name))\" \(rectAttributes(c.frame))/></clipPath>")
            }
            s.append("</defs>")
        }
        // The screen and the status bar.
        s.append("<rect id=\"\(p)screen\" x=\"0\" y=\"0\" width=\"\(W)\" height=\"\(H)\" fill=\"#ffffff\"/>")
        let bar = screen.statusBarHeight
        if bar > 0 {
            let y = formatNumber(bar / 2 + 4.5)
            s.append("<g id=\"\(p)status-bar\" font-size=\"15\" font-weight=\"600\" fill=\"#000000\">"
                + "<text x=\"\(formatNumber(screen.device.hasSensorHousing ? 54 : b.width / 2))\" y=\"\(y)\" text-anchor=\"middle\">9:41</text>"
                + "<rect x=\"\(formatNumber(b.width - 33))\" y=\"\(formatNumber(bar / 2 - 5.5))\" width=\"22\" height=\"11\" rx=\"3\" fill=\"none\" stroke=\"#000000\" stroke-opacity=\"0.4\"/>"
                + "<rect x=\"\(formatNumber(b.width - 31))\" y=\"\(formatNumber(bar / 2 - 3.5))\" width=\"18\" height=\"7\" rx=\"1.5\"/></g>")
        }
        if screen.device.hasSensorHousing && screen.orientation == .portrait {
            s.append("<rect id=\"\(p)home-indicator\" x=\"\(formatNumber(b.width / 2 - 67))\" y=\"\(formatNumber(b.height - 8))\" width=\"134\" height=\"5\" rx=\"2.5\" fill=\"#000000\"/>")
        }
        // The views.
        s.append("<g id=\"\(p)views\">")
        for item in items { s.append(view(item, extra: extra[item.id] ?? [])) }
        s.append("</g>")
        // The overlay.
        s.append(overlay(items, screen: screen, rootMargins: d.views.first?.layoutMargins ?? EdgeInsets(all: 0),
                         prefix: p, shown: options.overlay))
        s.append("<rect id=\"\(p)device\" x=\"0.5\" y=\"0.5\" width=\"\(formatNumber(b.width - 1))\" height=\"\(formatNumber(b.height - 1))\" rx=\"6\" fill=\"none\" stroke=\"#212121\" stroke-width=\"1\"/>")
        s.append("</svg>")
        return s.joined(separator: "\n") + "\n"
    }

    static func rectAttributes(_ r: Rect) -> String {
        "x=\"\(formatNumber(r.origin.x))\" y=\"\(formatNumber(r.origin.y))\" width=\"\(formatNumber(max(0, r.size.width)))\" height=\"\(formatNumber(max(0, r.size.height)))\""
    }

    static func frameText(_ f: Rect) -> String {
        [f.origin.x, f.origin.y, f.size.width, f.size.height].map(formatNumber).joined(separator: " ")
    }

    /// One view: its group, the frame rect the player moves, and what it
    /// shows in its own coordinates.
    static func view(_ item: DrawnView, extra: [(String, String)]) -> String {
        let f = item.frame
        var g = "<g id=\"\(item.id)\" class=\"view kind-\(xmlEscape(item.kindName))\(item.hidden ? " hidden" : "")\""
        g += " data-name=\"\(xmlEscape(item.name))\" data-kind=\"\(xmlEscape(item.kindName))\" data-frame=\"\(frameText(f))\""
        for (k, v) in extra { g += " \(k)=\"\(xmlEscape(v))\"" }
        if item.hidden { g += " display=\"none\"" } else if item.alpha != 1 { g += " opacity=\"\(formatNumber(item.alpha))\"" }
        if let clip = item.clipID { g += " clip-path=\"url(#\(clip))\"" }
        g += ">"
        g += "<rect class=\"frame\" data-name=\"\(xmlEscape(item.name))\" \(rectAttributes(f)) fill=\"#ffffff\" fill-opacity=\"0\"/>"
        g += "<g class=\"content\" transform=\"translate(\(formatNumber(f.origin.x)) \(formatNumber(f.origin.y)))\">"
        g += content(item.kind, name: item.name, size: f.size)
        return g + "</g></g>"
    }

    /// What a view of `kind` shows in a `size` box at the origin.
    static func content(_ kind: ControlKind, name: String, size: Size) -> String {
        let w = size.width, h = size.height
        guard w > 0, h > 0 else { return "" }
        switch kind {
        case .label(let text, let font, let limit):
            let lines = TextMetrics.layout(text, font: font, lines: limit, maxWidth: w).map(\.text)
            return textLines(lines.isEmpty ? [text] : lines, font: font, width: w, height: h, colour: Palette.text,
                             anchor: "start")
        case .button(let title, _, let font, _, _, _):
            return textLines([title], font: font, width: w, height: h, colour: Palette.tint, anchor: "middle")
        case .textField(let placeholder, let text, _, let font):
            let shown = text.isEmpty ? placeholder : text
            return "<rect x=\"0.5\" y=\"0.5\" width=\"\(formatNumber(max(0, w - 1)))\" height=\"\(formatNumber(max(0, h - 1)))\" rx=\"5\" fill=\"#ffffff\" stroke=\"\(Palette.separator)\"/>"
                + "<g transform=\"translate(7 0)\">"
                + textLines([shown], font: font, width: max(0, w - 14), height: h,
                            colour: text.isEmpty ? Palette.placeholder : Palette.text, anchor: "start") + "</g>"
        case .textView(let text, _, let font):
            let lines = TextMetrics.layout(text, font: font, lines: 0, maxWidth: max(1, w - 10)).map(\.text)
            return "<g transform=\"translate(5 8)\">" + textLines(lines, font: font, width: w - 10, height: nil,
                                                                  colour: Palette.text, anchor: "start") + "</g>"
        case .switchControl:
            let tw = min(w, 51), th = min(h, 31), y = (h - th) / 2
            return "<rect x=\"0\" y=\"\(formatNumber(y))\" width=\"\(formatNumber(tw))\" height=\"\(formatNumber(th))\" rx=\"\(formatNumber(th / 2))\" fill=\"\(Palette.switchOn)\"/>"
                + "<circle cx=\"\(formatNumber(tw - th / 2))\" cy=\"\(formatNumber(y + th / 2))\" r=\"\(formatNumber(max(0, th / 2 - 2)))\" fill=\"#ffffff\"/>"
        case .slider:
            let y = h / 2, knob = min(14, h / 2)
            return "<line x1=\"\(formatNumber(knob))\" y1=\"\(formatNumber(y))\" x2=\"\(formatNumber(w / 2))\" y2=\"\(formatNumber(y))\" stroke=\"\(Palette.tint)\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
                + "<line x1=\"\(formatNumber(w / 2))\" y1=\"\(formatNumber(y))\" x2=\"\(formatNumber(max(w / 2, w - knob)))\" y2=\"\(formatNumber(y))\" stroke=\"#d1d1d6\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
                + "<circle cx=\"\(formatNumber(w / 2))\" cy=\"\(formatNumber(y))\" r=\"\(formatNumber(knob))\" fill=\"#ffffff\" stroke=\"#d1d1d6\"/>"
        case .stepper:
            // Two 47-pt segments, − and +, in a rounded outline.
            let mid = w / 2, y = h / 2
            return "<rect x=\"0.5\" y=\"0.5\" width=\"\(formatNumber(max(0, w - 1)))\" height=\"\(formatNumber(max(0, h - 1)))\" rx=\"5\" fill=\"none\" stroke=\"\(Palette.tint)\"/>"
                + "<line x1=\"\(formatNumber(mid))\" y1=\"0\" x2=\"\(formatNumber(mid))\" y2=\"\(formatNumber(h))\" stroke=\"\(Palette.tint)\"/>"
                + "<line x1=\"\(formatNumber(mid / 2 - 6))\" y1=\"\(formatNumber(y))\" x2=\"\(formatNumber(mid / 2 + 6))\" y2=\"\(formatNumber(y))\" stroke=\"\(Palette.tint)\" stroke-width=\"2\"/>"
                + "<line x1=\"\(formatNumber(mid * 1.5 - 6))\" y1=\"\(formatNumber(y))\" x2=\"\(formatNumber(mid * 1.5 + 6))\" y2=\"\(formatNumber(y))\" stroke=\"\(Palette.tint)\" stroke-width=\"2\"/>"
                + "<line x1=\"\(formatNumber(mid * 1.5))\" y1=\"\(formatNumber(y - 6))\" x2=\"\(formatNumber(mid * 1.5))\" y2=\"\(formatNumber(y + 6))\" stroke=\"\(Palette.tint)\" stroke-width=\"2\"/>"
        case .progressView:
            // The track, filled half way.
            let y = h / 2
            return "<line x1=\"0\" y1=\"\(formatNumber(y))\" x2=\"\(formatNumber(w))\" y2=\"\(formatNumber(y))\" stroke=\"#d1d1d6\" stroke-width=\"\(formatNumber(h))\"/>"
                + "<line x1=\"0\" y1=\"\(formatNumber(y))\" x2=\"\(formatNumber(w / 2))\" y2=\"\(formatNumber(y))\" stroke=\"\(Palette.tint)\" stroke-width=\"\(formatNumber(h))\"/>"
        case .pageControl(let pages):
            // 7-pt dots 16 pt apart, centred; the first is the current page.
            let n = max(pages, 0), y = h / 2
            let start = (w - Double(max(0, 16 * n - 9))) / 2 + 3.5
            return (0..<min(n, 200)).map { i in
                "<circle cx=\"\(formatNumber(start + Double(i) * 16))\" cy=\"\(formatNumber(y))\" r=\"3.5\" fill=\"\(i == 0 ? Palette.text : "#c7c7cc")\"/>"
            }.joined()
        case .datePicker(let style):
            switch style {
            case .compact:
                // The date in a rounded grey label.
                return "<rect x=\"0\" y=\"0\" width=\"\(formatNumber(w))\" height=\"\(formatNumber(h))\" rx=\"6\" fill=\"#eeeeef\"/>"
                    + textLines(["Nov 26, 2026"], font: .system(17), width: w, height: h, colour: Palette.text, anchor: "middle")
            case .inline, .wheels:
                // An outline, the selection band (wheels) or the month's header (inline).
                let band = style == .wheels ? h / 2 - 17 : 0
                return "<rect x=\"0.5\" y=\"0.5\" width=\"\(formatNumber(max(0, w - 1)))\" height=\"\(formatNumber(max(0, h - 1)))\" rx=\"8\" fill=\"none\" stroke=\"#d1d1d6\"/>"
                    + "<rect x=\"8\" y=\"\(formatNumber(band))\" width=\"\(formatNumber(max(0, w - 16)))\" height=\"\(formatNumber(min(h, 34)))\" rx=\"8\" fill=\"#eeeeef\"/>"
                    + "<g transform=\"translate(0 \(formatNumber(band)))\">"
                    + textLines([style == .wheels ? "Nov 26, 2026" : "November 2026"], font: .system(17), width: w, height: min(h, 34), colour: Palette.text, anchor: "middle") + "</g>"
            }
        case .segmented(let titles, let font):
            var s = "<rect x=\"0\" y=\"0\" width=\"\(formatNumber(w))\" height=\"\(formatNumber(h))\" rx=\"8\" fill=\"#eeeeef\"/>"
            let n = max(titles.count, 1)
            let segment = w / Double(n)
            s += "<rect x=\"2\" y=\"2\" width=\"\(formatNumber(max(0, segment - 4)))\" height=\"\(formatNumber(max(0, h - 4)))\" rx=\"7\" fill=\"#ffffff\"/>"
            for (i, t) in titles.enumerated() {
                s += "<g transform=\"translate(\(formatNumber(Double(i) * segment)) 0)\">"
                    + textLines([t], font: font, width: segment, height: h, colour: Palette.text, anchor: "middle") + "</g>"
            }
            return s
        case .imageView:
            return "<rect x=\"0\" y=\"0\" width=\"\(formatNumber(w))\" height=\"\(formatNumber(h))\" rx=\"4\" fill=\"#e5e5ea\"/>"
                + "<path d=\"M\(formatNumber(w * 0.2)) \(formatNumber(h * 0.75))L\(formatNumber(w * 0.42)) \(formatNumber(h * 0.45))L\(formatNumber(w * 0.58)) \(formatNumber(h * 0.62))L\(formatNumber(w * 0.68)) \(formatNumber(h * 0.5))L\(formatNumber(w * 0.8)) \(formatNumber(h * 0.75))Z\" fill=\"#c7c7cc\"/>"
                + "<text class=\"placeholder\" x=\"\(formatNumber(w / 2))\" y=\"\(formatNumber(h * 0.3 + 4))\" font-size=\"\(formatNumber(min(12, max(6, h / 6))))\" text-anchor=\"middle\" fill=\"#8e8e93\">\(xmlEscape(name))</text>"
        case .plain, .control, .stack, .scroll:
            return ""
        }
    }

    /// Lines of text in `font`, vertically centred in `height` (nil: from
    /// the top) as UILabel centres them, at `anchor` (start or middle).
    static func textLines(_ lines: [String], font: Font, width: Double, height: Double?, colour: String,
                          anchor: String) -> String {
        let lineHeight = font.lineHeight
        let top = height.map { ($0 - lineHeight * Double(lines.count)) / 2 } ?? 0
        let x = anchor == "middle" ? width / 2 : 0
        var s = "<text class=\"text\" font-size=\"\(formatNumber(font.pointSize))\""
        if let family = namedFamily(font) { s += " font-family=\"\(xmlEscape(family))\"" }
        if font.weight != .regular { s += " font-weight=\"\(cssWeight(font.weight))\"" }
        if font.isItalic { s += " font-style=\"italic\"" }
        s += " fill=\"\(colour)\" text-anchor=\"\(anchor)\">"
        for (i, line) in lines.enumerated() {
            let y = top + font.ascender + Double(i) * lineHeight
            // As wide as the engine measured it in San Francisco, whatever
            // font the browser has (`textLength`), so a line the engine fits
            // fits in the picture too.
            let measured = TextMetrics.layout(line, font: font, lines: 1, maxWidth: nil).first?.width ?? 0
            s += "<tspan x=\"\(formatNumber(x))\" y=\"\(formatNumber((y * 100).rounded() / 100))\""
            if measured > 0 { s += " textLength=\"\(formatNumber((measured * 100).rounded() / 100))\" lengthAdjust=\"spacingAndGlyphs\"" }
            s += ">\(xmlEscape(line))</tspan>"
        }
        return s + "</text>"
    }

    /// Where a visible view's text is drawn, roughly (its frame; a
    /// button's or segment's title centred in it), for the names to avoid.
    static func textBox(_ item: DrawnView) -> Rect? {
        guard !item.hidden else { return nil }
        let f = item.frame
        switch item.kind {
        case .label(let text, let font, _):
            let w = min(f.size.width, text.reduce(0) { $0 + font.advance(of: $1) })
            return Rect(x: f.minX, y: f.minY, width: w, height: f.size.height)
        case .button(let title, _, let font, _, _, _):
            let w = min(f.size.width, title.reduce(0) { $0 + font.advance(of: $1) })
            return Rect(x: f.midX - w / 2, y: f.minY, width: w, height: f.size.height)
        case .textField(let placeholder, let text, _, let font):
            let shown = text.isEmpty ? placeholder : text
            let w = min(f.size.width - 7, shown.reduce(0) { $0 + font.advance(of: $1) })
            return Rect(x: f.minX + 7, y: f.minY, width: max(0, w), height: f.size.height)
        case .segmented, .textView:
            return f
        default:
            return nil
        }
    }

    /// A named font's CSS family list: its family first (the browser uses
    /// it when it has the font), then the page's system-font list; nil for
    /// the system font. Lines keep the width the engine measured either way
    /// (`textLength`).
    static func namedFamily(_ font: Font) -> String? {
        guard let family = font.familyName else { return nil }
        let quoted = family.filter { $0 != "'" && $0 != "\"" && $0 != "\\" }
        return "'\(quoted)', " + systemFontFamily
    }

    static func cssWeight(_ w: Font.Weight) -> String {
        switch w {
        case .ultraLight: return "100"
        case .thin: return "200"
        case .light: return "300"
        case .regular: return "400"
        case .medium: return "500"
        case .semibold: return "600"
        case .bold: return "700"
        case .heavy: return "800"
        case .black: return "900"
        }
    }

    /// Frames, names, the safe area and the root's margins, in the group
    /// `overlay` (hidden with `display="none"` unless `shown`).
    static func overlay(_ items: [DrawnView], screen: Screen, rootMargins: EdgeInsets, prefix p: String,
                        shown: Bool) -> String {
        var s = "<g id=\"\(p)overlay\" class=\"overlay\"\(shown ? "" : " display=\"none\"") font-size=\"9\">"
        let safe = screen.safeAreaFrame
        s += "<rect id=\"\(p)safe-area\" \(rectAttributes(safe)) fill=\"none\" stroke=\"#43a047\" stroke-dasharray=\"6 3\" stroke-opacity=\"0.8\"/>"
        let m = screen.bounds.insetBy(rootMargins)
        s += "<rect id=\"\(p)root-margins\" \(rectAttributes(m)) fill=\"none\" stroke=\"#ec407a\" stroke-width=\"0.5\" stroke-dasharray=\"4 3\"/>"
        // What lies outside the safe area (the status bar, the sensor
        // housing, the home indicator), shaded.
        let b = screen.bounds
        if safe != b {
            let d = "M0 0H\(formatNumber(b.size.width))V\(formatNumber(b.size.height))H0Z M\(formatNumber(safe.minX)) \(formatNumber(safe.minY))V\(formatNumber(safe.maxY))"
                + "H\(formatNumber(safe.maxX))V\(formatNumber(safe.minY))Z"
            s += "<path id=\"\(p)unsafe-area\" d=\"\(d)\" fill=\"#000000\" fill-opacity=\"0.06\" fill-rule=\"evenodd\"/>"
        }
        // Each frame: a view tinted (nested views darker), a stack a purple
        // outline, a hidden view dashed and empty.
        for item in items {
            let stack = item.kind == .stack
            let fill = stack ? "0" : "0.1"
            var r = "<rect class=\"outline\" data-outline-for=\"\(xmlEscape(item.name))\" \(rectAttributes(item.frame))"
            r += " fill=\"#1e88e5\" data-fill-opacity=\"\(fill)\" fill-opacity=\"\(item.hidden ? "0" : fill)\""
            r += " stroke=\"\(stack ? "#7e57c2" : "#1e88e5")\" stroke-width=\"\(stack ? "2" : "1")\""
            if item.hidden { r += " stroke-dasharray=\"4 3\"" }
            if item.clipID != nil { r += " clip-path=\"url(#\(item.clipID!))\"" }
            s += r + "/>"
        }
        let placed = NameOverlay.place(items.map { ($0.hidden ? "◌" + $0.name : $0.name, $0.frame) },
                                       screen: screen.bounds, fontSize: 9,
                                       obstacles: items.compactMap { textBox($0) })
        for label in placed.labels {
            let r = label.box
            let plain = label.name.hasPrefix("◌") ? String(label.name.dropFirst()) : label.name
            s += "<g class=\"name\" data-label-for=\"\(xmlEscape(plain))\">"
                + "<rect \(rectAttributes(r)) fill=\"#ffffff\" fill-opacity=\"0.85\"/>"
                + "<text x=\"\(formatNumber(r.origin.x + 1))\" y=\"\(formatNumber(r.origin.y + 8))\" fill=\"#263238\">\(xmlEscape(label.name))</text></g>"
        }
        if !placed.unplaced.isEmpty {
            s += "<desc id=\"\(p)unnamed\">no room for the names of: \(xmlEscape(placed.unplaced.joined(separator: ", ")))</desc>"
        }
        return s + "</g>"
    }
}

/// XML text and attribute escaping (control characters, not allowed in
/// XML 1.0, become spaces).
public func xmlEscape(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default:
            if ch.value < 0x20 && ch != "\n" && ch != "\t" { out += " " } else { out.unicodeScalars.append(ch) }
        }
    }
    return out
}
