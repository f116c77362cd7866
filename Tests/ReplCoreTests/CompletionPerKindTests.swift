import CommandLanguage
import Testing

@testable import ReplCore

/// Tab completion offers what the named view's kind has, and view names
/// wherever a view name may be written.
@Suite("Completion per kind")
struct CompletionPerKindTests {
    static let scene = """
        view v
        stack s
        scroll sc
        label l "Hi"
        field f "Name"
        segmented seg "A" "B"
        switch sw
        add v l to s
        add s to root
        """

    func session() -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        let r = s.run(Self.scene)
        #expect(!r.failed, "\(r.output)")
        return s
    }

    func complete(_ s: Session, _ line: String) -> [String] {
        s.completions(line: line, cursor: line.count).candidates
    }

    @Test("set offers only the named view's properties")
    func setProperties() {
        let s = session()
        let stack = complete(s, "set s ")
        #expect(stack.contains("axis="))
        #expect(stack.contains("spacing="))
        #expect(stack.contains("hidden="))
        #expect(!stack.contains("text="))
        #expect(!stack.contains("contentOffset="))
        let label = complete(s, "set l ")
        #expect(label.contains("text="))
        #expect(label.contains("lines="))
        #expect(!label.contains("axis="))
        #expect(!label.contains("border="))
        #expect(complete(s, "set f b") == ["bold", "border="])
        #expect(complete(s, "set l b") == ["bold"])
        #expect(complete(s, "set sw b") == [], "a switch has no font")
        #expect(complete(s, "set sc content") == ["contentInset=", "contentOffset="])
        #expect(complete(s, "set v content") == [])
        let segmented = complete(s, "set seg ")
        #expect(segmented == ["alignmentInsets=", "alpha=", "bold", "font=", "fontName=", "hidden=", "hug=", "intrinsic=", "italic",
                              "margins=", "monospacedDigits", "preservesMargins=", "resist=", "weight="])
        // `vary` too, with its qualifiers.
        let vary = complete(s, "vary l ")
        #expect(vary.contains("font="))
        #expect(vary.contains("w="))
        #expect(!vary.contains("axis="))
        #expect(!vary.contains("text=") && !vary.contains("alpha="), "a label varies its font only: \(vary)")
        #expect(vary.contains("fontName=") && vary.contains("h="))
        #expect(complete(s, "vary s ").contains("spacing="))
        // Properties already given are not offered again.
        #expect(!complete(s, "set s axis=vertical ").contains("axis="))
        // An unknown view: the syntax's whole list (nothing to judge by).
        #expect(complete(s, "set nosuch ").contains("text="))
    }

    @Test("guides after a dot: a scroll view's only for a scroll view")
    func guides() {
        let s = session()
        #expect(complete(s, "constrain v.c") == ["centerX", "centerY"])
        #expect(complete(s, "constrain sc.c") == ["centerX", "centerY", "content"])
        #expect(complete(s, "constrain v.top == sc.f") == ["firstBaseline", "frameGuide"])
        #expect(complete(s, "constrain v.top == l.f") == ["firstBaseline"])
        #expect(complete(s, "pin v to root.") == ["margins", "safeArea"])
        #expect(complete(s, "pin v to sc.") == ["content", "frameGuide", "margins", "safeArea"])
        // After a guide: attributes, whatever the view.
        #expect(complete(s, "constrain v.top == sc.content.t") == ["top", "trailing"])
    }

    @Test("expect offers the kind's properties")
    func expectations() {
        let s = session()
        let stack = complete(s, "expect s.")
        #expect(stack.contains("frame"))
        #expect(stack.contains("axis"))
        #expect(stack.contains("ambiguous"))
        #expect(!stack.contains("contentSize"))
        #expect(!stack.contains("text"))
        let scroll = complete(s, "expect sc.")
        #expect(scroll.contains("contentSize"))
        #expect(scroll.contains("contentOffset"))
        #expect(!scroll.contains("axis"))
        #expect(complete(s, "expect l.t") == ["text"])
        #expect(complete(s, "expect sw.t") == [])
    }

    @Test("creation commands offer their kind's options")
    func creation() {
        let s = session()
        #expect(complete(s, "field g \"x\" b") == ["bold", "border="])
        #expect(!complete(s, "segmented g \"A\" ").contains("text="))
        #expect(complete(s, "stack t ").contains("axis="))
        #expect(!complete(s, "stack t ").contains("text="))
    }

    /// A sample argument for `pattern`, to type the arguments before the one tested.
    static func sample(_ pattern: ArgumentPattern) -> String? {
        switch pattern {
        case .keyword(let k): return k
        case .name(_, let role), .names(_, let role): return sampleName(role)
        case .item: return "v"
        case .string, .strings: return "\"x\""
        case .number, .numberOrKeyword: return "1"
        case .choice(_, let values): return values.first
        case .file: return "f.stack"
        case .device(_, let names): return names.first
        case .size: return "10x10"
        case .constraint: return "v.top == root.top"
        case .expectation: return "v.hidden == false"
        case .block: return "{ hide v }"
        case .optional: return nil
        }
    }

    static func sampleName(_ role: NameRole) -> String {
        switch role {
        case .stack: return "s"
        case .scrollView: return "sc"
        case .newName: return "fresh"
        case .command: return "hide"
        case .view, .parent: return "v"
        }
    }

    /// Every way of writing the form's arguments: each optional group left
    /// out or written.
    static func expansions(_ patterns: [ArgumentPattern]) -> [[ArgumentPattern]] {
        guard let first = patterns.first else { return [[]] }
        let rest = expansions(Array(patterns.dropFirst()))
        if case .optional(let inner) = first {
            return rest + expansions(inner).flatMap { i in rest.map { i + $0 } }
        }
        return rest.map { [first] + $0 }
    }

    @Test("every view-name position of every command offers the views that fit")
    func everyNamePosition() {
        let s = session()
        var checked = 0
        for spec in commandTable {
            for form in spec.forms {
                for walk in Self.expansions(form.pattern) {
                    for (i, pattern) in walk.enumerated() {
                        let want: String, unwanted: String?
                        switch pattern {
                        case .name(_, let role), .names(_, let role):
                            switch role {
                            case .newName, .command: continue
                            case .stack: want = "s"; unwanted = "v"
                            case .scrollView: want = "sc"; unwanted = "v"
                            case .view, .parent: want = "v"; unwanted = nil
                            }
                        case .item, .constraint, .expectation: want = "v"; unwanted = nil
                        default: continue
                        }
                        let before = walk[..<i].compactMap(Self.sample)
                        let line = ([spec.name] + before).joined(separator: " ") + " "
                        let got = complete(s, line)
                        #expect(got.contains(want), "\(line)| offers \(got)")
                        if let unwanted { #expect(!got.contains(unwanted), "\(line)| offers \(got)") }
                        checked += 1
                    }
                }
            }
        }
        // 25 positions today (set, add … to, insert … into, spacing … after, pin … to, frame … in, …).
        #expect(checked >= 25)
        // Inside blocks and on a constraint's right side too.
        for line in ["animate { hide ", "animate { add v to ", "animate { hide v } then { remove ",
                     "constrain v.top == ", "constrain v.top == l.bottom; hide "] {
            #expect(complete(s, line).contains("v"), "\(line)|")
        }
        #expect(complete(s, "animate { insert v into ") == ["s"])
    }
}
