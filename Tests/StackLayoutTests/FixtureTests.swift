// The stack-view fixture suite, in yoga's style (style.md §2): every file in
// Fixtures/*.txt is a scene and its expected frames, run on both axes.
//
// # Fixture format
//
// A fixture is a small script, read top to bottom. `#` starts a comment line;
// every fixture opens with comments naming its source (uikit-stackview.md
// section, seed, example) and the hand arithmetic behind each expected value.
// Expected values come from the reference and that arithmetic, never from
// running the engine.
//
// A scene is written for ONE axis, horizontal unless `axes:` says otherwise.
// The runner runs it as written and again transposed (x↔y, width↔height,
// intrinsic WxH → HxW, hug/resist H,V → V,H, margins T,L,B,R → L,T,R,B,
// leading↔top, trailing↔bottom, left→top, right→bottom, centerX↔centerY,
// `place` and expectations transposed, the device WxH → HxW). Each
// fixture × axis is its own test case.
//
//     axes: horizontal | vertical   run only as written (needed for text, whose
//                                   sizes do not transpose); stacks default to
//                                   that axis. Without the line: both axes.
//     device 1000x1000@1x           a custom screen (the default), or a preset
//                                   name (`device iphone8`, single-axis only)
//
// Views (names are unique; `v0..v23` makes or lists v0, v1, …, v23):
//
//     stack S [axis=horizontal|vertical] [distribution=fill|fillEqually|
//             fillProportionally|equalSpacing|equalCentering]
//             [alignment=fill|leading|top|center|trailing|bottom|firstBaseline|
//             lastBaseline] [spacing=N|system|default] [margins=T,L,B,R]
//             [marginsRelative=true] [baselineRelative=true] [textWidthRule=current|ios14]
//     view V [intrinsic=WxH] [hug=H,V] [resist=H,V] [margins=T,L,B,R]
//                                   a plain UIView; `none` (or `-`) for a
//                                   missing intrinsic dimension: intrinsic=50xnone
//     image V [WxH]                 UIImageView with an image of that size
//   single-axis only (text and fixed-size controls):
//     label V "text" [font=17] [lines=1]   ("\n" in the text breaks a line)
//     button V "title"   field V "placeholder" ["text"]   switch V   slider V
//     segmented V "A" "B" …
//   every kind also takes hug= resist= intrinsic= margins= as above.
//
// Building and changing the scene:
//
//     add P C…                      P.addSubview(C) (P may be `root`)
//     arrange S A B…                S.addArrangedSubview(A), then B, …
//     insert S V at I               S.insertArrangedSubview(V, at: I)
//     remove S V                    S.removeArrangedSubview(V)
//     removeFromSuperview V
//     place V [x=] [y=] [w=] [h=] [r=] [b=] [cx=] [cy=]
//                                   required constraints to V's superview (V is
//                                   added to root first if it has none): x/y
//                                   leading/top offsets, w/h sizes, r/b trailing/
//                                   bottom insets, cx/cy centre coordinates. An
//                                   omitted dimension stays free: fitting size.
//     constrain A.attr REL B.attr [* M] [+ C | - C] [@ P]
//     constrain A.attr REL C [@ P]  REL is == >= <=; items are views, `root`,
//                                   `X.margins` (layoutMarginsGuide) or
//                                   `X.safeArea`; attrs are UIKit's names
//     hide V…   show V…
//     custom S after A N|default|system      S.setCustomSpacing(_:after:)
//     set V key=value…              any stack or view option above
//     variation S axis=vertical [w=compact|regular] [h=compact|regular]
//     rotate                        portrait ↔ landscape
//
// Expectations (numbers may be arithmetic without spaces, `460*100/310`; `_`
// skips a value; tolerance 0.0005, well under a @3x pixel):
//
//     expect V X Y W H              V.frame, in its superview's coordinates
//     expect-screen V X Y W H       V.screenFrame (root coordinates)
//     expect-intrinsic V W H        V.intrinsicContentSize (pins text metrics)
//     expect-arranged S A B…        S.arrangedSubviews, in order (none: empty)
//     expect-subviews V A B…        V.subviews, in order
//     expect-error <operation>      the operation must throw
//     expect-constraint S IDENT [count=N] [priority=P] [priorities=P,P,…]
//                       [relation=REL] [multipliers=M,M,…]
//                                   the generated constraints with that
//                                   identifier; lists compare sorted
//
// A line that cannot run (unknown view, bad number) stops its fixture with an
// issue at that line; failed expectations are recorded at their line and the
// fixture goes on.

import Foundation
import Geometry
import StackLayout
import Testing
import ViewTree

/// One fixture file on one axis.
struct FixtureCase: Sendable, CustomTestStringConvertible {
    let file: String
    let transposed: Bool
    let axis: Axis

    var testDescription: String { "\(file) [\(axis)]" }
}

enum Fixtures {
    static let directory: String =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// Every `*.txt` fixture, sorted, once per axis it runs on.
    static func allCases() -> [FixtureCase] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
        var cases: [FixtureCase] = []
        for name in names {
            let text = (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? ""
            switch declaredAxes(text) {
            case "horizontal": cases.append(FixtureCase(file: name, transposed: false, axis: .horizontal))
            case "vertical": cases.append(FixtureCase(file: name, transposed: false, axis: .vertical))
            default:
                cases.append(FixtureCase(file: name, transposed: false, axis: .horizontal))
                cases.append(FixtureCase(file: name, transposed: true, axis: .vertical))
            }
        }
        return cases
    }

    static func declaredAxes(_ text: String) -> String {
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("axes:") {
                return line.dropFirst("axes:".count).trimmingCharacters(in: .whitespaces)
            }
        }
        return "both"
    }
}

@Suite("StackView fixtures (yoga style, both axes)")
struct FixtureTests {
    @Test("fixture", arguments: Fixtures.allCases())
    func fixture(_ fixture: FixtureCase) {
        FixtureRunner(fixture).run()
    }

    @Test func fixturesAreFound() {
        #expect(Fixtures.allCases().count >= 40)
    }
}

// MARK: - The runner

/// Stops a fixture at a line that cannot run.
struct FixtureAbort: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

final class FixtureRunner {
    let fixture: FixtureCase
    let path: String
    private var window: Window!
    private var views: [String: View] = [:]
    private var currentLine = 0
    private var writtenAxis: Axis = .horizontal

    init(_ fixture: FixtureCase) {
        self.fixture = fixture
        path = Fixtures.directory + "/" + fixture.file
    }

    private func location(_ line: Int) -> SourceLocation {
        SourceLocation(
            fileID: "StackLayoutTests/Fixtures/\(fixture.file)", filePath: path, line: max(line, 1), column: 1)
    }

    private func fail(_ message: String) {
        Issue.record(
            Comment(rawValue: "\(fixture.file):\(currentLine) [\(fixture.axis)]: \(message)"),
            sourceLocation: location(currentLine))
    }

    func run() {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            fail("cannot read \(path)")
            return
        }
        var lines: [(Int, [String])] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("axes:") { continue }
            currentLine = i + 1
            do {
                lines.append((i + 1, try Self.tokenize(trimmed)))
            } catch {
                fail(error.message)
                return
            }
        }
        switch Fixtures.declaredAxes(text) {
        case "vertical": writtenAxis = .vertical
        default: writtenAxis = .horizontal
        }
        do {
            // The window first, from the `device` line wherever it is.
            currentLine = lines.first { $0.1.first == "device" }?.0 ?? 0
            let deviceTokens = lines.first { $0.1.first == "device" }?.1 ?? ["device", "1000x1000@1x"]
            try makeWindow(fixture.transposed ? try transpose(deviceTokens) : deviceTokens)
            for (number, tokens) in lines where tokens.first != "device" {
                currentLine = number
                try execute(fixture.transposed ? try transpose(tokens) : tokens)
            }
        } catch {
            fail("stopped: \(error.message)")
        }
    }

    // MARK: Tokens

    /// Splits on white space; `"…"` is one token (quotes kept, `\n` and `\"` escapes).
    static func tokenize(_ line: String) throws(FixtureAbort) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inQuotes = false
        var escape = false
        for ch in line {
            if inQuotes {
                if escape {
                    current.append(ch == "n" ? "\n" : ch)
                    escape = false
                } else if ch == "\\" {
                    escape = true
                } else if ch == "\"" {
                    current.append("\"")
                    inQuotes = false
                } else {
                    current.append(ch)
                }
            } else if ch == "\"" {
                current.append("\"")
                inQuotes = true
            } else if ch == " " || ch == "\t" {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.append(ch)
            }
        }
        if inQuotes { throw FixtureAbort("unterminated string") }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    static func isQuoted(_ t: String) -> Bool { t.count >= 2 && t.hasPrefix("\"") && t.hasSuffix("\"") }
    static func unquote(_ t: String) -> String { isQuoted(t) ? String(t.dropFirst().dropLast()) : t }

    /// `v0..v3` → v0 v1 v2 v3; other names unchanged.
    static func expand(_ token: String) -> [String] {
        guard let range = token.range(of: "..") else { return [token] }
        let lhs = String(token[..<range.lowerBound]), rhs = String(token[range.upperBound...])
        func split(_ s: String) -> (String, Int)? {
            let digits = s.reversed().prefix { $0.isNumber }
            guard !digits.isEmpty, let n = Int(String(digits.reversed())) else { return nil }
            return (String(s.dropLast(digits.count)), n)
        }
        guard let (p1, a) = split(lhs), let (p2, b) = split(rhs), p1 == p2, a <= b else { return [token] }
        return (a...b).map { "\(p1)\($0)" }
    }

    /// `key=value` options after the positional tokens.
    static func options(_ tokens: ArraySlice<String>) throws(FixtureAbort) -> [(String, String)] {
        var out: [(String, String)] = []
        for t in tokens {
            guard let eq = t.firstIndex(of: "=") else { throw FixtureAbort("expected key=value, got '\(t)'") }
            out.append((String(t[..<eq]), String(t[t.index(after: eq)...])))
        }
        return out
    }

    // MARK: Numbers

    /// Evaluates `+ - * /`, parentheses and unary minus over decimals.
    static func number(_ text: String) throws(FixtureAbort) -> Double {
        var p = ExpressionParser(Array(text))
        guard let v = p.parseExpression(), p.atEnd else { throw FixtureAbort("not a number: '\(text)'") }
        return v
    }

    private struct ExpressionParser {
        let chars: [Character]
        var i = 0
        init(_ chars: [Character]) { self.chars = chars }
        var atEnd: Bool { i == chars.count }
        mutating func parseExpression() -> Double? {
            guard var v = parseTerm() else { return nil }
            while i < chars.count, chars[i] == "+" || chars[i] == "-" {
                let op = chars[i]
                i += 1
                guard let r = parseTerm() else { return nil }
                v = op == "+" ? v + r : v - r
            }
            return v
        }
        mutating func parseTerm() -> Double? {
            guard var v = parseFactor() else { return nil }
            while i < chars.count, chars[i] == "*" || chars[i] == "/" {
                let op = chars[i]
                i += 1
                guard let r = parseFactor() else { return nil }
                v = op == "*" ? v * r : v / r
            }
            return v
        }
        mutating func parseFactor() -> Double? {
            guard i < chars.count else { return nil }
            if chars[i] == "-" {
                i += 1
                return parseFactor().map { -$0 }
            }
            if chars[i] == "(" {
                i += 1
                let v = parseExpression()
                guard i < chars.count, chars[i] == ")" else { return nil }
                i += 1
                return v
            }
            let start = i
            while i < chars.count, chars[i].isNumber || chars[i] == "." { i += 1 }
            return Double(String(chars[start..<i]))
        }
    }

    /// An intrinsic dimension: a number, or `none`/`-` for noIntrinsicMetric.
    static func dimension(_ text: String) throws(FixtureAbort) -> Double {
        text == "none" || text == "-" ? noIntrinsicMetric : try number(text)
    }

    /// `WxH` → (W, H).
    static func pair(_ text: String, separator: Character) throws(FixtureAbort) -> (String, String) {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw FixtureAbort("expected A\(separator)B, got '\(text)'") }
        return (String(parts[0]), String(parts[1]))
    }

    // MARK: Transposition

    static let attributeSwap: [String: String] = [
        "leading": "top", "top": "leading", "trailing": "bottom", "bottom": "trailing",
        "left": "top", "right": "bottom", "width": "height", "height": "width",
        "centerX": "centerY", "centerY": "centerX",
    ]
    static let alignmentSwap: [String: String] = [
        "leading": "top", "top": "leading", "trailing": "bottom", "bottom": "trailing",
    ]
    static let placeSwap: [String: String] = [
        "x": "y", "y": "x", "w": "h", "h": "w", "r": "b", "b": "r", "cx": "cy", "cy": "cx",
    ]

    /// The same line for the other axis.
    func transpose(_ tokens: [String]) throws(FixtureAbort) -> [String] {
        guard let head = tokens.first else { return tokens }
        func swapOption(_ t: String) throws(FixtureAbort) -> String {
            guard let eq = t.firstIndex(of: "=") else { return t }
            let key = String(t[..<eq]), value = String(t[t.index(after: eq)...])
            switch key {
            case "axis": return "axis=" + (value == "horizontal" ? "vertical" : "horizontal")
            case "alignment": return "alignment=" + (Self.alignmentSwap[value] ?? value)
            case "intrinsic":
                let (w, h) = try Self.pair(value, separator: "x")
                return "intrinsic=\(h)x\(w)"
            case "hug", "resist":
                let (a, b) = try Self.pair(value, separator: ",")
                return "\(key)=\(b),\(a)"
            case "margins":
                let p = value.split(separator: ",").map(String.init)
                guard p.count == 4 else { throw FixtureAbort("margins need T,L,B,R") }
                return "margins=\(p[1]),\(p[0]),\(p[3]),\(p[2])"
            default:
                if let other = Self.placeSwap[key], head == "place" { return "\(other)=\(value)" }
                return t
            }
        }
        switch head {
        case "device":
            guard tokens.count == 2, let x = tokens[1].firstIndex(of: "x"), tokens[1].first?.isNumber == true else {
                throw FixtureAbort("a preset device cannot be transposed; use WxH@S or `axes:`")
            }
            let w = tokens[1][..<x], rest = tokens[1][tokens[1].index(after: x)...]
            let at = rest.firstIndex(of: "@") ?? rest.endIndex
            return ["device", "\(rest[..<at])x\(w)\(rest[at...])"]
        case "label", "button", "field", "switch", "slider", "segmented":
            throw FixtureAbort("'\(head)' does not transpose (text or fixed-size control); add `axes: horizontal`")
        case "image":
            var out = Array(tokens.prefix(2))
            for t in tokens.dropFirst(2) {
                if !t.contains("="), t.contains("x") {
                    let (w, h) = try Self.pair(t, separator: "x")
                    out.append("\(h)x\(w)")
                } else {
                    out.append(try swapOption(t))
                }
            }
            return out
        case "stack", "view", "set", "place", "variation":
            return Array(tokens.prefix(2)) + (try tokens.dropFirst(2).map { t throws(FixtureAbort) in try swapOption(t) })
        case "constrain":
            return try tokens.map { t throws(FixtureAbort) -> String in
                guard t != "constrain", let dot = t.lastIndex(of: "."), !t.first!.isNumber else { return t }
                let attr = String(t[t.index(after: dot)...])
                if attr == "firstBaseline" || attr == "lastBaseline" {
                    throw FixtureAbort("baselines do not transpose; add `axes: horizontal`")
                }
                return String(t[...dot]) + (Self.attributeSwap[attr] ?? attr)
            }
        case "expect", "expect-screen":
            guard tokens.count == 6 else { return tokens }
            return [tokens[0], tokens[1], tokens[3], tokens[2], tokens[5], tokens[4]]
        case "expect-intrinsic":
            guard tokens.count == 4 else { return tokens }
            return [tokens[0], tokens[1], tokens[3], tokens[2]]
        case "expect-error":
            return ["expect-error"] + (try transpose(Array(tokens.dropFirst())))
        default:
            return tokens
        }
    }

    // MARK: Scene

    private func makeWindow(_ tokens: [String]) throws(FixtureAbort) {
        guard tokens.count == 2 else { throw FixtureAbort("device needs one argument") }
        let device: Device
        if let preset = Device.preset(named: tokens[1]) {
            device = preset
        } else {
            // WxH@Sx
            let (size, scale) = try Self.pair(tokens[1], separator: "@")
            let (w, h) = try Self.pair(size, separator: "x")
            let s = try Self.number(scale.hasSuffix("x") ? String(scale.dropLast()) : scale)
            switch Device.custom(width: try Self.number(w), height: try Self.number(h), scale: s) {
            case .success(let d): device = d
            case .failure(let e): throw FixtureAbort("device: \(e)")
            }
        }
        window = Window(screen: Screen(device: device, orientation: .portrait))
        views["root"] = window.rootView
    }

    private func view(_ name: String) throws(FixtureAbort) -> View {
        guard let v = views[name] else { throw FixtureAbort("no view named '\(name)'") }
        return v
    }

    private func stack(_ name: String) throws(FixtureAbort) -> StackView {
        guard let s = try view(name) as? StackView else { throw FixtureAbort("'\(name)' is not a stack") }
        return s
    }

    /// A layout item: a view, `X.margins` or `X.safeArea`.
    private func item(_ spec: String) throws(FixtureAbort) -> LayoutItem {
        if spec.hasSuffix(".margins") { return try view(String(spec.dropLast(".margins".count))).layoutMarginsGuide }
        if spec.hasSuffix(".safeArea") { return try view(String(spec.dropLast(".safeArea".count))).safeAreaLayoutGuide }
        return try view(spec)
    }

    private func anchor(_ token: String) throws(FixtureAbort) -> LayoutAnchor {
        guard let dot = token.lastIndex(of: ".") else { throw FixtureAbort("expected item.attribute, got '\(token)'") }
        let it = try item(String(token[..<dot]))
        let name = String(token[token.index(after: dot)...])
        switch name {
        case "leading": return it.leadingAnchor
        case "trailing": return it.trailingAnchor
        case "left": return it.leftAnchor
        case "right": return it.rightAnchor
        case "top": return it.topAnchor
        case "bottom": return it.bottomAnchor
        case "width": return it.widthAnchor
        case "height": return it.heightAnchor
        case "centerX": return it.centerXAnchor
        case "centerY": return it.centerYAnchor
        case "firstBaseline": return it.firstBaselineAnchor
        case "lastBaseline": return it.lastBaselineAnchor
        default: throw FixtureAbort("unknown attribute '\(name)'")
        }
    }

    private func register(_ name: String, _ v: View) throws(FixtureAbort) {
        guard views[name] == nil else { throw FixtureAbort("'\(name)' is already defined") }
        views[name] = v
    }

    private static func boolean(_ text: String) throws(FixtureAbort) -> Bool {
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw FixtureAbort("expected true or false, got '\(text)'")
        }
    }

    private static func spacingValue(_ text: String) throws(FixtureAbort) -> Double {
        switch text {
        case "system": return StackView.spacingUseSystem
        case "default": return StackView.spacingUseDefault
        default: return try number(text)
        }
    }

    private static func insets(_ text: String) throws(FixtureAbort) -> EdgeInsets {
        let p = text.split(separator: ",").map(String.init)
        guard p.count == 4 else { throw FixtureAbort("margins need T,L,B,R") }
        return EdgeInsets(top: try number(p[0]), left: try number(p[1]), bottom: try number(p[2]), right: try number(p[3]))
    }

    private static func axis(_ text: String) throws(FixtureAbort) -> Axis {
        switch text {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        default: throw FixtureAbort("unknown axis '\(text)'")
        }
    }

    /// Applies view and stack options.
    private func apply(_ options: [(String, String)], to v: View) throws(FixtureAbort) {
        for (key, value) in options {
            switch key {
            case "intrinsic":
                let (w, h) = try Self.pair(value, separator: "x")
                v.intrinsicSizeOverride = Size(width: try Self.dimension(w), height: try Self.dimension(h))
            case "hug":
                let (h, vv) = try Self.pair(value, separator: ",")
                v.contentHugging = (try Self.number(h), try Self.number(vv))
            case "resist":
                let (h, vv) = try Self.pair(value, separator: ",")
                v.compressionResistance = (try Self.number(h), try Self.number(vv))
            case "margins":
                v.layoutMargins = try Self.insets(value)
            default:
                guard let s = v as? StackView else { throw FixtureAbort("unknown option '\(key)' for a view") }
                switch key {
                case "axis": s.axis = try Self.axis(value)
                case "distribution":
                    guard let d = StackView.Distribution(rawValue: value) else {
                        throw FixtureAbort("unknown distribution '\(value)'")
                    }
                    s.distribution = d
                case "alignment":
                    guard let a = StackView.Alignment(rawValue: value) else {
                        throw FixtureAbort("unknown alignment '\(value)'")
                    }
                    s.alignment = a
                case "spacing": s.spacing = try Self.spacingValue(value)
                case "marginsRelative": s.isLayoutMarginsRelativeArrangement = try Self.boolean(value)
                case "baselineRelative": s.isBaselineRelativeArrangement = try Self.boolean(value)
                case "textWidthRule":
                    guard let r = StackView.TextWidthRule(rawValue: value) else {
                        throw FixtureAbort("unknown textWidthRule '\(value)'")
                    }
                    s.textWidthRule = r
                default: throw FixtureAbort("unknown option '\(key)'")
                }
            }
        }
    }

    /// Splits `kind NAME "a" "b" opt=… ` into quoted arguments and options.
    private static func controlArguments(_ tokens: [String]) -> (strings: [String], options: ArraySlice<String>) {
        var strings: [String] = []
        var i = 2
        while i < tokens.count, isQuoted(tokens[i]) {
            strings.append(unquote(tokens[i]))
            i += 1
        }
        return (strings, tokens[i...])
    }

    // MARK: Statements

    private func execute(_ t: [String]) throws(FixtureAbort) {
        guard let head = t.first else { return }
        func need(_ n: Int) throws(FixtureAbort) {
            if t.count < n { throw FixtureAbort("'\(head)' needs more arguments") }
        }
        switch head {
        case "stack":
            try need(2)
            let s = StackView(name: t[1])
            s.axis = fixture.transposed ? writtenAxis.other : writtenAxis
            try register(t[1], s)
            try apply(try Self.options(t[2...]), to: s)
        case "view":
            try need(2)
            for name in Self.expand(t[1]) {
                let v = View(name: name)
                try register(name, v)
                try apply(try Self.options(t[2...]), to: v)
            }
        case "image":
            try need(2)
            var rest = t[2...]
            var size: Size? = nil
            if let first = rest.first, !first.contains("=") {
                let (w, h) = try Self.pair(first, separator: "x")
                size = Size(width: try Self.number(w), height: try Self.number(h))
                rest = rest.dropFirst()
            }
            let v = View(name: t[1], kind: .imageView(imageSize: size))
            try register(t[1], v)
            try apply(try Self.options(rest), to: v)
        case "label", "button", "field", "segmented", "switch", "slider":
            try need(2)
            let (strings, rest) = Self.controlArguments(t)
            var opts = try Self.options(rest)
            func take(_ key: String) -> String? {
                guard let i = opts.firstIndex(where: { $0.0 == key }) else { return nil }
                return opts.remove(at: i).1
            }
            let kind: ControlKind
            switch head {
            case "label":
                let font = try take("font").map { v throws(FixtureAbort) in try Self.number(v) } ?? 17
                let lines = try take("lines").map { v throws(FixtureAbort) in Int(try Self.number(v)) } ?? 1
                kind = .label(text: strings.first ?? "", font: .system(font), lines: lines)
            case "button": kind = .button(title: strings.first ?? "")
            case "field": kind = .textField(placeholder: strings.first ?? "", text: strings.count > 1 ? strings[1] : "")
            case "segmented": kind = .segmented(titles: strings)
            case "switch": kind = .switchControl
            default: kind = .slider
            }
            let v = View(name: t[1], kind: kind)
            try register(t[1], v)
            try apply(opts, to: v)
        case "set":
            try need(2)
            for name in Self.expand(t[1]) { try apply(try Self.options(t[2...]), to: try view(name)) }
        case "variation":
            try need(3)
            let s = try stack(t[1])
            var h: SizeClass? = nil, v: SizeClass? = nil
            var property: StackView.Property? = nil
            for (key, value) in try Self.options(t[2...]) {
                switch key {
                case "w": h = SizeClass(rawValue: value)
                case "h": v = SizeClass(rawValue: value)
                case "axis": property = .axis(try Self.axis(value))
                case "spacing": property = .spacing(try Self.spacingValue(value))
                case "distribution": property = StackView.Distribution(rawValue: value).map { .distribution($0) }
                case "alignment": property = StackView.Alignment(rawValue: value).map { .alignment($0) }
                default: throw FixtureAbort("unknown variation option '\(key)'")
                }
            }
            guard let property else { throw FixtureAbort("variation needs a property") }
            s.setVariation(property, horizontal: h, vertical: v)
        case "rotate":
            window.rotate()
        case "layout":
            window.layoutIfNeeded()
        case "place":
            try need(2)
            let v = try view(t[1])
            if v.superview == nil {
                do { try window.rootView.addSubview(v) } catch { throw FixtureAbort("\(error)") }
            }
            guard let sup = v.superview else { throw FixtureAbort("'\(t[1])' has no superview") }
            var cs: [LayoutConstraint] = []
            for (key, value) in try Self.options(t[2...]) {
                let n = try Self.number(value)
                switch key {
                case "x": cs.append(v.leadingAnchor.constraint(equalTo: sup.leadingAnchor, constant: n))
                case "y": cs.append(v.topAnchor.constraint(equalTo: sup.topAnchor, constant: n))
                case "w": cs.append(v.widthAnchor.constraint(equalToConstant: n))
                case "h": cs.append(v.heightAnchor.constraint(equalToConstant: n))
                case "r": cs.append(sup.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: n))
                case "b": cs.append(sup.bottomAnchor.constraint(equalTo: v.bottomAnchor, constant: n))
                case "cx": cs.append(v.centerXAnchor.constraint(equalTo: sup.leadingAnchor, constant: n))
                case "cy": cs.append(v.centerYAnchor.constraint(equalTo: sup.topAnchor, constant: n))
                default: throw FixtureAbort("unknown place option '\(key)'")
                }
            }
            do { try LayoutConstraint.activate(cs) } catch { throw FixtureAbort("\(error)") }
        case "constrain":
            try need(4)
            let lhs = try anchor(t[1])
            let relation: LayoutRelation
            switch t[2] {
            case "==": relation = .equal
            case ">=": relation = .greaterThanOrEqual
            case "<=": relation = .lessThanOrEqual
            default: throw FixtureAbort("unknown relation '\(t[2])'")
            }
            var i = 3
            var second: LayoutAnchor? = nil
            var multiplier = 1.0, constant = 0.0, priority = 1000.0
            if let n = try? Self.number(t[3]) { constant = n } else { second = try anchor(t[3]) }
            i = 4
            while i < t.count {
                guard i + 1 < t.count else { throw FixtureAbort("dangling '\(t[i])'") }
                let n = try Self.number(t[i + 1])
                switch t[i] {
                case "*": multiplier = n
                case "+": constant += n
                case "-": constant -= n
                case "@": priority = n
                default: throw FixtureAbort("unexpected '\(t[i])'")
                }
                i += 2
            }
            let c = LayoutConstraint(
                lhs.item, lhs.attribute, relation, second?.item, second?.attribute,
                multiplier: multiplier, constant: constant, priority: LayoutPriority(priority))
            do { try c.activate() } catch { throw FixtureAbort("\(error)") }
        case "add":
            try need(3)
            let parent = try view(t[1])
            for name in t[2...].flatMap(Self.expand) {
                do { try parent.addSubview(try view(name)) } catch let e as FixtureAbort { throw e } catch {
                    throw FixtureAbort("\(error)")
                }
            }
        case "hide", "show":
            for name in t.dropFirst().flatMap(Self.expand) { try view(name).isHidden = head == "hide" }
        case "custom":
            try need(5)
            guard t[2] == "after" else { throw FixtureAbort("custom S after A N") }
            try stack(t[1]).setCustomSpacing(try Self.spacingValue(t[4]), after: try view(t[3]))
        case "arrange", "insert", "remove", "removeFromSuperview":
            if let e = try operation(t) { throw FixtureAbort("\(head) failed: \(e)") }
        case "expect-error":
            let op = Array(t.dropFirst())
            guard ["arrange", "insert", "remove", "removeFromSuperview", "add"].contains(op.first ?? "") else {
                throw FixtureAbort("expect-error takes arrange, insert, remove, removeFromSuperview or add")
            }
            if op.first == "add" {
                let parent = try view(op[1])
                do {
                    try parent.addSubview(try view(op[2]))
                    fail("expected an error from '\(op.joined(separator: " "))'")
                } catch {}
            } else if try operation(op) == nil {
                fail("expected an error from '\(op.joined(separator: " "))'")
            }
        case "expect", "expect-screen":
            try need(6)
            window.layoutIfNeeded()
            let v = try view(t[1])
            let r = head == "expect" ? v.frame : v.screenFrame
            let actual = [r.origin.x, r.origin.y, r.size.width, r.size.height]
            var mismatch = false
            for (k, token) in t[2...5].enumerated() where token != "_" {
                if abs(try Self.number(token) - actual[k]) > 0.0005 { mismatch = true }
            }
            if mismatch {
                fail("\(head) \(t[1]): expected {\(t[2...5].joined(separator: " "))}, got \(Self.rectText(actual))")
            }
        case "expect-intrinsic":
            try need(4)
            let s = try view(t[1]).intrinsicContentSize
            let actual = [s.width, s.height]
            for (k, token) in t[2...3].enumerated() where token != "_" {
                if abs(try Self.dimension(token) - actual[k]) > 0.0005 {
                    fail("intrinsic size of \(t[1]): expected \(t[2]) x \(t[3]), got \(Self.rectText(actual))")
                    break
                }
            }
        case "expect-arranged":
            try need(2)
            let got = try stack(t[1]).arrangedSubviews.map(\.name)
            let want = t.dropFirst(2).flatMap(Self.expand)
            if got != want { fail("arranged subviews of \(t[1]): expected \(want), got \(got)") }
        case "expect-subviews":
            try need(2)
            let got = try view(t[1]).subviews.map(\.name)
            let want = t.dropFirst(2).flatMap(Self.expand)
            if got != want { fail("subviews of \(t[1]): expected \(want), got \(got)") }
        case "expect-constraint":
            try need(3)
            window.layoutIfNeeded()
            let s = try stack(t[1])
            guard let identifier = StackConstraintIdentifier(rawValue: t[2]) else {
                let known = StackConstraintIdentifier.allCases.map(\.identifier).joined(separator: ", ")
                throw FixtureAbort("\(t[2]) is not a stack constraint identifier (\(known))")
            }
            let matching = s.generatedConstraints.filter { $0.stackIdentifier == identifier }
            let listing = matching.map(\.description).joined(separator: "; ")
            for (key, value) in try Self.options(t[3...]) {
                switch key {
                case "count":
                    if matching.count != Int(try Self.number(value)) {
                        fail("\(t[2]) on \(t[1]): expected \(value) constraints, got \(matching.count): [\(listing)]")
                    }
                case "priority":
                    let p = try Self.number(value)
                    if matching.isEmpty || matching.contains(where: { abs($0.priority.value - p) > 1e-6 }) {
                        fail("\(t[2]) on \(t[1]): expected every priority \(value): [\(listing)]")
                    }
                case "priorities", "multipliers":
                    let want = try value.split(separator: ",").map { v throws(FixtureAbort) in try Self.number(String(v)) }
                        .sorted()
                    let got = matching.map { key == "priorities" ? $0.priority.value : $0.multiplier }.sorted()
                    let same = want.count == got.count && zip(want, got).allSatisfy { abs($0 - $1) < 1e-4 }
                    if !same { fail("\(t[2]) on \(t[1]): expected \(key) \(value), got \(got): [\(listing)]") }
                case "relation":
                    if matching.isEmpty || matching.contains(where: { $0.relation.rawValue != value }) {
                        fail("\(t[2]) on \(t[1]): expected every relation \(value): [\(listing)]")
                    }
                default: throw FixtureAbort("unknown expect-constraint option '\(key)'")
                }
            }
        default:
            throw FixtureAbort("unknown statement '\(head)'")
        }
    }

    /// Runs a stack operation; returns the error it threw, if any.
    private func operation(_ t: [String]) throws(FixtureAbort) -> (any Error)? {
        guard let head = t.first else { return nil }
        switch head {
        case "arrange":
            guard t.count >= 3 else { throw FixtureAbort("arrange S A…") }
            let s = try stack(t[1])
            for name in t[2...].flatMap(Self.expand) {
                do { try s.addArrangedSubview(try view(name)) } catch let e as FixtureAbort { throw e } catch {
                    return error
                }
            }
        case "insert":
            guard t.count == 5, t[3] == "at" else { throw FixtureAbort("insert S V at I") }
            let s = try stack(t[1]), v = try view(t[2])
            let index = Int(try Self.number(t[4]))
            do { try s.insertArrangedSubview(v, at: index) } catch { return error }
        case "remove":
            guard t.count == 3 else { throw FixtureAbort("remove S V") }
            try stack(t[1]).removeArrangedSubview(try view(t[2]))
        case "removeFromSuperview":
            for name in t.dropFirst().flatMap(Self.expand) { try view(name).removeFromSuperview() }
        default:
            throw FixtureAbort("unknown operation '\(head)'")
        }
        return nil
    }

    static func rectText(_ values: [Double]) -> String {
        "{" + values.map { formatNumber($0) }.joined(separator: " ") + "}"
    }
}
