import Animation
import Geometry
import StackLayout
import ViewTree

/// A scene as a value: everything a saved script must reproduce, in a
/// deterministic order, compared with `==`.
///
/// The device and its traits; every view in `dump`'s order (root, the tree
/// in preorder, then the views outside the window) with its kind and every
/// property a command can set, its place in the hierarchy and in its stack's
/// arranged list, its custom spacings, size-class variations, scroll
/// position and the app's constraints installed on it; the names in creation
/// order; and, when ``layout`` is there, every frame, content size and the
/// last animation's timeline. This is what `dump`, `constraints`, `export
/// swift` and `dump timeline` reveal, held as typed values rather than text.
///
/// `save` judges minimality on it (``Session/minimalScriptCommands()``), and
/// the replay oracle compares live scenes with replays through it.
struct SceneDescription: Equatable {
    /// The device as the screen shows it.
    struct DeviceState: Equatable {
        var name: String
        var device: Device
        var orientation: Orientation
        var traits: TraitCollection
    }

    /// A constraint of the app's, by the names of its items.
    struct ConstraintState: Equatable {
        var first: String
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var second: String?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double
        var constant: Double
        var priority: Double
        var identifier: String?
    }

    /// What a stack view adds to a view.
    struct StackState: Equatable {
        var axis: Axis
        var distribution: StackView.Distribution
        var alignment: StackView.Alignment
        var spacing: Double
        var isLayoutMarginsRelativeArrangement: Bool
        var isBaselineRelativeArrangement: Bool
        var textWidthRule: StackView.TextWidthRule
        /// The arranged views, in order, each with the custom spacing after it.
        var arranged: [String]
        var customSpacings: [Double]
        var variations: [StackView.Variation]
    }

    /// One view's model: what commands set, apart from layout.
    struct ViewState: Equatable {
        var name: String
        /// The command word that made it (`label`, `stack`…; `root`).
        var kindName: String
        var kind: ControlKind
        var isHidden: Bool
        var alpha: Double
        var contentMode: ContentMode
        var layoutMargins: EdgeInsets
        var intrinsicSizeOverride: Size?
        var hugging: [Double]
        var resistance: [Double]
        var superview: String?
        var subviews: [String]
        var stack: StackState?
        /// A scroll view's inset, and its offset once set (nil at the initial
        /// offset, which follows the layout).
        var contentInset: EdgeInsets?
        var contentOffset: Point?
        var constraints: [ConstraintState]
    }

    /// What layout made of the model.
    struct LayoutState: Equatable {
        /// Each view's frame and screen frame (nil outside the window), and a
        /// scroll view's content size and offset, in ``views``' order.
        var frames: [Rect?]
        var screenFrames: [Rect?]
        var scrollGeometry: [ScrollGeometry?]
        var timeline: Timeline?
    }

    struct ScrollGeometry: Equatable {
        var contentSize: Size
        var contentOffset: Point
    }

    var device: DeviceState
    /// The named views in creation order.
    var creationOrder: [String]
    var views: [ViewState]
    /// Nil when the description was taken without laying out.
    var layout: LayoutState?

    /// The model of the view named `name`, if any.
    func view(named name: String) -> ViewState? { views.first { $0.name == name } }
}

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
        return SceneDescription.ViewState(
            name: v.name, kindName: kindName(of: v), kind: v.kind, isHidden: v.isHidden, alpha: v.alpha,
            contentMode: v.contentMode, layoutMargins: v.layoutMargins,
            intrinsicSizeOverride: v.intrinsicSizeOverride,
            hugging: [v.contentHugging.horizontal, v.contentHugging.vertical],
            resistance: [v.compressionResistance.horizontal, v.compressionResistance.vertical],
            superview: v.superview?.name, subviews: v.subviews.map(\.name), stack: stack,
            contentInset: scroll?.contentInset,
            contentOffset: scroll.flatMap { $0.isAtInitialOffset ? nil : $0.contentOffset },
            constraints: v.constraints.filter { !$0.isSystem }.map { c in
                SceneDescription.ConstraintState(
                    first: c.firstItem.name, firstAttribute: c.firstAttribute, relation: c.relation,
                    second: c.secondItem?.name, secondAttribute: c.secondAttribute, multiplier: c.multiplier,
                    constant: c.constant, priority: c.priority.value, identifier: c.identifier)
            })
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
        case "text", "font", "lines", "title", "placeholder", "size", "border", "scrolls": return v.kind
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
