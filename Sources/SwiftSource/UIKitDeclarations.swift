import Geometry
import StackLayout
import SwiftSyntax
import ViewTree

// The rows of UIKit's table (UIKitTable.swift), by family: views and
// controllers, controls, stack views, constraints and anchors, values
// (geometry, fonts, images, animation), SnapKit.

private typealias IP = Interpreter

private func prop(_ type: String, _ name: String, get: @escaping (IP, Value, Syntax) throws -> Value,
                  set: ((IP, Value, Value, Syntax) throws -> Void)? = nil) -> UIKitDeclaration {
    UIKitDeclaration(kind: .property, type: type, name: name, labels: [], get: get, set: set, call: nil)
}

private func labels(_ s: String) -> (String, [(label: String?, optional: Bool)]) {
    guard let open = s.firstIndex(of: "(") else { return (s, []) }
    let name = String(s[..<open])
    let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
    return (name, inner.split(separator: ":").map { part in
        var p = String(part)
        let optional = p.hasSuffix("?")
        if optional { p.removeLast() }
        return (p == "_" ? nil : p, optional)
    })
}

private func method(_ type: String, _ signature: String, _ call: @escaping (IP, Value, Args, Syntax) throws -> Value) -> UIKitDeclaration {
    let (name, l) = labels(signature)
    return UIKitDeclaration(kind: .method, type: type, name: name, labels: l, get: nil, set: nil, call: call)
}

private func staticProp(_ type: String, _ name: String, _ get: @escaping (IP, Syntax) throws -> Value) -> UIKitDeclaration {
    UIKitDeclaration(kind: .staticProperty, type: type, name: name, labels: [], get: { ip, _, n in try get(ip, n) }, set: nil, call: nil)
}

private func staticMethod(_ type: String, _ signature: String, _ call: @escaping (IP, Args, Syntax) throws -> Value) -> UIKitDeclaration {
    let (name, l) = labels(signature)
    return UIKitDeclaration(kind: .staticMethod, type: type, name: name, labels: l, get: nil, set: nil, call: { ip, _, a, n in try call(ip, a, n) })
}

private func initializer(_ type: String, _ signature: String, _ call: @escaping (IP, Args, Syntax) throws -> Value) -> UIKitDeclaration {
    let (_, l) = labels("init" + signature)
    return UIKitDeclaration(kind: .initializer, type: type, name: "init", labels: l, get: nil, set: nil, call: { ip, _, a, n in try call(ip, a, n) })
}

private func view(_ ip: IP, _ v: Value?, _ n: Syntax) throws -> View { try UIKit.view(ip, v, n) }
private func obj(_ ip: IP, _ v: Value?, _ n: Syntax) throws -> Obj { try UIKit.viewObj(ip, v, n) }
private func num(_ ip: IP, _ v: Value?, _ n: Syntax) throws -> Double { try UIKit.double(ip, v, n) }

/// A new view of a UIKit class, as `Class()` makes it.
private func newView(_ ip: IP, _ c: String, _ n: Syntax) throws -> Obj {
    let o = Obj(className: c, uikitClass: c)
    try UIKit.makeView(ip, o, n)
    return o
}

private func viewValue(_ o: Obj) -> Value { .object(o) }

private func setKind(_ v: View, _ f: (ControlKind) -> ControlKind) { v.kind = f(v.kind) }

private func text(_ v: View) -> String? {
    switch v.kind {
    case .label(let t, _, _): return t
    case .textField(_, let t, _, _): return t
    case .textView(let t, _, _): return t
    case .button(let t, _, _, _, _, _): return t
    default: return nil
    }
}

private func setText(_ v: View, _ s: String) {
    setKind(v) { k in
        switch k {
        case let .label(_, f, l): return .label(text: s, font: f, lines: l)
        case let .textField(p, _, b, f): return .textField(placeholder: p, text: s, border: b, font: f)
        case let .textView(_, sc, f): return .textView(text: s, scrolls: sc, font: f)
        default: return k
        }
    }
}

private func font(_ ip: IP, _ v: Value?, _ n: Syntax) throws -> Font? {
    switch v {
    case .native(.font(let f))?: return f
    case .null?: return nil
    case .unknown?: return nil
    case .enumCase(_, let name, let payload)?:
        // `.systemFont(ofSize: 15)` written with the type inferred.
        let args = payload.map { Argument(label: $0.label, value: $0.value) }
        let r = try UIKit.callStatic(ip, "UIFont", name, args, n)
        if case .native(.font(let f)) = r { return f }
        return nil
    default: return nil
    }
}

private func contentMode(_ name: String?) -> ContentMode? {
    switch name {
    case "scaleToFill": return .scaleToFill
    case "scaleAspectFit": return .aspectFit
    case "scaleAspectFill": return .aspectFill
    case "center": return .center
    default: return nil
    }
}

private func uikitModeName(_ m: ContentMode) -> String {
    switch m {
    case .scaleToFill: return "scaleToFill"
    case .aspectFit: return "scaleAspectFit"
    case .aspectFill: return "scaleAspectFill"
    case .center: return "center"
    }
}

private func axisName(_ v: Value?) -> String? {
    switch v {
    case .enumCase(_, let n, _)?: return n
    case .int(let i)?: return i == 0 ? "horizontal" : "vertical"
    default: return nil
    }
}

private func anchor(_ item: LayoutItem, _ a: LayoutAttribute) -> Value { .native(.anchor(item, a)) }

private let anchorNames: [(String, LayoutAttribute)] = [
    ("leadingAnchor", .leading), ("trailingAnchor", .trailing), ("leftAnchor", .left), ("rightAnchor", .right),
    ("topAnchor", .top), ("bottomAnchor", .bottom), ("widthAnchor", .width), ("heightAnchor", .height),
    ("centerXAnchor", .centerX), ("centerYAnchor", .centerY), ("firstBaselineAnchor", .firstBaseline),
    ("lastBaselineAnchor", .lastBaseline),
]

private func layoutOnce(_ ip: IP) { ip.layoutPass() }

/// A view's `frame` as UIKit would read it at this moment: a frame set by
/// hand on a view that keeps its autoresizing mask; the screen's bounds
/// for the window's root view (the window sizes it as the screen turns,
/// before any layout pass: a rotation's alongside closure reads the new
/// size); else the last layout pass's frame; else (not laid out yet) the
/// frame it was made with.
private func frameAsUIKitReadsIt(_ ip: IP, _ o: Obj) -> Rect {
    if o.translatesAutoresizingMask, let f = o.manualFrame { return f }
    guard let v = o.view, let w = v.window, w === ip.window else { return o.manualFrame ?? .zero }
    if v === w.rootView { return w.screen.bounds }
    if let f = w.frameFromLastPass(of: v) { return f }
    return o.manualFrame ?? .zero
}

// MARK: Views and view controllers

let viewDeclarations: [UIKitDeclaration] = {
    var d: [UIKitDeclaration] = []
    for c in ["UIView", "UIControl", "UILabel", "UIImageView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
              "UIPageControl", "UIDatePicker", "UITextField", "UITextView", "UIScrollView", "UIStackView"] {
        d.append(initializer(c, "()") { ip, _, n in viewValue(try newView(ip, c, n)) })
        d.append(initializer(c, "(frame:)") { ip, a, n in
            let o = try newView(ip, c, n)
            o.manualFrame = try UIKit.rect(ip, a["frame"], n)
            return viewValue(o)
        })
    }
    d.append(prop("UIView", "translatesAutoresizingMaskIntoConstraints", get: { ip, v, n in .bool(try obj(ip, v, n).translatesAutoresizingMask) },
                  set: { ip, v, x, n in try obj(ip, v, n).translatesAutoresizingMask = try UIKit.bool(ip, x, n) }))
    d.append(prop("UIView", "isHidden", get: { ip, v, n in .bool(try view(ip, v, n).isHidden) },
                  set: { ip, v, x, n in try view(ip, v, n).isHidden = try UIKit.bool(ip, x, n) }))
    d.append(prop("UIView", "alpha", get: { ip, v, n in .double(try view(ip, v, n).alpha) },
                  set: { ip, v, x, n in try view(ip, v, n).alpha = try num(ip, x, n) }))
    d.append(prop("UIView", "contentMode", get: { ip, v, n in .enumCase(type: "ContentMode", name: uikitModeName(try view(ip, v, n).contentMode), payload: []) },
                  set: { ip, v, x, n in
                      if let m = contentMode(UIKit.caseName(x)) { try view(ip, v, n).contentMode = m } else { ip.skip("contentMode .\(UIKit.caseName(x) ?? "?")", n) }
                  }))
    d.append(prop("UIView", "layoutMargins", get: { ip, v, n in .native(.insets(try view(ip, v, n).layoutMargins)) },
                  set: { ip, v, x, n in try view(ip, v, n).layoutMargins = try UIKit.insets(ip, x, n) }))
    d.append(prop("UIView", "directionalLayoutMargins", get: { ip, v, n in .native(.insets(try view(ip, v, n).layoutMargins)) },
                  set: { ip, v, x, n in try view(ip, v, n).layoutMargins = try UIKit.insets(ip, x, n) }))
    d.append(prop("UIView", "preservesSuperviewLayoutMargins", get: { ip, v, n in .bool(try view(ip, v, n).preservesSuperviewLayoutMargins) },
                  set: { ip, v, x, n in try view(ip, v, n).preservesSuperviewLayoutMargins = try UIKit.bool(ip, x, n) }))
    d.append(prop("UIView", "insetsLayoutMarginsFromSafeArea", get: { _, _, _ in .bool(true) }, set: { _, _, _, _ in }))
    // Reading a frame never lays out, in UIKit: it is what the last layout
    // pass left (none yet in viewDidLoad: a view made with `UIView()` is
    // zero there; the view controller's own view is the screen's size).
    d.append(prop("UIView", "frame", get: { ip, v, n in
        .native(.rect(frameAsUIKitReadsIt(ip, try obj(ip, v, n))))
    }, set: { ip, v, x, n in
        let o = try obj(ip, v, n)
        o.manualFrame = try UIKit.rect(ip, x, n)
    }))
    d.append(prop("UIView", "bounds", get: { ip, v, n in
        .native(.rect(Rect(origin: .zero, size: frameAsUIKitReadsIt(ip, try obj(ip, v, n)).size)))
    }))
    d.append(prop("UIView", "superview", get: { ip, v, n in
        guard let s = try view(ip, v, n).superview else { return .null }
        return .object(ip.object(for: s))
    }))
    d.append(prop("UIView", "subviews", get: { ip, v, n in .array(try view(ip, v, n).subviews.map { .object(ip.object(for: $0)) }) }))
    d.append(prop("UIView", "window", get: { ip, v, n in try view(ip, v, n).window == nil ? .null : .native(.opaque("window")) }))
    d.append(prop("UIView", "intrinsicContentSize", get: { ip, v, n in .native(.size(try view(ip, v, n).intrinsicContentSize)) }))
    d.append(prop("UIView", "safeAreaInsets", get: { ip, v, n in .native(.insets(try view(ip, v, n).safeAreaInsets)) }))
    d.append(prop("UIView", "safeAreaLayoutGuide", get: { ip, v, n in .native(.guide(try view(ip, v, n).safeAreaLayoutGuide)) }))
    d.append(prop("UIView", "layoutMarginsGuide", get: { ip, v, n in .native(.guide(try view(ip, v, n).layoutMarginsGuide)) }))
    d.append(prop("UIView", "readableContentGuide", get: { ip, v, n in
        ip.warn("readableContentGuide is laid out as layoutMarginsGuide (StackLab has no readable width)", n)
        return .native(.guide(try view(ip, v, n).layoutMarginsGuide))
    }))
    d.append(prop("UIView", "constraints", get: { ip, v, n in .array(try view(ip, v, n).constraints.filter { !$0.isSystem }.map { .native(.constraint($0)) }) }))
    d.append(prop("UIView", "snp", get: { ip, v, n in .native(.snpDSL(try obj(ip, v, n))) }))
    for (name, a) in anchorNames {
        d.append(prop("UIView", name, get: { ip, v, n in anchor(try view(ip, v, n), a) }))
        d.append(prop("UILayoutGuide", name, get: { ip, v, n in
            guard case .native(.guide(let g)) = v else { throw ip.fail("expected a layout guide", n) }
            return anchor(g, a)
        }))
    }
    d.append(prop("UILayoutGuide", "snp", get: { ip, v, n in
        guard case .native(.guide(let g)) = v else { throw ip.fail("expected a layout guide", n) }
        return .native(.snpTarget(g, []))
    }))
    d.append(prop("UILayoutGuide", "layoutFrame", get: { ip, v, n in
        guard case .native(.guide(let g)) = v, let owner = g.owningView else { return .native(.rect(.zero)) }
        layoutOnce(ip)
        switch g.role {
        case .margins: return .native(.rect(owner.bounds.insetBy(owner.layoutMargins)))
        case .safeArea: return .native(.rect(owner.bounds.insetBy(owner.safeAreaInsets)))
        default: return .native(.rect(owner.bounds))
        }
    }))
    d.append(method("UIView", "addSubview(_:)") { ip, v, a, n in
        let parent = try view(ip, v, n), child = try view(ip, a["_0"], n)
        do { try parent.addSubview(child) } catch { throw ip.fail("\(error)", n) }
        return .void
    })
    d.append(method("UIView", "insertSubview(_:at:)") { ip, v, a, n in
        let parent = try view(ip, v, n), child = try view(ip, a["_0"], n)
        let i = max(0, min(try UIKit.int(ip, a["at"], n), parent.subviews.count))
        do { try parent.insertSubview(child, at: i) } catch { throw ip.fail("\(error)", n) }
        return .void
    })
    for (label, offset) in [("belowSubview", 0), ("aboveSubview", 1)] {
        d.append(method("UIView", "insertSubview(_:\(label):)") { ip, v, a, n in
            let parent = try view(ip, v, n), child = try view(ip, a["_0"], n), sibling = try view(ip, a[label], n)
            let i = (parent.subviews.firstIndex { $0 === sibling } ?? parent.subviews.count - offset) + offset
            do { try parent.insertSubview(child, at: max(0, min(i, parent.subviews.count))) } catch { throw ip.fail("\(error)", n) }
            return .void
        })
    }
    d.append(method("UIView", "removeFromSuperview()") { ip, v, _, n in
        try view(ip, v, n).removeFromSuperview()
        return .void
    })
    d.append(method("UIView", "layoutIfNeeded()") { ip, _, _, _ in
        layoutOnce(ip)
        return .void
    })
    d.append(method("UIView", "setNeedsLayout()") { _, _, _, _ in .void })
    d.append(method("UIView", "layoutSubviews()") { _, _, _, _ in .void })
    d.append(method("UIView", "updateConstraints()") { _, _, _, _ in .void })
    d.append(method("UIView", "addLayoutGuide(_:)") { ip, _, _, n in
        ip.warn("custom layout guides (UILayoutGuide) are not modelled; their constraints are left out", n)
        return .void
    })
    for (name, isHug) in [("setContentHuggingPriority", true), ("setContentCompressionResistancePriority", false)] {
        d.append(method("UIView", "\(name)(_:for:)") { ip, v, a, n in
            let vw = try view(ip, v, n)
            let p = try UIKit.priority(ip, a["_0"], n)
            let horizontal = UIKit.caseName(a["for"]) == "horizontal"
            if isHug {
                if horizontal { vw.contentHugging.horizontal = p } else { vw.contentHugging.vertical = p }
            } else {
                if horizontal { vw.compressionResistance.horizontal = p } else { vw.compressionResistance.vertical = p }
            }
            return .void
        })
    }
    d.append(method("UIView", "contentHuggingPriority(for:)") { ip, v, a, n in
        let vw = try view(ip, v, n)
        return .native(.priority(UIKit.caseName(a["for"]) == "horizontal" ? vw.contentHugging.horizontal : vw.contentHugging.vertical))
    })
    d.append(method("UIView", "contentCompressionResistancePriority(for:)") { ip, v, a, n in
        let vw = try view(ip, v, n)
        return .native(.priority(UIKit.caseName(a["for"]) == "horizontal" ? vw.compressionResistance.horizontal : vw.compressionResistance.vertical))
    })
    d.append(method("UIView", "addConstraint(_:)") { ip, _, a, n in
        try activate(ip, [a["_0"] ?? .null], n)
        return .void
    })
    d.append(method("UIView", "addConstraints(_:)") { ip, _, a, n in
        if case .array(let cs)? = a["_0"] { try activate(ip, cs, n) }
        return .void
    })
    d.append(method("UIView", "removeConstraint(_:)") { _, _, a, _ in
        if case .native(.constraint(let c))? = a["_0"] { c.deactivate() }
        return .void
    })
    d.append(method("UIView", "removeConstraints(_:)") { _, _, a, _ in
        if case .array(let cs)? = a["_0"] {
            for case .native(.constraint(let c)) in cs { c.deactivate() }
        }
        return .void
    })
    d.append(method("UIView", "systemLayoutSizeFitting(_:)") { ip, v, _, n in
        layoutOnce(ip)
        return .native(.size(try view(ip, v, n).frame.size))
    })
    d.append(method("UIView", "convert(_:to:)") { _, _, a, _ in a["_0"] ?? .null })
    d.append(staticProp("UIView", "noIntrinsicMetric") { _, _ in .double(noIntrinsicMetric) })
    d.append(staticProp("UIView", "layoutFittingCompressedSize") { _, _ in .native(.size(.zero)) })
    d.append(staticProp("UIView", "layoutFittingExpandedSize") { _, _ in .native(.size(Size(width: 1e6, height: 1e6))) })
    // Animations run at once: the scene is what they end at. In an action
    // or statements at the prompt the call is kept (duration, delay,
    // curve), and the session animates the scene along it.
    let animate: (IP, Args, Syntax) throws -> Value = { ip, a, n in
        if ip.recordsAnimations {
            var curve = SwiftProgram.AnimationRequest.Curve.easeInOut
            var options: [Value] = []
            switch a["options"] {
            case .array(let xs)?: options = xs
            case let x?: options = [x]
            case nil: break
            }
            for o in options {
                switch UIKit.caseName(o) {
                case "curveEaseIn"?: curve = .easeIn
                case "curveEaseOut"?: curve = .easeOut
                case "curveLinear"?: curve = .linear
                default: break
                }
            }
            if let d = a["usingSpringWithDamping"] {
                curve = .spring(damping: try UIKit.double(ip, d, n), velocity: try UIKit.double(ip, a["initialSpringVelocity"], n))
            }
            ip.animations.append(.init(duration: try UIKit.double(ip, a["withDuration"] ?? a["duration"], n),
                                       delay: try a["delay"].map { try UIKit.double(ip, $0, n) } ?? 0, curve: curve))
        }
        if let f = a["animations"] { _ = try ip.apply(f, [], n) }
        layoutOnce(ip)
        if let c = a["completion"], !c.isNil { _ = try ip.apply(c, [Argument(label: nil, value: .bool(true))], n) }
        return .void
    }
    d.append(staticMethod("UIView", "animate(withDuration:delay?:options?:animations:completion?:)", animate))
    d.append(staticMethod("UIView", "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options?:animations:completion?:)", animate))
    d.append(staticMethod("UIView", "transition(with:duration:options?:animations?:completion?:)", animate))
    d.append(staticMethod("UIView", "performWithoutAnimation(_:)") { ip, a, n in
        if let f = a["_0"] { _ = try ip.apply(f, [], n) }
        return .void
    })
    d.append(staticMethod("UIView", "animateKeyframes(withDuration:delay?:options?:animations:completion?:)", animate))

    // View controllers.
    d.append(prop("UIViewController", "view", get: { ip, v, n in
        guard let o = UIKit.obj(v) else { return .null }
        return try UIKit.controllerView(ip, o, n)
    }, set: { ip, v, x, n in
        guard let o = UIKit.obj(v) else { return }
        let replacement = try obj(ip, x, n)
        if o === ip.controller { try ip.replaceRoot(with: replacement, n) } else { o.fields["view"] = x }
    }))
    d.append(prop("UIViewController", "traitCollection", get: { ip, _, _ in .native(.traits(ip.window.screen.traitCollection)) }))
    d.append(prop("UIViewController", "viewRespectsSystemMinimumLayoutMargins", get: { _, _, _ in .bool(true) }, set: { _, _, _, _ in }))
    d.append(prop("UIViewController", "additionalSafeAreaInsets", get: { _, _, _ in .native(.insets(.zero)) }, set: { ip, _, _, n in
        ip.warn("additionalSafeAreaInsets is not modelled", n)
    }))
    d.append(prop("UIView", "traitCollection", get: { ip, _, _ in .native(.traits(ip.window.screen.traitCollection)) }))
    for m in ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
              "loadView()", "traitCollectionDidChange(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
              "viewWillTransition(to:with:)", "updateViewConstraints()", "awakeFromNib()", "didMoveToSuperview()", "didMoveToWindow()"] {
        d.append(method("UIViewController", m) { _, _, _, _ in .void })
        d.append(method("UIView", m) { _, _, _, _ in .void })
    }
    d.append(method("UIViewController", "addChild(_:)") { _, _, _, _ in .void })
    d.append(staticProp("UIScreen", "main") { _, _ in .native(.screen) })
    d.append(prop("UIScreen", "bounds", get: { ip, _, _ in .native(.rect(ip.window.screen.bounds)) }))
    d.append(prop("UIScreen", "scale", get: { ip, _, _ in .double(ip.window.screen.scale) }))
    d.append(prop("UITraitCollection", "horizontalSizeClass", get: { _, v, _ in
        guard case .native(.traits(let t)) = v else { return .null }
        return .enumCase(type: "UIUserInterfaceSizeClass", name: t.horizontalSizeClass.rawValue, payload: [])
    }))
    d.append(prop("UITraitCollection", "verticalSizeClass", get: { _, v, _ in
        guard case .native(.traits(let t)) = v else { return .null }
        return .enumCase(type: "UIUserInterfaceSizeClass", name: t.verticalSizeClass.rawValue, payload: [])
    }))
    d.append(prop("UITraitCollection", "displayScale", get: { _, v, _ in
        guard case .native(.traits(let t)) = v else { return .null }
        return .double(t.displayScale)
    }))
    d.append(staticMethod("DispatchQueue", "main") { _, _, _ in .type("DispatchQueue") })
    d.append(staticProp("DispatchQueue", "main") { _, _ in .type("DispatchQueue") })
    d.append(staticMethod("DispatchQueue", "async(execute:)") { ip, a, n in
        if let f = a["execute"] { _ = try ip.apply(f, [], n) }
        return .void
    })
    d.append(staticMethod("DispatchQueue", "asyncAfter(deadline:execute:)") { ip, a, n in
        if let f = a["execute"] { _ = try ip.apply(f, [], n) }
        return .void
    })
    // `Task { await … }` in viewDidLoad: its body runs at once, as the
    // main actor would run it before the first layout pass.
    d.append(initializer("Task", "(priority?:_:)") { ip, a, n in
        if let f = a["_1"] { _ = try ip.apply(f, [], n) }
        return .native(.opaque("Task"))
    })
    return d
}()

// MARK: Controls

let controlDeclarations: [UIKitDeclaration] = {
    var d: [UIKitDeclaration] = []
    // Labels, fields and text views.
    for c in ["UILabel", "UITextField", "UITextView"] {
        d.append(prop(c, "text", get: { ip, v, n in text(try view(ip, v, n)).map { .string($0) } ?? .null },
                      set: { ip, v, x, n in setText(try view(ip, v, n), UIKit.string(x) ?? "") }))
        d.append(prop(c, "font", get: { ip, v, n in (try view(ip, v, n).kind.font).map { .native(.font($0)) } ?? .null },
                      set: { ip, v, x, n in
                          let vw = try view(ip, v, n)
                          if let f = try font(ip, x, n) { vw.kind = vw.kind.withFont(f) }
                      }))
    }
    d.append(prop("UILabel", "numberOfLines", get: { ip, v, n in
        if case .label(_, _, let l) = try view(ip, v, n).kind { return .int(l) }
        return .int(1)
    }, set: { ip, v, x, n in
        let l = try UIKit.int(ip, x, n)
        setKind(try view(ip, v, n)) { k in
            if case let .label(t, f, _) = k { return .label(text: t, font: f, lines: l) }
            return k
        }
    }))
    d.append(prop("UILabel", "preferredMaxLayoutWidth", get: { _, _, _ in .double(0) }, set: { ip, _, _, n in
        ip.skip("preferredMaxLayoutWidth (labels wrap at their laid-out width)", n)
    }))
    d.append(prop("UITextField", "placeholder", get: { ip, v, n in
        if case .textField(let p, _, _, _) = try view(ip, v, n).kind { return .string(p) }
        return .null
    }, set: { ip, v, x, n in
        let p = UIKit.string(x) ?? ""
        setKind(try view(ip, v, n)) { k in
            if case let .textField(_, t, b, f) = k { return .textField(placeholder: p, text: t, border: b, font: f) }
            return k
        }
    }))
    d.append(prop("UITextField", "borderStyle", get: { ip, v, n in
        if case .textField(_, _, let b, _) = try view(ip, v, n).kind { return .enumCase(type: "BorderStyle", name: b.rawValue, payload: []) }
        return .null
    }, set: { ip, v, x, n in
        guard let b = TextFieldBorderStyle(rawValue: UIKit.caseName(x) ?? "") else { return }
        setKind(try view(ip, v, n)) { k in
            if case let .textField(p, t, _, f) = k { return .textField(placeholder: p, text: t, border: b, font: f) }
            return k
        }
    }))
    d.append(prop("UITextView", "isScrollEnabled", get: { ip, v, n in
        if case .textView(_, let s, _) = try view(ip, v, n).kind { return .bool(s) }
        return .bool(true)
    }, set: { ip, v, x, n in
        let s = try UIKit.bool(ip, x, n)
        setKind(try view(ip, v, n)) { k in
            if case let .textView(t, _, f) = k { return .textView(text: t, scrolls: s, font: f) }
            return k
        }
    }))
    // Buttons.
    d.append(initializer("UIButton", "()") { ip, _, n in viewValue(try newView(ip, "UIButton", n)) })
    d.append(initializer("UIButton", "(frame:)") { ip, a, n in
        let o = try newView(ip, "UIButton", n)
        o.manualFrame = try UIKit.rect(ip, a["frame"], n)
        return viewValue(o)
    })
    d.append(initializer("UIButton", "(type:primaryAction?:)") { ip, a, n in
        let o = try newView(ip, "UIButton", n)
        let type: ButtonType = UIKit.caseName(a["type"]) == "custom" ? .custom : .system
        if UIKit.caseName(a["type"]) == "system" { o.view!.kind = .button(title: "", type: type) }
        else if type == .system {
            ip.warn("UIButton(type: .\(UIKit.caseName(a["type"]) ?? "?")) is laid out as a system button", n)
            o.view!.kind = .button(title: "", type: .system)
        }
        if let action = a["primaryAction"] { try addAction(ip, o, action, "primaryActionTriggered", n) }
        return viewValue(o)
    })
    d.append(initializer("UIButton", "(configuration:primaryAction?:)") { ip, a, n in
        let o = try newView(ip, "UIButton", n)
        o.view!.kind = .button(title: "", type: .system)
        try setConfiguration(ip, o, a["configuration"], n)
        if let action = a["primaryAction"] { try addAction(ip, o, action, "primaryActionTriggered", n) }
        return viewValue(o)
    })
    d.append(initializer("UIButton", "(primaryAction:)") { ip, a, n in
        let o = try newView(ip, "UIButton", n)
        o.view!.kind = .button(title: "", type: .system)
        if let action = a["primaryAction"] { try addAction(ip, o, action, "primaryActionTriggered", n) }
        return viewValue(o)
    })
    d.append(method("UIButton", "setTitle(_:for:)") { ip, v, a, n in
        guard UIKit.caseName(a["for"]) == "normal" || a["for"] == nil else {
            ip.skip("setTitle(_:for: .\(UIKit.caseName(a["for"]) ?? "?"))", n)
            return .void
        }
        let t = UIKit.string(a["_0"]) ?? ""
        setKind(try view(ip, v, n)) { k in
            if case let .button(_, ty, f, i, ins, cf) = k { return .button(title: t, type: ty, font: f, image: i, insets: ins, configured: cf) }
            return k
        }
        return .void
    })
    d.append(method("UIButton", "title(for:)") { ip, v, _, n in text(try view(ip, v, n)).map { .string($0) } ?? .null })
    d.append(prop("UIButton", "currentTitle", get: { ip, v, n in text(try view(ip, v, n)).map { .string($0) } ?? .null }))
    d.append(method("UIButton", "setImage(_:for:)") { ip, v, a, n in
        guard case .native(.image(let s))? = a["_0"] else { return .void }
        setKind(try view(ip, v, n)) { k in
            if case let .button(t, ty, f, _, ins, cf) = k { return .button(title: t, type: ty, font: f, image: s, insets: ins, configured: cf) }
            return k
        }
        return .void
    })
    d.append(prop("UIButton", "contentEdgeInsets", get: { ip, v, n in
        if case .button(_, _, _, _, let i, _) = try view(ip, v, n).kind { return .native(.insets(i ?? .zero)) }
        return .native(.insets(.zero))
    }, set: { ip, v, x, n in
        let i = try UIKit.insets(ip, x, n)
        setKind(try view(ip, v, n)) { k in
            if case let .button(t, ty, f, im, _, cf) = k { return .button(title: t, type: ty, font: f, image: im, insets: i, configured: cf) }
            return k
        }
    }))
    d.append(prop("UIButton", "titleLabel", get: { ip, v, n in
        let o = Obj(className: "UIButtonLabel", uikitClass: "UIButtonLabel")
        o.fields["button"] = .object(try obj(ip, v, n))
        return .object(o)
    }))
    d.append(prop("UIButtonLabel", "font", get: { ip, v, n in
        guard let o = UIKit.obj(v), let b = UIKit.obj(o.fields["button"]), let f = b.view?.kind.font else { return .null }
        return .native(.font(f))
    }, set: { ip, v, x, n in
        guard let o = UIKit.obj(v), let b = UIKit.obj(o.fields["button"]), let vw = b.view, let f = try font(ip, x, n) else { return }
        vw.kind = vw.kind.withFont(f)
    }))
    d.append(prop("UIButtonLabel", "numberOfLines", get: { _, _, _ in .int(1) }, set: { ip, _, _, n in ip.skip("titleLabel.numberOfLines", n) }))
    d.append(prop("UIButton", "configuration", get: { ip, v, n in
        let o = try obj(ip, v, n)
        return o.fields["configuration"] ?? .null
    }, set: { ip, v, x, n in try setConfiguration(ip, try obj(ip, v, n), x, n) }))
    for style in ["plain", "filled", "tinted", "gray", "bordered", "borderedTinted", "borderedProminent", "borderless"] {
        d.append(staticMethod("Configuration", "\(style)()") { _, _, _ in .native(.buttonConfiguration(ButtonConfiguration(style: style))) })
    }
    d.append(prop("UIButton.Configuration", "contentInsets", get: { _, v, _ in
        if case .native(.buttonConfiguration(let c)) = v { return .native(.insets(c.contentInsets ?? ControlMetrics.configurationContentInsets)) }
        return .null
    }, set: { _, v, x, _ in
        if case .native(.buttonConfiguration(let c)) = v, case .native(.insets(let i)) = x { c.contentInsets = i }
    }))
    d.append(prop("UIButton.Configuration", "title", get: { _, v, _ in
        if case .native(.buttonConfiguration(let c)) = v { return .string(c.title) }
        return .null
    }, set: { _, v, x, _ in
        if case .native(.buttonConfiguration(let c)) = v { c.title = UIKit.string(x) ?? "" }
    }))
    // Image views.
    d.append(initializer("UIImageView", "(image:highlightedImage?:)") { ip, a, n in
        let o = try newView(ip, "UIImageView", n)
        if case .native(.image(let s))? = a["image"] { o.view!.kind = .imageView(imageSize: s) }
        return viewValue(o)
    })
    d.append(prop("UIImageView", "image", get: { ip, v, n in
        if case .imageView(let s) = try view(ip, v, n).kind { return s == nil ? .null : .native(.image(s)) }
        return .null
    }, set: { ip, v, x, n in
        var size: Size? = nil
        if case .native(.image(let s)) = x { size = s }
        try view(ip, v, n).kind = .imageView(imageSize: size)
    }))
    // Segmented controls.
    d.append(initializer("UISegmentedControl", "(items:)") { ip, a, n in
        let o = try newView(ip, "UISegmentedControl", n)
        var titles: [String] = []
        if case .array(let items)? = a["items"] { titles = items.map { UIKit.string($0) ?? "" } }
        o.view!.kind = .segmented(titles: titles)
        return viewValue(o)
    })
    d.append(prop("UISegmentedControl", "selectedSegmentIndex", get: { ip, v, n in .int(Int(try obj(ip, v, n).controlValue)) },
                  set: { ip, v, x, n in try obj(ip, v, n).controlValue = try num(ip, x, n) }))
    d.append(prop("UISegmentedControl", "numberOfSegments", get: { ip, v, n in
        if case .segmented(let t, _) = try view(ip, v, n).kind { return .int(t.count) }
        return .int(0)
    }))
    d.append(method("UISegmentedControl", "insertSegment(withTitle:at:animated:)") { ip, v, a, n in
        let vw = try view(ip, v, n)
        guard case .segmented(var t, let f) = vw.kind else { return .void }
        let i = max(0, min(try UIKit.int(ip, a["at"], n), t.count))
        t.insert(UIKit.string(a["withTitle"]) ?? "", at: i)
        vw.kind = .segmented(titles: t, font: f)
        return .void
    })
    d.append(method("UISegmentedControl", "removeAllSegments()") { ip, v, _, n in
        let vw = try view(ip, v, n)
        if case .segmented(_, let f) = vw.kind { vw.kind = .segmented(titles: [], font: f) }
        return .void
    })
    d.append(method("UISegmentedControl", "setTitle(_:forSegmentAt:)") { ip, v, a, n in
        let vw = try view(ip, v, n)
        guard case .segmented(var t, let f) = vw.kind else { return .void }
        let i = try UIKit.int(ip, a["forSegmentAt"], n)
        if t.indices.contains(i) { t[i] = UIKit.string(a["_0"]) ?? "" }
        vw.kind = .segmented(titles: t, font: f)
        return .void
    })
    d.append(method("UISegmentedControl", "setTitleTextAttributes(_:for:)") { ip, v, a, n in
        guard UIKit.caseName(a["for"]) == "normal", case .dictionary(let entries)? = a["_0"] else { return .void }
        for e in entries where UIKit.caseName(e.key) == "font" {
            if let f = try font(ip, e.value, n) { try view(ip, v, n).kind = try view(ip, v, n).kind.withFont(f) }
        }
        return .void
    })
    // Switches and sliders.
    d.append(prop("UISwitch", "isOn", get: { ip, v, n in .bool(try obj(ip, v, n).controlValue != 0) },
                  set: { ip, v, x, n in try obj(ip, v, n).controlValue = try UIKit.bool(ip, x, n) ? 1 : 0 }))
    d.append(method("UISwitch", "setOn(_:animated:)") { ip, v, a, n in
        try obj(ip, v, n).controlValue = try UIKit.bool(ip, a["_0"], n) ? 1 : 0
        return .void
    })
    d.append(prop("UISlider", "value", get: { ip, v, n in .double(try obj(ip, v, n).controlValue) },
                  set: { ip, v, x, n in try obj(ip, v, n).controlValue = try num(ip, x, n) }))
    d.append(method("UISlider", "setValue(_:animated:)") { ip, v, a, n in
        try obj(ip, v, n).controlValue = try num(ip, a["_0"], n)
        return .void
    })
    d.append(prop("UIStepper", "value", get: { ip, v, n in .double(try obj(ip, v, n).controlValue) },
                  set: { ip, v, x, n in try obj(ip, v, n).controlValue = try num(ip, x, n) }))
    d.append(prop("UIPageControl", "numberOfPages", get: { ip, v, n in
        if case .pageControl(let p) = try view(ip, v, n).kind { return .int(p) }
        return .int(0)
    }, set: { ip, v, x, n in
        let p = max(0, Int(try num(ip, x, n)))
        setKind(try view(ip, v, n)) { k in if case .pageControl = k { return .pageControl(pages: p) } else { return k } }
    }))
    d.append(prop("UIDatePicker", "preferredDatePickerStyle", get: { ip, v, n in
        if case .datePicker(let s) = try view(ip, v, n).kind { return .enumCase(type: "UIDatePickerStyle", name: s.rawValue, payload: []) }
        return .enumCase(type: "UIDatePickerStyle", name: "wheels", payload: [])
    }, set: { ip, v, x, n in
        // .automatic is wheels on the iPhone.
        let name = UIKit.caseName(x) ?? "wheels"
        let s = DatePickerStyle(rawValue: name) ?? .wheels
        setKind(try view(ip, v, n)) { k in if case .datePicker = k { return .datePicker(style: s) } else { return k } }
    }))
    d.append(initializer("UIProgressView", "(progressViewStyle:)") { ip, _, n in viewValue(try newView(ip, "UIProgressView", n)) })
    d.append(prop("UIProgressView", "progress", get: { ip, v, n in .double(try obj(ip, v, n).controlValue) },
                  set: { ip, v, x, n in try obj(ip, v, n).controlValue = try num(ip, x, n) }))
    // Targets and actions.
    d.append(method("UIControl", "addTarget(_:action:for:)") { ip, v, a, n in
        let o = try obj(ip, v, n)
        guard case .native(.selector(let s))? = a["action"] else { return .void }
        o.actions.append(TargetAction(handler: .selector(target: a["_0"] ?? .null, name: s), event: UIKit.caseName(a["for"]) ?? "touchUpInside"))
        return .void
    })
    d.append(method("UIControl", "addAction(_:for:)") { ip, v, a, n in
        try addAction(ip, try obj(ip, v, n), a["_0"] ?? .null, UIKit.caseName(a["for"]) ?? "touchUpInside", n)
        return .void
    })
    d.append(method("UIControl", "removeTarget(_:action:for:)") { ip, v, _, n in
        try obj(ip, v, n).actions.removeAll()
        return .void
    })
    d.append(method("UIControl", "sendActions(for:)") { ip, v, a, n in
        try ip.sendActions(try obj(ip, v, n), event: UIKit.caseName(a["for"]) ?? "touchUpInside", n)
        return .void
    })
    d.append(initializer("UIAction", "(title?:image?:identifier?:discoverabilityTitle?:attributes?:state?:handler:)") { _, a, _ in
        let o = Obj(className: "UIAction", uikitClass: "UIAction")
        o.fields["handler"] = a["handler"] ?? .null
        return .object(o)
    })
    return d
}()

private func addAction(_ ip: IP, _ o: Obj, _ action: Value, _ event: String, _ n: Syntax) throws {
    guard case .object(let a) = action, let h = a.fields["handler"] else { return }
    o.actions.append(TargetAction(handler: .closure(h), event: event))
}

private func setConfiguration(_ ip: IP, _ o: Obj, _ x: Value?, _ n: Syntax) throws {
    guard case .native(.buttonConfiguration(let c))? = x else { return }
    o.fields["configuration"] = x
    // As Interface Builder's reader: the medium size's 17-pt title and its
    // content insets (ControlMetrics).
    setKind(o.view!) { k in
        if case let .button(_, _, _, i, _, _) = k {
            return .button(title: c.title, type: .system, font: .system(ControlMetrics.configurationTitleFontSize), image: i,
                           insets: c.contentInsets ?? ControlMetrics.configurationContentInsets, configured: true)
        }
        return k
    }
}

// MARK: Stack views

let stackDeclarations: [UIKitDeclaration] = {
    var d: [UIKitDeclaration] = []
    func stack(_ ip: IP, _ v: Value, _ n: Syntax) throws -> StackView {
        guard let s = try view(ip, v, n) as? StackView else { throw ip.fail("expected a UIStackView here", n) }
        return s
    }
    d.append(initializer("UIStackView", "(arrangedSubviews:)") { ip, a, n in
        let o = try newView(ip, "UIStackView", n)
        let s = o.view as! StackView
        if case .array(let items)? = a["arrangedSubviews"] {
            for item in items {
                let child = try UIKit.viewObj(ip, item, n)
                child.translatesAutoresizingMask = false
                do { try s.addArrangedSubview(child.view!) } catch { throw ip.fail("\(error)", n) }
            }
        }
        return viewValue(o)
    })
    d.append(prop("UIStackView", "axis", get: { ip, v, n in .enumCase(type: "Axis", name: try stack(ip, v, n).axis == .horizontal ? "horizontal" : "vertical", payload: []) },
                  set: { ip, v, x, n in try stack(ip, v, n).axis = axisName(x) == "vertical" ? .vertical : .horizontal }))
    d.append(prop("UIStackView", "distribution", get: { ip, v, n in .enumCase(type: "Distribution", name: try stack(ip, v, n).distribution.rawValue, payload: []) },
                  set: { ip, v, x, n in
                      guard let dist = StackView.Distribution(rawValue: UIKit.caseName(x) ?? "") else { throw ip.fail("unknown distribution", n) }
                      try stack(ip, v, n).distribution = dist
                  }))
    d.append(prop("UIStackView", "alignment", get: { ip, v, n in .enumCase(type: "Alignment", name: try stack(ip, v, n).alignment.rawValue, payload: []) },
                  set: { ip, v, x, n in
                      guard let al = StackView.Alignment(rawValue: UIKit.caseName(x) ?? "") else { throw ip.fail("unknown alignment", n) }
                      try stack(ip, v, n).alignment = al
                  }))
    d.append(prop("UIStackView", "spacing", get: { ip, v, n in .double(try stack(ip, v, n).spacing) },
                  set: { ip, v, x, n in try stack(ip, v, n).spacing = try num(ip, x, n) }))
    d.append(prop("UIStackView", "isLayoutMarginsRelativeArrangement", get: { ip, v, n in .bool(try stack(ip, v, n).isLayoutMarginsRelativeArrangement) },
                  set: { ip, v, x, n in try stack(ip, v, n).isLayoutMarginsRelativeArrangement = try UIKit.bool(ip, x, n) }))
    d.append(prop("UIStackView", "isBaselineRelativeArrangement", get: { ip, v, n in .bool(try stack(ip, v, n).isBaselineRelativeArrangement) },
                  set: { ip, v, x, n in try stack(ip, v, n).isBaselineRelativeArrangement = try UIKit.bool(ip, x, n) }))
    d.append(prop("UIStackView", "arrangedSubviews", get: { ip, v, n in .array(try stack(ip, v, n).arrangedSubviews.map { .object(ip.object(for: $0)) }) }))
    d.append(method("UIStackView", "addArrangedSubview(_:)") { ip, v, a, n in
        let s = try stack(ip, v, n), child = try UIKit.viewObj(ip, a["_0"], n)
        child.translatesAutoresizingMask = false
        do { try s.addArrangedSubview(child.view!) } catch { throw ip.fail("\(error)", n) }
        return .void
    })
    d.append(method("UIStackView", "insertArrangedSubview(_:at:)") { ip, v, a, n in
        let s = try stack(ip, v, n), child = try UIKit.viewObj(ip, a["_0"], n)
        child.translatesAutoresizingMask = false
        let i = try UIKit.int(ip, a["at"], n)
        guard i >= 0 && i <= s.arrangedSubviews.count else {
            throw ip.fail("index \(i) is beyond the \(s.arrangedSubviews.count) arranged views (UIKit raises NSInternalInconsistencyException)", n)
        }
        do { try s.insertArrangedSubview(child.view!, at: i) } catch { throw ip.fail("\(error)", n) }
        return .void
    })
    d.append(method("UIStackView", "removeArrangedSubview(_:)") { ip, v, a, n in
        try stack(ip, v, n).removeArrangedSubview(try view(ip, a["_0"], n))
        return .void
    })
    d.append(method("UIStackView", "setCustomSpacing(_:after:)") { ip, v, a, n in
        try stack(ip, v, n).setCustomSpacing(try num(ip, a["_0"], n), after: try view(ip, a["after"], n))
        return .void
    })
    d.append(method("UIStackView", "customSpacing(after:)") { ip, v, a, n in
        .double(try stack(ip, v, n).customSpacing(after: try view(ip, a["after"], n)))
    })
    d.append(staticProp("UIStackView", "spacingUseSystem") { _, _ in .double(StackView.spacingUseSystem) })
    d.append(staticProp("UIStackView", "spacingUseDefault") { _, _ in .double(StackView.spacingUseDefault) })
    // Scroll views.
    func scroll(_ ip: IP, _ v: Value, _ n: Syntax) throws -> ScrollView {
        guard let s = try view(ip, v, n) as? ScrollView else { throw ip.fail("expected a UIScrollView here", n) }
        return s
    }
    d.append(prop("UIScrollView", "contentInset", get: { ip, v, n in .native(.insets(try scroll(ip, v, n).contentInset)) },
                  set: { ip, v, x, n in try scroll(ip, v, n).contentInset = try UIKit.insets(ip, x, n) }))
    d.append(prop("UIScrollView", "contentOffset", get: { ip, v, n in
        layoutOnce(ip)
        return .native(.point(try scroll(ip, v, n).contentOffset))
    }, set: { ip, v, x, n in
        layoutOnce(ip)
        try scroll(ip, v, n).setContentOffset(try UIKit.point(ip, x, n))
    }))
    d.append(method("UIScrollView", "setContentOffset(_:animated:)") { ip, v, a, n in
        layoutOnce(ip)
        try scroll(ip, v, n).setContentOffset(try UIKit.point(ip, a["_0"], n))
        return .void
    })
    d.append(prop("UIScrollView", "contentSize", get: { ip, v, n in
        layoutOnce(ip)
        return .native(.size(try scroll(ip, v, n).contentSize))
    }, set: { ip, _, _, n in
        ip.warn("contentSize set by hand is not modelled: constrain the content to contentLayoutGuide", n)
    }))
    d.append(prop("UIScrollView", "contentLayoutGuide", get: { ip, v, n in .native(.guide(try scroll(ip, v, n).contentLayoutGuide)) }))
    d.append(prop("UIScrollView", "frameLayoutGuide", get: { ip, v, n in .native(.guide(try scroll(ip, v, n).frameLayoutGuide)) }))
    d.append(method("UIScrollView", "scrollRectToVisible(_:animated:)") { ip, v, a, n in
        layoutOnce(ip)
        let s = try scroll(ip, v, n), r = try UIKit.rect(ip, a["_0"], n)
        let visible = Rect(origin: s.contentOffset, size: s.frame.size)
        var o = s.contentOffset
        if r.maxY > visible.maxY { o.y = r.maxY - visible.size.height }
        if r.minY < o.y { o.y = r.minY }
        if r.maxX > visible.maxX { o.x = r.maxX - visible.size.width }
        if r.minX < o.x { o.x = r.minX }
        s.setContentOffset(s.clampedContentOffset(o))
        return .void
    })
    return d
}()

// MARK: Constraints

func activate(_ ip: Interpreter, _ values: [Value], _ n: Syntax) throws {
    for v in values {
        switch v {
        case .native(.constraint(let c)):
            do { try c.activate() } catch { throw ip.fail("this constraint cannot be activated: \(error)", n) }
        case .unknown: continue
        case .array(let inner): try activate(ip, inner, n)
        default: throw ip.fail("expected a constraint here", n)
        }
    }
}

let constraintDeclarations: [UIKitDeclaration] = {
    var d: [UIKitDeclaration] = []
    func anchorOf(_ ip: IP, _ v: Value?, _ n: Syntax) throws -> (LayoutItem, LayoutAttribute) {
        guard case .native(.anchor(let i, let a))? = v else { throw ip.fail("expected a layout anchor here", n) }
        return (i, a)
    }
    for (label, relation) in [("equalTo", LayoutRelation.equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                              ("lessThanOrEqualTo", .lessThanOrEqual)] {
        d.append(method("NSLayoutAnchor", "constraint(\(label):multiplier?:constant?:)") { ip, v, a, n in
            let (i1, a1) = try anchorOf(ip, v, n), (i2, a2) = try anchorOf(ip, a[label], n)
            guard a1.isDimension == a2.isDimension, a1.isDimension || a1.axis == a2.axis else {
                throw ip.fail("\(a1.rawValue)Anchor cannot be constrained to \(a2.rawValue)Anchor (UIKit's anchors are typed by axis)", n)
            }
            let m = try a["multiplier"].map { try num(ip, $0, n) } ?? 1
            let c = try a["constant"].map { try num(ip, $0, n) } ?? 0
            return .native(.constraint(LayoutConstraint(i1, a1, relation, i2, a2, multiplier: m, constant: c)))
        })
        d.append(method("NSLayoutAnchor", "constraint(\(label)Constant:)") { ip, v, a, n in
            let (i1, a1) = try anchorOf(ip, v, n)
            let c = try num(ip, a["\(label)Constant"], n)
            return .native(.constraint(LayoutConstraint(i1, a1, relation, nil, nil, constant: c)))
        })
        for direction in ["After", "Below"] {
            d.append(method("NSLayoutAnchor", "constraint(\(label)SystemSpacing\(direction):multiplier:)") { ip, v, a, n in
                let (i1, a1) = try anchorOf(ip, v, n), (i2, a2) = try anchorOf(ip, a["\(label)SystemSpacing\(direction)"], n)
                let m = try num(ip, a["multiplier"], n)
                let c = m * SystemSpacing.standard(from: i2, to: i1)
                return .native(.constraint(LayoutConstraint(i1, a1, relation, i2, a2, constant: c, usesSystemSpacing: true)))
            })
        }
    }
    d.append(staticMethod("NSLayoutConstraint", "activate(_:)") { ip, a, n in
        if case .array(let cs)? = a["_0"] { try activate(ip, cs, n) }
        return .void
    })
    d.append(staticMethod("NSLayoutConstraint", "deactivate(_:)") { _, a, _ in
        if case .array(let cs)? = a["_0"] { for case .native(.constraint(let c)) in cs { c.deactivate() } }
        return .void
    })
    func cons(_ ip: IP, _ v: Value, _ n: Syntax) throws -> LayoutConstraint {
        guard case .native(.constraint(let c)) = v else { throw ip.fail("expected a constraint here", n) }
        return c
    }
    d.append(prop("NSLayoutConstraint", "isActive", get: { ip, v, n in .bool(try cons(ip, v, n).isActive) }, set: { ip, v, x, n in
        let c = try cons(ip, v, n)
        if try UIKit.bool(ip, x, n) {
            if !c.isActive { do { try c.activate() } catch { throw ip.fail("this constraint cannot be activated: \(error)", n) } }
        } else {
            c.deactivate()
        }
    }))
    d.append(prop("NSLayoutConstraint", "priority", get: { ip, v, n in .native(.priority(try cons(ip, v, n).priority.value)) }, set: { ip, v, x, n in
        let c = try cons(ip, v, n), p = try UIKit.priority(ip, x, n)
        if c.isActive && (p == 1000) != (c.priority.value == 1000) {
            throw ip.fail("a required constraint cannot become optional once active, nor the reverse (UIKit raises)", n)
        }
        c.priority = LayoutPriority(p)
    }))
    d.append(prop("NSLayoutConstraint", "constant", get: { ip, v, n in .double(try cons(ip, v, n).constant) },
                  set: { ip, v, x, n in try cons(ip, v, n).constant = try num(ip, x, n) }))
    d.append(prop("NSLayoutConstraint", "identifier", get: { ip, v, n in try cons(ip, v, n).identifier.map { .string($0) } ?? .null },
                  set: { ip, v, x, n in try cons(ip, v, n).identifier = UIKit.string(x) }))
    d.append(prop("NSLayoutConstraint", "multiplier", get: { ip, v, n in .double(try cons(ip, v, n).multiplier) }))
    d.append(initializer("UILayoutPriority", "(rawValue:)") { ip, a, n in .native(.priority(try num(ip, a["rawValue"], n))) })
    d.append(initializer("UILayoutPriority", "(_:)") { ip, a, n in .native(.priority(try num(ip, a["_0"], n))) })
    for (name, value) in [("required", 1000.0), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50)] {
        d.append(staticProp("UILayoutPriority", name) { _, _ in .native(.priority(value)) })
    }
    return d
}()

/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// whose two `attribute` labels the table's binding cannot tell apart.
func itemConstraint(_ ip: Interpreter, _ args: [Argument], _ n: Syntax) throws -> Value? {
    let labels = args.map { $0.label ?? "_" }
    guard labels.starts(with: ["item", "attribute", "relatedBy"]) else { return nil }
    func value(_ i: Int) -> Value? { i < args.count ? args[i].value : nil }
    let first = try UIKit.item(ip, value(0), n)
    func attribute(_ v: Value?) -> LayoutAttribute? {
        guard let name = UIKit.caseName(v) else { return nil }
        switch name {
        case "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
             "firstBaseline", "lastBaseline": return LayoutAttribute(rawValue: name)
        case "baseline": return .lastBaseline
        case "leftMargin", "leadingMargin": return .leading
        case "rightMargin", "trailingMargin": return .trailing
        case "topMargin": return .top
        case "bottomMargin": return .bottom
        default: return nil
        }
    }
    guard let a1 = attribute(value(1)) else { throw ip.fail("unknown attribute", n) }
    let relation: LayoutRelation
    switch UIKit.caseName(value(2)) {
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    default: relation = .equal
    }
    var second: LayoutItem? = nil
    if let v = value(3), !v.isNil { second = try UIKit.item(ip, v, n) }
    let a2 = attribute(value(4))
    let m = try value(5).map { try UIKit.double(ip, $0, n) } ?? 1
    let c = try value(6).map { try UIKit.double(ip, $0, n) } ?? 0
    return .native(.constraint(LayoutConstraint(first, a1, relation, second, second == nil ? nil : a2, multiplier: m, constant: c)))
}

// MARK: Values: geometry, fonts, images, numbers

let valueDeclarations: [UIKitDeclaration] = {
    var d: [UIKitDeclaration] = []
    d.append(initializer("CGSize", "(width:height:)") { ip, a, n in .native(.size(Size(width: try num(ip, a["width"], n), height: try num(ip, a["height"], n)))) })
    d.append(initializer("CGPoint", "(x:y:)") { ip, a, n in .native(.point(Point(x: try num(ip, a["x"], n), y: try num(ip, a["y"], n)))) })
    d.append(initializer("CGRect", "(x:y:width:height:)") { ip, a, n in
        .native(.rect(Rect(x: try num(ip, a["x"], n), y: try num(ip, a["y"], n), width: try num(ip, a["width"], n), height: try num(ip, a["height"], n))))
    })
    d.append(initializer("CGRect", "(origin:size:)") { ip, a, n in .native(.rect(Rect(origin: try UIKit.point(ip, a["origin"], n), size: try UIKit.size(ip, a["size"], n)))) })
    d.append(initializer("UIEdgeInsets", "(top:left:bottom:right:)") { ip, a, n in
        .native(.insets(EdgeInsets(top: try num(ip, a["top"], n), left: try num(ip, a["left"], n), bottom: try num(ip, a["bottom"], n), right: try num(ip, a["right"], n))))
    })
    d.append(initializer("UIEdgeInsets", "()") { _, _, _ in .native(.insets(.zero)) })
    d.append(initializer("NSDirectionalEdgeInsets", "(top:leading:bottom:trailing:)") { ip, a, n in
        .native(.insets(EdgeInsets(top: try num(ip, a["top"], n), left: try num(ip, a["leading"], n), bottom: try num(ip, a["bottom"], n), right: try num(ip, a["trailing"], n))))
    })
    d.append(initializer("NSDirectionalEdgeInsets", "()") { _, _, _ in .native(.insets(.zero)) })
    for t in ["CGSize", "CGPoint", "CGRect", "UIEdgeInsets", "NSDirectionalEdgeInsets"] {
        d.append(staticProp(t, "zero") { _, _ in
            switch t {
            case "CGSize": return .native(.size(.zero))
            case "CGPoint": return .native(.point(.zero))
            case "CGRect": return .native(.rect(.zero))
            default: return .native(.insets(.zero))
            }
        })
    }
    for t in ["CGFloat", "Double", "Float"] {
        d.append(initializer(t, "(_:)") { ip, a, n in .double(try num(ip, a["_0"], n)) })
    }
    d.append(initializer("Int", "(_:)") { ip, a, n in .int(Int(try num(ip, a["_0"], n))) })
    d.append(initializer("String", "(_:)") { ip, a, _ in .string(ip.describe(a["_0"] ?? .null)) })
    d.append(initializer("String", "(describing:)") { ip, a, _ in .string(ip.describe(a["describing"] ?? .null)) })
    d.append(initializer("String", "(repeating:count:)") { ip, a, n in
        let c = try UIKit.int(ip, a["count"], n), s = UIKit.string(a["repeating"]) ?? ""
        guard c >= 0, s.count * c <= ip.limits.stringLength else {
            throw ip.fail("a string longer than \(ip.limits.stringLength) characters; interpretation stopped", n)
        }
        return .string(String(repeating: s, count: c))
    })
    d.append(initializer("Array", "(repeating:count:)") { ip, a, n in
        let c = try UIKit.int(ip, a["count"], n)
        guard c >= 0, c <= ip.limits.arrayLength else { throw ip.fail("an array longer than \(ip.limits.arrayLength) elements; interpretation stopped", n) }
        return .array(Array(repeating: a["repeating"] ?? .null, count: c))
    })
    d.append(initializer("Array", "(_:)") { ip, a, n in
        switch a["_0"] {
        case .array(let items)?: return .array(items)
        case .range(let lo, let hi)?:
            guard hi - lo <= ip.limits.arrayLength else { throw ip.fail("an array longer than \(ip.limits.arrayLength) elements; interpretation stopped", n) }
            return .array((lo..<max(lo, hi)).map { .int($0) })
        case .unknown?: return .array([])
        default: throw ip.fail("Array(_:) needs an array or a range here", n)
        }
    })
    func sz(_ v: Value) -> Size { if case .native(.size(let s)) = v { return s }; return .zero }
    func rc(_ v: Value) -> Rect { if case .native(.rect(let r)) = v { return r }; return .zero }
    func pt(_ v: Value) -> Point { if case .native(.point(let p)) = v { return p }; return .zero }
    func ins(_ v: Value) -> EdgeInsets { if case .native(.insets(let i)) = v { return i }; return .zero }
    d.append(prop("CGSize", "width", get: { _, v, _ in .double(sz(v).width) }))
    d.append(prop("CGSize", "height", get: { _, v, _ in .double(sz(v).height) }))
    d.append(prop("CGPoint", "x", get: { _, v, _ in .double(pt(v).x) }))
    d.append(prop("CGPoint", "y", get: { _, v, _ in .double(pt(v).y) }))
    for (name, f) in [("width", { (r: Rect) in r.size.width }), ("height", { $0.size.height }), ("minX", { $0.minX }),
                      ("maxX", { $0.maxX }), ("minY", { $0.minY }), ("maxY", { $0.maxY }),
                      ("midX", { $0.minX + $0.size.width / 2 }), ("midY", { $0.minY + $0.size.height / 2 })] {
        d.append(prop("CGRect", name, get: { _, v, _ in .double(f(rc(v))) }))
    }
    d.append(prop("CGRect", "size", get: { _, v, _ in .native(.size(rc(v).size)) }))
    d.append(prop("CGRect", "origin", get: { _, v, _ in .native(.point(rc(v).origin)) }))
    for (name, f) in [("top", { (i: EdgeInsets) in i.top }), ("left", { $0.left }), ("bottom", { $0.bottom }), ("right", { $0.right }),
                      ("leading", { $0.left }), ("trailing", { $0.right })] {
        d.append(prop("UIEdgeInsets", name, get: { _, v, _ in .double(f(ins(v))) }))
    }
    // Fonts.
    func weight(_ v: Value?) -> Font.Weight { Font.Weight(rawValue: UIKit.caseName(v) ?? "") ?? .regular }
    d.append(staticMethod("UIFont", "systemFont(ofSize:weight?:)") { ip, a, n in .native(.font(.system(try num(ip, a["ofSize"], n), weight: weight(a["weight"])))) })
    d.append(staticMethod("UIFont", "boldSystemFont(ofSize:)") { ip, a, n in .native(.font(.system(try num(ip, a["ofSize"], n), weight: .bold))) })
    d.append(staticMethod("UIFont", "italicSystemFont(ofSize:)") { ip, a, n in .native(.font(.system(try num(ip, a["ofSize"], n), italic: true))) })
    d.append(staticMethod("UIFont", "monospacedDigitSystemFont(ofSize:weight:)") { ip, a, n in
        var f = Font.system(try num(ip, a["ofSize"], n), weight: weight(a["weight"]))
        f.isMonospacedDigits = true
        return .native(.font(f))
    })
    d.append(staticMethod("UIFont", "monospacedSystemFont(ofSize:weight:)") { ip, a, n in
        ip.warn("monospacedSystemFont is measured as the system font", n)
        return .native(.font(.system(try num(ip, a["ofSize"], n), weight: weight(a["weight"]))))
    })
    d.append(staticMethod("UIFont", "preferredFont(forTextStyle:compatibleWith?:)") { ip, a, n in
        guard let s = Font.TextStyle(rawValue: UIKit.caseName(a["forTextStyle"]) ?? "") else { throw ip.fail("unknown text style", n) }
        return .native(.font(.preferred(s)))
    })
    d.append(initializer("UIFont", "(name:size:)") { ip, a, n in
        // A face StackLab has (`fonts`) is measured with its own metrics;
        // any other name is kept, and measured as the system font.
        let name = String((UIKit.string(a["name"]) ?? "").prefix(100))
        let size = try num(ip, a["size"], n)
        guard !name.isEmpty else { return .native(.font(.system(size))) }
        let f = Font.named(name, size: size)
        if !f.isKnownName { ip.warn("custom font '\(name)' is measured as the system font of its size", n) }
        return .native(.font(f))
    })
    d.append(initializer("UIFont", "(descriptor:size:)") { ip, a, n in
        guard case .native(.fontDescriptor(var f))? = a["descriptor"] else { return .native(.font(.system(17))) }
        let s = try num(ip, a["size"], n)
        if s > 0 { f.pointSize = s; if f.textStyle != nil && s != f.textStyle!.defaultSize.pointSize { f.textStyle = nil } }
        return .native(.font(f))
    })
    d.append(prop("UIFont", "fontDescriptor", get: { _, v, _ in
        if case .native(.font(let f)) = v { return .native(.fontDescriptor(f)) }
        return .null
    }))
    d.append(prop("UIFont", "pointSize", get: { _, v, _ in
        if case .native(.font(let f)) = v { return .double(f.pointSize) }
        return .double(17)
    }))
    d.append(method("UIFont", "withSize(_:)") { ip, v, a, n in
        guard case .native(.font(var f)) = v else { return v }
        f.pointSize = try num(ip, a["_0"], n)
        f.textStyle = nil
        return .native(.font(f))
    })
    d.append(method("UIFontDescriptor", "withSymbolicTraits(_:)") { _, v, a, _ in
        guard case .native(.fontDescriptor(var f)) = v else { return v }
        var traits: [String] = []
        if case .array(let items)? = a["_0"] { traits = items.compactMap { UIKit.caseName($0) } } else if let t = UIKit.caseName(a["_0"]) { traits = [t] }
        if traits.contains("traitBold") { f.weight = .bold }
        if traits.contains("traitItalic") { f.isItalic = true }
        return .native(.fontDescriptor(f))
    })
    d.append(method("UIFontDescriptor", "addingAttributes(_:)") { _, v, a, _ in
        guard case .native(.fontDescriptor(var f)) = v, case .dictionary(let entries)? = a["_0"] else { return v }
        for e in entries where UIKit.caseName(e.key) == "traits" {
            if case .dictionary(let traits) = e.value {
                for t in traits {
                    if let w = Font.Weight(rawValue: UIKit.caseName(t.value) ?? "") { f.weight = w }
                }
            }
        }
        return .native(.fontDescriptor(f))
    })
    // Images.
    d.append(initializer("UIImage", "(named:in?:compatibleWith?:)") { ip, a, n in UIKit.namedImage(ip, UIKit.string(a["named"]) ?? "", n) })
    d.append(initializer("UIImage", "(systemName:withConfiguration?:)") { _, a, _ in
        if case .native(.symbolConfiguration(let p))? = a["withConfiguration"] { return UIKit.symbolImage(pointSize: p) }
        return UIKit.symbolImage(pointSize: nil)
    })
    d.append(initializer("UIImage", "()") { _, _, _ in .native(.image(nil)) })
    d.append(staticMethod("UIImage", "SymbolConfiguration(pointSize:weight?:scale?:)") { ip, a, n in
        .native(.symbolConfiguration(pointSize: try num(ip, a["pointSize"], n)))
    })
    d.append(staticMethod("UIImage", "SymbolConfiguration(textStyle:scale?:)") { _, a, _ in
        let s = Font.TextStyle(rawValue: UIKit.caseName(a["textStyle"]) ?? "")
        return .native(.symbolConfiguration(pointSize: s?.defaultSize.pointSize))
    })
    d.append(staticMethod("UIImage", "SymbolConfiguration(scale:)") { _, _, _ in .native(.symbolConfiguration(pointSize: nil)) })
    d.append(prop("UIImage", "size", get: { _, v, _ in
        if case .native(.image(let s)) = v { return .native(.size(s ?? .zero)) }
        return .native(.size(.zero))
    }))
    d.append(method("UIImage", "withRenderingMode(_:)") { _, v, _, _ in v })
    d.append(method("UIImage", "withTintColor(_:renderingMode?:)") { _, v, _, _ in v })
    d.append(method("UIImage", "withConfiguration(_:)") { _, v, a, _ in
        if case .native(.symbolConfiguration(let p))? = a["_0"] { return UIKit.symbolImage(pointSize: p) }
        return v
    })
    d.append(initializer("UIGraphicsImageRenderer", "(size:)") { ip, a, n in .native(.imageRenderer(try UIKit.size(ip, a["size"], n))) })
    d.append(method("UIGraphicsImageRenderer", "image(actions:)") { _, v, _, _ in
        if case .native(.imageRenderer(let s)) = v { return .native(.image(s)) }
        return .native(.image(nil))
    })
    return d
}()

// MARK: SnapKit

private let snapAttributes: [(String, [LayoutAttribute])] = [
    ("left", [.left]), ("right", [.right]), ("top", [.top]), ("bottom", [.bottom]), ("leading", [.leading]),
    ("trailing", [.trailing]), ("width", [.width]), ("height", [.height]), ("centerX", [.centerX]),
    ("centerY", [.centerY]), ("firstBaseline", [.firstBaseline]), ("lastBaseline", [.lastBaseline]),
    ("edges", [.top, .left, .bottom, .right]), ("directionalEdges", [.top, .leading, .bottom, .trailing]),
    ("horizontalEdges", [.left, .right]), ("verticalEdges", [.top, .bottom]),
    ("directionalHorizontalEdges", [.leading, .trailing]), ("directionalVerticalEdges", [.top, .bottom]),
    ("size", [.width, .height]), ("center", [.centerX, .centerY]),
]

/// SnapKit's margin attributes: the item's margins guide and the attribute.
private let snapMarginAttributes: [(String, [LayoutAttribute])] = [
    ("leftMargin", [.left]), ("rightMargin", [.right]), ("topMargin", [.top]), ("bottomMargin", [.bottom]),
    ("leadingMargin", [.leading]), ("trailingMargin", [.trailing]), ("margins", [.top, .left, .bottom, .right]),
    ("directionalMargins", [.top, .leading, .bottom, .trailing]), ("centerXWithinMargins", [.centerX]),
    ("centerYWithinMargins", [.centerY]),
]

let snapKitDeclarations: [UIKitDeclaration] = {
    var d: [UIKitDeclaration] = []
    func dsl(_ ip: IP, _ v: Value, _ n: Syntax) throws -> Obj {
        guard case .native(.snpDSL(let o)) = v else { throw ip.fail("expected view.snp here", n) }
        return o
    }
    for (name, attrs) in snapAttributes {
        d.append(prop("ConstraintViewDSL", name, get: { ip, v, n in .native(.snpTarget(try dsl(ip, v, n).view!, attrs)) }))
        d.append(prop("ConstraintItem", name, get: { ip, v, n in
            guard case .native(.snpTarget(let item, _)) = v else { throw ip.fail("expected a SnapKit item", n) }
            return .native(.snpTarget(item, attrs))
        }))
        d.append(prop("ConstraintMaker", name, get: { ip, v, n in
            guard case .native(.snpMaker(let m)) = v else { throw ip.fail("expected SnapKit's make", n) }
            let desc = SnapDescription(owner: m.owner, attributes: attrs)
            m.descriptions.append(desc)
            return .native(.snpDescription(desc))
        }))
        d.append(prop("ConstraintMakerEditable", name, get: { ip, v, n in
            guard case .native(.snpDescription(let desc)) = v else { throw ip.fail("expected a SnapKit chain", n) }
            desc.attributes += attrs
            return v
        }))
    }
    for (name, attrs) in snapMarginAttributes {
        d.append(prop("ConstraintViewDSL", name, get: { ip, v, n in .native(.snpTarget(try dsl(ip, v, n).view!.layoutMarginsGuide, attrs)) }))
    }
    for (name, mode) in [("makeConstraints", 0), ("remakeConstraints", 1), ("updateConstraints", 2)] {
        d.append(method("ConstraintViewDSL", "\(name)(_:)") { ip, v, a, n in
            let o = try dsl(ip, v, n)
            let maker = SnapMaker(owner: o)
            if let f = a["_0"] { _ = try ip.apply(f, [Argument(label: nil, value: .native(.snpMaker(maker)))], n) }
            if mode == 1 {
                for c in ip.snapConstraints[ObjectIdentifier(o)] ?? [] { c.deactivate() }
                ip.snapConstraints[ObjectIdentifier(o)] = []
            }
            o.translatesAutoresizingMask = false
            for desc in maker.descriptions { try ip.makeSnapConstraints(desc, update: mode == 2, n) }
            return .void
        })
    }
    d.append(method("ConstraintViewDSL", "removeConstraints()") { ip, v, _, n in
        let o = try dsl(ip, v, n)
        for c in ip.snapConstraints[ObjectIdentifier(o)] ?? [] { c.deactivate() }
        ip.snapConstraints[ObjectIdentifier(o)] = []
        return .void
    })
    func desc(_ ip: IP, _ v: Value, _ n: Syntax) throws -> SnapDescription {
        guard case .native(.snpDescription(let d)) = v else { throw ip.fail("expected a SnapKit chain", n) }
        return d
    }
    func target(_ ip: IP, _ v: Value?, _ n: Syntax) throws -> SnapTargetKind {
        switch v {
        case .native(.snpTarget(let item, let attrs))?: return .item(item, attrs.isEmpty ? nil : attrs)
        case .native(.guide(let g))?: return .item(g, nil)
        case .native(.size(let s))?: return .size(s)
        case .native(.insets(let i))?: return .insets(i)
        case .object?: return .item(try UIKit.item(ip, v, n), nil)
        case .native(.snpDSL(let o))?: return .item(o.view!, nil)
        default: return .constant(try UIKit.double(ip, v, n))
        }
    }
    for (name, relation) in [("equalTo", LayoutRelation.equal), ("greaterThanOrEqualTo", .greaterThanOrEqual), ("lessThanOrEqualTo", .lessThanOrEqual)] {
        d.append(method("ConstraintMakerEditable", "\(name)(_:)") { ip, v, a, n in
            let x = try desc(ip, v, n)
            x.relation = relation
            x.target = try target(ip, a["_0"], n)
            return v
        })
        d.append(method("ConstraintMakerEditable", "\(name.replacing("To", with: "ToSuperview"))()") { ip, v, _, n in
            let x = try desc(ip, v, n)
            x.relation = relation
            x.target = .superview
            return v
        })
    }
    d.append(method("ConstraintMakerEditable", "offset(_:)") { ip, v, a, n in
        try desc(ip, v, n).constant += try num(ip, a["_0"], n)
        return v
    })
    d.append(method("ConstraintMakerEditable", "inset(_:)") { ip, v, a, n in
        let x = try desc(ip, v, n)
        if case .native(.insets(let i))? = a["_0"] { x.target = x.target.withInsets(i) } else { x.insetValue = try num(ip, a["_0"], n) }
        return v
    })
    d.append(method("ConstraintMakerEditable", "multipliedBy(_:)") { ip, v, a, n in
        try desc(ip, v, n).multiplier = try num(ip, a["_0"], n)
        return v
    })
    d.append(method("ConstraintMakerEditable", "dividedBy(_:)") { ip, v, a, n in
        let by = try num(ip, a["_0"], n)
        guard by != 0 else { throw ip.fail("division by zero", n) }
        try desc(ip, v, n).multiplier = 1 / by
        return v
    })
    d.append(method("ConstraintMakerEditable", "priority(_:)") { ip, v, a, n in
        try desc(ip, v, n).priority = try UIKit.priority(ip, a["_0"], n)
        return v
    })
    for (name, p) in [("priorityRequired", 1000.0), ("priorityHigh", 750), ("priorityMedium", 500), ("priorityLow", 250)] {
        d.append(method("ConstraintMakerEditable", "\(name)()") { ip, v, _, n in
            try desc(ip, v, n).priority = p
            return v
        })
    }
    d.append(method("ConstraintMakerEditable", "labeled(_:)") { _, v, _, _ in v })
    d.append(prop("ConstraintMakerEditable", "constraint", get: { _, v, _ in .native(.opaque("SnapKit constraint")) }))
    return d
}()

extension SnapTargetKind {
    func withInsets(_ i: EdgeInsets) -> SnapTargetKind {
        switch self {
        case .none, .superview: return .insets(i)
        default: return self
        }
    }
}

extension Interpreter {
    /// Turns one SnapKit description into constraints and activates them
    /// (``update``: changes the constant of a matching one instead).
    func makeSnapConstraints(_ desc: SnapDescription, update: Bool, _ n: Syntax) throws {
        guard let v = desc.owner.view else { return }
        for (index, a) in desc.attributes.enumerated() {
            var second: LayoutItem? = nil
            var secondAttribute: LayoutAttribute? = nil
            var constant = desc.constant
            func superview() throws -> View {
                guard let s = v.superview else {
                    throw fail("SnapKit: \(v.name == "" ? "the view" : "the view") has no superview yet (add it before making constraints to its superview)", n)
                }
                return s
            }
            switch desc.target {
            case .none:
                throw fail("SnapKit: a constraint without equalTo/lessThanOrEqualTo/greaterThanOrEqualTo", n)
            case .superview:
                second = try superview()
                secondAttribute = a
            case .item(let item, let attrs):
                second = item
                if let attrs { secondAttribute = attrs.count == desc.attributes.count ? attrs[index] : attrs[0] } else { secondAttribute = a }
            case .constant(let c):
                if a.isDimension {
                    constant += c
                } else {
                    second = try superview()
                    secondAttribute = a
                    constant += c
                }
            case .size(let s):
                if a == .width { constant += s.width } else if a == .height { constant += s.height }
            case .insets(let i):
                second = try superview()
                secondAttribute = a
                switch a {
                case .top: constant += i.top
                case .left, .leading: constant += i.left
                case .bottom: constant -= i.bottom
                case .right, .trailing: constant -= i.right
                default: break
                }
            }
            if let inset = desc.insetValue {
                switch a {
                case .top, .left, .leading: constant += inset
                case .bottom, .right, .trailing: constant -= inset
                case .width, .height: constant -= 2 * inset
                default: break
                }
            }
            if let s = secondAttribute, s.isDimension != a.isDimension {
                throw fail("SnapKit: \(a.rawValue) cannot be related to \(s.rawValue)", n)
            }
            let key = ObjectIdentifier(desc.owner)
            if update, let existing = snapConstraints[key]?.first(where: {
                $0.firstAttribute == a && $0.relation == desc.relation && $0.secondItem === second && $0.secondAttribute == secondAttribute
                    && $0.multiplier == desc.multiplier
            }) {
                existing.constant = constant
                continue
            }
            let c = LayoutConstraint(v, a, desc.relation, second, secondAttribute, multiplier: desc.multiplier, constant: constant,
                                     priority: LayoutPriority(desc.priority))
            do { try c.activate() } catch { throw fail("SnapKit: this constraint cannot be activated: \(error)", n) }
            snapConstraints[key, default: []].append(c)
        }
    }
}
