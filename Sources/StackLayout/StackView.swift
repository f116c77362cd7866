import Geometry
import ViewTree

/// Errors of stack-view operations; each leaves the stack as it was.
public enum StackError: Error, Hashable, Sendable, CustomStringConvertible {
    /// insertArrangedSubview(_:at:) with an index past the end (UIKit raises
    /// "index out of bounds for arranged subview").
    case indexOutOfBounds(index: Int, count: Int, stack: String)
    /// Arranging a view into itself or into one of its descendants.
    case cycle(LayoutError)

    public var description: String {
        switch self {
        case let .indexOutOfBounds(index, count, stack):
            let range = count == 0 ? "only 0" : "0…\(count)"
            return "index \(index) is out of bounds for \(stack)'s arranged subviews (\(range) allowed: it has \(count))"
        case let .cycle(e): return e.description
        }
    }
}

/// `UIStackView`: lays out its arranged subviews in a line, purely through
/// the constraints it generates, exactly as UIKit's does (identifiers
/// `UISV-…`, priorities and shapes from uikit-stackview.md §1–§6, iOS 26
/// where eras differ).
///
/// ```swift
/// let row = StackView(name: "row")
/// row.spacing = 8
/// try row.addArrangedSubview(label)
/// try row.addArrangedSubview(toggle)
/// row.generatedConstraints   // 'UISV-canvas-connection' row.leading == label.leading, …
/// ```
///
/// The constraints are regenerated in ``updateConstraints()`` at the start of
/// each layout pass; a constraint whose shape has not changed is kept (the
/// same object), so hiding one view of a long stack re-solves only the few
/// constraints around it.
///
/// **Size-class variations.** Any stack property may carry a value per width
/// and height class, like Interface Builder's "+" (``setVariation(_:horizontal:vertical:)``);
/// the value in force is re-evaluated against the window's trait collection
/// at every layout pass, so a rotation re-evaluates it.
public final class StackView: View {
    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIStackView.Alignment. `leading` and `top` are the same alignment (as
    /// are `trailing` and `bottom`): UIKit gives them the same raw value.
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline

        /// `top` → `leading`, `bottom` → `trailing`.
        public var normalized: Alignment {
            switch self {
            case .top: return .leading
            case .bottom: return .trailing
            default: return self
            }
        }
    }

    /// One stack property's value, for size-class variations.
    public enum Property: Hashable, Sendable, CustomStringConvertible {
        case axis(Axis)
        case distribution(Distribution)
        case alignment(Alignment)
        case spacing(Double)
        case layoutMarginsRelative(Bool)
        case baselineRelative(Bool)

        /// The property's name as the REPL spells it.
        public var name: String {
            switch self {
            case .axis: return "axis"
            case .distribution: return "distribution"
            case .alignment: return "alignment"
            case .spacing: return "spacing"
            case .layoutMarginsRelative: return "marginsRelative"
            case .baselineRelative: return "baselineRelative"
            }
        }

        public var description: String {
            switch self {
            case let .axis(a): return "axis=\(a)"
            case let .distribution(d): return "distribution=\(d.rawValue)"
            case let .alignment(a): return "alignment=\(a.rawValue)"
            case let .spacing(s): return "spacing=\(formatNumber(s))"
            case let .layoutMarginsRelative(b): return "marginsRelative=\(b)"
            case let .baselineRelative(b): return "baselineRelative=\(b)"
            }
        }
    }

    /// A property value that applies in some size classes (nil: any).
    public struct Variation: Hashable, Sendable {
        public var value: Property
        public var horizontal: SizeClass?
        public var vertical: SizeClass?
    }

    /// UIStackView.spacingUseDefault (FLT_MAX): as a custom spacing, "use
    /// `spacing`"; as `spacing`, 0.
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// UIStackView.spacingUseSystem (FLT_MIN): the system spacing, 8 points
    /// between siblings.
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)
    /// The system spacing between sibling views.
    public static let systemSpacing: Double = 8

    // MARK: Properties (the "Any × Any" values)

    public var axis: Axis = .horizontal { didSet { setNeedsLayout() } }
    public var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    public var spacing: Double = 0 { didSet { setNeedsLayout() } }
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    public var isBaselineRelativeArrangement = false { didSet { setNeedsLayout() } }

    /// Which UISV-text-width-disambiguation a horizontal stack builds for its
    /// multi-line labels (uikit-stackview.md §1.6, §14.1).
    public enum TextWidthRule: String, CaseIterable, Hashable, Sendable {
        /// iOS 15 and later: each of the k multi-line labels at most 1/k of
        /// the canvas, at 950.
        case current
        /// iOS 14 and earlier (history, for lessons on the old bug): each
        /// multi-line label 1/n of the canvas at its CR or hugging + 10, n the
        /// visible items: a label beside a switch gets half the stack.
        case ios14
    }

    /// The text-width rule in force (``TextWidthRule/current`` unless a
    /// lesson asks for iOS 14's).
    public var textWidthRule: TextWidthRule = .current { didSet { setNeedsLayout() } }

    /// The size-class variations, in the order they were set.
    public private(set) var variations: [Variation] = []

    /// The views the stack arranges, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [View] = []
    /// The same views as a set, changed with the list: appending N views one
    /// by one looked each up in the list first, N²/2 comparisons (building a
    /// 10 000-item stack spent most of its time there).
    private var arrangedIDs: Set<ObjectIdentifier> = []

    /// Custom spacings after arranged views (setCustomSpacing(_:after:)), in
    /// the order they were set.
    private var customSpacings: [(view: View, spacing: Double)] = []

    /// The constraints the stack generated in its last update, in order.
    public private(set) var generatedConstraints: [LayoutConstraint] = []

    /// The private layout guides: the alignment spanner and the gap guides
    /// of equalSpacing / equalCentering (UILayoutGuides, never subviews).
    private(set) lazy var spanningGuide = LayoutGuide(name: name + ".spanner", owner: self)
    private var gapGuides: [LayoutGuide] = []

    /// UIStackView(frame: .zero): horizontal, fill, fill, spacing 0, and
    /// layout margins 0 (iOS 26; iOS 10 left UIView's 8).
    public init(name: String) {
        super.init(name: name, kind: .stack)
        layoutMargins = .zero
    }

    /// Adds the stack's properties, arranged views, custom spacings,
    /// variations and generated constraints to the view's savepoint.
    override public func savepoint() -> ViewSavepoint {
        let values = (axis, distribution, alignment, spacing, isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement)
        let lists = (variations, arrangedSubviews, customSpacings, generatedConstraints, gapGuides)
        let rule = textWidthRule
        let ids = arrangedIDs
        return super.savepoint().adding { [unowned self] in
            (axis, distribution, alignment, spacing, isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement) = values
            textWidthRule = rule
            (variations, arrangedSubviews, customSpacings, generatedConstraints, gapGuides) = lists
            arrangedIDs = ids
        }
    }

    // MARK: Arranged subviews (uikit-stackview.md §5)

    /// addArrangedSubview: appends `view` to `arrangedSubviews` (moving it to
    /// the end if it is already arranged) and adds it as the last subview
    /// unless it is already a descendant.
    ///
    /// - Throws: ``ViewTree/LayoutError/cycle(_:into:)`` when `view` is the
    ///   stack or one of its ancestors; nothing changes.
    public func addArrangedSubview(_ view: View) throws(LayoutError) {
        if isDescendant(of: view) { throw .cycle(view.name, into: name) }
        if !view.isDescendant(of: self) { try addSubview(view) }
        if !arrangedIDs.insert(ObjectIdentifier(view)).inserted { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.append(view)
        setNeedsLayout()
    }

    /// insertArrangedSubview(_:at:): `index` may be at most the count of
    /// arranged subviews. An already arranged view only changes its stack
    /// index (not its subview index); a new one becomes the last subview.
    public func insertArrangedSubview(_ view: View, at index: Int) throws(StackError) {
        guard index >= 0, index <= arrangedSubviews.count else {
            throw .indexOutOfBounds(index: index, count: arrangedSubviews.count, stack: name)
        }
        if isDescendant(of: view) { throw .cycle(.cycle(view.name, into: name)) }
        if !view.isDescendant(of: self) {
            do { try addSubview(view) } catch { throw .cycle(error) }
        }
        if !arrangedIDs.insert(ObjectIdentifier(view)).inserted { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        setNeedsLayout()
    }

    /// removeArrangedSubview: the view leaves `arrangedSubviews` and loses
    /// the stack's constraints, but stays a subview at its last frame.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedIDs.remove(ObjectIdentifier(view)) != nil else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        setNeedsLayout()
    }

    override public var subviewsInLayoutOrder: [View] {
        arrangedSubviews + subviews.filter { !arrangedIDs.contains(ObjectIdentifier($0)) }
    }

    override public func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// setCustomSpacing(_:after:): the gap after `view` (an arranged view);
    /// ``spacingUseDefault`` reverts to `spacing`, ``spacingUseSystem`` asks
    /// for the system spacing. Ignored for a view that is not arranged.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard arrangedIDs.contains(ObjectIdentifier(view)) else { return }
        customSpacings.removeAll { $0.view === view }
        if spacing != Self.spacingUseDefault { customSpacings.append((view, spacing)) }
        setNeedsLayout()
    }

    /// customSpacing(after:): ``spacingUseDefault`` when none is set.
    public func customSpacing(after view: View) -> Double {
        customSpacings.first { $0.view === view }?.spacing ?? Self.spacingUseDefault
    }

    // MARK: Size-class variations

    /// Sets a value that applies when the window's size classes match
    /// (`nil` matches any), like Interface Builder's "+". A variation for the
    /// same property and classes replaces the old one. The most specific
    /// matching variation wins (both classes given > one > none); the plain
    /// property is the "Any × Any" value.
    public func setVariation(_ value: Property, horizontal: SizeClass?, vertical: SizeClass?) {
        variations.removeAll { $0.value.name == value.name && $0.horizontal == horizontal && $0.vertical == vertical }
        if horizontal == nil && vertical == nil {
            apply(value)
        } else {
            variations.append(Variation(value: value, horizontal: horizontal, vertical: vertical))
        }
        setNeedsLayout()
    }

    /// Removes every variation of the named property.
    public func removeVariations(of propertyName: String) {
        variations.removeAll { $0.value.name == propertyName }
        setNeedsLayout()
    }

    private func apply(_ value: Property) {
        switch value {
        case let .axis(a): axis = a
        case let .distribution(d): distribution = d
        case let .alignment(a): alignment = a
        case let .spacing(s): spacing = s
        case let .layoutMarginsRelative(b): isLayoutMarginsRelativeArrangement = b
        case let .baselineRelative(b): isBaselineRelativeArrangement = b
        }
    }

    /// The values in force for a trait collection.
    public struct Effective: Hashable, Sendable {
        public var axis: Axis
        public var distribution: Distribution
        public var alignment: Alignment
        public var spacing: Double
        public var isLayoutMarginsRelativeArrangement: Bool
        public var isBaselineRelativeArrangement: Bool
    }

    /// The property values in force under `traits` (the window's when nil).
    public func effectiveValues(for traits: TraitCollection? = nil) -> Effective {
        var e = Effective(
            axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
            isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
            isBaselineRelativeArrangement: isBaselineRelativeArrangement)
        guard let t = traits ?? window?.screen.traitCollection else { return e }
        var best: [String: (specificity: Int, value: Property)] = [:]
        for v in variations {
            if let h = v.horizontal, h != t.horizontalSizeClass { continue }
            if let w = v.vertical, w != t.verticalSizeClass { continue }
            let specificity = (v.horizontal == nil ? 0 : 1) + (v.vertical == nil ? 0 : 1)
            if let b = best[v.value.name], b.specificity > specificity { continue }
            best[v.value.name] = (specificity, v.value)
        }
        for name in ["axis", "distribution", "alignment", "spacing", "marginsRelative", "baselineRelative"] {
            guard let p = best[name]?.value else { continue }
            switch p {
            case let .axis(a): e.axis = a
            case let .distribution(d): e.distribution = d
            case let .alignment(a): e.alignment = a
            case let .spacing(s): e.spacing = s
            case let .layoutMarginsRelative(b): e.isLayoutMarginsRelativeArrangement = b
            case let .baselineRelative(b): e.isBaselineRelativeArrangement = b
            }
        }
        return e
    }

    // MARK: Generating the constraints

    override public func updateConstraints() {
        var generator = ConstraintGenerator(stack: self, values: effectiveValues())
        let specs = generator.generate()
        install(specs)
    }

    /// The direct path (see ``DirectArrangement``): nil where the stack's
    /// subtree is not covered and the solver sees its constraints.
    override public func directLayout() -> DirectLayout? {
        DirectArrangement(stack: self, values: effectiveValues()).layout()
    }

    /// The gap guide for gap `index`, made on first use and kept.
    func gapGuide(_ index: Int) -> LayoutGuide {
        while gapGuides.count <= index {
            gapGuides.append(LayoutGuide(name: "\(name).gap\(gapGuides.count)", owner: self))
        }
        return gapGuides[index]
    }



    /// Replaces the generated constraints by `specs`, keeping every old
    /// constraint whose shape is unchanged (the same object, so the window
    /// does not re-solve it). The lists are compared in order from both
    /// ends first (an edit changes a few constraints of each kind and
    /// leaves the rest in place); only the part between the first and the
    /// last difference is matched by shape.
    private func install(_ specs: [ConstraintSpec]) {
        let old = generatedConstraints
        let common = min(specs.count, old.count)
        var prefix = 0
        while prefix < common, specs[prefix] == ConstraintSpec(old[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix, specs[specs.count - 1 - suffix] == ConstraintSpec(old[old.count - 1 - suffix]) {
            suffix += 1
        }
        let middle = old[prefix..<(old.count - suffix)]
        var pool: [ConstraintSpec: LayoutConstraint] = [:]
        for c in middle { pool[ConstraintSpec(c)] = c }
        var next: [LayoutConstraint] = []
        next.reserveCapacity(specs.count)
        next += old[..<prefix]
        for spec in specs[prefix..<(specs.count - suffix)] {
            if let c = pool.removeValue(forKey: spec) {
                next.append(c)
            } else {
                next.append(spec.make())
            }
        }
        next += old[(old.count - suffix)...]
        // Deactivate what went away, in generation order.
        if !pool.isEmpty {
            LayoutConstraint.deactivate(middle.filter { pool[ConstraintSpec($0)] === $0 })
        }
        for c in next where !c.isActive { try? c.install(on: self) }
        generatedConstraints = next
    }
}
