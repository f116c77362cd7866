/// The two arguments that span several tokens: `constrain`'s expression
/// and `expect`'s check.
extension FormMatcher {
    /// The next element's token, or a "missing" diagnostic naming `what`.
    func nextToken(_ what: String) throws(Diagnostic) -> Token {
        guard index < elements.count else {
            throw matcher.diagnostic("missing \(what)", at: endLocation)
        }
        guard let token = elements[index].token else {
            throw matcher.diagnostic("expected \(what), found \(describe(elements[index]))",
                                     at: elements[index].location)
        }
        return token
    }

    mutating func constraint() throws(Diagnostic) -> (ConstraintExpression, SourceLocation) {
        let firstToken = try nextToken("ITEM.ATTR")
        guard firstToken.word != nil else {
            throw matcher.diagnostic("expected ITEM.ATTR, found \(describe(.token(firstToken)))",
                                     at: firstToken.location, hint: "e.g. a.top == root.safeArea.top + 20")
        }
        let first = try matcher.anchor(firstToken)
        index += 1
        var last = firstToken.location

        let relationToken = try nextToken("'==', '<=' or '>='")
        let relation: Relation
        switch relationToken.punctuation {
        case .equal?: relation = .equal
        case .lessThanOrEqual?: relation = .lessThanOrEqual
        case .greaterThanOrEqual?: relation = .greaterThanOrEqual
        default:
            throw matcher.diagnostic(
                "expected '==', '<=' or '>=', found \(describe(.token(relationToken)))", at: relationToken.location,
                hint: relationToken.punctuation == .assign ? "write '==' for equality" : nil)
        }
        index += 1
        last = relationToken.location
        var expression = ConstraintExpression(first: first, relation: relation,
                                              relationLocation: relationToken.location)

        let rhs = try nextToken("ITEM.ATTR or a constant after '\(relation.rawValue)'")
        if rhs.word == "standard" {
            throw matcher.diagnostic(
                "'standard' is a spacing between two items", at: rhs.location,
                hint: "e.g. \(first) \(relation.rawValue) other.\(first.attribute.rawValue) + standard")
        }
        if rhs.word != nil, !["nan", "inf", "infinity"].contains(rhs.text.lowercased()) {
            let second = try matcher.anchor(rhs)
            expression.second = second
            index += 1
            last = rhs.location
            if index < elements.count, elements[index].punctuation == .star {
                index += 1
                let m = try nextToken("a multiplier after '*'")
                expression.multiplier = try matcher.number(.token(m), label: "the multiplier", rule: .any)
                expression.multiplierLocation = m.location
                index += 1
                last = m.location
            }
            if index < elements.count, let sign = elements[index].punctuation, sign == .plus || sign == .minus {
                index += 1
                let c = try nextToken("a constant or 'standard' after '\(sign.rawValue)'")
                if c.word == "standard" {
                    guard sign == .plus else {
                        throw matcher.diagnostic(
                            "the system spacing is added, not taken away", at: elements[index - 1].location,
                            hint: "write '+ standard' with the items the other way round")
                    }
                    expression.usesStandardSpacing = true
                    expression.constantLocation = c.location
                    index += 1
                    last = c.location
                } else {
                    let value = try matcher.number(.token(c), label: "the constant", rule: .any)
                    expression.constant = sign == .minus ? -value : value
                    expression.constantLocation = c.location
                    index += 1
                    last = c.location
                }
            } else if index < elements.count, case .number(let value)? = elements[index].token?.kind,
                      value < 0 || elements[index].token!.text.hasPrefix("-") {
                // `b.bottom -8`: a signed constant without spaces.
                expression.constant = value
                expression.constantLocation = elements[index].location
                last = elements[index].location
                index += 1
            }
        } else {
            let value = try matcher.number(.token(rhs), label: "the constant", rule: .any)
            expression.constant = value
            expression.constantLocation = rhs.location
            index += 1
            last = rhs.location
        }
        if index < elements.count, elements[index].punctuation == .at {
            index += 1
            let p = try nextToken("a priority after '@'")
            expression.priority = try priority(p)
            expression.priorityLocation = p.location
            index += 1
            last = p.location
        }
        try check(expression)
        return (expression, span(firstToken.location, last))
    }

    /// A priority: a number in (0, 1000] or a name (`required`, `high`,
    /// `low`, `fittingSize`).
    func priority(_ token: Token) throws(Diagnostic) -> Double {
        guard let word = token.word, !["nan", "inf", "infinity"].contains(word.lowercased()) else {
            return try matcher.number(.token(token), label: "the priority", rule: .priority)
        }
        let names = NamedPriority.allCases.map(\.rawValue)
        if let named = NamedPriority(rawValue: word) { return named.value }
        let suggestions = Suggestions.closest(to: word, among: names)
        throw matcher.diagnostic(
            Suggestions.appending(to: "unknown priority '\(word)'", suggestions), at: token.location,
            hint: suggestions.isEmpty
                ? "a priority is a number from 1 to 1000 or required (1000), high (750), low (250), fittingSize (50)"
                : nil,
            suggestions: suggestions)
    }

    /// UIKit's rules for pairing attributes.
    func check(_ e: ConstraintExpression) throws(Diagnostic) {
        let a = e.first.attribute
        guard let second = e.second else {
            if !a.isDimension {
                throw matcher.diagnostic(
                    "'\(a.rawValue)' cannot equal a constant; only width and height can",
                    at: e.first.attributeLocation,
                    hint: "relate it to another item, e.g. \(e.first) \(e.relation.rawValue) root.\(a.rawValue) + \(formatted(e.constant))")
            }
            return
        }
        let b = second.attribute
        if a.isHorizontal != b.isHorizontal && !(a.isDimension && b.isDimension) {
            throw matcher.diagnostic(
                "cannot relate \(a.isHorizontal ? "horizontal" : "vertical") '\(a.rawValue)' to \(b.isHorizontal ? "horizontal" : "vertical") '\(b.rawValue)'",
                at: second.attributeLocation)
        }
        if a.isDimension != b.isDimension {
            let size = a.isDimension ? a : b, position = a.isDimension ? b : a
            throw matcher.diagnostic(
                "cannot relate a size ('\(size.rawValue)') to a position ('\(position.rawValue)')",
                at: second.attributeLocation)
        }
        if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
            throw matcher.diagnostic(
                "cannot relate '\(a.rawValue)' to '\(b.rawValue)'; leading/trailing and left/right do not mix",
                at: second.attributeLocation)
        }
        if e.usesStandardSpacing, a.isDimension, let at = e.constantLocation {
            throw matcher.diagnostic(
                "'standard' is a spacing between positions, not a size ('\(a.rawValue)')", at: at,
                hint: "UIKit's system spacing relates edges and baselines, e.g. b.top == a.bottom + standard")
        }
    }

    // MARK: expect

    /// `NAME.PROP == VALUE [within E]` or `conflicts == N`; `properties` are
    /// the ones `set` knows.
    mutating func expectation(properties: [OptionSpec]) throws(Diagnostic) -> (Expectation, SourceLocation) {
        let subjectToken = try nextToken("NAME.PROP or conflicts")
        let parts = subjectToken.dottedParts
        let geometric = Expectation.Property.geometric
        let names = geometric.map(\.name) + properties.map(\.name)
        let subject: String?
        let property: Expectation.Property
        let propertyLocation: SourceLocation
        if subjectToken.word == "conflicts" {
            subject = nil
            property = .conflicts
            propertyLocation = subjectToken.location
        } else {
            guard parts.count == 2, isValidName(parts[0].text) else {
                throw matcher.diagnostic(
                    "expected NAME.PROP or conflicts, found \(describe(.token(subjectToken)))",
                    at: subjectToken.location, hint: "e.g. expect photo.frame == {{16, 20}, {343, 565}}")
            }
            let word = parts[1].text
            if let fixed = geometric.first(where: { $0.name == word }) {
                property = fixed
            } else if properties.contains(where: { $0.name == word }) {
                property = .setting(word)
            } else {
                let suggestions = Suggestions.closest(to: word, among: names)
                throw matcher.diagnostic(
                    Suggestions.appending(to: "cannot expect '\(word)'", suggestions),
                    at: word.isEmpty ? subjectToken.location.end : parts[1].location,
                    hint: suggestions.isEmpty ? "expect checks " + names.joined(separator: " ") : nil,
                    suggestions: suggestions)
            }
            subject = parts[0].text
            propertyLocation = word.isEmpty ? subjectToken.location.end : parts[1].location
        }
        index += 1
        let relation = try nextToken("'=='")
        guard relation.punctuation == .equal else {
            throw matcher.diagnostic("expected '==', found \(describe(.token(relation)))", at: relation.location,
                                     hint: relation.punctuation == .assign ? "write '==' to compare" : nil)
        }
        index += 1
        let (expected, valueLocation, isNumeric) = try expectedValue(property, properties: properties)
        var expectation = Expectation(
            subject: subject, subjectLocation: parts.first?.location ?? subjectToken.location,
            property: property, propertyLocation: propertyLocation, expected: expected,
            expectedLocation: valueLocation)
        var last = valueLocation
        if index < elements.count, elements[index].word == "within" {
            let within = elements[index].location
            guard isNumeric else {
                throw matcher.diagnostic("'within' applies to numbers, and \(property.name) is not one",
                                         at: within)
            }
            index += 1
            let e = try nextToken("a tolerance after 'within'")
            expectation.tolerance = try matcher.number(.token(e), label: "the tolerance", rule: .nonNegative)
            expectation.toleranceLocation = e.location
            index += 1
            last = e.location
        }
        return (expectation, span(subjectToken.location, last))
    }

    /// The value after `==`: the value, where it is, whether it is made of
    /// numbers (so `within` applies).
    mutating func expectedValue(_ property: Expectation.Property, properties: [OptionSpec])
        throws(Diagnostic) -> (Expectation.Value, SourceLocation, Bool)
    {
        let shape: String
        switch property {
        case .frame, .bounds, .screenFrame, .startFrame: shape = "{{X, Y}, {W, H}}"
        case .contentSize: shape = "{W, H}"
        case .ambiguous: shape = "true or false"
        case .conflicts: shape = "a number of conflicts"
        case .setting(let name):
            // Typed as `set NAME name=VALUE` types it.
            guard let option = properties.first(where: { $0.name == name }) else {
                throw matcher.diagnostic("cannot expect '\(name)'", at: endLocation)
            }
            guard index < elements.count else {
                throw matcher.diagnostic("missing \(option.placeholder) after '=='", at: endLocation)
            }
            let extraction = OptionExtraction(matcher: matcher, spec: spec, elements: elements)
            let (value, count, location) = try extraction.value(
                of: option, at: index, after: elements[index - 1].location)
            index += count
            let numeric: Bool
            switch option.type {
            case .number, .pair, .point, .insets, .size: numeric = true
            case .numberOrChoice: if case .number = value { numeric = true } else { numeric = false }
            case .bool, .choice, .string, .word: numeric = false
            }
            return (.setting(value), location, numeric)
        }
        let valueToken = try nextToken(shape)
        let expected: Expectation.Value
        switch (property, valueToken.kind) {
        case (.frame, .rectLiteral(let x, let y, let w, let h)),
            (.bounds, .rectLiteral(let x, let y, let w, let h)),
            (.screenFrame, .rectLiteral(let x, let y, let w, let h)),
            (.startFrame, .rectLiteral(let x, let y, let w, let h)):
            expected = .rect(x: x, y: y, width: w, height: h)
        case (.contentSize, .sizeLiteral(let w, let h)):
            expected = .size(width: w, height: h)
        case (.ambiguous, .word("true")): expected = .bool(true)
        case (.ambiguous, .word("false")): expected = .bool(false)
        case (.conflicts, .number):
            let n = try matcher.number(.token(valueToken), label: "conflicts", rule: .wholeNumber(minimum: 0))
            expected = .count(Int(n))
        default:
            throw matcher.diagnostic(
                "expected \(shape) for \(property.name), found \(describe(.token(valueToken)))",
                at: valueToken.location)
        }
        index += 1
        let numeric: Bool
        switch property {
        case .frame, .bounds, .screenFrame, .startFrame, .contentSize: numeric = true
        default: numeric = false
        }
        return (expected, valueToken.location, numeric)
    }
}
