import ConstraintSolver
import Geometry
import SceneModel
import StackLayout
import ViewTree

/// Writes a scene description as an Interface Builder document in Xcode's
/// current format (`toolsVersion` 32700, Xcode 16), which Xcode opens: the
/// root as a view controller's view (a storyboard) or a top-level view (a
/// xib), every view in the window with its frame as laid out, its
/// properties, its constraints where they are installed, stacks with their
/// arranged views in order, fonts, and images by name in `<resources>`.
///
/// Each view keeps its IB object id when it has one, else gets a new one
/// in IB's `abc-de-fgh` form, unique in the document; its name goes in
/// `userLabel`, so that opening what was written names every view as
/// before. What IB cannot say is listed in ``Written/warnings``: custom
/// spacings (`setCustomSpacing` has no Interface Builder form), views
/// outside the window, an override of a control's intrinsic size. Every
/// element, attribute and value form written occurs in the documents of
/// `../shared/ib-corpus` saved by Xcode 12–16 (a test checks it).
public enum DocumentWriter {
    public struct Written: Sendable {
        public var text: String
        public var warnings: [String]
    }

    /// The device id written for a StackLab device: its own name when it is
    /// one of IB's, else the IB device of the same size and scale, else
    /// the nearest phone (`retina6_12`) with the size as a freeform
    /// simulated size.
    static func deviceID(for device: Device) -> (id: String, freeform: Size?) {
        if DesignDevice.device(id: device.name) != nil { return (device.name, nil) }
        let size = device.portraitSize
        let insets = device.safeAreaInsets(for: .portrait)
        // An IB device of the same scale whose own safe area, with the bars
        // IB can simulate (44 above, 49 below, or no status bar), gives the
        // scene's; of the same size when there is one, else as a freeform
        // size on it.
        func fits(_ e: DesignDevice.Entry) -> Bool {
            guard e.scale == device.scale, let own = DesignDevice.device(id: e.id)?.safeAreaInsets(for: .portrait) else { return false }
            let top = insets.top - own.top, bottom = insets.bottom - own.bottom
            let topOK = top == 0 || top == 44 || (e.top == 0 && insets.top == 0)
            return topOK && (bottom == 0 || bottom == 49) && e.isPad == (device.portrait.horizontalSizeClass == .regular)
        }
        if let e = DesignDevice.table.first(where: { $0.width == size.width && $0.height == size.height && fits($0) }) {
            return (e.id, nil)
        }
        if let e = DesignDevice.table.first(where: fits) { return (e.id, size) }
        return (device.scale == 2 ? "retina4_7" : "retina6_12", size)
    }

    public static func write(_ scene: SceneDescription, format: InterfaceBuilderDocument.Format) -> Written {
        var w = Writer(scene: scene)
        return w.document(format)
    }
}

/// One document being written: ids, the elements as text, warnings.
struct Writer {
    let scene: SceneDescription
    var lines: [String] = []
    var usedIDs: Set<String> = []
    var idOf: [String: String] = [:]  // item name → id (views and guides)
    var warnings: [String] = []
    var images: [(String, Size)] = []
    var byName: [String: SceneDescription.ViewState] = [:]
    var frames: [String: Rect] = [:]
    var counter: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// The device a reader builds from what is written (the root's
    /// default margins are that device's).
    var writtenDevice: Device?

    init(scene: SceneDescription) {
        self.scene = scene
        for (i, v) in scene.views.enumerated() {
            byName[v.name] = v
            if let f = scene.layout?.frames[i] { frames[v.name] = f }
        }
    }

    // MARK: Ids

    /// A new id in IB's form, deterministic for the document.
    mutating func newID() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        while true {
            counter = counter &* 6364136223846793005 &+ 1442695040888963407
            var x = counter >> 11
            var chars: [Character] = []
            for _ in 0..<8 {
                chars.append(alphabet[Int(x % UInt64(alphabet.count))])
                x /= UInt64(alphabet.count)
            }
            let id = String(chars[0..<3]) + "-" + String(chars[3..<5]) + "-" + String(chars[5..<8])
            if usedIDs.insert(id).inserted { return id }
        }
    }

    mutating func id(for name: String) -> String {
        if let id = idOf[name] { return id }
        var id = byName[name]?.ibID ?? ""
        if id.isEmpty || usedIDs.contains(id) { id = newID() } else { usedIDs.insert(id) }
        idOf[name] = id
        return id
    }

    // MARK: The document

    /// The root's margins as a document states them: nil when they are the
    /// device's own; else the view's own margins, which UIKit raises to
    /// the system minimum and insets from the safe area (Open's
    /// `rootMargins`): the scene's margins less the safe area, or, where
    /// that would be negative, the margins themselves with
    /// `insetsLayoutMarginsFromSafeArea="NO"`.
    /// `respectsMinimum` is false when a side is below the system minimum
    /// (the view controller's `viewRespectsSystemMinimumLayoutMargins="NO"`).
    func writtenRootMargins(_ m: EdgeInsets) -> (custom: EdgeInsets, fromSafeArea: Bool, respectsMinimum: Bool)? {
        let o = scene.device.orientation
        let device = writtenDevice ?? scene.device.device
        guard m != device.rootLayoutMargins(for: o) else { return nil }
        let s = device.safeAreaInsets(for: o)
        var custom = EdgeInsets(top: m.top - s.top, left: m.left - s.left, bottom: m.bottom - s.bottom, right: m.right - s.right)
        let fromSafeArea = min(custom.top, custom.left, custom.bottom, custom.right) >= 0
        if !fromSafeArea { custom = m }
        let least = device.systemMinimumLayoutMargins(for: o)
        let respectsMinimum = custom.top >= least.top && custom.left >= least.left
            && custom.bottom >= least.bottom && custom.right >= least.right
        return (custom, fromSafeArea, respectsMinimum)
    }

    mutating func document(_ format: InterfaceBuilderDocument.Format) -> DocumentWriter.Written {
        // Every view in the window keeps its id first, so new ids never take one.
        for v in scene.views where v.ibID != nil && inWindow(v.name) { _ = id(for: v.name) }
        let (deviceID, freeform) = DocumentWriter.deviceID(for: scene.device.device)
        let rootID = id(for: "root")
        let vcID = newID()
        // The bars the scene's safe area holds beyond the device's own (a
        // document opened from inside a navigation or tab bar controller).
        let own = DesignDevice.device(id: deviceID)?.safeAreaInsets(for: scene.device.orientation)
        let insets = scene.device.device.safeAreaInsets(for: scene.device.orientation)
        let topBar = own.map { insets.top - $0.top } ?? 0
        let noStatusBar = insets.top == 0 && (own?.top ?? 0) > 0
        let bottomBar = own.map { insets.bottom - $0.bottom } ?? 0
        // What a navigation bar adds on this device in this orientation (44,
        // or 32 on a phone in landscape).
        let navigationBar = DesignDevice.navigationBarHeight(id: deviceID, orientation: scene.device.orientation)
        let hasNavigationBar = topBar >= navigationBar
        let largeTitles = navigationBar == 44 && topBar >= DesignDevice.largeTitleBarHeight
        let bars = DesignDevice.Bars(top: hasNavigationBar ? (largeTitles ? DesignDevice.largeTitleBarHeight : 44) : 0,
                                     bottom: bottomBar >= 49 ? 49 : 0, statusBar: !noStatusBar)
        writtenDevice = freeform.map { DesignDevice.freeform($0, like: deviceID, bars: bars) }
            ?? DesignDevice.device(id: deviceID, bars: bars)
        let navID = hasNavigationBar ? newID() : nil
        let tabID = bottomBar >= 49 ? newID() : nil
        let initialID = tabID ?? navID ?? vcID
        var header = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch."# + (format == .storyboard ? "Storyboard.XIB" : "XIB")
        header += #"" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#
        if format == .storyboard { header += #" initialViewController="\#(initialID)""# }
        header += ">"
        var out = [#"<?xml version="1.0" encoding="UTF-8"?>"#, header]
        out.append("    <device id=\"\(deviceID)\" orientation=\"\(scene.device.orientation == .landscape ? "landscape" : "portrait")\" appearance=\"light\"/>")
        out += [
            "    <dependencies>",
            "        <deployment identifier=\"iOS\"/>",
            "        <plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"32700.99.1234\"/>",
            "        <capability name=\"Safe area layout guides\" minToolsVersion=\"9.0\"/>",
            "        <capability name=\"documents saved in the Xcode 8 format\" minToolsVersion=\"8.0\"/>",
            "    </dependencies>",
        ]
        // The root view and its tree.
        lines = []
        let rootIndent = format == .storyboard ? 5 : 2
        writeView("root", indent: rootIndent, key: format == .storyboard ? "view" : nil, rootID: rootID, freeform: freeform,
                  simulatedBars: format == .xib ? (hasNavigationBar, bottomBar >= 49, noStatusBar) : (false, false, false))
        let body = lines
        let width = num(scene.device.device.size(for: scene.device.orientation).width)
        if format == .storyboard {
            out += ["    <scenes>", "        <scene sceneID=\"\(newID())\">", "            <objects>"]
            let minimum = writtenRootMargins(byName["root"]?.layoutMargins ?? EdgeInsets(all: 0))?.respectsMinimum == false
                ? " viewRespectsSystemMinimumLayoutMargins=\"NO\"" : ""
            out.append("                <viewController id=\"\(vcID)\"\(minimum) sceneMemberID=\"viewController\">")
            out += body
            if noStatusBar { out.append("                    <nil key=\"simulatedStatusBarMetrics\"/>") }
            if let freeform {
                out.append("                    <size key=\"freeformSize\" width=\"\(num(freeform.width))\" height=\"\(num(freeform.height))\"/>")
                out.append("                    <freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>")
            }
            out.append("                </viewController>")
            out.append("                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(newID())\" userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>")
            out += ["            </objects>", "            <point key=\"canvasLocation\" x=\"0.0\" y=\"0.0\"/>", "        </scene>"]
            // The containers IB infers the bars from.
            if let navID {
                out += ["        <scene sceneID=\"\(newID())\">", "            <objects>",
                        "                <navigationController id=\"\(navID)\" sceneMemberID=\"viewController\">",
                        "                    <navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\"\(largeTitles ? " largeTitles=\"YES\"" : "") id=\"\(newID())\">",
                        "                        <rect key=\"frame\" x=\"0.0\" y=\"\(num(own?.top ?? 20))\" width=\"\(width)\" height=\"\(largeTitles ? "96" : "44")\"/>",
                        "                        <autoresizingMask key=\"autoresizingMask\"/>",
                        "                    </navigationBar>",
                        "                    <connections>",
                        "                        <segue destination=\"\(vcID)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"\(newID())\"/>",
                        "                    </connections>",
                        "                </navigationController>",
                        "                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(newID())\" userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>",
                        "            </objects>", "            <point key=\"canvasLocation\" x=\"-800\" y=\"0.0\"/>", "        </scene>"]
            }
            if let tabID {
                out += ["        <scene sceneID=\"\(newID())\">", "            <objects>",
                        "                <tabBarController id=\"\(tabID)\" sceneMemberID=\"viewController\">",
                        "                    <tabBar key=\"tabBar\" contentMode=\"scaleToFill\" id=\"\(newID())\">",
                        "                        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\(width)\" height=\"49\"/>",
                        "                        <autoresizingMask key=\"autoresizingMask\"/>",
                        "                    </tabBar>",
                        "                    <connections>",
                        "                        <segue destination=\"\(navID ?? vcID)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(newID())\"/>",
                        "                    </connections>",
                        "                </tabBarController>",
                        "                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(newID())\" userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>",
                        "            </objects>", "            <point key=\"canvasLocation\" x=\"-1600\" y=\"0.0\"/>", "        </scene>"]
            }
            out.append("    </scenes>")
        } else {
            // File's Owner's `view` outlet makes the top-level view a view
            // controller's view, which opens as the window's root again.
            out += ["    <objects>",
                    // A nib's owner has no checkbox for it; the attribute is a
                    // storyboard view controller's, read back the same way.
                    "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\""
                        + (writtenRootMargins(byName["root"]?.layoutMargins ?? EdgeInsets(all: 0))?.respectsMinimum == false
                            ? " viewRespectsSystemMinimumLayoutMargins=\"NO\">" : ">"),
                    "            <connections>",
                    "                <outlet property=\"view\" destination=\"\(rootID)\" id=\"\(newID())\"/>",
                    "            </connections>",
                    "        </placeholder>",
                    "        <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>"]
            out += body
            out.append("    </objects>")
        }
        if !images.isEmpty {
            out.append("    <resources>")
            for (name, size) in images.sorted(by: { $0.0 < $1.0 }) {
                out.append("        <image name=\"\(escape(name))\" width=\"\(num(size.width))\" height=\"\(num(size.height))\"/>")
            }
            out.append("    </resources>")
        }
        out.append("</document>")
        let outside = scene.views.filter { $0.kindName != "root" && !inWindow($0.name) }.map(\.name)
        if !outside.isEmpty {
            warnings.append("not written (not in the window): \(outside.joined(separator: ", "))")
        }
        return .init(text: out.joined(separator: "\n") + "\n", warnings: warnings)
    }

    func inWindow(_ name: String) -> Bool {
        var n: String? = name
        var steps = 0
        while let x = n, steps < 10_000 {
            if x == "root" { return true }
            n = byName[x]?.superview
            steps += 1
        }
        return false
    }

    // MARK: Views

    static let elementNames: [String: String] = [
        "label": "label", "button": "button", "image": "imageView", "switch": "switch", "slider": "slider",
        "segmented": "segmentedControl", "field": "textField", "textview": "textView", "stack": "stackView",
        "scroll": "scrollView", "stepper": "stepper", "progress": "progressView",
        "pagecontrol": "pageControl", "datepicker": "datePicker",
    ]

    mutating func writeView(_ name: String, indent: Int, key: String?, rootID: String? = nil, freeform: Size? = nil,
                            simulatedBars: (top: Bool, bottom: Bool, noStatusBar: Bool) = (false, false, false)) {
        guard let v = byName[name] else { return }
        let pad = String(repeating: "    ", count: indent)
        let isRoot = v.kindName == "root"
        let element = isRoot ? "view" : (Self.elementNames[v.kindName] ?? "view")
        let id = rootID ?? self.id(for: name)
        var a: [(String, String)] = []
        if let key { a.append(("key", key)) }
        // Attributes in the order Xcode writes them.
        switch v.kind {
        case .label: a += [("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left")]
        case .button, .switchControl, .slider, .stepper, .progressView, .pageControl, .segmented, .textField, .stack:
            a += [("opaque", "NO"), ("contentMode", contentMode(v.contentMode))]
        case .textView, .scroll: a += [("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", contentMode(v.contentMode))]
        case .imageView: a += [("clipsSubviews", "YES"), ("userInteractionEnabled", "NO"), ("contentMode", contentMode(v.contentMode))]
        default: a += [("contentMode", contentMode(v.contentMode))]
        }
        if !isRoot {
            let defaults = (hug: [250.0, 250.0], resist: [750.0, 750.0])
            if v.hugging.count == 2 {
                if v.hugging[0] != defaults.hug[0] { a.append(("horizontalHuggingPriority", num(v.hugging[0]))) }
                if v.hugging[1] != defaults.hug[1] { a.append(("verticalHuggingPriority", num(v.hugging[1]))) }
            }
            if v.resistance.count == 2 {
                if v.resistance[0] != defaults.resist[0] { a.append(("horizontalCompressionResistancePriority", num(v.resistance[0]))) }
                if v.resistance[1] != defaults.resist[1] { a.append(("verticalCompressionResistancePriority", num(v.resistance[1]))) }
            }
        }
        if v.isHidden { a.append(("hidden", "YES")) }
        if v.alpha != 1 { a.append(("alpha", num(v.alpha))) }
        switch v.kind {
        case .button(_, let type, _, _, _, _):
            a += [("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
                  ("buttonType", type.rawValue), ("lineBreakMode", "middleTruncation")]
        case .switchControl:
            a += [("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"), ("on", "YES")]
        case .slider:
            a += [("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
                  ("value", "0.5"), ("minValue", "0.0"), ("maxValue", "1")]
        case .stepper:
            a += [("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
                  ("maximumValue", "100")]
        case .progressView:
            a += [("progress", "0.5")]
        case .pageControl(let pages):
            a += [("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
                  ("numberOfPages", String(pages))]
        case .datePicker(let style):
            a += [("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
                  ("datePickerMode", "dateAndTime"), ("style", style.rawValue)]
        case .segmented:
            a += [("contentHorizontalAlignment", "left"), ("contentVerticalAlignment", "top"),
                  ("segmentControlStyle", "plain"), ("selectedSegmentIndex", "0")]
        case .label(let text, _, let lines):
            a.append(("text", text))
            a += [("textAlignment", "natural"), ("lineBreakMode", "tailTruncation")]
            if lines != 1 { a.append(("numberOfLines", String(lines))) }
            a += [("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO")]
            if let p = v.preferredMaxLayoutWidth { a.append(("preferredMaxLayoutWidth", num(p))) }
        case .textField(let placeholder, let text, let border, _):
            a += [("contentHorizontalAlignment", "left"), ("contentVerticalAlignment", "center")]
            if !text.isEmpty { a.append(("text", text)) }
            a.append(("borderStyle", border.rawValue))
            if !placeholder.isEmpty { a.append(("placeholder", placeholder)) }
            a += [("textAlignment", "natural"), ("minimumFontSize", "17")]
        case .textView(_, let scrolls, _):
            if !scrolls { a.append(("scrollEnabled", "NO")) }
        case .imageView(let size):
            if let size {
                let image = imageName(for: name)
                images.append((image, size))
                a.append(("image", image))
            }
        case .stack:
            let s = v.stack ?? SceneDescription.StackState()
            if s.axis == .vertical { a.append(("axis", "vertical")) }
            if s.distribution != .fill { a.append(("distribution", s.distribution.rawValue)) }
            if s.alignment != .fill { a.append(("alignment", s.alignment.rawValue)) }
            if s.spacing == StackView.spacingUseSystem { a.append(("spacingType", "standard")) }
            else if s.spacing != 0 { a.append(("spacing", num(s.spacing))) }
            if s.isBaselineRelativeArrangement { a.append(("baselineRelativeArrangement", "YES")) }
            // Interface Builder has no attribute for margins-relative
            // arrangement: a stack whose margins the document sets is
            // arranged inside them (see the reader), so a margins-relative
            // stack gets its margins written, and another stack none.
            if !s.isLayoutMarginsRelativeArrangement, v.layoutMargins != EdgeInsets(all: 8),
               v.layoutMargins != EdgeInsets(all: 0) || v.preservesSuperviewLayoutMargins {
                warnings.append("\(name): its layout margins are not written (Interface Builder arranges a stack inside margins it is given, and this one is not margins-relative)")
            }
            if s.customSpacings.contains(where: { $0 != StackView.spacingUseDefault }) {
                warnings.append("\(name): custom spacings are not written (Interface Builder has no setCustomSpacing)")
            }
        default: break
        }
        if v.alignmentInsetsOverride != nil {
            warnings.append("\(name): its alignment-rect insets are not written (Interface Builder has no alignmentRectInsets; a subclass overrides it)")
        }
        if v.preservesSuperviewLayoutMargins { a.append(("preservesSuperviewLayoutMargins", "YES")) }
        let rootMargins = isRoot ? writtenRootMargins(v.layoutMargins) : nil
        if rootMargins?.fromSafeArea == false { a.append(("insetsLayoutMarginsFromSafeArea", "NO")) }
        if !isRoot { a.append(("translatesAutoresizingMaskIntoConstraints", "NO")) }
        a.append(("id", id))
        if !isRoot { a.append(("userLabel", name)) }
        if case .control = v.kind { a.append(("customClass", "UIControl")) }
        var head = pad + "<" + element
        for (k, value) in a { head += " \(k)=\"\(escape(value))\"" }
        head += ">"
        lines.append(head)
        let inner = pad + "    "
        // The frame, in the superview.
        let frame: Rect
        if isRoot {
            let size = freeform ?? scene.device.device.size(for: scene.device.orientation)
            frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        } else {
            frame = frames[name] ?? .zero
        }
        lines.append(inner + "<rect key=\"frame\" x=\"\(num(frame.origin.x))\" y=\"\(num(frame.origin.y))\" width=\"\(num(frame.size.width))\" height=\"\(num(frame.size.height))\"/>")
        if isRoot {
            lines.append(inner + "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
        }
        let subviews = v.subviews.filter { byName[$0] != nil }
        if !subviews.isEmpty {
            lines.append(inner + "<subviews>")
            // A stack's subviews are its arranged views, in order.
            let ordered = v.stack.map { s in s.arranged.filter { subviews.contains($0) } + subviews.filter { !s.arranged.contains($0) } } ?? subviews
            if let s = v.stack, ordered.count > s.arranged.count {
                warnings.append("\(name): subviews that are not arranged are written as arranged (IB arranges every subview of a stack)")
            }
            if let s = v.stack, s.arranged.contains(where: { !subviews.contains($0) }) {
                warnings.append("\(name): views arranged from deeper in its subtree stay where they are (IB arranges only a stack's own subviews)")
            }
            for sub in ordered { writeView(sub, indent: indent + 2, key: nil) }
            lines.append(inner + "</subviews>")
        }
        // Guides the constraints use.
        let guides = guidesUsed(by: name)
        if isRoot || guides.contains("safeArea") {
            lines.append(inner + "<viewLayoutGuide key=\"safeArea\" id=\"\(self.id(for: name + ".safeArea"))\"/>")
        }
        if v.kind == .scroll {
            lines.append(inner + "<viewLayoutGuide key=\"contentLayoutGuide\" id=\"\(self.id(for: name + ".content"))\"/>")
            lines.append(inner + "<viewLayoutGuide key=\"frameLayoutGuide\" id=\"\(self.id(for: name + ".frameGuide"))\"/>")
        }
        // What the kind shows.
        switch v.kind {
        case .label(_, let font, _):
            lines.append(inner + fontDescription(font))
            lines.append(inner + "<nil key=\"textColor\"/>")
            lines.append(inner + "<nil key=\"highlightedColor\"/>")
        case .button(let title, _, let font, let image, let insets, let configured):
            if let insets, !configured {
                lines.append(inner + "<inset key=\"contentEdgeInsets\" minX=\"\(num(insets.left))\" minY=\"\(num(insets.top))\" maxX=\"\(num(insets.right))\" maxY=\"\(num(insets.bottom))\"/>")
            }
            if !configured { lines.append(inner + fontDescription(font)) }
            var state = inner + "<state key=\"normal\" title=\"\(escape(title))\""
            if let image {
                let n = imageName(for: name)
                images.append((n, image))
                state += " image=\"\(escape(n))\""
            }
            lines.append(state + "/>")
            if configured {
                // An iOS 15 configuration, as Xcode 13 and later write it:
                // its title, and its title font where it is not the medium
                // size's 17 pt. Content insets other than the medium size's
                // (7 and 12) are not written: no public document shows the
                // form Xcode gives them.
                var children: [String] = []
                if font != .system(ControlMetrics.configurationTitleFontSize) {
                    children.append(fontDescription(font).replacingOccurrences(of: "key=\"fontDescription\"", with: "key=\"titleFontDescription\""))
                }
                if let i = insets, i != ControlMetrics.configurationContentInsets {
                    warnings.append("\(name): its configuration's content insets are not written (the medium size's 7 and 12 come back)")
                }
                let open = inner + "<buttonConfiguration key=\"configuration\" style=\"plain\" title=\"\(escape(title))\""
                if children.isEmpty {
                    lines.append(open + "/>")
                } else {
                    lines.append(open + ">")
                    lines += children.map { inner + "    " + $0 }
                    lines.append(inner + "</buttonConfiguration>")
                }
            }
        case .segmented(let titles, _):
            lines.append(inner + "<segments>")
            for t in titles { lines.append(inner + "    <segment title=\"\(escape(t))\"/>") }
            lines.append(inner + "</segments>")
        case .textField(_, _, _, let font):
            lines.append(inner + fontDescription(font))
            lines.append(inner + "<textInputTraits key=\"textInputTraits\"/>")
        case .textView(let text, _, let font):
            lines.append(inner + "<string key=\"text\">\(escape(text))</string>")
            lines.append(inner + fontDescription(font))
            lines.append(inner + "<textInputTraits key=\"textInputTraits\" autocapitalizationType=\"sentences\"/>")
        default: break
        }
        if let intrinsic = v.intrinsicSizeOverride {
            // A custom view's intrinsic size, as IB's placeholder.
            lines.append(inner + "<size key=\"intrinsicContentSize\" width=\"\(num(intrinsic.width))\" height=\"\(num(intrinsic.height))\"/>")
        }
        if isRoot {
            lines.append(inner + "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")
            if simulatedBars.top { lines.append(inner + "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>") }
            if simulatedBars.bottom { lines.append(inner + "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>") }
            if simulatedBars.noStatusBar { lines.append(inner + "<nil key=\"simulatedStatusBarMetrics\"/>") }
        }
        let margins: EdgeInsets?
        if isRoot {
            margins = rootMargins?.custom
        } else if let s = v.stack {
            // Margins written make a stack margins-relative when read, unless
            // they are zero (a stack's own default, written as before) and
            // the stack does not preserve its superview's.
            let zero = v.layoutMargins == EdgeInsets(all: 0) && !v.preservesSuperviewLayoutMargins
            margins = s.isLayoutMarginsRelativeArrangement || zero ? v.layoutMargins : nil
        } else {
            margins = v.layoutMargins != EdgeInsets(all: 8) ? v.layoutMargins : nil
        }
        // Size-class installation: one mask step per rule step, by key.
        var masks: [(key: String, mask: String, reference: String, installed: Bool)] = []
        for sub in v.subviews {
            guard let rule = byName[sub]?.installedFor else { continue }
            for step in rule.steps { masks.append((step.key, "subviews", self.id(for: sub), step.installed)) }
        }
        if !v.constraints.isEmpty {
            lines.append(inner + "<constraints>")
            for c in v.constraints {
                let (text, cid) = constraintWithID(c, owner: name)
                lines.append(inner + "    " + text)
                for step in c.installedFor?.steps ?? [] { masks.append((step.key, "constraints", cid, step.installed)) }
            }
            lines.append(inner + "</constraints>")
        }
        if let m = margins {
            // Xcode 9 and later write margins as directional ones.
            lines.append(inner + "<directionalEdgeInsets key=\"directionalLayoutMargins\" top=\"\(num(m.top))\" leading=\"\(num(m.left))\" bottom=\"\(num(m.bottom))\" trailing=\"\(num(m.right))\"/>")
        }
        if let s = v.stack {
            for variation in s.variations { lines.append(inner + self.variation(variation)) }
        }
        // As Xcode writes them: a variation per key ("default" first), its
        // font, then its subviews' mask before its constraints' mask.
        var fonts: [String: Font] = [:]
        for f in v.fontVariations { fonts[Self.variationKey(horizontal: f.horizontal, vertical: f.vertical)] = f.font }
        var keys: [String] = []
        for m in masks where !keys.contains(m.key) { keys.append(m.key) }
        for k in fonts.keys where !keys.contains(k) { keys.append(k) }
        keys.sort { ($0 == "default" ? 0 : 1, $0) < ($1 == "default" ? 0 : 1, $1) }
        for key in keys {
            lines.append(inner + "<variation key=\"\(key)\">")
            if let font = fonts[key] { lines.append(inner + "    " + fontDescription(font)) }
            for mask in ["subviews", "constraints"] {
                let steps = masks.filter { $0.key == key && $0.mask == mask }
                guard !steps.isEmpty else { continue }
                lines.append(inner + "    <mask key=\"\(mask)\">")
                for step in steps {
                    lines.append(inner + "        <\(step.installed ? "include" : "exclude") reference=\"\(step.reference)\"/>")
                }
                lines.append(inner + "    </mask>")
            }
            lines.append(inner + "</variation>")
        }
        lines.append(pad + "</" + element + ">")
    }

    func guidesUsed(by owner: String) -> Set<String> {
        var used = Set<String>()
        for v in scene.views {
            for c in v.constraints {
                for item in [c.first, c.second].compactMap({ $0 }) where item.hasPrefix(owner + ".") {
                    used.insert(String(item.dropFirst(owner.count + 1)))
                }
            }
        }
        return used
    }

    func imageName(for view: String) -> String { view }

    func contentMode(_ m: ContentMode) -> String {
        switch m {
        case .scaleToFill: return "scaleToFill"
        case .aspectFit: return "scaleAspectFit"
        case .aspectFill: return "scaleAspectFill"
        case .center: return "center"
        }
    }

    /// A font as Interface Builder writes it: a text style, a system font
    /// (`type="system"`, `boldSystem`, `italicSystem`, with `weight=`), or
    /// a named font by its PostScript name and family (`name="Avenir-Heavy"
    /// family="Avenir"`, the family ``Font/familyName`` gives).
    func fontDescription(_ f: Font) -> String {
        if let name = f.name, let family = f.familyName {
            return "<fontDescription key=\"fontDescription\" name=\"\(escape(name))\" family=\"\(escape(family))\" "
                + "pointSize=\"\(num(f.pointSize))\"/>"
        }
        if let style = f.textStyle, f.isPlainTextStyle {
            return "<fontDescription key=\"fontDescription\" style=\"\(style.interfaceBuilderName)\"/>"
        }
        var s = "<fontDescription key=\"fontDescription\" type=\""
        if f.isItalic { s += "italicSystem" } else if f.weight == .bold { s += "boldSystem" } else { s += "system" }
        s += "\""
        if f.weight != .regular && f.weight != .bold || (f.weight == .bold && f.isItalic) { s += " weight=\"\(f.weight.rawValue)\"" }
        s += " pointSize=\"\(num(f.pointSize))\"/>"
        return s
    }

    /// IB's key for classes: `heightClass=compact-widthClass=regular`.
    static func variationKey(horizontal: SizeClass?, vertical: SizeClass?) -> String {
        var key: [String] = []
        if let h = vertical { key.append("heightClass=\(h.rawValue)") }
        if let w = horizontal { key.append("widthClass=\(w.rawValue)") }
        return key.joined(separator: "-")
    }

    func variation(_ v: StackView.Variation) -> String {
        let key = Self.variationKey(horizontal: v.horizontal, vertical: v.vertical)
        let value: String
        switch v.value {
        case .axis(let a): value = "axis=\"\(a == .vertical ? "vertical" : "horizontal")\""
        case .distribution(let d): value = "distribution=\"\(d.rawValue)\""
        case .alignment(let a): value = "alignment=\"\(a.rawValue)\""
        case .spacing(let s): value = "spacing=\"\(num(s))\""
        case .layoutMarginsRelative(let b): value = "layoutMarginsRelativeArrangement=\"\(b ? "YES" : "NO")\""
        case .baselineRelative(let b): value = "baselineRelativeArrangement=\"\(b ? "YES" : "NO")\""
        }
        return "<variation key=\"\(key)\" \(value)/>"
    }

    /// `item` and `attribute` as IB writes them: a margins guide's edge is
    /// the view's margin attribute; other guides by their own id.
    mutating func reference(_ item: String, _ attribute: LayoutAttribute) -> (String, String) {
        var attr = attribute.rawValue
        if attribute == .lastBaseline { attr = "lastBaseline" }
        if item.hasSuffix(".margins") {
            let owner = String(item.dropLast(".margins".count))
            switch attribute {
            case .centerX, .centerY: attr += "WithinMargins"
            default: attr += "Margin"
            }
            return (id(for: owner), attr)
        }
        return (id(for: item), attr)
    }

    /// The `<constraint>` element and the id it was given.
    mutating func constraintWithID(_ c: SceneDescription.ConstraintState, owner: String) -> (text: String, id: String) {
        let (first, a1) = reference(c.first, c.firstAttribute)
        var s = "<constraint"
        if c.first != owner { s += " firstItem=\"\(first)\"" }
        s += " firstAttribute=\"\(a1)\""
        if c.relation == .greaterThanOrEqual { s += " relation=\"greaterThanOrEqual\"" }
        if c.relation == .lessThanOrEqual { s += " relation=\"lessThanOrEqual\"" }
        if let second = c.second, let sa = c.secondAttribute {
            let (id2, a2) = reference(second, sa)
            s += " secondItem=\"\(id2)\" secondAttribute=\"\(a2)\""
        }
        if c.multiplier != 1 { s += " multiplier=\"\(num(c.multiplier))\"" }
        if c.constant != 0 { s += " constant=\"\(num(c.constant))\"" }
        if c.usesSystemSpacing { s += " symbolic=\"YES\"" }
        if c.priority != 1000 { s += " priority=\"\(num(c.priority))\"" }
        if let identifier = c.identifier { s += " identifier=\"\(escape(identifier))\"" }
        let cid = newID()
        s += " id=\"\(cid)\"/>"
        return (s, cid)
    }

    /// Numbers as IB writes them: `0.0` for zero, otherwise the shortest
    /// form (`8`, `20.5`, `0.33333333333333331`).
    func num(_ v: Double) -> String {
        if v == 0 { return "0.0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }

    func escape(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                // Other control characters cannot stand in XML 1.0, not even
                // as references: a space, so that the document still opens.
                if ch.value < 0x20 || ch.value == 0xFFFE || ch.value == 0xFFFF { out += " " } else { out.unicodeScalars.append(ch) }
            }
        }
        return out
    }
}
