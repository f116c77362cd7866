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
                let c = try nextToken("a constant after '\(sign.rawValue)'")
                let value = try matcher.number(.token(c), label: "the constant", rule: .any)
                expression.constant = sign == .minus ? -value : value
                expression.constantLocation = c.location
                index += 1
                last = c.location
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
            expression.priority = try matcher.number(.token(p), label: "the priority", rule: .priority)
            expression.priorityLocation = p.location
            index += 1
            last = p.location
        }
        try check(expression)
        return (expression, span(firstToken.location, last))
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
    }

    // MARK: expect

    mutating func expectation() throws(Diagnostic) -> (Expectation, SourceLocation) {
        let subjectToken = try nextToken("NAME.frame or NAME.contentSize")
        let parts = subjectToken.dottedParts
        let properties = Expectation.Property.allCases.map(\.rawValue)
        guard parts.count == 2, isValidName(parts[0].text) else {
            throw matcher.diagnostic(
                "expected NAME.frame or NAME.contentSize, found \(describe(.token(subjectToken)))",
                at: subjectToken.location)
        }
        guard let property = Expectation.Property(rawValue: parts[1].text) else {
            let suggestions = Suggestions.closest(to: parts[1].text, among: properties)
            throw matcher.diagnostic(
                Suggestions.appending(to: "cannot expect '\(parts[1].text)'", suggestions),
                at: parts[1].text.isEmpty ? subjectToken.location.end : parts[1].location,
                hint: suggestions.isEmpty ? "expect checks NAME.frame or NAME.contentSize" : nil,
                suggestions: suggestions)
        }
        index += 1
        let relation = try nextToken("'=='")
        guard relation.punctuation == .equal else {
            throw matcher.diagnostic("expected '==', found \(describe(.token(relation)))", at: relation.location)
        }
        index += 1
        let shape = property == .frame ? "{{X, Y}, {W, H}}" : "{W, H}"
        let valueToken = try nextToken(shape)
        let expected: Expectation.Value
        switch (property, valueToken.kind) {
        case (.frame, .rectLiteral(let x, let y, let w, let h)):
            expected = .rect(x: x, y: y, width: w, height: h)
        case (.contentSize, .sizeLiteral(let w, let h)):
            expected = .size(width: w, height: h)
        default:
            throw matcher.diagnostic(
                "expected \(shape) for \(property.rawValue), found \(describe(.token(valueToken)))",
                at: valueToken.location)
        }
        index += 1
        let expectation = Expectation(
            subject: parts[0].text, subjectLocation: parts[0].location, property: property,
            expected: expected, expectedLocation: valueToken.location)
        return (expectation, span(subjectToken.location, valueToken.location))
    }
}
