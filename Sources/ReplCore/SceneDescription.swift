import Animation
import Geometry
import SceneModel
import StackLayout
import ViewTree

extension Session {
    /// The scene as a ``SceneDescription``. With `layout`, the window is laid
    /// out first and frames, content sizes and the timeline are included;
    /// without, nothing is laid out and only the model is described.
    func sceneDescription(layout: Bool = true) -> SceneDescription {
        if layout { window.layoutIfNeeded() }
        let screen = window.screen
        let order = dumpOrder()
        let views = order.map { viewState($0) }
        var described = SceneDescription(
            device: .init(name: deviceName, device: screen.device, orientation: screen.orientation,
                          traits: screen.traitCollection),
            creationOrder: entries.map(\.name), views: views, layout: nil)
        if layout {
            described.layout = SceneDescription.LayoutState(
                frames: order.map { isInWindow($0) ? $0.frame : nil },
                screenFrames: order.map { isInWindow($0) ? $0.screenFrame : nil },
                scrollGeometry: order.map { v in
                    guard let s = v as? ScrollView, isInWindow(s) else { return nil }
                    return .init(contentSize: s.contentSize, contentOffset: s.contentOffset)
                },
                timeline: lastTimeline)
        }
        return described
    }

    private func viewState(_ v: View) -> SceneDescription.ViewState {
        var state = SceneDescription.ViewState(describing: v, kindName: kindName(of: v), name: \.name, itemName: \.name)
        let installations = window.sizeClassInstallations
        if !installations.isEmpty {
            // A document's view not installed for the current size classes
            // keeps its place in the description (it comes back there).
            state.installedFor = installations.rule(of: v)
            if v.superview == nil, let e = installations.views.first(where: { $0.view === v }) {
                state.superview = e.superview.name
            }
            state.subviews = Self.documentOrder(v.subviews, installations.views.filter { $0.superview === v }) {
                $0.siblings
            }.map(\.name)
            if let s = v as? StackView {
                let mine = installations.views.filter { $0.superview === v && $0.arrangedSiblings != nil }
                let arranged = Self.documentOrder(s.arrangedSubviews, mine) { $0.arrangedSiblings ?? [] }
                state.stack?.arranged = arranged.map(\.name)
                state.stack?.customSpacings = arranged.map { s.customSpacing(after: $0) }
            }
            // The document's constraints not installed for the current
            // classes, on the view they would be installed on; each with
            // its rule.
            var constraints = v.constraints.filter { !$0.isSystem }
            let traits = window.screen.traitCollection
            for (i, e) in installations.constraints.enumerated()
            where !e.constraint.isActive && !installations.installs(constraint: i, for: traits)
                && Self.documentHolder(of: e.constraint, installations) === v {
                constraints.append(e.constraint)
            }
            state.constraints = constraints.map {
                SceneDescription.ConstraintState(describing: $0, itemName: \.name, installedFor: installations.rule(of: $0))
            }
        }
        state.ibID = ibID(of: v)
        return state
    }

    /// `present` (in their order) with the registered views that belong
    /// among them but are not there, each after the document's siblings
    /// before it (`siblings` gives an entry's document order).
    static func documentOrder(
        _ present: [View], _ registered: [SizeClassInstallations.ViewEntry],
        _ siblings: (SizeClassInstallations.ViewEntry) -> [View]
    ) -> [View] {
        var out = present
        for e in registered where !out.contains(where: { $0 === e.view }) {
            let order = siblings(e)
            let mine = order.firstIndex { $0 === e.view } ?? order.count
            let before = order[..<mine].last { s in out.contains { $0 === s } }
            let at = before.flatMap { b in out.firstIndex { $0 === b } }.map { $0 + 1 } ?? 0
            out.insert(e.view, at: at)
        }
        return out
    }

    /// The view an inactive document constraint would be installed on:
    /// the nearest common ancestor of its items in the document's tree
    /// (a view not installed now counts as in its document superview).
    static func documentHolder(of c: LayoutConstraint, _ installations: SizeClassInstallations) -> View? {
        func parent(_ v: View) -> View? {
            v.superview ?? installations.views.first { $0.view === v }?.superview
        }
        func chain(_ v: View?) -> [View] {
            var out: [View] = []
            var x = v
            while let y = x, out.count < 100_000 { out.append(y); x = parent(y) }
            return out
        }
        let a = chain(c.firstItem.hierarchyView)
        guard let second = c.secondItem else { return a.first }
        let b = chain(second.hierarchyView)
        return a.first { x in b.contains { $0 === x } }
    }
}


extension SceneDescription {
    /// The value of one slot (``SceneSlot``): the device's orientation, or
    /// the part of a view's model that the property of `set` (or `hide`,
    /// `spacing … after`, `scroll … to`) writes. Nil when the view is not
    /// there or the property is not one this knows: `save` then assumes the
    /// slot changed.
    func value(of slot: SceneSlot) -> AnyHashable? {
        let name: String
        switch slot.property {
        case .orientation: return device.orientation
        case .customSpacing(let after):
            guard let stack = view(named: slot.view)?.stack, let i = stack.arranged.firstIndex(of: after) else { return nil }
            return stack.customSpacings[i]
        case .option(let option): name = option
        }
        guard let v = view(named: slot.view) else { return nil }
        let stack = v.stack
        switch name {
        case "intrinsic": return AnyHashable(v.intrinsicSizeOverride)
        case "hug": return v.hugging
        case "resist": return v.resistance
        // A control's content: its text, font, lines, title, placeholder,
        // image size, border or scrolling.
        case "text", "font", "weight", "bold", "italic", "monospacedDigits", "fontName", "lines", "title", "placeholder", "size",
            "border", "scrolls", "image", "contentEdgeInsets", "configuration", "pages", "style":
            return v.kind
        case "mode": return v.contentMode
        case "margins": return v.layoutMargins
        case "alignmentInsets": return AnyHashable(v.alignmentInsetsOverride)
        case "preservesMargins": return v.preservesSuperviewLayoutMargins
        case "preferredMaxLayoutWidth": return AnyHashable(v.preferredMaxLayoutWidth)
        case "hidden": return v.isHidden
        case "alpha": return v.alpha
        case "contentOffset": return AnyHashable(v.contentOffset)
        case "contentInset": return AnyHashable(v.contentInset)
        case "axis": return stack?.axis
        case "distribution": return stack?.distribution
        case "alignment": return stack?.alignment
        case "spacing": return stack?.spacing
        case "marginsRelative": return stack?.isLayoutMarginsRelativeArrangement
        case "baselineRelative": return stack?.isBaselineRelativeArrangement
        case "textWidthRule": return stack?.textWidthRule
        case "hidingRule": return stack?.hidingRule
        default: return nil
        }
    }
}
