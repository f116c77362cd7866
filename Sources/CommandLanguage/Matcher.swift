/// Words that cannot name a view because they are keywords of the language.
let reservedWords = ["to", "into", "at", "after", "then"]

/// Whether `word` is a valid view name: a letter or `_`, then letters,
/// digits, `_` and `-`; or an Interface Builder object id (`49e-Tb-3d3`),
/// which names the view opened from a document.
func isValidName(_ word: String) -> Bool {
    if isInterfaceBuilderID(word) { return true }
    guard let first = word.first, first.isLetter || first == "_" else { return false }
    return word.allSatisfy { $0.isLetter || $0.isASCIIDigit || $0 == "_" || $0 == "-" }
}

/// Whether `word` has the shape of the object ids Interface Builder
/// writes: three, two and three letters or digits joined by `-`.
public func isInterfaceBuilderID(_ word: some StringProtocol) -> Bool {
    let parts = word.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.map(\.count) == [3, 2, 3] else { return false }
    return parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
}

/// How an element is quoted in a message: `'word'`, `"string"`, `a block { … }`.
func describe(_ element: Element) -> String {
    switch element {
    case .token(let token):
        if case .string = token.kind { return token.text }
        return "'\(token.text)'"
    case .block: return "a block { … }"
    }
}

/// A location covering `first` through the end of `last` (when on one line).
func span(_ first: SourceLocation, _ last: SourceLocation) -> SourceLocation {
    guard first.line == last.line else { return first }
    var result = first
    result.length = max(first.length, last.column + last.length - first.column)
    return result
}

/// A failed attempt at one form.
struct FormFailure: Error {
    var diagnostic: Diagnostic
    /// How many arguments matched before the failure.
    var progress: Int
    /// Whether the failure is "unexpected argument" (less telling than a mismatch).
    var isExtra: Bool
    /// Whether the failure is in a command inside a block (which has its own usage).
    var inBlock = false
}

/// Matches statements against a command table.
struct Matcher {
    let grammar: CommandGrammar
    let source: Source

    func diagnostic(_ message: String, at location: SourceLocation, hint: String? = nil,
                    suggestions: [String] = [], usage: [String] = []) -> Diagnostic {
        source.diagnostic(message, at: location, hint: hint, suggestions: suggestions, usage: usage)
    }

    func match(_ statement: Statement, inBlock: Bool) throws(Diagnostic) -> ParsedCommand {
        let name = statement.name
        guard let spec = grammar.spec(named: name) else {
            let suggestions = Suggestions.closest(to: name, among: grammar.commandNames)
            var hint: String? = suggestions.isEmpty ? "type 'help' for the list of commands" : nil
            if name == "then" {
                hint = "'then { … }' goes after the '}' of an animate block, on the same line"
            }
            throw diagnostic(Suggestions.appending(to: "unknown command '\(name)'", suggestions),
                             at: statement.command.location, hint: hint, suggestions: suggestions)
        }
        if inBlock && !spec.allowedInBlock {
            throw diagnostic("'\(spec.name)' cannot be used inside a block", at: statement.command.location)
        }

        var extraction = OptionExtraction(matcher: self, spec: spec, elements: statement.elements)
        extraction.run()

        var best: FormFailure?
        var matched: (form: CommandForm, arguments: [ParsedArgument])?
        for form in spec.forms {
            var formMatcher = FormMatcher(
                matcher: self, spec: spec, elements: extraction.positional, endLocation: statement.endLocation)
            do throws(FormFailure) {
                try formMatcher.run(form)
                matched = (form, formMatcher.arguments)
                break
            } catch {
                if let current = best {
                    if error.progress > current.progress || (error.progress == current.progress && current.isExtra && !error.isExtra) {
                        best = error
                    }
                } else {
                    best = error
                }
            }
        }

        var first: Diagnostic?
        var firstInBlock = false
        if let optionError = extraction.error { first = optionError }
        if matched == nil, let failure = best {
            if first == nil || failure.diagnostic.location.isBefore(first!.location) {
                first = failure.diagnostic
                firstInBlock = failure.inBlock
            }
        }
        if var error = first {
            if error.usage.isEmpty && !firstInBlock { error.usage = spec.usage }
            throw error
        }
        guard let matched else { preconditionFailure("a command without forms: \(spec.name)") }
        let properties = extraction.options.filter { spec.option(named: $0.name)?.isQualifier == false }
        if properties.count < spec.minimumProperties {
            throw diagnostic("missing PROP=VALUE: '\(spec.name)' needs a property to set",
                             at: statement.endLocation, usage: spec.usage)
        }
        return ParsedCommand(
            name: spec.name, form: matched.form.id, location: statement.command.location,
            arguments: matched.arguments, options: extraction.options,
            text: source.text(in: statement.range), source: source)
    }

    // MARK: Shared value readers

    /// A number from `element`, checked by `rule`; `label` names it in messages.
    func number(_ element: Element, label: String, rule: NumberRule) throws(Diagnostic) -> Double {
        guard let token = element.token else {
            throw diagnostic("expected a number for \(label), found \(describe(element))", at: element.location)
        }
        switch token.kind {
        case .number(let value):
            if let violation = rule.violation(value) {
                throw diagnostic("\(label) \(violation), found '\(token.text)'", at: token.location)
            }
            return value
        case .word(let word) where ["nan", "inf", "infinity"].contains(word.lowercased()):
            throw diagnostic("not a finite number: \(word)", at: token.location)
        default:
            throw diagnostic("expected a number for \(label), found \(describe(element))", at: token.location)
        }
    }

    /// A name from `element` for the role `role`.
    func name(_ element: Element, label: String, role: NameRole) throws(Diagnostic) -> String {
        guard let token = element.token, let word = token.word else {
            throw diagnostic("expected \(label), found \(describe(element))", at: element.location)
        }
        if role == .command {
            guard let spec = grammar.spec(named: word) else {
                let suggestions = Suggestions.closest(to: word, among: grammar.commandNames)
                throw diagnostic(Suggestions.appending(to: "unknown command '\(word)'", suggestions),
                                 at: token.location, suggestions: suggestions)
            }
            return spec.name
        }
        guard isValidName(word) else {
            if word.contains(".") {
                throw diagnostic("expected \(label), found '\(word)'", at: token.location,
                                 hint: "a view's name has no '.'")
            }
            throw diagnostic("'\(word)' is not a valid name", at: token.location,
                             hint: "names are letters, digits, '_' and '-', starting with a letter or '_'")
        }
        if role == .newName {
            if word == "root" {
                throw diagnostic("'root' is the root view; choose another name", at: token.location)
            }
            if reservedWords.contains(word) {
                throw diagnostic("'\(word)' is a keyword; choose another name", at: token.location)
            }
        }
        return word
    }

    /// An item (`root`, `NAME`, `NAME.guide`) from dotted parts.
    func item(_ parts: [(text: String, location: SourceLocation)], whole: SourceLocation,
              label: String) throws(Diagnostic) -> ItemReference {
        let base = parts[0]
        guard isValidName(base.text) else {
            if base.text.isEmpty {
                throw diagnostic("expected \(label), found '.'", at: whole)
            }
            throw diagnostic("'\(base.text)' is not a valid name", at: base.location,
                             hint: "names are letters, digits, '_' and '-', starting with a letter or '_'")
        }
        var guide: LayoutGuideKind?
        if parts.count == 2 {
            let part = parts[1]
            guard let kind = LayoutGuideKind(rawValue: part.text) else {
                let all = LayoutGuideKind.allCases.map(\.rawValue)
                let suggestions = Suggestions.closest(to: part.text, among: all)
                let message = part.text.isEmpty
                    ? "missing layout guide after '\(base.text).'"
                    : Suggestions.appending(to: "unknown layout guide '\(part.text)'", suggestions)
                throw diagnostic(message, at: part.text.isEmpty ? whole.end : part.location,
                                 hint: suggestions.isEmpty ? "guides are margins, safeArea, content and frameGuide" : nil,
                                 suggestions: suggestions)
            }
            guide = kind
        } else if parts.count > 2 {
            throw diagnostic("expected \(label), found '\(parts.map(\.text).joined(separator: "."))'", at: whole,
                             hint: "an item is NAME, root, or NAME.margins / .safeArea / .content / .frameGuide")
        }
        var location = whole
        if let last = parts.last, parts.count <= 2 { location = span(whole, last.location) }
        location.length = min(location.length, whole.length)
        return ItemReference(name: base.text, guide: guide, nameLocation: base.location, location: location)
    }

    /// `ITEM.ATTR` from a word token.
    func anchor(_ token: Token) throws(Diagnostic) -> AnchorReference {
        let parts = token.dottedParts
        guard parts.count >= 2 else {
            throw diagnostic("expected ITEM.ATTR, found '\(token.text)'", at: token.location,
                             hint: "e.g. \(token.text).top, root.safeArea.top")
        }
        let attributePart = parts[parts.count - 1]
        let item = try item(Array(parts.dropLast()), whole: token.location, label: "ITEM")
        guard let attribute = LayoutAttribute(rawValue: attributePart.text) else {
            if attributePart.text.isEmpty {
                throw diagnostic("missing attribute after '\(token.text)'", at: token.location.end,
                                 hint: "attributes are " + LayoutAttribute.allCases.map(\.rawValue).joined(separator: " "))
            }
            let all = LayoutAttribute.allCases.map(\.rawValue)
            let suggestions = Suggestions.closest(to: attributePart.text, among: all)
            var hint: String? = nil
            if let dash = attributePart.text.firstIndex(of: "-"),
               LayoutAttribute(rawValue: String(attributePart.text[..<dash])) != nil {
                hint = "put spaces around '-': \(token.text.replacingFirstDash())"
            } else if suggestions.isEmpty {
                hint = "attributes are " + all.joined(separator: " ")
            }
            throw diagnostic(Suggestions.appending(to: "unknown attribute '\(attributePart.text)'", suggestions),
                             at: attributePart.location, hint: hint, suggestions: suggestions)
        }
        return AnchorReference(item: item, attribute: attribute, attributeLocation: attributePart.location,
                               location: token.location)
    }
}

extension String {
    /// `b.bottom-8` → `b.bottom - 8`.
    func replacingFirstDash() -> String {
        guard let dash = firstIndex(of: "-") else { return self }
        return String(self[..<dash]) + " - " + String(self[index(after: dash)...])
    }
}
