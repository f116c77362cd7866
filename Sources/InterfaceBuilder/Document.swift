import Geometry
import SceneModel
import ViewTree

/// An Interface Builder document (a storyboard or a xib) as read: its
/// format, the device it was designed on and its layout roots.
///
/// ```swift
/// let doc = try InterfaceBuilderDocument(bytes: data, file: "Main.storyboard")
/// doc.roots.map(\.id)                 // ["tsR-hK-woN", …]
/// let opened = try doc.open(doc.defaultRoot)
/// opened.scene                         // a SceneDescription to build
/// opened.recorded                      // the frames IB recorded, per view
/// ```
public struct InterfaceBuilderDocument {
    public enum Format: String, Sendable { case storyboard, xib }

    public let file: String
    public let format: Format
    /// The `toolsVersion` Xcode wrote (`11762`, `17506`…).
    public let toolsVersion: String
    /// `<device id=…>` and its orientation; nil in Xcode 7 documents (the
    /// 600 × 600 "Any × Any" canvas).
    public let deviceID: String?
    public let orientation: Orientation
    public let roots: [LayoutRoot]
    /// The root of the storyboard's initial view controller.
    public let initialRootID: String?
    let element: IBElement
    /// Every element with an id, by id.
    let byID: [String: IBElement]
    /// Image sizes the document itself records (`<resources><image …>`).
    public let recordedImageSizes: [String: Size]

    public init(bytes: [UInt8], file: String) throws(DocumentError) {
        let root = try XMLTree.parse(bytes, file: file)
        guard root.name == "document" else {
            throw DocumentError(file: file, line: root.line, column: root.column,
                                message: "<\(root.name)> is not an Interface Builder document (its root element is <document>)")
        }
        self.file = file
        element = root
        let type = root["type"] ?? ""
        format = type.contains("Storyboard") ? .storyboard : .xib
        toolsVersion = root["toolsVersion"] ?? ""
        let device = root.child("device")
        deviceID = device?["id"]
        orientation = device?["orientation"] == "landscape" ? .landscape : .portrait
        var ids: [String: IBElement] = [:]
        func index(_ e: IBElement) {
            if let id = e["id"], ids[id] == nil { ids[id] = e }
            for c in e.children { index(c) }
        }
        index(root)
        byID = ids
        var images: [String: Size] = [:]
        for r in root.children("resources") {
            for i in r.children("image") {
                if let name = i["name"], let w = Double(i["width"] ?? ""), let h = Double(i["height"] ?? "") {
                    images[name] = Size(width: w, height: h)
                }
            }
        }
        recordedImageSizes = images
        let found = LayoutRoot.find(in: root, format: format)
        roots = found
        initialRootID = root["initialViewController"].flatMap { vc in
            found.first { $0.viewControllerID == vc }?.id
        }
    }

    /// Saved by Xcode 8 or earlier (`toolsVersion` below 13000) without
    /// safe-area guides: laid out as iOS 8–10 lay out (layout guides
    /// rather than safe areas; root margins without the bars).
    public var isBeforeSafeAreas: Bool {
        let major = Int(toolsVersion.split(separator: ".").first ?? "") ?? 99999
        return major < 13000 && element["useSafeAreas"] != "YES"
    }

    /// The root `open` takes without `scene=`: the initial view
    /// controller's view, else the first root.
    public var defaultRoot: LayoutRoot? {
        roots.first { $0.id == initialRootID } ?? roots.first
    }

    /// The root whose IB id or name is `idOrName` (names compare without
    /// case).
    public func root(named idOrName: String) -> LayoutRoot? {
        roots.first { $0.id == idOrName }
            ?? roots.first { $0.name.lowercased() == idOrName.lowercased() }
            ?? roots.first { $0.viewControllerID == idOrName }
    }

    /// Every image name the document's views show.
    public var imageNames: [String] {
        var names: [String] = []
        var seen = Set<String>()
        func walk(_ e: IBElement) {
            var candidates = [e["image"]]
            if e.name == "state" { candidates.append(e["backgroundImage"]) }
            for case let n? in candidates where !n.isEmpty && seen.insert(n).inserted { names.append(n) }
            for c in e.children { walk(c) }
        }
        walk(element)
        return names
    }
}

/// One view hierarchy of a document that lays out on its own: a view
/// controller's view, a xib's top-level view, or a table or collection
/// view cell's content view.
public struct LayoutRoot: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case viewController = "view controller's view"
        case topLevelView = "top-level view"
        case tableCell = "table cell's content view"
        case collectionCell = "collection cell's content view"
    }

    /// The root view's IB object id.
    public let id: String
    public let kind: Kind
    /// The storyboard identifier, custom class, title or user label, else
    /// the element's class.
    public let name: String
    /// The view controller's id, for a view controller's view.
    public let viewControllerID: String?
    /// How many views the root holds, itself included.
    public let viewCount: Int

    static let viewControllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "pageViewController", "splitViewController", "glkViewController",
        "avPlayerViewController", "hostingController",
    ]

    static func find(in document: IBElement, format: InterfaceBuilderDocument.Format) -> [LayoutRoot] {
        var roots: [LayoutRoot] = []
        func cells(in e: IBElement) {
            for c in e.children {
                if c.name == "tableViewCell", let content = c.child("tableViewCellContentView", key: "contentView"),
                   let id = content["id"] {
                    roots.append(LayoutRoot(id: id, kind: .tableCell, name: cellName(c), viewControllerID: nil,
                                            viewCount: ViewElements.count(content)))
                } else if c.name == "collectionViewCell", let content = c.child("view", key: "contentView") {
                    // A content view without an id (xibs of Xcode 12 and
                    // later): the cell holds the constraints and stands for it.
                    if let id = content["id"] {
                        roots.append(LayoutRoot(id: id, kind: .collectionCell, name: cellName(c), viewControllerID: nil,
                                                viewCount: ViewElements.count(content)))
                    } else if let id = c["id"] {
                        roots.append(LayoutRoot(id: id, kind: .collectionCell, name: cellName(c), viewControllerID: nil,
                                                viewCount: ViewElements.count(c)))
                    }
                }
                cells(in: c)
            }
        }
        if let scenes = document.child("scenes") {
            for scene in scenes.children("scene") {
                guard let objects = scene.child("objects") else { continue }
                for vc in objects.children where viewControllerElements.contains(vc.name) {
                    guard let view = vc.children.first(where: { $0["key"] == "view" }), let id = view["id"] else { continue }
                    let name = vc["storyboardIdentifier"] ?? vc["customClass"] ?? vc["title"]
                        ?? vc.child("navigationItem")?["title"] ?? vc["userLabel"] ?? vc.name
                    roots.append(LayoutRoot(id: id, kind: .viewController, name: name, viewControllerID: vc["id"],
                                            viewCount: ViewElements.count(view)))
                }
                cells(in: objects)
            }
        } else if let objects = document.child("objects") {
            // A top-level view that File's Owner's `view` outlet names is a
            // view controller's view (a nib loaded by its controller).
            let owner = objects.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
            let ownerView = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
            for e in objects.children where ViewElements.isView(e) && e.name != "tableViewCell" && e.name != "collectionViewCell" {
                guard let id = e["id"] else { continue }
                if id == ownerView, e.name == "view" {
                    let name = owner?["customClass"] ?? e["userLabel"] ?? "File's Owner"
                    roots.append(LayoutRoot(id: id, kind: .viewController, name: name, viewControllerID: owner?["id"],
                                            viewCount: ViewElements.count(e)))
                    continue
                }
                let name = e["userLabel"] ?? e["customClass"] ?? e.name
                roots.append(LayoutRoot(id: id, kind: .topLevelView, name: name, viewControllerID: nil,
                                        viewCount: ViewElements.count(e)))
            }
            cells(in: objects)
        }
        return roots
    }

    static func cellName(_ cell: IBElement) -> String {
        cell["reuseIdentifier"] ?? cell["customClass"] ?? cell["userLabel"] ?? cell.name
    }
}

/// Which elements are views, and how many a subtree holds.
enum ViewElements {
    static let names: Set<String> = [
        "view", "label", "button", "imageView", "switch", "slider", "stepper", "segmentedControl", "textField",
        "textView", "stackView", "scrollView", "tableView", "collectionView", "progressView",
        "activityIndicatorView", "pageControl", "datePicker", "pickerView", "containerView", "mapView",
        "webView", "wkWebView", "searchBar", "navigationBar", "toolbar", "tabBar", "visualEffectView",
        "tableViewCell", "collectionViewCell", "tableViewCellContentView", "collectionReusableView",
        "arscnView", "sceneKitView", "skView", "mtkView", "glkView", "sceneView",
    ]

    static func isView(_ e: IBElement) -> Bool { names.contains(e.name) }

    /// The views directly inside `e`: its `<subviews>`, a visual effect
    /// view's content view, and a collection cell's content view's when
    /// that has no id (the cell stands for it). Cells of tables and
    /// collections are roots of their own and are not counted.
    static func subviews(of e: IBElement) -> [IBElement] {
        var out: [IBElement] = []
        for c in e.children {
            if c.name == "subviews" { out += c.children.filter(isView) }
            else if c["key"] == "contentView" && e.name == "visualEffectView" { out.append(c) }
            else if c["key"] == "contentView" && e.name == "collectionViewCell" && c["id"] == nil { out += subviews(of: c) }
        }
        return out
    }

    static func count(_ e: IBElement) -> Int {
        1 + subviews(of: e).reduce(0) { $0 + count($1) }
    }
}
