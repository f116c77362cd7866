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
        var stack: SceneDescription.StackState? = nil
        if let s = v as? StackView {
            stack = .init(
                axis: s.axis, distribution: s.distribution, alignment: s.alignment, spacing: s.spacing,
                isLayoutMarginsRelativeArrangement: s.isLayoutMarginsRelativeArrangement,
                isBaselineRelativeArrangement: s.isBaselineRelativeArrangement, textWidthRule: s.textWidthRule,
                arranged: s.arrangedSubviews.map(\.name),
                customSpacings: s.arrangedSubviews.map { s.customSpacing(after: $0) },
                variations: s.variations)
        }
        let scroll = v as? ScrollView
        var state = SceneDescription.ViewState(name: v.name, kindName: kindName(of: v), kind: v.kind)
        state.isHidden = v.isHidden
        state.alpha = v.alpha
        state.contentMode = v.contentMode
        state.layoutMargins = v.layoutMargins
        state.intrinsicSizeOverride = v.intrinsicSizeOverride
        state.hugging = [v.contentHugging.horizontal, v.contentHugging.vertical]
        state.resistance = [v.compressionResistance.horizontal, v.compressionResistance.vertical]
        state.superview = v.superview?.name
        state.subviews = v.subviews.map(\.name)
        state.stack = stack
        state.contentInset = scroll?.contentInset
        state.contentOffset = scroll.flatMap { $0.isAtInitialOffset ? nil : $0.contentOffset }
        state.constraints = v.constraints.filter { !$0.isSystem }.map { c in
            SceneDescription.ConstraintState(
                first: c.firstItem.name, firstAttribute: c.firstAttribute, relation: c.relation,
                second: c.secondItem?.name, secondAttribute: c.secondAttribute, multiplier: c.multiplier,
                constant: c.constant, priority: c.priority.value, identifier: c.identifier,
                usesSystemSpacing: c.usesSystemSpacing)
        }
        state.ibID = ibID(of: v)
        return state
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
        case "text", "font", "weight", "bold", "italic", "monospacedDigits", "lines", "title", "placeholder", "size",
            "border", "scrolls", "image", "contentEdgeInsets":
            return v.kind
        case "mode": return v.contentMode
        case "margins": return v.layoutMargins
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
        default: return nil
        }
    }
}
