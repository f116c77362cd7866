/// Pulls `key=value` options out of a statement's elements, leaving the
/// positional ones; records the first error.
struct OptionExtraction {
    let matcher: Matcher
    let spec: CommandSpec
    let elements: [Element]
    var positional: [Element] = []
    var options: [ParsedOption] = []
    var error: Diagnostic?

    init(matcher: Matcher, spec: CommandSpec, elements: [Element]) {
        self.matcher = matcher
        self.spec = spec
        self.elements = elements
    }

    func isOptionStart(_ k: Int) -> Bool {
        guard !spec.options.isEmpty, k + 1 < elements.count, let word = elements[k].word,
              !word.contains("."), elements[k + 1].punctuation == .assign else { return false }
        return true
    }

    /// A flag written bare (`bold` for `bold=true`): a word naming a flag
    /// option, not first, not followed by `=`.
    func isBareFlag(_ k: Int) -> OptionSpec? {
        guard k > 0, let word = elements[k].word, !(k + 1 < elements.count && elements[k + 1].punctuation == .assign),
              let option = spec.option(named: word), option.isFlag else { return nil }
        return option
    }

    mutating func run() {
        var k = 0
        while k < elements.count {
            if let flag = isBareFlag(k), let token = elements[k].token {
                if let previous = options.first(where: { $0.name == flag.name }) {
                    if error == nil {
                        error = matcher.diagnostic(
                            "duplicate option '\(flag.name)'", at: token.location,
                            hint: "'\(flag.name)' is already set at column \(previous.nameLocation.column)")
                    }
                } else {
                    options.append(ParsedOption(flag.name, .bool(true), nameLocation: token.location,
                                                valueLocation: token.location))
                }
                k += 1
                continue
            }
            guard isOptionStart(k), let key = elements[k].token else {
                positional.append(elements[k])
                k += 1
                continue
            }
            let name = key.text
            let valueStart = k + 2
            do throws(Diagnostic) {
                guard let option = spec.option(named: name) else {
                    let names = spec.options.map(\.name)
                    let suggestions = Suggestions.closest(to: name, among: names)
                    let noun = spec.minimumProperties > 0 ? "property" : "option"
                    throw matcher.diagnostic(
                        Suggestions.appending(to: "unknown \(noun) '\(name)' for '\(spec.name)'", suggestions),
                        at: key.location,
                        hint: "\(spec.name) takes " + names.map { $0 + "=" }.joined(separator: " "),
                        suggestions: suggestions)
                }
                if let previous = options.first(where: { $0.name == name }) {
                    throw matcher.diagnostic(
                        "duplicate option '\(name)'", at: key.location,
                        hint: "'\(name)' is already set at column \(previous.nameLocation.column)")
                }
                let (value, count, location) = try self.value(of: option, at: valueStart,
                                                              after: elements[k + 1].location)
                options.append(ParsedOption(name, value, nameLocation: key.location, valueLocation: location))
                k = valueStart + count
            } catch {
                if self.error == nil { self.error = error }
                k = skipValue(from: valueStart)
            }
        }
    }

    /// Skips a value of unknown shape: one element, then `, element` pairs.
    func skipValue(from start: Int) -> Int {
        var k = min(start + 1, elements.count)
        while k + 1 < elements.count, elements[k].punctuation == .comma { k += 2 }
        return k
    }

    /// Reads `count` numbers separated by commas.
    func numbers(_ count: Int, at start: Int, option: OptionSpec, rule: NumberRule,
                 after assign: SourceLocation) throws(Diagnostic) -> [Double] {
        var values: [Double] = []
        var k = start
        let expected = "expected \(option.placeholder) for \(option.name)"
        for i in 0..<count {
            if i > 0 {
                guard k < elements.count, elements[k].punctuation == .comma else {
                    let at = k < elements.count ? elements[k].location : elements[k - 1].location.end
                    let found = k < elements.count ? ", found \(describe(elements[k]))" : ""
                    throw matcher.diagnostic("\(expected)\(found)", at: at,
                                             hint: "write \(count) numbers separated by commas, e.g. \(option.name)=\(example(count))")
                }
                k += 1
            }
            guard k < elements.count else {
                throw matcher.diagnostic(expected, at: elements[k - 1].location.end)
            }
            guard FormMatcher.canStart(.number("", .any), elements[k]) else {
                throw matcher.diagnostic("\(expected), found \(describe(elements[k]))", at: elements[k].location)
            }
            values.append(try matcher.number(elements[k], label: option.name, rule: rule))
            k += 1
        }
        return values
    }

    func example(_ count: Int) -> String {
        count == 2 ? "250,750" : "8,16,8,16"
    }

    /// The value of `option` starting at `start`: value, element count, location.
    func value(of option: OptionSpec, at start: Int, after assign: SourceLocation)
        throws(Diagnostic) -> (ArgumentValue, Int, SourceLocation)
    {
        guard start < elements.count, let token = elements[start].token else {
            throw matcher.diagnostic("missing value for '\(option.name)'", at: assign.end,
                                     hint: "e.g. \(option.synopsis)")
        }
        func located(_ value: ArgumentValue, _ count: Int) -> (ArgumentValue, Int, SourceLocation) {
            let last = elements[start + count - 1].location
            return (value, count, span(token.location, last))
        }
        switch option.type {
        case .number(let rule):
            return located(.number(try matcher.number(.token(token), label: option.name, rule: rule)), 1)
        case .numberOrChoice(let rule, let values):
            if let word = token.word, values.contains(word) { return located(.keyword(word), 1) }
            if FormMatcher.canStart(.number("", .any), .token(token)) {
                return located(.number(try matcher.number(.token(token), label: option.name, rule: rule)), 1)
            }
            let suggestions = token.word.map { Suggestions.closest(to: $0, among: values) } ?? []
            throw matcher.diagnostic(
                Suggestions.appending(
                    to: "expected a number or \(Suggestions.listing(values, conjunction: "or")) for \(option.name), found \(describe(.token(token)))",
                    suggestions),
                at: token.location, suggestions: suggestions)
        case .bool:
            switch token.word {
            case "true": return located(.bool(true), 1)
            case "false": return located(.bool(false), 1)
            default:
                let suggestions = token.word.map { Suggestions.closest(to: $0, among: ["true", "false"]) } ?? []
                throw matcher.diagnostic(
                    Suggestions.appending(to: "expected true or false for \(option.name), found \(describe(.token(token)))", suggestions),
                    at: token.location, suggestions: suggestions)
            }
        case .choice(let values):
            if let word = token.word, values.contains(word) { return located(.keyword(word), 1) }
            guard let word = token.word else {
                throw matcher.diagnostic(
                    "expected \(option.placeholder) for \(option.name), found \(describe(.token(token)))",
                    at: token.location)
            }
            let suggestions = Suggestions.closest(to: word, among: values)
            let message = suggestions.isEmpty
                ? "unknown \(option.name) '\(word)'; expected \(Suggestions.listing(values, conjunction: "or"))"
                : Suggestions.appending(to: "unknown \(option.name) '\(word)'", suggestions)
            throw matcher.diagnostic(message, at: token.location, suggestions: suggestions)
        case .pair(let rule):
            // `{H, V}` too, as a change report prints two numbers.
            if case .sizeLiteral(let h, let v) = token.kind {
                for x in [h, v] {
                    if let violation = rule.violation(x) {
                        throw matcher.diagnostic("\(option.name) \(violation), found '\(token.text)'", at: token.location)
                    }
                }
                return located(.pair(h, v), 1)
            }
            let v = try numbers(2, at: start, option: option, rule: rule, after: assign)
            return located(.pair(v[0], v[1]), 3)
        case .point:
            // `{X, Y}` too, as `frame`, `dump` and change reports print a point.
            if case .sizeLiteral(let x, let y) = token.kind { return located(.point(x: x, y: y), 1) }
            let v = try numbers(2, at: start, option: option, rule: .any, after: assign)
            return located(.point(x: v[0], y: v[1]), 3)
        case .insets:
            let v = try numbers(4, at: start, option: option, rule: .any, after: assign)
            return located(.insets(top: v[0], left: v[1], bottom: v[2], right: v[3]), 7)
        case .size:
            // `{W, H}` too, as reports print a size.
            var dimensions: (Double, Double)?
            if case .dimensions(let w, let h, let scale) = token.kind, scale == nil { dimensions = (w, h) }
            if case .sizeLiteral(let w, let h) = token.kind { dimensions = (w, h) }
            guard let dimensions else {
                throw matcher.diagnostic(
                    "expected WxH for \(option.name), found \(describe(.token(token)))", at: token.location,
                    hint: "e.g. \(option.name)=120x44")
            }
            let (w, h) = dimensions
            if w < 0 || h < 0 {
                throw matcher.diagnostic("a size cannot be negative: \(token.text)", at: token.location)
            }
            return located(.size(width: w, height: h), 1)
        case .string:
            guard case .string(let s) = token.kind else {
                throw matcher.diagnostic(
                    "expected a string in double quotes for \(option.name), found \(describe(.token(token)))",
                    at: token.location, hint: "e.g. \(option.name)=\"\(token.text)\"")
            }
            return located(.string(s), 1)
        case .word:
            if case .string(let s) = token.kind { return located(.string(s), 1) }
            // A word, or a number-led name such as an IB id (`49e-Tb-3d3`
            // lexes as a word already): the token's text as written.
            guard token.word != nil || { if case .number = token.kind { return true } else { return false } }() else {
                throw matcher.diagnostic(
                    "expected a word or a string in double quotes for \(option.name), found \(describe(.token(token)))",
                    at: token.location, hint: "e.g. \(option.name)=\"\(token.text)\"")
            }
            return located(.string(token.text), 1)
        }
    }
}
