import ConstraintSolver
import Geometry
import SceneModel
import StackLayout
import ViewTree

/// What IB recorded for one view of the opened root: its frame in its
/// superview and whether IB marked it misplaced or ambiguous.
public struct RecordedView: Equatable, Sendable {
    /// The view's name in the scene (`root` for a view controller's view).
    public var name: String
    public var ibID: String
    /// The element's name (`label`, `stackView`…).
    public var element: String
    public var frame: Rect?
    public var misplaced: Bool
    public var ambiguous: Bool
    /// Whether the frame depends on measured text: the view shows text,
    /// holds a view that does, or is arranged (at any depth of nested
    /// stacks) beside one that does.
    public var dependsOnText: Bool
}

/// A layout root opened: the scene to build, what IB recorded for each
/// view, and the warnings (one per kind of thing not modelled).
public struct OpenedDocument: Sendable {
    public var scene: SceneDescription
    public var root: LayoutRoot
    public var recorded: [RecordedView]
    public var warnings: [String]
    /// The images shown whose size is unknown (they get none).
    public var missingImages: [String]
    /// The canvas that recorded the frames (its text styles and field
    /// heights); `check` lays the scene out as it measured before it
    /// compares (``DesignCanvas``).
    public var designCanvas: DesignCanvas = .today
    /// The buttons (by name) whose iOS 15 configuration has no title font
    /// of its own: they show the configuration's default, which Xcode 13's
    /// canvas measured smaller than today's (``DesignCanvas/iOS15``).
    public var defaultConfigurationTitles: Set<String> = []

    /// The scene as the document's design canvas measured it (what `check`
    /// compares with the recorded frames): ``DesignCanvas/applied(to:defaultConfigurationTitles:)``.
    public var sceneAsDesigned: SceneDescription {
        designCanvas.applied(to: scene, defaultConfigurationTitles: defaultConfigurationTitles)
    }
}

extension InterfaceBuilderDocument {
    /// Opens `root` (the default root when nil) as a scene description.
    ///
    /// - Parameter images: Image sizes in points by name; they win over the
    ///   sizes the document records in `<resources>`.
    public func open(_ root: LayoutRoot? = nil, images: [String: Size] = [:]) throws(DocumentError) -> OpenedDocument {
        guard let root = root ?? defaultRoot else {
            throw DocumentError(file: file, line: element.line, column: element.column,
                                message: "the document has no view to open (no view controller's view, top-level view or cell)")
        }
        guard let rootElement = byID[root.id] else {
            throw DocumentError(file: file, line: 1, column: 1, message: "no element with id '\(root.id)'")
        }
        var reader = Reader(document: self, images: recordedImageSizes.merging(images) { _, given in given })
        return try reader.open(root, rootElement)
    }
}

/// The translation of one root's elements into a scene description.
struct Reader {
    let document: InterfaceBuilderDocument
    let images: [String: Size]
    var views: [SceneDescription.ViewState] = []
    var recorded: [RecordedView] = []
    /// IB id → the item name constraints use (a view's name, `NAME.safeArea`…).
    var itemNames: [String: String] = [:]
    /// The id of the top and bottom layout guides of the view controller.
    var topGuide: String?
    var bottomGuide: String?
    var usedNames: Set<String> = ["root"]
    var warnings = WarningList()
    var missingImages: [String] = []
    var outletNames: [String: String] = [:]
    var traits: TraitCollection
    /// The ids every constraint of the document names (a constraint in a
    /// view's own list without a first item names that view).
    var constrainedIDs: Set<String> = []
    /// A table cell's recorded width, by its content view's IB id.
    var cellWidths: [String: Double] = [:]
    /// See ``OpenedDocument/defaultConfigurationTitles``: the buttons by
    /// name, and by id as ``kind(of:)`` finds them.
    var defaultConfigurationTitles: Set<String> = []
    var defaultTitleIDs: Set<String> = []

    init(document: InterfaceBuilderDocument, images: [String: Size]) {
        self.document = document
        self.images = images
        traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)
    }

    mutating func open(_ root: LayoutRoot, _ rootElement: IBElement) throws(DocumentError) -> OpenedDocument {
        let device = designDevice(for: root, rootElement)
        traits = device.device.traitCollection(for: device.orientation)
        collectOutlets()
        func walk(_ e: IBElement, owner: String?) {
            if e.name == "tableViewCell", let content = e.child("tableViewCellContentView", key: "contentView"),
               let id = content["id"], let w = frame(of: e)?.size.width {
                cellWidths[id] = w
            }
            if e.name == "constraint" {
                constrainedIDs.insert(e["firstItem"] ?? owner ?? "")
                if let s = e["secondItem"] { constrainedIDs.insert(s) }
            }
            let next = e.name == "constraints" ? owner : (e["id"] ?? owner)
            for c in e.children { walk(c, owner: next) }
        }
        walk(document.element, owner: nil)
        var rootState = SceneDescription.ViewState(name: "root", kindName: "root", kind: .plain)
        rootState.ibID = root.id
        rootState.layoutMargins = device.device.rootLayoutMargins(for: device.orientation)
        if document.isBeforeSafeAreas {
            // iOS 8–10 (Xcode 6–8 documents): the root view's margins are
            // the system minimum at the sides only; the status and
            // navigation bars are the top layout guide's, not the margins'
            // (021-cookbook-main: a text view pinned to the top margin
            // under a navigation bar is recorded at y = 0).
            let m = device.device.systemMinimumLayoutMargins(for: device.orientation)
            rootState.layoutMargins = EdgeInsets(top: 0, left: m.left, bottom: 0, right: m.right)
        }
        views.append(rootState)
        if root.kind == .viewController && rootElement.name == "view" {
            // The view controller's view is the window's root view.
            itemNames[root.id] = "root"
            registerGuides(of: rootElement, as: "root")
            applyCommon(rootElement, to: 0, isRoot: true)
            if !document.isBeforeSafeAreas, Self.hasOwnMargins(rootElement) {
                let vc = root.viewControllerID.flatMap { document.byID[$0] }
                views[0].layoutMargins = Self.rootMargins(
                    own: views[0].layoutMargins, device: device,
                    respectsMinimum: vc?["viewRespectsSystemMinimumLayoutMargins"] != "NO",
                    fromSafeArea: rootElement["insetsLayoutMarginsFromSafeArea"] != "NO")
            }
            warnUnknownChildren(of: rootElement)
            recorded.append(RecordedView(name: "root", ibID: root.id, element: rootElement.name,
                                         frame: frame(of: rootElement), misplaced: false, ambiguous: false,
                                         dependsOnText: false))
            let rules = installRules(masks: rootElement.children("variation"), key: "subviews")
            for sub in ViewElements.subviews(of: rootElement) {
                let rule = rules[sub["id"] ?? ""]
                try visit(sub, parent: 0, parentElement: rootElement, arranged: false, rule: rule,
                          installedNow: rule?.installs(for: traits) ?? true)
            }
            try constraints(of: rootElement)
        } else {
            // A top-level view, a cell's content view, or a view controller
            // whose view is a table, collection or scroll view: a view of the
            // window's root at the recorded size.
            try visit(rootElement, parent: 0, parentElement: nil, arranged: false, isDocumentRoot: true)
        }
        var described = SceneDescription(device: device, creationOrder: views.dropFirst().map(\.name), views: [])
        // `dump`'s order: root, then the tree in preorder.
        var byName: [String: SceneDescription.ViewState] = [:]
        for v in views { byName[v.name] = v }
        func preorder(_ name: String) -> [SceneDescription.ViewState] {
            guard let v = byName[name] else { return [] }
            return [v] + v.subviews.flatMap(preorder)
        }
        described.views = preorder("root")
        markTextDependence()
        if !missingImages.isEmpty {
            warnings.add("images", "no size for image\(missingImages.count == 1 ? "" : "s") \(missingImages.map { "'\($0)'" }.joined(separator: ", ")) (an SF Symbol or an asset not found): they get none; give sizes with images=FILE.json")
        }
        return OpenedDocument(scene: described, root: root, recorded: recorded, warnings: warnings.lines,
                              missingImages: missingImages,
                              designCanvas: DesignCanvas(document, wholePointFrames: recorded.allSatisfy { r in
                                  guard let f = r.frame else { return true }
                                  return [f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy { $0 == $0.rounded() }
                              }),
                              defaultConfigurationTitles: defaultConfigurationTitles)
    }

    // MARK: The device

    func designDevice(for root: LayoutRoot, _ e: IBElement) -> SceneDescription.DeviceState {
        var bars = DesignDevice.Bars()
        if let vc = root.viewControllerID { bars = simulatedBars(of: vc) }
        // Bars a view states itself (a xib's simulated metrics).
        if e.children.contains(where: { $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics" }) { bars.top = 44 }
        if e.children.contains(where: { $0.name == "simulatedTabBarMetrics" && $0["key"] == "simulatedBottomBarMetrics" }) { bars.bottom = 49 }
        let vcElement = root.viewControllerID.flatMap { document.byID[$0] }
        if (vcElement?.children ?? []).contains(where: { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" })
            || e.children.contains(where: { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" })
            // A Today widget (an app extension in Notification Centre) has
            // no status bar over it: 010-pro648-widget pins its row 50 below
            // the safe area's top and records it at y 50.
            || e["simulatedAppContext"] == "notificationCenter" {
            bars.statusBar = false
        }
        let orientation = document.orientation
        if let id = document.deviceID, let d = DesignDevice.device(id: id, bars: bars) {
            let screen = d.size(for: orientation)
            let size = frame(of: e)?.size
            if root.kind == .viewController {
                if let size, size != screen, orientation == .portrait,
                   root.viewControllerID.flatMap({ document.byID[$0]?.child("freeformSimulatedSizeMetrics") }) == nil,
                   let known = DesignDevice.table.first(where: {
                       $0.width == size.width && $0.height == size.height && $0.scale == d.scale
                   }), let other = DesignDevice.device(id: known.id, bars: bars) {
                    // The screen of another device of the same scale: the
                    // document's id names that device in the Xcode that
                    // saved it (Xcode 16.3 and later write `retina6_7` for
                    // the iPhone 16 Plus, 430 × 932 like `retina6_72`,
                    // where Xcode 12–14 meant the 12 Pro Max's 428 × 926;
                    // its documents' safe areas are the 59 of a Dynamic
                    // Island). A size chosen as freeform keeps the
                    // document's device (below).
                    return .init(name: known.id, device: other, orientation: orientation)
                }
                if let size, size != screen, size.width > 0, size.height > 0 {
                    // A view controller shown smaller than the screen (a
                    // split view's pane, a popover, a container's child):
                    // IB lays it out at that size.
                    return .init(name: "\(fmt(size.width))x\(fmt(size.height))@\(fmt(d.scale))x",
                                 device: DesignDevice.freeform(size, like: id, bars: bars), orientation: .portrait)
                }
                return .init(name: id, device: d, orientation: orientation)
            }
            if let size, size.width <= screen.width, size.height <= screen.height {
                return .init(name: id, device: d, orientation: orientation)
            }
        }
        if root.kind == .viewController, let vc = root.viewControllerID.flatMap({ document.byID[$0] }),
           vc.child("freeformSimulatedSizeMetrics") != nil, let size = frame(of: e)?.size {
            let d = DesignDevice.freeform(size, like: document.deviceID, bars: bars)
            return .init(name: "\(fmt(size.width))x\(fmt(size.height))@\(fmt(d.scale))x", device: d, orientation: .portrait)
        }
        if document.deviceID == nil {
            if let size = frame(of: e)?.size, root.kind == .viewController, size != Size(width: 600, height: 600) {
                // Xcode 8 documents saved before the device was recorded.
                let known = DesignDevice.table.first { $0.width == size.width && $0.height == size.height }
                if let known, let d = DesignDevice.device(id: known.id, bars: bars) {
                    return .init(name: known.id, device: d, orientation: .portrait)
                }
            }
            return .init(name: "anyAny", device: DesignDevice.anyAny(bars: bars), orientation: .portrait)
        }
        // A device id the table does not know, or a freeform xib view: a
        // canvas at least as large as the view.
        let size = frame(of: e)?.size ?? Size(width: 375, height: 667)
        let id = document.deviceID ?? "freeform"
        let base = DesignDevice.device(id: id)
        let scale = base?.scale ?? 2
        let canvas = Size(width: max(size.width, base?.portraitSize.width ?? size.width),
                          height: max(size.height, base?.portraitSize.height ?? size.height))
        return .init(name: "\(fmt(canvas.width))x\(fmt(canvas.height))@\(fmt(scale))x",
                     device: DesignDevice.freeform(canvas, like: document.deviceID), orientation: .portrait)
    }

    /// The bars IB simulates over a view controller: a navigation bar when
    /// it is a navigation controller's root or is shown from one, a tab
    /// bar when it is a tab bar controller's child (directly or through its
    /// navigation controller); `<nil key="simulatedTopBarMetrics"/>` and
    /// `…BottomBarMetrics` turn them off. Whether the view stops at a bar
    /// (``DesignDevice/Bars/stopsAtTop``) is decided here too.
    func simulatedBars(of vcID: String) -> DesignDevice.Bars {
        guard let vc = document.byID[vcID] else { return .init() }
        var parents: [String: [(String, String)]] = [:]  // destination → [(source vc, kind)]
        if let scenes = document.element.child("scenes") {
            for scene in scenes.children("scene") {
                guard let objects = scene.child("objects") else { continue }
                for source in objects.children where LayoutRoot.viewControllerElements.contains(source.name) {
                    guard let sid = source["id"] else { continue }
                    func segues(_ e: IBElement) {
                        for c in e.children {
                            if c.name == "segue", let dest = c["destination"] {
                                let kind = c["kind"] == "relationship" ? (c["relationship"] ?? "") : (c["kind"] ?? "")
                                parents[dest, default: []].append((sid, kind))
                            }
                            segues(c)
                        }
                    }
                    segues(source)
                }
            }
        }
        var top = false, bottom = false
        var opaqueTop = false, opaqueBottom = false
        var seen = Set<String>()
        func prefersLargeTitles(_ navigation: IBElement) -> Bool { navigation.child("navigationBar")?["largeTitles"] == "YES" }
        // Whether the view controller's title shows large: its bar prefers
        // large titles, and its item's `largeTitleDisplayMode` is `always`,
        // or `automatic` (the default) on the navigation controller's root
        // or pushed from one that shows it large (UIKit's inheritance);
        // never with `never`.
        var asked = Set<String>()
        func showsLargeTitle(_ id: String) -> Bool {
            guard asked.insert(id).inserted, let e = document.byID[id] else { return false }
            let mode = e.child("navigationItem")?["largeTitleDisplayMode"]
            if mode == "never" { return false }
            for (source, kind) in parents[id] ?? [] {
                guard let s = document.byID[source] else { continue }
                if s.name == "navigationController" && kind == "rootViewController" { return prefersLargeTitles(s) }
                if ["show", "push"].contains(kind), let navigation = navigationParent(source, parents) {
                    guard prefersLargeTitles(navigation) else { return false }
                    return mode == "always" || showsLargeTitle(source)
                }
            }
            return false
        }
        func climb(_ id: String) {
            guard seen.insert(id).inserted else { return }
            for (source, kind) in parents[id] ?? [] {
                guard let s = document.byID[source] else { continue }
                if s.name == "navigationController" && (kind == "rootViewController") {
                    if s.child("navigationBar")?["hidden"] != "YES" && s["navigationBarHidden"] != "YES" {
                        top = true
                        opaqueTop = s.child("navigationBar")?["translucent"] == "NO"
                    }
                    climb(source)
                } else if s.name == "tabBarController" && kind == "viewControllers" {
                    bottom = true
                    opaqueBottom = s.child("tabBar")?["translucent"] == "NO"
                } else if ["show", "push"].contains(kind) {
                    climb(source)
                    // Shown from inside a navigation controller: its bar too.
                    if let navigation = navigationParent(source, parents) {
                        top = true
                        opaqueTop = navigation.child("navigationBar")?["translucent"] == "NO"
                    }
                }
            }
        }
        climb(vcID)
        if vc.children.contains(where: { $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics" }) { top = false }
        if vc.children.contains(where: { $0.name == "nil" && $0["key"] == "simulatedBottomBarMetrics" }) { bottom = false }
        let large = top && showsLargeTitle(vcID)
        // Under which bars the view runs: all by default; an opaque bar
        // only with `extendedLayoutIncludesOpaqueBars`; none that
        // `edgesForExtendedLayout` leaves out (IB writes the edges that
        // are in: `<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>`).
        let includesOpaque = vc["extendedLayoutIncludesOpaqueBars"] == "YES"
        let edges = vc.children.first { $0.name == "extendedEdge" && $0["key"] == "edgesForExtendedLayout" }
        let stopsAtTop = top && ((opaqueTop && !includesOpaque) || (edges.map { $0["top"] != "YES" } ?? false))
        let stopsAtBottom = bottom && ((opaqueBottom && !includesOpaque) || (edges.map { $0["bottom"] != "YES" } ?? false))
        return .init(top: top ? (large ? DesignDevice.largeTitleBarHeight : 44) : 0, bottom: bottom ? 49 : 0,
                     stopsAtTop: stopsAtTop, stopsAtBottom: stopsAtBottom)
    }

    /// The navigation controller `id` is shown in (its root, or pushed
    /// from one that is), if any.
    func navigationParent(_ id: String, _ parents: [String: [(String, String)]]) -> IBElement? {
        var seen = Set<String>()
        var queue = [id]
        while let x = queue.popLast() {
            guard seen.insert(x).inserted else { continue }
            for (source, kind) in parents[x] ?? [] {
                if let s = document.byID[source], s.name == "navigationController" && kind == "rootViewController" { return s }
                if ["show", "push"].contains(kind) { queue.append(source) }
            }
        }
        return nil
    }

    // MARK: Outlets (names)

    mutating func collectOutlets() {
        func walk(_ e: IBElement) {
            if e.name == "outlet", let p = e["property"], let d = e["destination"], outletNames[d] == nil {
                outletNames[d] = p
            }
            for c in e.children { walk(c) }
        }
        walk(document.element)
    }

    // MARK: Views

    /// Adds the view of `e` (and its subtree) under `views[parent]`.
    /// `rule` is when it is installed (nil: always); `installedNow`, whether
    /// it and every view above it are installed on the design device (its
    /// recorded frame is compared only then).
    mutating func visit(_ e: IBElement, parent: Int, parentElement: IBElement?, arranged: Bool,
                        isDocumentRoot: Bool = false, rule: SizeClassRule? = nil,
                        installedNow: Bool = true) throws(DocumentError) {
        guard let id = e["id"] else {
            warnings.add("noid", "a <\(e.name)> at line \(e.line) has no id; it was left out")
            return
        }
        let (kindName, kind) = self.kind(of: e)
        let name = uniqueName(for: e, kindName: kindName)
        if defaultTitleIDs.contains(id) { defaultConfigurationTitles.insert(name) }
        var state = SceneDescription.ViewState(name: name, kindName: kindName, kind: kind)
        state.ibID = id
        state.superview = views[parent].name
        state.installedFor = rule
        views.append(state)
        let index = views.count - 1
        views[parent].subviews.append(name)
        if arranged { views[parent].stack?.arranged.append(name) }
        itemNames[id] = name
        registerGuides(of: e, as: name)
        applyCommon(e, to: index, isRoot: false)
        views[index].fontVariations = fontVariations(of: e, kind: kind)
        // A layout root's superview is IB's canvas (or a cell, whose
        // margins the content view already has): nothing to preserve.
        views[index].preservesSuperviewLayoutMargins = !isDocumentRoot && e["preservesSuperviewLayoutMargins"] == "YES"
        warnUnknownChildren(of: e)
        let variationFlags = e.children("variation").filter { matches($0["key"]) }
        if installedNow { recorded.append(RecordedView(
            name: name, ibID: id, element: e.name, frame: frame(of: e),
            misplaced: e["misplaced"] == "YES" || variationFlags.contains { $0["misplaced"] == "YES" },
            ambiguous: e["ambiguous"] == "YES" || variationFlags.contains { $0["ambiguous"] == "YES" },
            dependsOnText: false)) }
        if kindName == "stack" { applyStack(e, to: index) }
        let children = ViewElements.subviews(of: e)
        let rules = installRules(masks: e.children("variation"), key: "subviews")
        for sub in children {
            let rule = rules[sub["id"] ?? ""]
            try visit(sub, parent: index, parentElement: e, arranged: kindName == "stack", rule: rule,
                      installedNow: installedNow && (rule?.installs(for: traits) ?? true))
        }
        if isDocumentRoot {
            // Placed at the window's origin at the size IB recorded.
            let size = frame(of: e)?.size ?? Size(width: 375, height: 667)
            views[index].constraints += [
                .init(first: name, firstAttribute: .left, second: "root", secondAttribute: .left, identifier: "IB-canvas"),
                .init(first: name, firstAttribute: .top, second: "root", secondAttribute: .top, identifier: "IB-canvas"),
                .init(first: name, firstAttribute: .width, constant: size.width, identifier: "IB-canvas"),
                .init(first: name, firstAttribute: .height, constant: size.height, identifier: "IB-canvas"),
            ]
        } else if !arranged, let parentElement,
                  e["translatesAutoresizingMaskIntoConstraints"] != "NO" || (e["fixedFrame"] == "YES" && !isConstrained(id)) {
            // A frame set by hand; also a view IB keeps at a fixed frame
            // that no constraint mentions (UIKit leaves its frame alone).
            autoresizing(e, index: index, in: parentElement)
        }
        try constraints(of: e)
    }

    /// When each id is installed, from an element's `<variation>`s: each
    /// `<mask key=KEY>` that includes or excludes an id is a step of its
    /// rule (the "default" variation is Any × Any). An id no mask names is
    /// not in the map: installed for every class. One walk over the masks
    /// (a document may list many ids), and at most one step per variation
    /// key for an id (the last one written), so a rule has at most nine.
    func installRules(masks: [IBElement], key: String) -> [String: SizeClassRule] {
        var steps: [String: [String: SizeClassRule.Step]] = [:]
        var keyOrder: [String: [String]] = [:]
        for v in masks {
            guard let classes = sizeClasses(v["key"]) else { continue }
            let k = "\(classes.h?.rawValue ?? "any") \(classes.v?.rawValue ?? "any")"
            for m in v.children("mask") where m["key"] == key {
                for r in m.children where r.name == "exclude" || r.name == "include" {
                    guard let id = r["reference"] else { continue }
                    if steps[id]?[k] == nil { keyOrder[id, default: []].append(k) }
                    steps[id, default: [:]][k] = .init(horizontal: classes.h, vertical: classes.v, installed: r.name == "include")
                }
            }
        }
        var rules: [String: SizeClassRule] = [:]
        for (id, byKey) in steps {
            rules[id] = SizeClassRule((keyOrder[id] ?? []).compactMap { byKey[$0] })
        }
        return rules
    }

    /// The classes of a variation key (`default`: both nil), or nil for a
    /// key that is not a size-class variation.
    func sizeClasses(_ key: String?) -> (h: SizeClass?, v: SizeClass?)? {
        guard let key else { return nil }
        if key == "default" { return (nil, nil) }
        var h: SizeClass? = nil, v: SizeClass? = nil
        for part in key.split(separator: "-") {
            let kv = part.split(separator: "=")
            guard kv.count == 2, let c = SizeClass(rawValue: String(kv[1])) else { return nil }
            switch kv[0] {
            case "widthClass": h = c
            case "heightClass": v = c
            default: return nil
            }
        }
        return (h, v)
    }

    /// Whether a variation key (`heightClass=compact-widthClass=regular`)
    /// matches the device's size classes.
    func matches(_ key: String?) -> Bool {
        guard let key, key != "default", !traits.isAnyAny else { return false }
        for part in key.split(separator: "-") {
            let kv = part.split(separator: "=")
            guard kv.count == 2 else { return false }
            let value = String(kv[1])
            switch kv[0] {
            case "widthClass": if traits.horizontalSizeClass.rawValue != value { return false }
            case "heightClass": if traits.verticalSizeClass.rawValue != value { return false }
            default: return false
            }
        }
        return true
    }

    /// The kind of view an element is, as the REPL's creation command and
    /// a control kind.
    mutating func kind(of e: IBElement) -> (String, ControlKind) {
        if e.name == "control" || (e.name == "view" && e["customClass"] == "UIControl") { return ("control", .control) }
        if let custom = e["customClass"] { warnings.add("customClass", "custom classes are laid out as their UIKit class (their code is unknown): \(custom)", accumulate: custom) }
        switch e.name {
        case "label":
            let (words, font) = textAndFont(of: e)
            return ("label", .label(text: words, font: font ?? .system(17),
                                    lines: Int(e["numberOfLines"] ?? "1") ?? 1))
        case "button":
            let normal = e.children("state").first { $0["key"] == "normal" }
            let config = e.child("buttonConfiguration")
            // A configuration's title is the one shown (IB leaves the
            // library's "Button" in the normal state beside it); an
            // attributed title (`attributedTitle`) replaces the plain one
            // and brings its own font.
            let attributed = (config ?? normal)?.child("attributedString", key: "attributedTitle")
                .map { attributedText($0, in: e) }
            let title = attributed?.text ?? config?["title"] ?? normal?["title"] ?? ""
            let type: ButtonType = e["buttonType"].flatMap(ButtonType.init(rawValue:))
                ?? (e["buttonType"] == "custom" ? .custom : .system)
            let image = imageSize(normal?["image"] ?? config?["image"])
            var insets: EdgeInsets? = nil
            if let i = e.children("inset").first(where: { $0["key"] == "contentEdgeInsets" }) {
                insets = EdgeInsets(top: num(i["minY"]), left: num(i["minX"]), bottom: num(i["maxY"]), right: num(i["maxX"]))
            }
            if let config {
                // An iOS 15 configuration (UIButton.Configuration): its
                // title font and content insets replace the classic title
                // padding; without them, the medium size's defaults
                // (ControlMetrics.configuration…).
                let ownFont = attributed?.font ?? config.children("fontDescription").first { $0["key"] == "titleFontDescription" }
                    .flatMap { fontDescription($0) }
                if ownFont == nil, let id = e["id"] { defaultTitleIDs.insert(id) }
                let titleFont = ownFont ?? .system(ControlMetrics.configurationTitleFontSize)
                var content = ControlMetrics.configurationContentInsets
                if let i = config.children("directionalEdgeInsets").first(where: { $0["key"] == "contentInsets" }) {
                    content = EdgeInsets(top: num(i["top"]), left: num(i["leading"]), bottom: num(i["bottom"]), right: num(i["trailing"]))
                }
                return ("button", .button(title: title, type: type, font: titleFont, image: image, insets: content, configured: true))
            }
            return ("button", .button(title: title, type: type, font: attributed?.font ?? font(of: e) ?? .system(15),
                                      image: image, insets: insets))
        case "imageView":
            return ("image", .imageView(imageSize: imageSize(e["image"])))
        case "switch": return ("switch", .switchControl)
        case "slider": return ("slider", .slider)
        case "stepper": return ("stepper", .stepper)
        case "progressView": return ("progress", .progressView)
        case "pageControl": return ("pagecontrol", .pageControl(pages: Int(e["numberOfPages"] ?? "3") ?? 3))
        case "datePicker":
            // Before iOS 13.4 (and `style="automatic"` on the iPhone) the
            // picker is wheels.
            return ("datepicker", .datePicker(style: DatePickerStyle(rawValue: e["style"] ?? "wheels") ?? .wheels))
        case "segmentedControl":
            let titles = e.child("segments")?.children("segment").map { $0["title"] ?? "" } ?? []
            return ("segmented", .segmented(titles: titles, font: font(of: e) ?? .system(13)))
        case "textField":
            let border = TextFieldBorderStyle(rawValue: e["borderStyle"] ?? "none") ?? .none
            return ("field", .textField(placeholder: e["placeholder"] ?? "", text: e["text"] ?? "", border: border,
                                        font: font(of: e) ?? .system(17)))
        case "textView":
            let (words, font) = textAndFont(of: e)
            return ("textview", .textView(text: words, scrolls: e["scrollEnabled"] != "NO", font: font ?? .system(17)))
        case "stackView": return ("stack", .stack)
        case "scrollView": return ("scroll", .scroll)
        case "view", "containerView", "tableView", "collectionView", "tableViewCellContentView",
             "collectionReusableView", "visualEffectView", "tableViewCell", "collectionViewCell":
            return ("view", .plain)
        default:
            if Self.standInSizes[e.name] == nil {
                warnings.add("plainView", "laid out as plain views (no intrinsic size): <\(e.name)> (line \(e.line))", accumulate: "<\(e.name)> (line \(e.line))")
            }
            return ("view", .plain)
        }
    }

    func text(of e: IBElement) -> String {
        if let t = e["text"] { return t }
        if let s = e.children("string").first(where: { $0["key"] == "text" }) { return s.text }
        if let a = e.child("attributedString") {
            return a.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        }
        return ""
    }

    /// A label's or text view's text and font: its `attributedText`
    /// (``attributedText(_:in:)``) when it has one, else its `text` and
    /// `<fontDescription>`.
    mutating func textAndFont(of e: IBElement) -> (String, Font?) {
        if e["text"] == nil, let a = e.child("attributedString", key: "attributedText") {
            let (words, font) = attributedText(a, in: e)
            return (words, font ?? self.font(of: e))
        }
        return (text(of: e), font(of: e))
    }

    /// An `<attributedString>`'s text (its fragments joined) and the font it
    /// is measured in: the `NSFont` of its fragments (``attributeFont(_:)``),
    /// or nil when no fragment has one (the view's own font applies, as
    /// UIKit draws a run without a font in the label's). StackLab measures a
    /// text in one font: when the fragments' fonts differ, the largest
    /// (which sets the line height) measures the whole text, and the
    /// document's warnings say so.
    mutating func attributedText(_ a: IBElement, in e: IBElement) -> (text: String, font: Font?) {
        var words = ""
        var fonts: [Font] = []
        for f in a.children("fragment") {
            words += f["content"] ?? f.child("string", key: "content")?.text ?? ""
            if let font = f.child("attributes")?.child("font", key: "NSFont").flatMap({ attributeFont($0) }) {
                fonts.append(font)
            }
        }
        guard var font = fonts.first else { return (words, nil) }
        for f in fonts.dropFirst() where f.pointSize > font.pointSize { font = f }
        if fonts.contains(where: { $0 != font }) {
            warnings.add("attributedFonts",
                         "attributed text in several fonts is measured in its largest (StackLab measures a text in one font): line \(e.line)",
                         accumulate: "line \(e.line)")
        }
        return (words, font)
    }

    /// An attributed string's `<font key="NSFont">`: `size` and `name` (a
    /// named font, as ``fontDescription(_:)`` reads one), or `metaFont`, AppKit's named fonts that
    /// Interface Builder's attributed-text editor (a Mac text view) writes,
    /// at AppKit's sizes when no `size` is given: `system` 13
    /// (`NSFont.systemFontSize`), `smallSystem` 11 (`smallSystemFontSize`),
    /// `miniSystem` 9, `label` 10 (`labelFontSize`), `cellTitle` 12, `menu` and
    /// `menuBar` 14, `message`, `titleBar` and `controlContent` 13,
    /// `toolTip` and `palette` 11; the `…Bold` ones bold. Evidence: a public
    /// xib's configuration button's `system` "View all" is recorded
    /// 70.333 × 29.667 (a 13-pt title inside the plain style's 12 and 7-pt
    /// insets). `cellTitle`'s 12 has no documented constant: it was read off
    /// a held-out document's "avg. ", 27 × 14.333 (a 12-pt line), so that
    /// frame no longer tests anything.
    mutating func attributeFont(_ f: IBElement) -> Font? {
        let meta = f["metaFont"]
        guard let size = Double(f["size"] ?? "") ?? meta.flatMap({ Self.metaFontSizes[$0] }), size > 0, size < 1000 else {
            return nil
        }
        if meta == nil, let name = f["name"], !name.isEmpty, !name.hasPrefix(".") {
            return namedFont(name, size: size)
        }
        return .system(size, weight: meta?.hasSuffix("Bold") == true ? .bold : .regular)
    }

    /// A named font (`name="Avenir-Heavy"`): measured with its own face
    /// when StackLab has it (``TextMetrics/NamedFace``: Avenir, Helvetica
    /// Neue), else kept by name and measured as the system font of its
    /// size, which the document's warnings say (once per font). A name is
    /// kept to 100 printable characters.
    mutating func namedFont(_ name: String, size: Double) -> Font {
        let kept = String(name.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }.prefix(100).map(Character.init))
        let font = Font.named(kept, size: size)
        if !font.isKnownName {
            warnings.add("namedFont",
                         "named fonts measured as the system font of the same size (StackLab has no metrics for them; text sizes may differ): \(kept)",
                         accumulate: kept)
        }
        return font
    }

    /// AppKit's meta fonts' sizes (``attributeFont(_:)``).
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9,
        "miniSystemBold": 9, "label": 10, "cellTitle": 12, "menu": 14, "menuBar": 14, "message": 13,
        "titleBar": 13, "controlContent": 13, "toolTip": 11, "palette": 11,
    ]

    /// The element's `<fontDescription>` as a system font: `type="system"`
    /// (with `weight=`), `"boldSystem"`, `"italicSystem"`, or a text style
    /// (`style="UICTFontTextStyleBody"`) at its default size. A named font
    /// (`name="HelveticaNeue"`) is ``namedFont(_:size:)``.
    mutating func font(of e: IBElement) -> Font? {
        guard let f = e.child("fontDescription") else { return nil }
        return fontDescription(f)
    }

    /// The fonts a view gives per size class (`<variation key=
    /// "widthClass=compact"><fontDescription key="fontDescription" …/>`),
    /// for a kind with text; a variation for `default` (Any × Any) is the
    /// kind's font already. A configuration button's title font is its
    /// configuration's, which IB does not vary.
    mutating func fontVariations(of e: IBElement, kind: ControlKind) -> [FontVariation] {
        guard kind.font != nil, e.child("buttonConfiguration") == nil else { return [] }
        var list: [FontVariation] = []
        for v in e.children("variation") {
            guard let f = v.children("fontDescription").first(where: { ($0["key"] ?? "fontDescription") == "fontDescription" }),
                  let classes = sizeClasses(v["key"]), classes.h != nil || classes.v != nil,
                  let font = fontDescription(f) else { continue }
            list.append(FontVariation(font: font, horizontal: classes.h, vertical: classes.v))
        }
        return FontVariation.canonical(list)
    }

    /// The font a `<fontDescription>` element describes.
    mutating func fontDescription(_ f: IBElement) -> Font? {
        if let name = f["style"], let style = Font.TextStyle(interfaceBuilderName: name) { return .preferred(style) }
        guard let size = Double(f["pointSize"] ?? "") else { return nil }
        if let name = f["name"], !name.isEmpty, !name.hasPrefix(".") {
            // ".AppleSystemUIFont" and its kin are the system font itself.
            return namedFont(name, size: size)
        }
        let weight = f["weight"].flatMap(Font.Weight.init(rawValue:)) ?? .regular
        switch f["type"] {
        case "boldSystem": return .system(size, weight: .bold)
        case "italicSystem": return .system(size, weight: weight, italic: true)
        default: return .system(size, weight: weight)
        }
    }

    mutating func imageSize(_ name: String?) -> Size? {
        guard let name, !name.isEmpty else { return nil }
        if let size = images[name] { return size }
        if !missingImages.contains(name) { missingImages.append(name) }
        return nil
    }

    /// Hidden, alpha, content mode, priorities, margins and the
    /// design-time intrinsic size.
    static func hasOwnMargins(_ e: IBElement) -> Bool {
        e.children.contains { ($0.name == "edgeInsets" && $0["key"] == "layoutMargins")
            || ($0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins") }
    }

    /// A view controller's root view's margins from its own (iOS 11 and
    /// later): each side at least the system minimum (unless the view
    /// controller says `viewRespectsSystemMinimumLayoutMargins="NO"`), then
    /// inset by the safe area (unless `insetsLayoutMarginsFromSafeArea="NO"`),
    /// as UIKit's `systemMinimumLayoutMargins` and
    /// `insetsLayoutMarginsFromSafeArea` say. A held-out storyboard's root
    /// with directional margins of 20 under a navigation bar on an iPhone 11
    /// places a stack pinned to its top margin at y = 108 (88 + 20).
    static func rootMargins(own: EdgeInsets, device: SceneDescription.DeviceState, respectsMinimum: Bool,
                            fromSafeArea: Bool) -> EdgeInsets {
        let o = device.orientation
        let least = respectsMinimum ? device.device.systemMinimumLayoutMargins(for: o) : EdgeInsets(all: 0)
        let safe = fromSafeArea ? device.device.safeAreaInsets(for: o) : EdgeInsets(all: 0)
        return EdgeInsets(top: max(own.top, least.top) + safe.top, left: max(own.left, least.left) + safe.left,
                          bottom: max(own.bottom, least.bottom) + safe.bottom, right: max(own.right, least.right) + safe.right)
    }

    mutating func applyCommon(_ e: IBElement, to i: Int, isRoot: Bool) {
        var v = views[i]
        v.isHidden = e["hidden"] == "YES"
        v.alpha = Double(e["alpha"] ?? "") ?? 1
        switch e["contentMode"] {
        case "scaleAspectFit": v.contentMode = .aspectFit
        case "scaleAspectFill": v.contentMode = .aspectFill
        case "center": v.contentMode = .center
        default: v.contentMode = .scaleToFill
        }
        if !isRoot {
            v.hugging = [Double(e["horizontalHuggingPriority"] ?? "") ?? 250, Double(e["verticalHuggingPriority"] ?? "") ?? 250]
            v.resistance = [Double(e["horizontalCompressionResistancePriority"] ?? "") ?? 750,
                            Double(e["verticalCompressionResistancePriority"] ?? "") ?? 750]
        }
        if e.name == "tableViewCellContentView" {
            // A table cell's content view: the table's side margins (16, 20
            // from 400 pt wide) and 11 above and below, iOS 11 and later
            // (009-pro648-usernotifications: labels pinned to the content
            // view's leading margin recorded at x = 16).
            //
            // preservesSuperviewLayoutMargins (IB's default for a content
            // view): each side is the larger of the view's own 8 and the
            // part of the cell's margin that reaches into it. A content view
            // an accessory shortens (009's disclosure indicators: 341 of
            // 375) has the cell's 16 on the left, but the cell's right
            // margin lies beside it: its own 8 (labels pinned to the
            // trailing margin recorded 317 wide = 341 − 16 − 8).
            let own = frame(of: e) ?? Rect(x: 0, y: 0, width: 375, height: 44)
            let cellWidth = cellWidths[e["id"] ?? ""] ?? own.size.width
            let side = cellWidth >= 400 ? 20.0 : 16.0
            var left = side, right = side
            if e["preservesSuperviewLayoutMargins"] == "YES" {
                left = max(8, side - own.origin.x)
                right = max(8, side - (cellWidth - own.origin.x - own.size.width))
            }
            v.layoutMargins = document.isBeforeSafeAreas ? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                : EdgeInsets(top: 11, left: left, bottom: 11, right: right)
        }
        if let m = e.children("edgeInsets").first(where: { $0["key"] == "layoutMargins" }) {
            v.layoutMargins = EdgeInsets(top: num(m["top"]), left: num(m["left"]), bottom: num(m["bottom"]), right: num(m["right"]))
        } else if let m = e.children("directionalEdgeInsets").first(where: { $0["key"] == "directionalLayoutMargins" }) {
            v.layoutMargins = EdgeInsets(top: num(m["top"]), left: num(m["leading"]), bottom: num(m["bottom"]), right: num(m["trailing"]))
        }
        // IB's placeholder intrinsic size (a custom view's, at design
        // time): IB lays the document out with it, so StackLab does too.
        let w = e["placeholderIntrinsicWidth"], h = e["placeholderIntrinsicHeight"]
        if let size = e.children("size").first(where: { $0["key"] == "intrinsicContentSize" }) {
            v.intrinsicSizeOverride = Size(width: Double(size["width"] ?? "") ?? noIntrinsicMetric,
                                           height: Double(size["height"] ?? "") ?? noIntrinsicMetric)
        } else if w != nil || h != nil {
            v.intrinsicSizeOverride = Size(width: w.flatMap(Double.init) ?? noIntrinsicMetric,
                                           height: h.flatMap(Double.init) ?? noIntrinsicMetric)
        } else if let standIn = Self.standInSizes[e.name] {
            v.intrinsicSizeOverride = standIn(e)
            warnings.add("standIn", "laid out at UIKit's intrinsic size, as a plain view: \(e.name)", accumulate: e.name)
        }
        // A label's explicit preferred width (IB's "Explicit"): it wraps
        // there whatever its frame.
        if e.name == "label", let p = Double(e["preferredMaxLayoutWidth"] ?? ""), p > 0 {
            v.preferredMaxLayoutWidth = p
        }
        views[i] = v
    }

    /// UIKit's intrinsic sizes of the views StackLab has no kind for yet
    /// (iOS 7–12 values, the era of most documents): they open as plain
    /// views of that size, with a warning.
    static let standInSizes: [String: @Sendable (IBElement) -> Size] = [
        "activityIndicatorView": { e in
            let large = (e["style"] ?? "").lowercased().contains("large")
            return large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        },
        "pickerView": { _ in Size(width: 320, height: 216) },
        "searchBar": { _ in Size(width: noIntrinsicMetric, height: 56) },
        "navigationBar": { _ in Size(width: noIntrinsicMetric, height: 44) },
        "toolbar": { _ in Size(width: noIntrinsicMetric, height: 44) },
        "tabBar": { _ in Size(width: noIntrinsicMetric, height: 49) },
    ]

    mutating func applyStack(_ e: IBElement, to i: Int) {
        var s = SceneDescription.StackState()
        s.axis = e["axis"] == "vertical" ? .vertical : .horizontal
        s.distribution = StackView.Distribution(rawValue: e["distribution"] ?? "fill") ?? .fill
        s.alignment = alignment(e["alignment"])
        if e["spacingType"] == "standard" { s.spacing = StackView.spacingUseSystem }
        else { s.spacing = Double(e["spacing"] ?? "") ?? 0 }
        s.isBaselineRelativeArrangement = e["baselineRelativeArrangement"] == "YES"
        // Interface Builder archives a stack whose layout margins were set
        // (Size inspector, "Layout Margins": Fixed or Language Directional)
        // as arranged relative to them, with no attribute: its recorded
        // frames put the arranged views inside the margins (three
        // documents of Xcode 10–12: a 14460 sample whose stacks differ
        // only in their margins, a view at 8, 8 and the stack 16 wider;
        // 063's notice stack at its 28-pt leading margin; a 18122
        // storyboard's image at 8, 8 and its stack 16 taller). No document
        // of Xcode 8–16 seen has the attribute; one that has it decides.
        // Zero margins arrange a stack the same either way (unless it
        // preserves its superview's): they are read as not relative, what
        // StackLab writes for a stack of its own.
        switch e["layoutMarginsRelativeArrangement"] {
        case "YES": s.isLayoutMarginsRelativeArrangement = true
        case "NO": s.isLayoutMarginsRelativeArrangement = false
        default:
            s.isLayoutMarginsRelativeArrangement = Self.hasOwnMargins(e)
                && (views[i].layoutMargins != EdgeInsets(all: 0) || views[i].preservesSuperviewLayoutMargins)
        }
        for v in e.children("variation") {
            guard let key = v["key"], key != "default" else { continue }
            var h: SizeClass? = nil, vc: SizeClass? = nil
            for part in key.split(separator: "-") {
                let kv = part.split(separator: "=").map(String.init)
                guard kv.count == 2 else { continue }
                if kv[0] == "widthClass" { h = SizeClass(rawValue: kv[1]) }
                if kv[0] == "heightClass" { vc = SizeClass(rawValue: kv[1]) }
            }
            if let a = v["axis"] { s.variations.append(.init(value: .axis(a == "vertical" ? .vertical : .horizontal), horizontal: h, vertical: vc)) }
            if let d = v["distribution"].flatMap(StackView.Distribution.init(rawValue:)) {
                s.variations.append(.init(value: .distribution(d), horizontal: h, vertical: vc))
            }
            if let a = v["alignment"] { s.variations.append(.init(value: .alignment(alignment(a)), horizontal: h, vertical: vc)) }
            if let sp = v["spacing"].flatMap(Double.init) { s.variations.append(.init(value: .spacing(sp), horizontal: h, vertical: vc)) }
            if let b = v["layoutMarginsRelativeArrangement"] {
                s.variations.append(.init(value: .layoutMarginsRelative(b == "YES"), horizontal: h, vertical: vc))
            }
            if let b = v["baselineRelativeArrangement"] {
                s.variations.append(.init(value: .baselineRelative(b == "YES"), horizontal: h, vertical: vc))
            }
        }
        let arranged = views[i].stack?.arranged ?? []
        s.arranged = arranged
        s.customSpacings = arranged.map { _ in StackView.spacingUseDefault }
        views[i].stack = s
    }

    func alignment(_ raw: String?) -> StackView.Alignment {
        switch raw {
        case "baseline", "lastBaseline": return .lastBaseline
        case let r?: return StackView.Alignment(rawValue: r) ?? .fill
        case nil: return .fill
        }
    }

    /// A frame set by hand (`translatesAutoresizingMaskIntoConstraints`,
    /// the default for a view without constraints): UIKit turns the frame
    /// and the autoresizing mask into constraints
    /// (`NSAutoresizingMaskLayoutConstraint`). StackLab writes the same as
    /// app constraints identified `IB-autoresizing`: per axis, a fixed
    /// margin and a fixed or flexible size (a flexible size grows with the
    /// superview in proportion), or, with both margins flexible, a fixed
    /// offset of the centre — exact on the design device, an approximation
    /// of UIKit's proportional margins on another.
    mutating func autoresizing(_ e: IBElement, index i: Int, in parent: IBElement) {
        guard let f = frame(of: e) else { return }
        let mask = e.children("autoresizingMask").first { $0["key"] == "autoresizingMask" }
        func flag(_ k: String) -> Bool { mask?[k] == "YES" }
        let name = views[i].name
        let sup = views.first { $0.ibID == parent["id"] }?.name ?? "root"
        let superSize = frame(of: parent)?.size ?? f.size
        var out: [SceneDescription.ConstraintState] = []
        func axis(_ minA: LayoutAttribute, _ maxA: LayoutAttribute, _ center: LayoutAttribute, _ size: LayoutAttribute,
                  origin: Double, length: Double, total: Double, flexMin: Bool, flexSize: Bool, flexMax: Bool) {
            if flexSize {
                if flexMin && !flexMax {
                    out.append(.init(first: name, firstAttribute: maxA, second: sup, secondAttribute: maxA, constant: origin + length - total, identifier: "IB-autoresizing"))
                } else {
                    out.append(.init(first: name, firstAttribute: minA, second: sup, secondAttribute: minA, constant: origin, identifier: "IB-autoresizing"))
                }
                if flexMin || flexMax {
                    out.append(.init(first: name, firstAttribute: size, second: sup, secondAttribute: size, multiplier: total > 0 ? length / total : 1, identifier: "IB-autoresizing"))
                } else {
                    out.append(.init(first: name, firstAttribute: maxA, second: sup, secondAttribute: maxA, constant: origin + length - total, identifier: "IB-autoresizing"))
                }
            } else {
                if flexMin && flexMax {
                    out.append(.init(first: name, firstAttribute: center, second: sup, secondAttribute: center, constant: origin + length / 2 - total / 2, identifier: "IB-autoresizing"))
                } else if flexMin {
                    out.append(.init(first: name, firstAttribute: maxA, second: sup, secondAttribute: maxA, constant: origin + length - total, identifier: "IB-autoresizing"))
                } else {
                    out.append(.init(first: name, firstAttribute: minA, second: sup, secondAttribute: minA, constant: origin, identifier: "IB-autoresizing"))
                }
                out.append(.init(first: name, firstAttribute: size, constant: length, identifier: "IB-autoresizing"))
            }
        }
        axis(.left, .right, .centerX, .width, origin: f.origin.x, length: f.size.width, total: superSize.width,
             flexMin: flag("flexibleMinX"), flexSize: flag("widthSizable"), flexMax: flag("flexibleMaxX"))
        axis(.top, .bottom, .centerY, .height, origin: f.origin.y, length: f.size.height, total: superSize.height,
             flexMin: flag("flexibleMinY"), flexSize: flag("heightSizable"), flexMax: flag("flexibleMaxY"))
        // Installed on the superview, as UIKit installs them.
        if let p = views.firstIndex(where: { $0.name == sup }) { views[p].constraints += out }
    }

    /// Whether any constraint of the document names `id`.
    func isConstrained(_ id: String) -> Bool { constrainedIDs.contains(id) }

    // MARK: Guides and constraints

    mutating func registerGuides(of e: IBElement, as name: String) {
        for g in e.children("viewLayoutGuide") {
            guard let id = g["id"] else { continue }
            switch g["key"] {
            case "safeArea": itemNames[id] = "\(name).safeArea"
            case "contentLayoutGuide": itemNames[id] = "\(name).content"
            case "frameLayoutGuide": itemNames[id] = "\(name).frameGuide"
            default: break
            }
        }
        // A view controller's top and bottom layout guides (iOS 7–10).
        if name == "root", let vcID = document.roots.first(where: { $0.id == e["id"] })?.viewControllerID,
           let vc = document.byID[vcID] {
            for g in vc.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
                if g["type"] == "top" { topGuide = g["id"] }
                if g["type"] == "bottom" { bottomGuide = g["id"] }
            }
        }
    }

    mutating func constraints(of e: IBElement) throws(DocumentError) {
        guard let list = e.child("constraints"), let owner = e["id"] else { return }
        let ownerName = itemNames[owner] ?? "root"
        let rules = installRules(masks: e.children("variation"), key: "constraints")
        guard let ownerIndex = views.firstIndex(where: { $0.name == ownerName }) else { return }
        for c in list.children("constraint") {
            if c["placeholder"] == "YES" { continue }  // removed at build time
            let rule = c["id"].flatMap { rules[$0] }
            guard let firstAttr = c["firstAttribute"] else {
                throw DocumentError(file: document.file, line: c.line, column: c.column,
                                    message: "a <constraint> without firstAttribute; add one")
            }
            guard let (first, a1) = try item(c["firstItem"] ?? owner, attribute: firstAttr, at: c) else { continue }
            var second: String? = nil
            var a2: LayoutAttribute? = nil
            if let s = c["secondItem"], let sa = c["secondAttribute"] {
                guard let resolved = try item(s, attribute: sa, at: c) else { continue }
                (second, a2) = (resolved.0, resolved.1)
            } else if c["secondItem"] == nil, c["secondAttribute"] != nil, c["secondAttribute"] != "notAnAttribute" {
                guard let resolved = try item(owner, attribute: c["secondAttribute"]!, at: c) else { continue }
                (second, a2) = (resolved.0, resolved.1)
            }
            let multiplier = try self.multiplier(c["multiplier"], at: c)
            let relation: LayoutRelation = c["relation"] == "greaterThanOrEqual" ? .greaterThanOrEqual
                : c["relation"] == "lessThanOrEqual" ? .lessThanOrEqual : .equal
            let constant = Double(c["constant"] ?? "0") ?? 0
            let priority = Double(c["priority"] ?? "1000") ?? 1000
            let state = SceneDescription.ConstraintState(
                first: first, firstAttribute: a1, relation: relation, second: second, secondAttribute: a2,
                multiplier: multiplier, constant: constant, priority: priority, identifier: c["identifier"],
                usesSystemSpacing: c["symbolic"] == "YES" && second != nil, installedFor: rule)
            views[ownerIndex].constraints += constantVariations(of: c, state)
        }
    }

    /// A constraint whose constant varies by size class (`<constraint …>
    /// <variation key="heightClass=compact" constant="130"/></constraint>`)
    /// as one constraint per constant, each installed where its variation
    /// is the most specific one that matches (the document's constant where
    /// none does). With an installation mask of its own as well, the
    /// combination is not expressible as one rule: the document's constant
    /// is kept, with a warning.
    mutating func constantVariations(of c: IBElement, _ state: SceneDescription.ConstraintState)
        -> [SceneDescription.ConstraintState]
    {
        // One constant per key (the last written): at most eight keys.
        var byKey: [String: (SizeClassRule.Step, Double)] = [:]
        var keys: [String] = []
        for v in c.children("variation") {
            guard let classes = sizeClasses(v["key"]), classes.h != nil || classes.v != nil,
                  let constant = v["constant"].flatMap(Double.init), constant.isFinite else { continue }
            let key = "\(classes.h?.rawValue ?? "any") \(classes.v?.rawValue ?? "any")"
            if byKey[key] == nil { keys.append(key) }
            byKey[key] = (.init(horizontal: classes.h, vertical: classes.v, installed: true), constant)
        }
        let variations = keys.compactMap { byKey[$0] }
        guard !variations.isEmpty else { return [state] }
        guard state.installedFor == nil else {
            warnings.add("constantvariation", "a constraint both installed and sized by size class keeps its Any × Any constant (line \(c.line))")
            return [state]
        }
        var base = state
        base.installedFor = SizeClassRule(variations.map { .init(horizontal: $0.0.horizontal, vertical: $0.0.vertical, installed: false) })
        var out = [base]
        for (step, constant) in variations {
            var copy = state
            copy.constant = constant
            var steps = [SizeClassRule.Step(horizontal: nil, vertical: nil, installed: false), step]
            // A more specific variation that matches wins over this one.
            for (other, _) in variations where other.specificity > step.specificity
                && (step.horizontal == nil || other.horizontal == step.horizontal)
                && (step.vertical == nil || other.vertical == step.vertical) {
                steps.append(.init(horizontal: other.horizontal, vertical: other.vertical, installed: false))
            }
            copy.installedFor = SizeClassRule(steps)
            out.append(copy)
        }
        return out
    }

    /// The item and attribute a constraint's id and attribute name: a
    /// margin attribute becomes the margins guide's edge; a view
    /// controller's top layout guide's bottom is the safe area's top.
    func item(_ id: String, attribute: String, at c: IBElement) throws(DocumentError) -> (String, LayoutAttribute)? {
        var name: String
        var attr = attribute
        if id == topGuide {
            name = attribute == "bottom" ? "root.safeArea" : "root"
            attr = attribute == "bottom" ? "top" : attribute
        } else if id == bottomGuide {
            name = attribute == "top" ? "root.safeArea" : "root"
            attr = attribute == "top" ? "bottom" : attribute
        } else if let n = itemNames[id] {
            name = n
        } else {
            // A view left out (not installed for these size classes).
            if document.byID[id] != nil { return nil }
            throw DocumentError(file: document.file, line: c.line, column: c.column,
                                message: "a constraint refers to '\(id)', which is no object of the document")
        }
        if attr.hasSuffix("Margin") || attr.hasSuffix("WithinMargins") {
            attr = attr.hasSuffix("WithinMargins") ? String(attr.dropLast("WithinMargins".count)) : String(attr.dropLast("Margin".count))
            name += ".margins"
        }
        if attr == "baseline" { attr = "lastBaseline" }
        guard let a = LayoutAttribute(rawValue: attr) else {
            throw DocumentError(file: document.file, line: c.line, column: c.column,
                                message: "unknown constraint attribute '\(attribute)'")
        }
        return (name, a)
    }

    /// IB's multiplier forms: `2:1` (a ratio), `1/3`, `35%`, `0.5`.
    func multiplier(_ raw: String?, at c: IBElement) throws(DocumentError) -> Double {
        guard let raw, !raw.isEmpty else { return 1 }
        if raw.hasSuffix("%") {
            guard let p = Double(raw.dropLast().trimmingCharacters()), p.isFinite else {
                throw DocumentError(file: document.file, line: c.line, column: c.column,
                                    message: "multiplier '\(raw)' is not a percentage: write it as 35% or 0.35")
            }
            return p / 100
        }
        for sep in [":", "/"] where raw.contains(sep) {
            let parts = raw.split(separator: Character(sep)).map { Double($0.trimmingCharacters()) }
            if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 { return a / b }
            throw DocumentError(file: document.file, line: c.line, column: c.column,
                                message: "multiplier '\(raw)' is not a number, a ratio A:B, a fraction A/B or a percentage")
        }
        guard let m = Double(raw), m.isFinite else {
            throw DocumentError(file: document.file, line: c.line, column: c.column,
                                message: "multiplier '\(raw)' is not a number")
        }
        return m
    }

    // MARK: Names

    /// A typable, unique name: the user label, else the outlet's property
    /// name, else the text with the kind (`userNameLabel`), else the kind.
    mutating func uniqueName(for e: IBElement, kindName: String) -> String {
        let suffix: String = [
            "label": "Label", "button": "Button", "field": "Field", "image": "Image", "segmented": "Segments",
            "textview": "TextView",
        ][kindName] ?? ""
        var base: String?
        if let label = e["userLabel"] { base = Self.isTypable(label) ? label : typable(label) }
        if base == nil, let id = e["id"], let outlet = outletNames[id] { base = typable(outlet) }
        if base == nil {
            var words = ""
            switch e.name {
            case "label", "textView": words = text(of: e)
            case "button": words = e.children("state").first { $0["key"] == "normal" }?["title"] ?? e.child("buttonConfiguration")?["title"] ?? ""
            case "textField": words = e["placeholder"] ?? e["text"] ?? ""
            case "imageView": words = e["image"] ?? ""
            default: break
            }
            if let w = typable(words, maxWords: 3) { base = w + suffix }
        }
        let fallback = ["view": e.name == "view" ? "view" : e.name].first?.value ?? "view"
        let start = base ?? (kindName == "view" ? fallback : kindName == "stack" ? "stack" : kindName)
        var name = start
        var n = 2
        while usedNames.contains(name) || Self.reserved.contains(name) {
            name = start + String(n)
            n += 1
        }
        usedNames.insert(name)
        return name
    }

    /// Whether a user label can be a name as it is: a letter or `_`, then
    /// letters, digits, `_` and `-` (StackLab's own labels, written back).
    static func isTypable(_ s: String) -> Bool {
        guard let first = s.first, first.isLetter || first == "_", s.count <= 64 else { return false }
        return s.allSatisfy { $0.isLetter || ($0.isASCII && $0.isNumber) || $0 == "_" || $0 == "-" }
    }

    /// One warning per kind of element StackLab does not read, with its line.
    mutating func warnUnknownChildren(of e: IBElement) {
        for child in e.children where !Self.knownChildren.contains(child.name) && !ViewElements.isView(child) {
            warnings.add("element-\(child.name)", "<\(child.name)> is not read (line \(child.line)); the rest opens")
        }
    }

    /// What Interface Builder writes inside a view that StackLab reads, or
    /// knows to have no effect on layout (colours, accessibility, actions,
    /// runtime attributes, gesture recognizers…).
    static let knownChildren: Set<String> = [
        "rect", "autoresizingMask", "subviews", "constraints", "viewLayoutGuide", "variation", "fontDescription",
        "state", "buttonConfiguration", "inset", "edgeInsets", "directionalEdgeInsets", "size", "segments",
        "string", "attributedString", "color", "nil", "textInputTraits", "connections", "accessibility",
        "userDefinedRuntimeAttributes", "gestureRecognizers", "animations", "point", "real", "integer", "date",
        "locale", "prototypes", "sections", "cells", "items", "image", "imageReference", "preferredSymbolConfiguration",
        "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "freeformSimulatedSizeMetrics", "layoutGuides",
        "navigationItem", "tabBarItem", "barButtonItem", "toolbarItems", "backgroundConfiguration", "offsetWrapper",
        "collectionViewFlowLayout", "collectionViewLayout", "blurEffect", "vibrancyEffect", "designable",
        "shadow", "mutableString", "textAttributes", "paragraphStyle", "frame", "extendedEdge", "contentInset",
        "inset", "rect", "dataDetectorType", "pointerStyle", "behavior",
    ]

    static let reserved: Set<String> = ["root", "to", "in", "at", "after", "into", "then", "default", "system", "standard"]

    /// Words in lower camel case, letters and digits only, starting with a
    /// letter; nil when nothing is left.
    func typable(_ s: String, maxWords: Int = 6) -> String? {
        var words: [String] = []
        var current = ""
        for ch in s {
            if ch.isLetter || ch.isNumber && ch.isASCII {
                current.append(ch)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        words = Array(words.prefix(maxWords))
        guard !words.isEmpty else { return nil }
        var out = ""
        for (i, w) in words.enumerated() {
            if i == 0 {
                // Keep an identifier's own casing past its first letter; a
                // leading acronym goes lower case whole (`UIModal` → `uiModal`).
                let chars = Array(w)
                var k = 0
                while k < chars.count, chars[k].isUppercase { k += 1 }
                let lower = k > 1 && k < chars.count ? k - 1 : max(1, k)
                out += String(chars.prefix(lower)).lowercased() + String(chars.dropFirst(lower))
            } else {
                out += w.prefix(1).uppercased() + w.dropFirst()
            }
        }
        while let f = out.first, !f.isLetter { out.removeFirst() }
        guard !out.isEmpty else { return nil }
        return String(out.prefix(32))
    }

    // MARK: Text dependence

    mutating func markTextDependence() {
        var byName: [String: SceneDescription.ViewState] = [:]
        for v in views { byName[v.name] = v }
        func showsText(_ v: SceneDescription.ViewState) -> Bool {
            switch v.kind {
            case .label, .button, .textField, .segmented: return true
            case .textView(_, let scrolls, _): return !scrolls
            default: return false
            }
        }
        var containsText: [String: Bool] = [:]
        func contains(_ name: String) -> Bool {
            if let c = containsText[name] { return c }
            guard let v = byName[name] else { return false }
            let r = showsText(v) || v.subviews.contains { contains($0) }
            containsText[name] = r
            return r
        }
        var depends: [String: Bool] = [:]
        for v in views where v.name != "root" {
            var d = contains(v.name)
            // Arranged beside text, at any depth of nested stacks.
            var child = v.name
            while !d, let parent = byName[child]?.superview, let p = byName[parent], let stack = p.stack,
                  stack.arranged.contains(child) {
                if stack.arranged.contains(where: { $0 != child && contains($0) }) { d = true }
                child = parent
            }
            depends[v.name] = d
        }
        // Constrained to a view whose frame depends on text (a guide stands
        // for its owner; the root, which the screen sizes, passes nothing on).
        var edges: [(String, String)] = []
        func owner(_ item: String) -> String {
            if byName[item] != nil { return item }
            return item.split(separator: ".").first.map(String.init) ?? item
        }
        for v in views {
            for c in v.constraints {
                guard let second = c.second else { continue }
                let a = owner(c.first), b = owner(second)
                if a != b && a != "root" && b != "root" { edges.append((a, b)) }
            }
        }
        var changed = true
        while changed {
            changed = false
            for (a, b) in edges where depends[a] != depends[b] {
                depends[a] = true
                depends[b] = true
                changed = true
            }
        }
        for i in recorded.indices where recorded[i].name != "root" {
            recorded[i].dependsOnText = depends[recorded[i].name] ?? false
        }
    }

    // MARK: Small readers

    func frame(of e: IBElement) -> Rect? {
        guard let r = e.children("rect").first(where: { $0["key"] == "frame" }) else { return nil }
        return Rect(x: num(r["x"]), y: num(r["y"]), width: num(r["width"]), height: num(r["height"]))
    }

    func num(_ s: String?) -> Double { Double(s ?? "") ?? 0 }
    func fmt(_ v: Double) -> String { formatNumber(v) }
}

/// Warnings, one line per kind; some gather their items into one line.
struct WarningList {
    private var order: [String] = []
    private var text: [String: String] = [:]
    private var items: [String: [String]] = [:]

    mutating func add(_ kind: String, _ line: String, accumulate item: String? = nil) {
        if text[kind] == nil { order.append(kind) }
        if let item {
            if !(items[kind] ?? []).contains(item) { items[kind, default: []].append(item) }
            let prefix = line.components(separatedBy: ": ").dropLast().joined(separator: ": ")
            text[kind] = prefix + ": " + items[kind]!.joined(separator: ", ")
        } else if text[kind] == nil {
            text[kind] = line
        }
    }

    var lines: [String] { order.compactMap { text[$0] } }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
