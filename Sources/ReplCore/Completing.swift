import CommandLanguage
import StackLayout
import SwiftSource
import ViewTree

extension Session {
    /// Tab completion for a line: where the word being completed starts (a
    /// character offset) and the candidates, sorted, deduplicated. The
    /// command table knows commands, options, values and keywords; the
    /// session adds the names of its views (only stacks where a stack is
    /// wanted, only scroll views where a scroll view is) and keeps, of the
    /// guides and properties, those the named view's kind has (no `text=`
    /// for a stack, no `.content` for a view that is not a scroll view).
    public func completions(line: String, cursor: Int) -> (start: Int, candidates: [String]) {
        if let swift = swiftCompletions(line: line, cursor: cursor) { return swift }
        if let r = constraintReferences(line: line, cursor: cursor) { return r }
        let c = grammar.completion(forLine: line, cursor: cursor)
        var out = c.candidates
        if let subject = c.subject, let view = byName[subject]?.view ?? (subject == "root" ? window.rootView : nil) {
            let kind = kindName(of: view)
            out = out.filter { kindHas(kind, $0) }
            // `vary` varies a stack's properties and other kinds' fonts.
            if line.drop(while: { $0 == " " }).hasPrefix("vary "), !(view is StackView) {
                out = out.filter { c in
                    let name = c.hasSuffix("=") ? String(c.dropLast()) : c
                    return !everyPropertyName.contains(name) || Self.fontOptionNames.contains(name)
                }
            }
        }
        for slot in c.slots {
            let names: [String]
            switch slot {
            case .name(let role):
                switch role {
                case .stack: names = entries.filter { $0.view is StackView }.map(\.name)
                case .scrollView: names = entries.filter { $0.view is ScrollView }.map(\.name)
                case .newName, .command: names = []
                case .view, .parent: names = allNames
                }
            case .item: names = allNames
            default: names = []
            }
            out += names.filter { $0.hasPrefix(c.prefix) }
        }
        var seen = Set<String>()
        out = out.filter { seen.insert($0).inserted }
        return (c.start, out.sorted())
    }
}

extension Session {
    /// `deactivate`'s argument: `NAME#` for every view an app constraint
    /// involves, and the app constraints' identifiers; after `NAME#`, the
    /// numbers `constraints NAME` gives the app's constraints (a stack's
    /// generated ones cannot be deactivated, so they are not offered). Nil
    /// when the cursor is not on that argument. (The grammar cannot see
    /// it: a `#` before anything but a digit starts a comment.)
    func constraintReferences(line: String, cursor: Int) -> (start: Int, candidates: [String])? {
        let characters = Array(line)
        let end = max(0, min(cursor, characters.count))
        var start = end
        while start > 0, !characters[start - 1].isWhitespace, characters[start - 1] != ";",
            characters[start - 1] != "{"
        {
            start -= 1
        }
        let word = String(characters[start..<end])
        var statement = Substring(String(characters[..<start]))
        if let cut = statement.lastIndex(where: { $0 == ";" || $0 == "{" }) {
            statement = statement[statement.index(after: cut)...]
        }
        let words = statement.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, grammar.spec(named: String(words[0]))?.name == DeactivateCommand.spec.name
        else { return nil }
        var out: [String] = []
        if let hash = word.firstIndex(of: "#") {
            let name = String(word[..<hash])
            guard let view = byName[name]?.view ?? (name == "root" ? window.rootView : nil) else { return (start, []) }
            for (i, c) in numberedConstraints(of: view).enumerated() where c.systemIdentifier == nil {
                out.append("\(name)#\(i + 1)")
            }
        } else {
            var names = Set<String>()
            for holder in window.rootView.allViews() {
                for c in holder.constraints where c.systemIdentifier == nil {
                    for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
                        if let v = (item as? View) ?? (item as? LayoutGuide)?.owningView { names.insert(v.name + "#") }
                    }
                    if let id = c.identifier { names.insert(id) }
                }
            }
            out = names.sorted()
        }
        return (start, out.filter { $0.hasPrefix(word) })
    }
}

/// Every kind's property names, once.
private let everyPropertyName = Set(viewKinds.flatMap(\.properties))

/// What only a scroll view has after `NAME.`: its two guides and its content size.
private let scrollViewMembers: Set<String> = [
    LayoutGuideKind.content.rawValue, LayoutGuideKind.frameGuide.rawValue, Expectation.Property.contentSize.name,
]

/// Whether a view of `kind` has `candidate`: a guide, an expected property
/// or a property (`text=`). Attributes, the geometric properties every view
/// has and `vary`'s qualifiers (`w=`) belong to every kind.
func kindHas(_ kind: String, _ candidate: String) -> Bool {
    let name = candidate.hasSuffix("=") ? String(candidate.dropLast()) : candidate
    if scrollViewMembers.contains(name) { return kind == "scroll" }
    if everyPropertyName.contains(name) { return propertyNames(of: kind).contains(name) }
    return true
}

extension Session {
    /// Inside `swift { … }`: after `NAME.`, the UIKit members of the view's
    /// class (`axis`, `addArrangedSubview`…); a bare word, the views' names.
    /// Nil outside such a block.
    func swiftCompletions(line: String, cursor: Int) -> (start: Int, candidates: [String])? {
        let scalars = Array(line.unicodeScalars.prefix(cursor))
        let before = String(String.UnicodeScalarView(scalars))
        let trimmed = before.drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.hasPrefix("swift"), let brace = trimmed.firstIndex(of: "{"),
              trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<brace].allSatisfy({ $0 == " " }) else { return nil }
        func isWord(_ u: Unicode.Scalar) -> Bool { u == "_" || u.properties.isAlphabetic || ("0"..."9").contains(u) }
        var i = scalars.count
        while i > 0, isWord(scalars[i - 1]) { i -= 1 }
        let prefix = String(String.UnicodeScalarView(scalars[i...]))
        if i > 0, scalars[i - 1] == "." {
            var j = i - 1
            while j > 0, isWord(scalars[j - 1]) { j -= 1 }
            let owner = String(String.UnicodeScalarView(scalars[j..<(i - 1)]))
            guard let v = owner == "view" ? window.rootView : byName[owner]?.view else { return (i, []) }
            let className = v is StackView ? "UIStackView" : v is ScrollView ? "UIScrollView" : v.kind.className
            return (i, SwiftProgram.memberNames(ofClass: className).filter { $0.hasPrefix(prefix) })
        }
        let names = (["view"] + entries.map(\.name).filter(SwiftIdentifiers.isPlain)).filter { $0.hasPrefix(prefix) }
        return (i, Array(Set(names)).sorted())
    }
}
