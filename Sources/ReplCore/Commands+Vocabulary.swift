import CommandLanguage
import Geometry
import StackLayout
import ViewTree

/// Issue 14's commands: `embed`, `frame … in`, and `expect`'s checks.
extension Session {
    // MARK: embed

    /// `embed NAME… in STACK [stack options]`: Interface Builder's Embed In
    /// Stack. A new stack takes the place of the first of the views in their
    /// common parent (in its arranged list when the parent is a stack); the
    /// views become its arranged subviews in their current order. The
    /// constraints between them, and from them to views outside, are
    /// removed, as Interface Builder does (a view's constraints on itself
    /// and inside it stay); the report lists them.
    func embed(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let stackName = name(c, "STACK")
        if stackName == "root" || byName[stackName] != nil {
            throw fail(c, "a view named '\(stackName)' already exists", at: loc(c, "STACK"),
                       hint: "embed makes a new stack: choose another name")
        }
        var views: [View] = []
        var parent: View? = nil
        for a in c.arguments("NAME") {
            let v = try entry(a.value.text ?? "", at: a.location, in: c).view
            if views.contains(where: { $0 === v }) { throw fail(c, "\(v.name) is listed twice", at: a.location) }
            guard let p = v.superview else {
                throw fail(c, "\(v.name) has no superview to embed it in", at: a.location,
                           hint: "add it to a view first, e.g. add \(v.name) to root")
            }
            if let parent, parent !== p {
                throw fail(c, "\(v.name) is in \(displayName(p)), not in \(displayName(parent))",
                           at: a.location, hint: "the views of one embed share one parent")
            }
            parent = p
            views.append(v)
        }
        guard let parent else { throw fail(c, "embed needs views", at: c.location) }
        let parentStack = parent as? StackView
        // Their current order: the arranged list in a stack, else subviews.
        let order = parentStack?.arrangedSubviews ?? parent.subviews
        if let parentStack, let loose = views.first(where: { v in !parentStack.arrangedSubviews.contains { $0 === v } }) {
            throw fail(c, "\(loose.name) is a subview of \(parentStack.name) but not arranged", at: c.location,
                       hint: "embed arranged views of a stack, or views of a plain view")
        }
        views.sort { a, b in
            (order.firstIndex { $0 === a } ?? 0) < (order.firstIndex { $0 === b } ?? 0)
        }
        let position = order.firstIndex { $0 === views[0] } ?? 0

        let stack = StackView(name: stackName)
        touch(stack)
        try applyProperties(c.options, to: stack, kind: "stack", in: c)

        // Constraints crossing a view's boundary go; those on or inside one view stay.
        func owner(_ item: LayoutItem?) -> View? {
            guard let item else { return nil }
            let host = (item as? View) ?? (item as? LayoutGuide)?.owningView
            return views.first { v in host.map { $0.isDescendant(of: v) } ?? false }
        }
        var removed: [LayoutConstraint] = []
        for holder in window.rootView.allViews() {
            for k in holder.constraints where !k.isSystem {
                let a = owner(k.firstItem), b = k.secondItem == nil ? a : owner(k.secondItem)
                if (a != nil || b != nil) && a !== b { removed.append(k) }
            }
        }
        let removedText = removed.map(\.description)
        for k in removed {
            if let holder = k.installedOn { touch(holder) }
            k.deactivate()
        }
        touchBranch(parent)
        for v in views { touchBranch(v) }
        do {
            if let parentStack {
                try parentStack.insertArrangedSubview(stack, at: position)
            } else {
                try parent.insertSubview(stack, at: parent.subviews.firstIndex { $0 === views[0] } ?? position)
            }
            for v in views { try stack.addArrangedSubview(v) }
        } catch {
            throw fail(c, "\(error)", at: c.location)
        }
        register(stack, kind: "stack", name: stackName)
        let parentName = displayName(parent)
        var out = "embedded \(views.map(\.name).joined(separator: ", ")) in \(stackName), "
            + "\(parentStack == nil ? "a subview" : "an arranged subview") of \(parentName)"
        if removedText.isEmpty {
            out += "; no constraints removed"
        } else {
            out += "; removed \(removedText.count) constraint\(removedText.count == 1 ? "" : "s") "
                + "(as Interface Builder does):\n" + removedText.map { "  " + $0 }.joined(separator: "\n")
        }
        return out
    }

    /// A view's name as the REPL writes it (`root` for the root view).
    func displayName(_ v: View) -> String { v === window.rootView ? "root" : v.name }

    // MARK: frame … in

    /// `frame NAME [in ITEM]`: the frame in the superview's coordinates, or
    /// converted into ITEM's (UIView.convert(_:to:); a guide's coordinates
    /// start at its layoutFrame's origin).
    func frameReport(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let v = try entry(name(c, "NAME"), at: loc(c, "NAME"), in: c).view
        guard let r = c.argument("ITEM")?.value.item else { return "\(v.name) \(frameOf(v))" }
        let target = try item(r, in: c)
        for (view, location) in [(v, loc(c, "NAME")), ((target as? View) ?? (target as? LayoutGuide)?.owningView, r.location)] {
            if let view, !isInWindow(view) {
                throw fail(c, "\(view.name) is not in the window, so it has no frame to convert", at: location,
                           hint: "add it to a view first")
            }
        }
        window.layoutIfNeeded()
        let rect: Rect
        if let guide = target as? LayoutGuide, let owner = guide.owningView {
            let inOwner = v.convert(v.bounds, to: owner), origin = guide.layoutFrame.origin
            rect = inOwner.offsetBy(dx: -origin.x, dy: -origin.y)
        } else {
            rect = v.convert(v.bounds, to: target as? View)
        }
        return "\(v.name) in \(r) \(rect)"
    }

    // MARK: expect

    /// `expect …`: a frame, bounds, screen frame or content size (within a
    /// tolerance), ambiguity, the number of conflicts, or any property.
    func expect(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let o = try expectation(c)
        guard o.holds else {
            throw fail(c, "expected \(o.label) == \(o.wanted)\(o.within), but it is \(o.current)", at: o.location)
        }
        return "ok: \(o.label) == \(o.current)"
    }

    /// What an `expect` compares, judged now: the value wanted, the value
    /// the scene has, whether they agree. Throws only for an expectation
    /// that cannot be judged (no such view, a property the kind lacks).
    /// A lesson's checks show both values (LessonCheck.swift).
    func expectation(_ c: ParsedCommand) throws(CommandFailure) -> ExpectOutcome {
        guard case .expectation(let e)? = c.argument("EXPECTATION")?.value else {
            throw fail(c, "expect needs NAME.PROP == VALUE", at: c.location)
        }
        window.layoutIfNeeded()
        // As printed (3 decimals) unless `within` says otherwise.
        let tolerance = e.tolerance ?? 0.0005
        func close(_ a: [Double], _ b: [Double]) -> Bool {
            zip(a, b).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
        }
        let within = e.tolerance.map { " within \(formatNumber($0))" } ?? ""
        let subject = e.subject ?? ""
        let label = e.subject.map { "\($0).\(e.property.name)" } ?? e.property.name
        func check(_ ok: Bool, _ want: String, _ got: String) -> ExpectOutcome {
            ExpectOutcome(
                subject: e.subject, property: e.property.name, label: label, wanted: want, current: got,
                within: within, holds: ok, location: e.expectedLocation)
        }
        switch (e.property, e.expected) {
        case (.conflicts, .count(let n)):
            let broken = window.conflictReports.filter { window.isStillBroken($0.broken) }.count
            return check(broken == n, "\(n)", "\(broken)")
        case (.contentSize, .size(let w, let h)):
            let s = try scrollView(subject, at: e.subjectLocation, in: c)
            let got = s.contentSize, want = Size(width: w, height: h)
            return check(close([got.width, got.height], [w, h]), "\(want)", "\(got)")
        case let (.frame, .rect(x, y, w, h)), let (.bounds, .rect(x, y, w, h)), let (.screenFrame, .rect(x, y, w, h)),
            let (.startFrame, .rect(x, y, w, h)):
            let v = try view(subject, at: e.subjectLocation, in: c)
            let got: Rect
            switch e.property {
            case .bounds: got = isInWindow(v) ? v.bounds : .zero
            case .screenFrame: got = isInWindow(v) ? v.screenFrame : .zero
            case .startFrame:
                // The last animation's first sample lists the views that moved.
                got = lastTimeline?.views.first { $0.name == subject }?.frames.first ?? frameOf(v)
            default: got = frameOf(v)
            }
            let want = Rect(x: x, y: y, width: w, height: h)
            return check(close([got.origin.x, got.origin.y, got.size.width, got.size.height], [x, y, w, h]),
                             "\(want)", "\(got)")
        case (.ambiguous, .bool(let b)):
            let v = try view(subject, at: e.subjectLocation, in: c)
            let got = isInWindow(v) ? v.hasAmbiguousLayout : true
            return check(got == b, "\(b)", "\(got)")
        case (.setting(let property), .setting(let want)):
            let v = try view(subject, at: e.subjectLocation, in: c)
            let kind = kindName(of: v)
            let valid = propertyNames(of: kind)
            guard valid.contains(property) else {
                throw fail(c, "\(property) is not a property of \(withArticle(kind))", at: e.propertyLocation,
                           hint: "\(withArticle(kind)) has " + valid.joined(separator: " "))
            }
            let got = currentValue(property, of: v)
            let same: Bool
            switch (got, want) {
            case let (.number(a), .number(b)): same = close([a], [b])
            case let (.pair(a1, a2), .pair(b1, b2)), let (.point(a1, a2), .point(b1, b2)),
                let (.size(a1, a2), .size(b1, b2)):
                same = close([a1, a2], [b1, b2])
            case let (.insets(a1, a2, a3, a4), .insets(b1, b2, b3, b4)):
                same = close([a1, a2, a3, a4], [b1, b2, b3, b4])
            case let (.keyword(a), .keyword(b)) where property == "alignment":
                same = StackView.Alignment(rawValue: a)?.normalized == StackView.Alignment(rawValue: b)?.normalized
            default: same = got == want
            }
            return check(same, written(want), written(got))
        default:
            throw fail(c, "\(e.property.name) cannot be compared with that value", at: e.expectedLocation)
        }
    }

    /// A property's current value, typed as `set` takes it.
    func currentValue(_ property: String, of v: View) -> ArgumentValue {
        let stack = v as? StackView, scroll = v as? ScrollView
        switch (property, v.kind) {
        case ("intrinsic", _): return .size(width: v.intrinsicContentSize.width, height: v.intrinsicContentSize.height)
        case ("hug", _): return .pair(v.contentHugging.horizontal, v.contentHugging.vertical)
        case ("resist", _): return .pair(v.compressionResistance.horizontal, v.compressionResistance.vertical)
        case ("hidden", _): return .bool(v.isHidden)
        case ("alpha", _): return .number(v.alpha)
        case ("margins", _):
            let m = v.layoutMargins
            return .insets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
        case ("alignmentInsets", _):
            let m = v.alignmentRectInsets
            return .insets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
        case ("preservesMargins", _): return .bool(v.preservesSuperviewLayoutMargins)
        case ("text", .label(let t, _, _)), ("text", .textField(_, let t, _, _)), ("text", .textView(let t, _, _)),
            ("title", .button(let t, _, _, _, _, _)), ("placeholder", .textField(let t, _, _, _)):
            return .string(t)
        // A font reads as the one in force: a size-class variation's when
        // one matches the device (what the picture shows).
        case ("font", _) where v.fontInForce != nil:
            let f = v.fontInForce!
            return f.textStyle.map { .keyword($0.rawValue) } ?? .number(f.pointSize)
        case ("weight", _) where v.fontInForce != nil: return .keyword(v.fontInForce!.weight.rawValue)
        case ("bold", _) where v.fontInForce != nil: return .bool(v.fontInForce!.weight == .bold)
        case ("italic", _) where v.fontInForce != nil: return .bool(v.fontInForce!.isItalic)
        case ("monospacedDigits", _) where v.fontInForce != nil: return .bool(v.fontInForce!.isMonospacedDigits)
        case ("fontName", _) where v.fontInForce != nil: return .string(v.fontInForce!.name ?? "system")
        case ("lines", .label(_, _, let n)): return .number(Double(n))
        case ("preferredMaxLayoutWidth", _): return .number(v.preferredMaxLayoutWidth ?? 0)
        case ("image", .button(_, _, _, let image, _, _)): return .size(width: image?.width ?? 0, height: image?.height ?? 0)
        case ("configuration", .button(_, _, _, _, _, let configured)): return .bool(configured)
        case ("contentEdgeInsets", .button(_, _, _, _, let i, _)):
            return .insets(top: i?.top ?? 0, left: i?.left ?? 0, bottom: i?.bottom ?? 0, right: i?.right ?? 0)
        case ("size", .imageView(let s)): return .size(width: s?.width ?? 0, height: s?.height ?? 0)
        case ("mode", _): return .keyword(v.contentMode.rawValue)
        case ("border", .textField(_, _, let b, _)): return .keyword(b.rawValue)
        case ("scrolls", .textView(_, let s, _)): return .bool(s)
        case ("pages", .pageControl(let p)): return .number(Double(p))
        case ("style", .datePicker(let s)): return .keyword(s.rawValue)
        case ("axis", _): return .keyword(stack?.axis == .vertical ? "vertical" : "horizontal")
        case ("distribution", _): return .keyword(stack?.distribution.rawValue ?? "")
        case ("alignment", _): return .keyword(stack?.alignment.rawValue ?? "")
        case ("spacing", _): return .number(stack?.spacing ?? 0)
        case ("marginsRelative", _): return .bool(stack?.isLayoutMarginsRelativeArrangement ?? false)
        case ("baselineRelative", _): return .bool(stack?.isBaselineRelativeArrangement ?? false)
        case ("textWidthRule", _): return .keyword(stack?.textWidthRule.rawValue ?? "")
        case ("hidingRule", _): return .keyword(stack?.hidingRule.rawValue ?? "")
        case ("contentOffset", _): return .point(x: scroll?.contentOffset.x ?? 0, y: scroll?.contentOffset.y ?? 0)
        case ("contentInset", _):
            let i = scroll?.contentInset ?? EdgeInsets(all: 0)
            return .insets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
        default: return .keyword("?")
        }
    }

    /// A value as the command language writes it: `true`, `0,120`,
    /// `8,16,8,16`, `100x44`, `"text"`, `vertical`.
    func written(_ value: ArgumentValue) -> String {
        switch value {
        case .bool(let b): return "\(b)"
        case .number(let n): return formatNumber(n)
        case .pair(let a, let b), .point(let a, let b): return "\(formatNumber(a)),\(formatNumber(b))"
        case .size(let w, let h): return "\(formatNumber(w))x\(formatNumber(h))"
        case let .insets(t, l, b, r): return [t, l, b, r].map(formatNumber).joined(separator: ",")
        case .string(let s): return "\"" + s.replacingEscapes() + "\""
        default: return value.text ?? "?"
        }
    }
}

extension String {
    /// The string with `"`, `\` and line breaks escaped as a string literal
    /// of the command language writes them.
    func replacingEscapes() -> String {
        var out = ""
        for ch in self {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(ch)
            }
        }
        return out
    }
}

/// An `expect` judged (``Session/expectation(_:)``): both values as
/// `expect` prints them.
struct ExpectOutcome {
    /// The view named, nil for `conflicts`.
    var subject: String?
    /// The property's name (`frame`, `axis`, `conflicts`).
    var property: String
    /// `NAME.PROP`.
    var label: String
    var wanted: String
    var current: String
    /// ` within E`, or empty.
    var within: String
    var holds: Bool
    var location: SourceLocation
}
