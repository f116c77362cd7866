import Foundation
import InterfaceBuilder
import TestSupport
import Testing
@testable import ReplCore

/// What `export storyboard` and `export xib` write is what Xcode writes:
/// every element (with its `key`), attribute and value form of the
/// documents written from every scene script occurs in the documents of
/// ../shared/ib-corpus saved in the format Xcode writes today (version 3.0
/// with a `<device>`: Xcode 8 to 16; the corpus has too few Xcode 12–16
/// documents to hold every control), and object ids are unique. An
/// attribute every view takes (user label, id, hidden, alpha, content mode,
/// priorities…) counts wherever a view of any kind has it. Xcode is not
/// available here, so its own documents stand in for its reader.
@Suite("Written documents use Xcode's own forms")
struct DocumentConformanceTests {
    /// `element[key]@attribute=form`: numbers, ids and free text by their
    /// form, keyword values as written.
    static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "switch", "slider", "segmentedControl", "textField", "textView",
        "stackView", "scrollView",
    ]
    static let everyViewsAttributes: Set<String> = [
        "userLabel", "id", "hidden", "alpha", "contentMode", "opaque", "translatesAutoresizingMaskIntoConstraints",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "customClass", "clipsSubviews", "userInteractionEnabled",
        "multipleTouchEnabled", "key",
    ]

    /// The enumerations whose cases IB writes by name (UIKit's and
    /// StackLab's own lists of them).
    static let enumerations: [String: [String]] = [
        "firstAttribute": ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                           "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
                           "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"],
        "style": ["UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2", "UICTFontTextStyleTitle3",
                  "UICTFontTextStyleHeadline", "UICTFontTextStyleSubhead", "UICTFontTextStyleBody", "UICTFontTextStyleCallout",
                  "UICTFontTextStyleFootnote", "UICTFontTextStyleCaption1", "UICTFontTextStyleCaption2"],
        "weight": ["ultraLight", "thin", "light", "medium", "semibold", "bold", "heavy", "black"],
        "buttonType": ["system", "custom"],
        "borderStyle": ["none", "line", "bezel", "roundedRect"],
        "axis": ["horizontal", "vertical"],
        "distribution": ["fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
        "alignment": ["leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"],
        "contentMode": ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "left"],
    ]

    static func forms(_ e: IBElement, into set: inout Set<String>, ids: inout [String]) {
        let element = e.name + (e["key"].map { "[\($0)]" } ?? "")
        set.insert(element)
        let freeText: Set<String> = ["text", "title", "placeholder", "userLabel", "image", "name", "identifier",
                                     "customClass", "sceneMemberID", "property", "destination", "firstItem",
                                     "secondItem", "reference", "initialViewController", "version", "toolsVersion"]
        for (attribute, value) in e.attributes where attribute != "key" {
            let form: String
            if attribute == "id" || attribute == "sceneID" {
                ids.append(value)
                form = "<id>"
            } else if freeText.contains(attribute) {
                form = "<text>"
            } else if Double(value) != nil {
                form = "<number>"
            } else {
                form = value
            }
            set.insert("\(element)@\(attribute)=\(form)")
            if viewElements.contains(e.name) && everyViewsAttributes.contains(attribute) {
                set.insert("anyView@\(attribute)=\(form)")
            }
        }
        for c in e.children { forms(c, into: &set, ids: &ids) }
    }

    /// Forms the corpus's Xcode 8–16 documents happen not to hold, seen in
    /// other public documents saved in the same format, with where.
    static let seenOutsideTheCorpus: [String: String] = [
        // A view not installed for Any × Any: a public Xcode 8 storyboard
        // (version 3.0, toolsVersion 12118, `<device id="retina4_7">`; its
        // LoginViewController scene excludes an activity indicator with
        // `<variation key="default"><mask key="subviews"><exclude …/>`).
        "mask[subviews]": "an Xcode 8 storyboard, toolsVersion 12118",
        // An iOS 15 button configuration: SiliconLabsSoftware's
        // simplicityconnect-ios `Cluster.storyboard` (Xcode 14, toolsVersion
        // 21701: `<buttonConfiguration key="configuration" style="plain"
        // title="ON">`), and a configuration's title font in public Xcode 13+
        // storyboards (`<fontDescription key="titleFontDescription"
        // type="system" pointSize="38"/>`, `type="boldSystem"
        // pointSize="18"`).
        "buttonConfiguration[configuration]": "Cluster.storyboard, toolsVersion 21701",
        "buttonConfiguration[configuration]@style=plain": "Cluster.storyboard, toolsVersion 21701",
        "buttonConfiguration[configuration]@title=<text>": "Cluster.storyboard, toolsVersion 21701",
        "fontDescription[titleFontDescription]": "public Xcode 13+ storyboards",
        "fontDescription[titleFontDescription]@type=system": "public Xcode 13+ storyboards",
        "fontDescription[titleFontDescription]@type=boldSystem": "public Xcode 13+ storyboards",
        "fontDescription[titleFontDescription]@pointSize=<number>": "public Xcode 13+ storyboards",
    ]

    @Test func everyFormWrittenOccursInXcodesOwnDocuments() throws {
        var xcode: Set<String> = [], older: Set<String> = []
        var ignored: [String] = []
        var documents = 0
        for entry in SharedCorpus.entries() {
            let bytes = try #require(SharedCorpus.bytes(entry))
            let doc = try InterfaceBuilderDocument(bytes: bytes, file: entry.file)
            let tree = try XMLTree.parse(bytes, file: entry.file)
            guard doc.deviceID != nil else {
                Self.forms(tree, into: &older, ids: &ignored)
                continue
            }
            documents += 1
            Self.forms(tree, into: &xcode, ids: &ignored)
        }
        // An element the current format's documents never show (the corpus
        // has no segmented control or stack variation saved after Xcode 7)
        // is checked against the older documents, the only evidence.
        let currentElements = Set(xcode.filter { !$0.contains("@") })
        func known(_ form: String) -> Bool {
            if xcode.contains(form) || Self.seenOutsideTheCorpus[form] != nil { return true }
            let element = String(form.split(separator: "@").first ?? "")
            if !currentElements.contains(element) && older.contains(form) { return true }
            // A case of an enumeration IB writes by name, when the attribute
            // occurs with another case: another member of the same list.
            guard let at = form.firstIndex(of: "@"), let eq = form.firstIndex(of: "=") else { return false }
            let attribute = String(form[form.index(after: at)..<eq]), value = String(form[form.index(after: eq)...])
            let list = attribute == "secondAttribute" ? "firstAttribute" : attribute
            guard let cases = Self.enumerations[list], cases.contains(value) else { return false }
            return cases.contains { xcode.contains(form[..<eq] + "=" + $0) || older.contains(form[..<eq] + "=" + $0) }
        }
        #expect(documents >= 10)
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/scenes")
        var missing: [String: String] = [:]
        var sessions: [(String, Session)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: scenes.path).sorted() where name.hasSuffix(".stack") {
            let s = Session()
            _ = s.run("load \"\(scenes.appendingPathComponent(name).path)\"", style: OutputStyle(reportChanges: false))
            _ = s.run("label big \"Title\" font=title1; label heavy \"H\" font=20 weight=heavy italic; add big heavy to root; "
                      + "button plainConfig \"OK\" configuration; button bigConfig \"Go\" configuration font=20 contentEdgeInsets=4,8,4,8; "
                      + "add plainConfig bigConfig to root; "
                      + "vary \(s.sceneDescription(layout: false).views.first { $0.stack != nil }?.name ?? "x") axis=horizontal h=compact",
                      style: OutputStyle(reportChanges: false))
            sessions.append((name, s))
        }
        // Size-class installation: a document's variations and masks.
        let classes = Session(fileSystem: MemoryFileSystem(["c.storyboard": IBFixtures.sizeClasses()]))
        #expect(!classes.run("open c.storyboard").failed)
        sessions.append(("IBFixtures.sizeClasses", classes))
        for (name, s) in sessions {
            let files = MemoryFileSystem()
            s.fileSystem = files
            for format in ["storyboard", "xib"] {
                #expect(!s.run("export \(format) out.\(format)").failed)
                let text = try #require(files.files["out.\(format)"])
                var written: Set<String> = []
                var ids: [String] = []
                Self.forms(try XMLTree.parse(Array(text.utf8), file: "out.\(format)"), into: &written, ids: &ids)
                #expect(Set(ids).count == ids.count, "\(name) as \(format): ids are unique")
                for form in written.subtracting(xcode) where missing[form] == nil && !known(form) {
                    // A view's common attribute counts wherever a view has it.
                    if let at = form.firstIndex(of: "@"), let element = form[..<at].split(separator: "[").first,
                       Self.viewElements.contains(String(element)),
                       xcode.contains("anyView" + form[at...]) { continue }
                    missing[form] = "\(name) as \(format)"
                }
            }
        }
        let list = missing.sorted { $0.key < $1.key }.map { "\($0.key)  (\($0.value))" }.joined(separator: "\n")
        #expect(missing.isEmpty, "forms no Xcode 8–16 document uses:\n\(list)")
    }
}
