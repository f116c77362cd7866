/// What may be typed at the cursor, for tab completion.
///
/// The syntax knows command names, option names, enumeration values,
/// keywords, layout guides and attributes; it does not know the session's
/// views, so for ``Slot/name(_:)`` and ``Slot/item`` the REPL core adds the
/// names of the views that fit the role, filtered by ``prefix``.
public struct Completion: Sendable, Equatable {
    /// A kind of thing expected at the cursor.
    public enum Slot: Sendable, Equatable {
        /// A command name.
        case commandName
        /// A view name with this role (the REPL core supplies names).
        case name(NameRole)
        /// A layout item: a view name or `root` (the REPL core supplies view names).
        case item
        /// What follows `ITEM.`: a guide, an attribute or an expected property
        /// (candidates given); the payload is the text before the last dot.
        case member(of: String)
        /// An option name (`key=`).
        case optionName
        /// The value of the option with this name.
        case optionValue(String)
        /// A keyword or punctuation of the command (`to`, `timeline`, `==`).
        case keyword
        /// A number, string or size: nothing to complete.
        case value
        /// A file name.
        case file
    }

    /// The canonical name of the command being typed (nil when the command
    /// word itself is being typed or is unknown).
    public var command: String?
    /// What may come at the cursor, in a useful order.
    public var slots: [Slot]
    /// The part of the current word before the cursor (after the last `.` for members).
    public var prefix: String
    /// Where `prefix` starts: a 0-based character offset into the line.
    public var start: Int
    /// Candidates known to the syntax that start with `prefix` (ignoring
    /// case), in table order; option names end with `=`.
    public var candidates: [String]
    /// The view whose members or properties the candidates are, when they
    /// depend on its kind: `photo` in `constrain photo.` and `expect photo.`,
    /// `row` in `set row ` (a command whose options are the named view's
    /// properties). The syntax offers every guide and property; the REPL
    /// core keeps those the view's kind has.
    public var subject: String?

    /// Creates a completion.
    public init(command: String?, slots: [Slot], prefix: String, start: Int, candidates: [String],
                subject: String? = nil) {
        self.command = command
        self.slots = slots
        self.prefix = prefix
        self.start = start
        self.candidates = candidates
        self.subject = subject
    }

    /// The 1-based column where `prefix` starts.
    public var column: Int { start + 1 }

    /// Nothing to complete (inside a string or a comment, unknown command).
    public static func nothing(at offset: Int, prefix: String = "") -> Completion {
        Completion(command: nil, slots: [], prefix: prefix, start: offset, candidates: [])
    }

    /// Whether the REPL core should offer view names.
    public var wantsViewNames: Bool {
        slots.contains { slot in
            switch slot {
            case .item, .name: return true
            default: return false
            }
        }
    }
}

/// What the partial matcher expects next.
enum Expected: Equatable {
    case pattern(ArgumentPattern)
    /// `ITEM.ATTR` of a constraint.
    case anchor
    /// The right side of a constraint: an anchor or a constant.
    case anchorOrConstant
    /// Punctuation of a constraint (`==`, `*`, `@`, …).
    case marks([String])
    /// `NAME.PROP` or `conflicts`; the properties `set` knows come with it.
    case expectationSubject([String])
    /// `==` of `expect`.
    case expectationRelation
}

/// The outcome of matching the positional arguments typed so far.
enum Partial {
    /// All typed arguments matched and the form is complete.
    case done
    /// Input ran out: these may come next; `onlyBlocksLeft` says whether the
    /// required rest is made of blocks only (so options fit here too).
    case expecting([Expected], onlyBlocksLeft: Bool)
    /// The typed arguments do not fit.
    case failed
}

extension CommandGrammar {
    /// What may be typed at `cursor` in `line`.
    ///
    /// - Parameters:
    ///   - line: The whole input line (for a block, the current line is enough
    ///     unless completion should see the commands before it).
    ///   - cursor: The cursor position, as a 0-based offset in characters
    ///     (not bytes; libedit's byte offset must be converted).
    public func completion(forLine line: String, cursor: Int) -> Completion {
        let characters = Array(line)
        let cursor = max(0, min(cursor, characters.count))
        var lexer = Lexer(Source(String(characters[0..<cursor])))
        lexer.run()
        if lexer.endsInComment { return .nothing(at: cursor) }
        var tokens = lexer.tokens
        if case .invalid(let error)? = tokens.last?.kind, error.kind == .unterminatedString {
            return .nothing(at: cursor)
        }
        var prefix = ""
        var start = cursor
        if let last = tokens.last, last.endOffset == cursor {
            switch last.kind {
            case .word, .number, .dimensions, .invalid:
                prefix = last.text
                start = last.offset
                tokens.removeLast()
            default:
                break
            }
        }

        // The statement the cursor is in: after the last separator or open brace.
        var starts = [0]
        for (i, token) in tokens.enumerated() {
            if token.isSeparator {
                starts[starts.count - 1] = i + 1
            } else if token.punctuation == .openBrace {
                starts.append(i + 1)
            } else if token.punctuation == .closeBrace {
                if starts.count > 1 { starts.removeLast() } else { starts[0] = i + 1 }
            }
        }
        let statement = Array(tokens[starts[starts.count - 1]...])
        guard let commandToken = statement.first else {
            return Completion(command: nil, slots: [.commandName], prefix: prefix, start: start,
                              candidates: filter(commandNames, prefix))
        }
        guard let commandWord = commandToken.word, let spec = spec(named: commandWord) else {
            return .nothing(at: start, prefix: prefix)
        }
        let elements = CommandGrammar.elements(Array(statement.dropFirst()))
        var result = Completion(command: spec.name, slots: [], prefix: prefix, start: start, candidates: [])

        // An option's value: `key=` or `key=pre`.
        if let last = elements.last, last.punctuation == .assign || last.punctuation == .comma {
            if last.punctuation == .assign, elements.count >= 2, let key = elements[elements.count - 2].word {
                result.slots = [.optionValue(key)]
                switch spec.option(named: key)?.type {
                case .choice(let values)?: result.candidates = filter(values, prefix)
                case .numberOrChoice(_, let values)?: result.candidates = filter(values, prefix)
                case .bool?: result.candidates = filter(["true", "false"], prefix)
                default: break
                }
            } else {
                result.slots = [.value]
            }
            return result
        }

        let matcher = Matcher(grammar: self, source: Source(line))
        var extraction = OptionExtraction(matcher: matcher, spec: spec, elements: elements)
        extraction.run()
        var expected: [Expected] = []
        var offerOptions = false
        for form in spec.forms {
            var index = 0
            switch partial(form.pattern[...], extraction.positional, &index, spec: spec) {
            case .done:
                offerOptions = true
            case .expecting(let next, let onlyBlocksLeft):
                for e in next where !expected.contains(e) { expected.append(e) }
                if onlyBlocksLeft { offerOptions = true }
            case .failed:
                break
            }
        }

        var candidates: [String] = []
        var slots: [Completion.Slot] = []
        func add(_ slot: Completion.Slot, _ words: [String] = []) {
            if !slots.contains(slot) { slots.append(slot) }
            for word in words where !candidates.contains(word) { candidates.append(word) }
        }

        if let dot = prefix.lastIndex(of: ".") {
            // Completing a member: `photo.`, `root.safeArea.t`.
            let base = String(prefix[..<dot])
            let member = String(prefix[prefix.index(after: dot)...])
            let depth = base.split(separator: ".", omittingEmptySubsequences: false).count
            let guides = LayoutGuideKind.allCases.map(\.rawValue)
            let attributes = LayoutAttribute.allCases.map(\.rawValue)
            for e in expected {
                switch e {
                case .pattern(.item) where depth == 1:
                    add(.member(of: base), guides)
                case .anchor, .anchorOrConstant:
                    if depth == 1 {
                        add(.member(of: base), attributes + guides)
                    } else if depth == 2 {
                        add(.member(of: base), attributes)
                    }
                case .expectationSubject(let settings) where depth == 1:
                    add(.member(of: base), Expectation.Property.geometric.map(\.name) + settings)
                default:
                    break
                }
            }
            return Completion(command: spec.name, slots: slots, prefix: member,
                              start: start + base.count + 1, candidates: filter(candidates, member),
                              subject: depth == 1 && !slots.isEmpty ? base : nil)
        }

        for e in expected {
            switch e {
            case .pattern(let pattern):
                switch pattern {
                case .keyword(let k): add(.keyword, [k])
                case .name(_, .command), .names(_, .command): add(.name(.command), commandNames)
                case .name(_, let role), .names(_, let role): add(.name(role))
                case .item: add(.item, ["root"])
                case .numberOrKeyword(_, _, let words): add(.keyword, words); add(.value)
                case .choice(_, let values): add(.keyword, values)
                case .device(_, let names): add(.keyword, names); add(.value)
                case .file: add(.file)
                case .constraint: add(.item, ["root"])
                case .expectation: add(.name(.view))
                case .string, .strings, .number, .size, .block, .optional: add(.value)
                }
            case .anchor, .anchorOrConstant:
                add(.item, ["root"])
                if e == .anchorOrConstant { add(.value) }
            case .marks(let marks):
                add(.keyword, marks)
            case .expectationSubject:
                add(.name(.view))
                add(.keyword, ["conflicts"])
            case .expectationRelation:
                add(.keyword, ["=="])
            }
        }
        if offerOptions {
            let given = extraction.options.map(\.name)
            let names = spec.options.filter { !given.contains($0.name) }.flatMap { o in
                o.isFlag ? [o.name] : [o.name + "="]
            }
            if !names.isEmpty { add(.optionName, names) }
            if spec.minimumProperties > 0 { result.subject = extraction.positional.first?.word }
        }
        result.slots = slots
        result.candidates = filter(candidates, prefix)
        return result
    }

    /// `words` that start with `prefix`, ignoring case, in order.
    func filter(_ words: [String], _ prefix: String) -> [String] {
        let lowered = prefix.lowercased()
        return words.filter { $0.lowercased().hasPrefix(lowered) }
    }

    /// Tokens as elements, with each complete `{ … }` as one block element.
    static func elements(_ tokens: [Token]) -> [Element] {
        var elements: [Element] = []
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if token.punctuation == .openBrace {
                var depth = 0
                var j = i
                while j < tokens.count {
                    if tokens[j].punctuation == .openBrace { depth += 1 }
                    if tokens[j].punctuation == .closeBrace {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j += 1
                }
                let close = j < tokens.count ? tokens[j] : token
                elements.append(.block(Block(open: token, statements: [], close: close)))
                i = j + 1
            } else {
                elements.append(.token(token))
                i += 1
            }
        }
        return elements
    }

    /// Matches `patterns` against the typed `elements` from `index`, loosely
    /// (shapes only), to learn what may come next.
    func partial(_ patterns: ArraySlice<ArgumentPattern>, _ elements: [Element], _ index: inout Int,
                 spec: CommandSpec) -> Partial {
        var collected: [Expected] = []
        for (offset, pattern) in zip(patterns.indices, patterns) {
            let rest = patterns[offset...]
            if index == elements.count {
                if case .optional(let inner) = pattern {
                    if let first = inner.first { collected.append(.pattern(first)) }
                    continue
                }
                switch pattern {
                case .constraint: collected.append(.anchor)
                case .expectation(let properties): collected.append(.expectationSubject(properties.map(\.name)))
                default: collected.append(.pattern(pattern))
                }
                let onlyBlocks = rest.allSatisfy { p in
                    switch p {
                    case .block, .optional: return true
                    default: return false
                    }
                }
                return .expecting(collected, onlyBlocksLeft: onlyBlocks)
            }
            collected = []
            let element = elements[index]
            switch pattern {
            case .optional(let inner):
                guard let first = inner.first, FormMatcher.canStart(first, element) else { continue }
                switch partial(inner[...], elements, &index, spec: spec) {
                case .done: continue
                case .expecting(let next, let onlyBlocks):
                    // Inside the group: what follows it may not come yet.
                    return .expecting(next, onlyBlocksLeft: onlyBlocks && rest.dropFirst().allSatisfy {
                        if case .keyword = $0 { return false } else { return true }
                    })
                case .failed: return .failed
                }
            case .keyword(let k):
                guard element.word == k else { return .failed }
                index += 1
            case .names:
                guard element.word != nil else { return .failed }
                index += 1
                while index < elements.count, let word = elements[index].word, !spec.keywords.contains(word) {
                    index += 1
                }
                if index == elements.count { collected.append(.pattern(pattern)) }
            case .strings:
                guard FormMatcher.canStart(pattern, element) else { return .failed }
                index += 1
                while index < elements.count, FormMatcher.canStart(pattern, elements[index]) { index += 1 }
                if index == elements.count { collected.append(.pattern(pattern)) }
            case .constraint:
                if let next = partialConstraint(elements, &index) {
                    return .expecting(next, onlyBlocksLeft: false)
                }
            case .expectation:
                guard element.word != nil else { return .failed }
                index += 1
                if index == elements.count { return .expecting([.expectationRelation], onlyBlocksLeft: false) }
                guard elements[index].punctuation == .equal else { return .failed }
                index += 1
                if index == elements.count { return .expecting([.pattern(.string("VALUE"))], onlyBlocksLeft: false) }
                index += 1
            default:
                guard FormMatcher.canStart(pattern, element) else { return .failed }
                index += 1
            }
        }
        if index < elements.count { return .failed }
        return collected.isEmpty ? .done : .expecting(collected, onlyBlocksLeft: true)
    }

    /// Walks a constraint typed so far; returns what may come next, or nil
    /// when it is complete and input remains (or it cannot be a constraint).
    func partialConstraint(_ elements: [Element], _ index: inout Int) -> [Expected]? {
        func at(_ i: Int) -> Element? { i < elements.count ? elements[i] : nil }
        guard at(index)?.word != nil else { return at(index) == nil ? [.anchor] : nil }
        index += 1
        guard let relation = at(index) else { return [.marks(["==", "<=", ">="])] }
        guard [.equal, .lessThanOrEqual, .greaterThanOrEqual].contains(relation.punctuation) else { return nil }
        index += 1
        guard let rhs = at(index) else { return [.anchorOrConstant] }
        index += 1
        var marks = rhs.word != nil ? ["*", "+", "-", "@"] : ["@"]
        if rhs.word != nil {
            if at(index)?.punctuation == .star {
                index += 1
                guard at(index) != nil else { return [.pattern(.number("M", .any))] }
                index += 1
                marks = ["+", "-", "@"]
            }
            if let sign = at(index)?.punctuation, sign == .plus || sign == .minus {
                index += 1
                guard at(index) != nil else {
                    return [.pattern(.numberOrKeyword("C", .any, sign == .plus ? ["standard"] : []))]
                }
                index += 1
                marks = ["@"]
            }
        }
        if at(index)?.punctuation == .at {
            index += 1
            guard at(index) != nil else {
                return [.pattern(.numberOrKeyword("P", .priority, NamedPriority.allCases.map(\.rawValue)))]
            }
            index += 1
            marks = []
        }
        guard index == elements.count else { return nil }
        return [.marks(marks)]
    }
}
