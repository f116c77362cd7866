import Animation
import ConstraintSolver
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
/// It is also what the formats read and write: an Interface Builder
/// document opens as a description (the `InterfaceBuilder` target), which
/// ``SceneBuilder`` turns into views, and every export starts from one. The
/// REPL's `save` judges minimality on it, and the replay oracle compares
/// live scenes with replays through it.
public struct SceneDescription: Equatable, Sendable {
    /// The device as the screen shows it.
    public struct DeviceState: Equatable, Sendable {
        /// The device's name as typed (a preset name, `WxH@Sx`, or the
        /// document's device id).
        public var name: String
        public var device: Device
        public var orientation: Orientation
        public var traits: TraitCollection

        public init(name: String, device: Device, orientation: Orientation, traits: TraitCollection? = nil) {
            self.name = name
            self.device = device
            self.orientation = orientation
            self.traits = traits ?? device.traitCollection(for: orientation)
        }
    }

    /// A constraint of the app's, by the names of its items: a view's name,
    /// `root`, or a guide's (`NAME.margins`, `NAME.safeArea`,
    /// `NAME.content`, `NAME.frameGuide`).
    public struct ConstraintState: Equatable, Sendable {
        public var first: String
        public var firstAttribute: LayoutAttribute
        public var relation: LayoutRelation
        public var second: String?
        public var secondAttribute: LayoutAttribute?
        public var multiplier: Double
        /// The constant, the system spacing included when
        /// ``usesSystemSpacing`` is set.
        public var constant: Double
        public var priority: Double
        public var identifier: String?
        /// Interface Builder's "Standard" spacing (`symbolic="YES"`),
        /// UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)`.
        public var usesSystemSpacing: Bool
        /// The size classes it is installed for (Interface Builder's
        /// "Installed" boxes); nil: always. A description keeps a constraint
        /// not installed for the current classes in its place, and
        /// ``SceneBuilder`` leaves it inactive until the classes change.
        public var installedFor: SizeClassRule?

        public init(
            first: String, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal, second: String? = nil,
            secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
            priority: Double = 1000, identifier: String? = nil, usesSystemSpacing: Bool = false,
            installedFor: SizeClassRule? = nil
        ) {
            self.first = first
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.second = second
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.identifier = identifier
            self.usesSystemSpacing = usesSystemSpacing
            self.installedFor = installedFor
        }
    }

    /// What a stack view adds to a view.
    public struct StackState: Equatable, Sendable {
        public var axis: Axis
        public var distribution: StackView.Distribution
        public var alignment: StackView.Alignment
        public var spacing: Double
        public var isLayoutMarginsRelativeArrangement: Bool
        public var isBaselineRelativeArrangement: Bool
        public var textWidthRule: StackView.TextWidthRule
        public var hidingRule: StackView.HidingRule
        /// The arranged views, in order, each with the custom spacing after it.
        public var arranged: [String]
        public var customSpacings: [Double]
        public var variations: [StackView.Variation]

        public init(
            axis: Axis = .horizontal, distribution: StackView.Distribution = .fill,
            alignment: StackView.Alignment = .fill, spacing: Double = 0,
            isLayoutMarginsRelativeArrangement: Bool = false, isBaselineRelativeArrangement: Bool = false,
            textWidthRule: StackView.TextWidthRule = .current, hidingRule: StackView.HidingRule = .current,
            arranged: [String] = [],
            customSpacings: [Double]? = nil, variations: [StackView.Variation] = []
        ) {
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
            self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
            self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
            self.textWidthRule = textWidthRule
            self.hidingRule = hidingRule
            self.arranged = arranged
            self.customSpacings = customSpacings ?? arranged.map { _ in StackView.spacingUseDefault }
            self.variations = variations
        }
    }

    /// One view's model: what commands set, apart from layout.
    public struct ViewState: Equatable, Sendable {
        public var name: String
        /// The command word that made it (`label`, `stack`…; `root`).
        public var kindName: String
        public var kind: ControlKind
        /// Setting it keeps ``hiddenCount`` in step, as ``ViewTree/View/isHidden`` does.
        public var isHidden: Bool {
            didSet { if !isHidden { hiddenCount = 0 } else if hiddenCount == 0 { hiddenCount = 1 } }
        }
        /// How many `isHidden = false` it needs to show (``ViewTree/View/hiddenCount``):
        /// 0 visible, 1 hidden, more under a stack's `hidingRule` of iOS 12.
        public var hiddenCount: Int
        public var alpha: Double
        public var contentMode: ContentMode
        public var layoutMargins: EdgeInsets
        /// UIView.preservesSuperviewLayoutMargins.
        public var preservesSuperviewLayoutMargins: Bool
        public var intrinsicSizeOverride: Size?
        /// Alignment-rect insets set on the view (nil: its kind's).
        public var alignmentInsetsOverride: EdgeInsets?
        /// A label's explicit preferredMaxLayoutWidth (nil: automatic).
        public var preferredMaxLayoutWidth: Double?
        /// Fonts per size class (``ViewTree/FontVariation``); ``kind``'s
        /// font is the Any × Any one.
        public var fontVariations: [FontVariation]
        public var hugging: [Double]
        public var resistance: [Double]
        public var superview: String?
        public var subviews: [String]
        public var stack: StackState?
        /// A scroll view's inset, and its offset once set (nil at the initial
        /// offset, which follows the layout).
        public var contentInset: EdgeInsets?
        public var contentOffset: Point?
        public var constraints: [ConstraintState]
        /// The view's object id in the Interface Builder document it was
        /// opened from (nil for a view made otherwise).
        public var ibID: String?
        /// The size classes the view is installed in its superview for
        /// (Interface Builder's "Installed" boxes); nil: always. Its
        /// superview and place stay those of the document, whatever the
        /// current classes.
        public var installedFor: SizeClassRule?

        /// A view of `kindName` with `kind`'s defaults (Interface Builder's
        /// priorities, 8-pt margins, visible, opaque).
        public init(name: String, kindName: String, kind: ControlKind) {
            self.name = name
            self.kindName = kindName
            self.kind = kind
            isHidden = false
            hiddenCount = 0
            alpha = 1
            contentMode = .scaleToFill
            layoutMargins = EdgeInsets(all: 8)
            preservesSuperviewLayoutMargins = false
            intrinsicSizeOverride = nil
            alignmentInsetsOverride = nil
            preferredMaxLayoutWidth = nil
            fontVariations = []
            let hug = kind.defaultHugging(interfaceBuilder: true)
            let resist = kind.defaultCompressionResistance(interfaceBuilder: true)
            hugging = [hug.horizontal, hug.vertical]
            resistance = [resist.horizontal, resist.vertical]
            superview = nil
            subviews = []
            stack = kind == .stack ? StackState() : nil
            contentInset = kind == .scroll ? .zero : nil
            contentOffset = nil
            constraints = []
            ibID = nil
            installedFor = nil
        }
    }

    /// What layout made of the model.
    public struct LayoutState: Equatable, Sendable {
        /// Each view's frame and screen frame (nil outside the window), and a
        /// scroll view's content size and offset, in ``views``' order.
        public var frames: [Rect?]
        public var screenFrames: [Rect?]
        public var scrollGeometry: [ScrollGeometry?]
        public var timeline: Timeline?

        public init(frames: [Rect?], screenFrames: [Rect?], scrollGeometry: [ScrollGeometry?], timeline: Timeline?) {
            self.frames = frames
            self.screenFrames = screenFrames
            self.scrollGeometry = scrollGeometry
            self.timeline = timeline
        }
    }

    public struct ScrollGeometry: Equatable, Sendable {
        public var contentSize: Size
        public var contentOffset: Point

        public init(contentSize: Size, contentOffset: Point) {
            self.contentSize = contentSize
            self.contentOffset = contentOffset
        }
    }

    public var device: DeviceState
    /// The named views in creation order.
    public var creationOrder: [String]
    /// Every view, root first, then the tree in preorder, then the views
    /// outside the window.
    public var views: [ViewState]
    /// Nil when the description was taken without laying out.
    public var layout: LayoutState?

    public init(device: DeviceState, creationOrder: [String], views: [ViewState], layout: LayoutState? = nil) {
        self.device = device
        self.creationOrder = creationOrder
        self.views = views
        self.layout = layout
    }

    /// The model of the view named `name`, if any.
    public func view(named name: String) -> ViewState? { views.first { $0.name == name } }
}
