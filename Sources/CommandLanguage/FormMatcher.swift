/// Matches the positional elements against one form.
struct FormMatcher {
    let matcher: Matcher
    let spec: CommandSpec
    let elements: [Element]
    let endLocation: SourceLocation
    var index = 0
    var arguments: [ParsedArgument] = []

    init(matcher: Matcher, spec: CommandSpec, elements: [Element], endLocation: SourceLocation) {
        self.matcher = matcher
        self.spec = spec
        self.elements = elements
        self.endLocation = endLocation
        // An element gives at most one argument: reserving them all at once
        // spares `add r0 … r9999 to list` the copies of a growing list (and
        // a quarter of its slots unused).
        arguments.reserveCapacity(elements.count)
    }

    func fail(_ diagnostic: Diagnostic, extra: Bool = false) -> FormFailure {
        FormFailure(diagnostic: diagnostic, progress: index, isExtra: extra)
    }

    mutating func run(_ form: CommandForm) throws(FormFailure) {
        try matchSequence(form.pattern)
        if index < elements.count {
            let element = elements[index]
            let what: String
            if case .block = element { what = "unexpected block { … }" } else {
                what = "unexpected argument \(describe(element))"
            }
            throw fail(matcher.diagnostic(what, at: element.location), extra: true)
        }
    }

    /// Whether `pattern` can begin at `element` (decides optional groups).
    static func canStart(_ pattern: ArgumentPattern, _ element: Element) -> Bool {
        let token = element.token
        switch pattern {
        case .keyword(let k): return element.word == k
        case .name, .names, .item, .choice, .constraint, .expectation: return element.word != nil
        case .string, .strings: if case .string = token?.kind { return true } else { return false }
        case .number:
            if case .number = token?.kind { return true }
            return element.word.map { ["nan", "inf", "infinity"].contains($0.lowercased()) } ?? false
        case .numberOrKeyword:
            if case .number = token?.kind { return true }
            return element.word != nil
        case .file:
            if case .string = token?.kind { return true }
            return element.word != nil
        case .device, .size:
            if case .dimensions = token?.kind { return true }
            return element.word != nil
        case .block: if case .block = element { return true } else { return false }
        case .optional(let inner): return inner.first.map { canStart($0, element) } ?? false
        }
    }

    mutating func matchSequence(_ patterns: [ArgumentPattern]) throws(FormFailure) {
        for (k, pattern) in patterns.enumerated() {
            if case .optional(let inner) = pattern {
                if index < elements.count, FormMatcher.canStart(pattern, elements[index]) {
                    try matchSequence(inner)
                }
                continue
            }
            guard index < elements.count else {
                throw fail(missing(Array(patterns[k...])))
            }
            do {
                try matchOne(pattern)
            } catch let error as Diagnostic {
                throw fail(error)
            } catch let error as BlockFailure {
                var failure = fail(error.diagnostic)
                failure.inBlock = true
                throw failure
            } catch {
                preconditionFailure("unexpected error \(error)")
            }
        }
    }

    func missing(_ rest: [ArgumentPattern]) -> Diagnostic {
        let required = rest.filter { if case .optional = $0 { return false } else { return true } }
        let text = required.map(\.placeholder).joined(separator: " ")
        let hasKeyword = required.contains { if case .keyword = $0 { return true } else { return false } }
        return matcher.diagnostic("missing " + (hasKeyword ? "'\(text)'" : text), at: endLocation)
    }

    mutating func append(_ label: String, _ value: ArgumentValue, _ location: SourceLocation) {
        arguments.append(ParsedArgument(label, value, at: location))
    }

    /// `matchOne` throws a ``Diagnostic``, or this for a command inside a block.
    struct BlockFailure: Error {
        var diagnostic: Diagnostic
    }

    mutating func matchOne(_ pattern: ArgumentPattern) throws {
        let element = elements[index]
        let location = element.location
        switch pattern {
        case .keyword(let keyword):
            guard element.word == keyword else {
                throw matcher.diagnostic("expected '\(keyword)', found \(describe(element))", at: location)
            }
            index += 1
        case .name(let label, let role):
            append(label, .name(try matcher.name(element, label: label, role: role)), location)
            index += 1
        case .names(let label, let role):
            append(label, .name(try matcher.name(element, label: label, role: role)), location)
            index += 1
            while index < elements.count, let word = elements[index].word, !spec.keywords.contains(word) {
                append(label, .name(try matcher.name(elements[index], label: label, role: role)),
                       elements[index].location)
                index += 1
            }
        case .item(let label):
            guard let token = element.token, token.word != nil else {
                throw matcher.diagnostic("expected \(label), found \(describe(element))", at: location)
            }
            let item = try matcher.item(token.dottedParts, whole: token.location, label: label)
            append(label, .item(item), location)
            index += 1
        case .string(let label):
            guard case .string(let text)? = element.token?.kind else {
                throw matcher.diagnostic(
                    "expected a string in double quotes for \(label), found \(describe(element))", at: location,
                    hint: element.word.map { "e.g. \"\($0)\"" })
            }
            append(label, .string(text), location)
            index += 1
        case .strings(let label):
            try matchOne(.string(label))
            while index < elements.count, case .string(let text)? = elements[index].token?.kind {
                append(label, .string(text), elements[index].location)
                index += 1
            }
        case .number(let label, let rule):
            append(label, .number(try matcher.number(element, label: label, rule: rule)), location)
            index += 1
        case .numberOrKeyword(let label, let rule, let words):
            if let word = element.word, !["nan", "inf", "infinity"].contains(word.lowercased()) {
                guard words.contains(word) else {
                    let suggestions = Suggestions.closest(to: word, among: words)
                    let choices = Suggestions.listing(["a number"] + words, conjunction: "or")
                    throw matcher.diagnostic(
                        Suggestions.appending(to: "expected \(choices) for \(label), found '\(word)'", suggestions),
                        at: location, suggestions: suggestions)
                }
                append(label, .keyword(word), location)
            } else {
                append(label, .number(try matcher.number(element, label: label, rule: rule)), location)
            }
            index += 1
        case .choice(let label, let values):
            guard let word = element.word else {
                throw matcher.diagnostic(
                    "expected \(values.joined(separator: "|")), found \(describe(element))", at: location)
            }
            guard values.contains(word) else {
                let suggestions = Suggestions.closest(to: word, among: values)
                let noun = label.lowercased()
                let message = suggestions.isEmpty
                    ? "unknown \(noun) '\(word)'; expected \(Suggestions.listing(values, conjunction: "or"))"
                    : Suggestions.appending(to: "unknown \(noun) '\(word)'", suggestions)
                throw matcher.diagnostic(message, at: location, suggestions: suggestions)
            }
            append(label, .keyword(word), location)
            index += 1
        case .file(let label):
            switch element.token?.kind {
            case .string(let text)?: append(label, .string(text), location)
            case .word(let word)?: append(label, .string(word), location)
            default:
                throw matcher.diagnostic("expected a file name for \(label), found \(describe(element))",
                                         at: location, hint: "quote names with other characters: \"my file.repl\"")
            }
            index += 1
        case .device(let label, let names):
            append(label, .device(try device(element, names: names)), location)
            index += 1
        case .size(let label):
            guard case .dimensions(let w, let h, let scale)? = element.token?.kind, scale == nil else {
                let what = label == "WxH" ? "a size WxH" : "a size WxH for \(label)"
                throw matcher.diagnostic("expected \(what), found \(describe(element))",
                                         at: location, hint: "e.g. 120x80")
            }
            if w < 0 || h < 0 {
                throw matcher.diagnostic("a size cannot be negative: \(element.token!.text)", at: location)
            }
            append(label, .size(width: w, height: h), location)
            index += 1
        case .constraint:
            let (expression, location) = try constraint()
            append("CONSTRAINT", .constraint(expression), location)
        case .expectation(let properties):
            let (expectation, location) = try expectation(properties: properties)
            append("EXPECTATION", .expectation(expectation), location)
        case .block(let label):
            guard case .block(let block) = element else {
                throw matcher.diagnostic("expected a block { COMMAND; … }, found \(describe(element))",
                                         at: location)
            }
            var commands: [ParsedCommand] = []
            for statement in block.statements {
                do throws(Diagnostic) {
                    commands.append(try matcher.match(statement, inBlock: true))
                } catch {
                    throw BlockFailure(diagnostic: error)
                }
            }
            append(label, .commands(commands), location)
            index += 1
        case .optional:
            preconditionFailure("optional groups are matched by matchSequence")
        }
    }

    func device(_ element: Element, names: [String]) throws(Diagnostic) -> DeviceSpec {
        let location = element.location
        if case .dimensions(let w, let h, let scale)? = element.token?.kind {
            guard w > 0, h > 0 else {
                throw matcher.diagnostic("empty device: width and height must be greater than 0",
                                         at: location)
            }
            if let scale, scale <= 0 {
                throw matcher.diagnostic("the scale must be greater than 0, found \(formatted(scale))x",
                                         at: location)
            }
            return .custom(width: w, height: h, scale: scale)
        }
        guard let word = element.word else {
            throw matcher.diagnostic("expected a device, found \(describe(element))", at: location,
                                     hint: "devices are \(names.joined(separator: " ")) or WxH[@Sx]")
        }
        func normalized(_ name: String) -> String {
            String(name.lowercased().filter { $0 != "-" && $0 != "_" })
        }
        guard let name = names.first(where: { normalized($0) == normalized(word) }) else {
            let suggestions = Suggestions.closest(to: word, among: names)
            throw matcher.diagnostic(
                Suggestions.appending(to: "unknown device '\(word)'", suggestions), at: location,
                hint: suggestions.isEmpty ? "devices are \(names.joined(separator: " ")) or WxH[@Sx]" : nil,
                suggestions: suggestions)
        }
        return .named(name)
    }
}
