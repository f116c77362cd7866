import Geometry
import SceneModel
import StackLayout
import SwiftSource
import Testing
import ViewTree

/// The writer of `export swift` on a description made by hand: no session.
@Suite struct SwiftWriterTests {
    /// A vertical stack holding a label and a button, pinned to the root's margins.
    static func scene() -> SceneDescription {
        var root = SceneDescription.ViewState(name: "root", kindName: "root", kind: .plain)
        root.subviews = ["column"]
        root.constraints = [
            .init(first: "column", firstAttribute: .top, second: "root.margins", secondAttribute: .top),
            .init(first: "column", firstAttribute: .leading, second: "root.margins", secondAttribute: .leading, constant: 4),
        ]
        var column = SceneDescription.ViewState(name: "column", kindName: "stack", kind: .stack)
        column.superview = "root"
        column.subviews = ["title", "go"]
        column.stack = .init(axis: .vertical, spacing: 8, arranged: ["title", "go"])
        var title = SceneDescription.ViewState(name: "title", kindName: "label", kind: .label(text: "Hello \"you\""))
        title.superview = "column"
        var go = SceneDescription.ViewState(name: "go", kindName: "button", kind: .button(title: "Go"))
        go.superview = "column"
        go.isHidden = true
        return SceneDescription(
            device: .init(name: "iphone8", device: .iPhone8, orientation: .portrait),
            creationOrder: ["column", "title", "go"], views: [root, column, title, go])
    }

    @Test func writesEveryViewTheHierarchyAndTheConstraints() throws {
        var writer = try SwiftWriter(scene: Self.scene())
        let text = writer.write()
        let expected = [
            "let column = UIStackView()",
            "column.axis = .vertical",
            "column.spacing = 8",
            "let title = UILabel()",
            #"title.text = "Hello \"you\"""#,
            "let go = UIButton(type: .system)",
            #"go.setTitle("Go", for: .normal)"#,
            "go.isHidden = true",
            "view.addSubview(column)",
            "column.addArrangedSubview(title)",
            "column.addArrangedSubview(go)",
            "column.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),",
            "column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 4),",
        ]
        for line in expected { #expect(text.contains(line), "missing: \(line)\n\(text)") }
        // Creation order: the stack is declared before the label.
        let c = try #require(text.firstRange(of: "let column")), t = try #require(text.firstRange(of: "let title"))
        #expect(c.lowerBound < t.lowerBound)
    }

    @Test func aCallerWritesItsAnimationsAfterTheRest() throws {
        var writer = try SwiftWriter(scene: Self.scene())
        let text = writer.write { w in
            w.register("star")
            return ["// played: \(w.ident(named: "star")) \(w.ident(named: "column"))"]
        }
        #expect(text.contains("// played: star column"))
        #expect(text.contains("private var playAnimations: () -> Void = {}"))
    }

    @Test func identifiersAreValidUniqueAndEscaped() {
        var ids = SwiftIdentifiers()
        #expect(ids.make("view") == "view_")
        #expect(ids.make("my label") == "my_label")
        #expect(ids.make("my label") == "my_label2")
        #expect(ids.make("class") == "`class`")
        #expect(ids.make("2nd") == "_2nd")
        #expect(swiftNumber(0.1 + 0.2) == "0.30000000000000004")
        #expect(swiftString("a\n\u{1}") == #""a\n\u{1}""#)
    }
}
