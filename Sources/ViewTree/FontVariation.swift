import Synchronization

// Fonts per size class: Interface Builder's "+" beside a label's, button's,
// field's, text view's or segmented control's font.

/// A font that applies while the window's size classes match: Interface
/// Builder writes it inside the view as `<variation key="widthClass=compact">
/// <fontDescription key="fontDescription" … pointSize="12"/></variation>`,
/// and UIKit sets it when the trait collection changes. The kind's own font
/// (``ControlKind/font``) is the Any × Any value.
public struct FontVariation: Hashable, Sendable {
    public var font: Font
    /// The width class it applies in (nil: any).
    public var horizontal: SizeClass?
    /// The height class it applies in (nil: any).
    public var vertical: SizeClass?

    public init(font: Font, horizontal: SizeClass?, vertical: SizeClass?) {
        self.font = font
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// 1 with one class given, 2 with both.
    public var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

    /// The order variations are read in, a later one winning where both
    /// match: a height class (0), a width class (1), both (2).
    private static func rank(_ v: FontVariation) -> Int { v.specificity == 2 ? 2 : v.vertical != nil ? 0 : 1 }

    /// `wC`, `hR`, `wC hR`: the classes as `explain` prints them.
    public var classes: String { SizeClass.notation(horizontal: horizontal, vertical: vertical) }

    /// `list` in the order Interface Builder writes variations (by key:
    /// a height class, then a width class, then both), one per pair of
    /// classes (the last given); the order ``inForce(_:traits:)`` reads.
    public static func canonical(_ list: [FontVariation]) -> [FontVariation] {
        var unique: [FontVariation] = []
        for v in list {
            unique.removeAll { $0.horizontal == v.horizontal && $0.vertical == v.vertical }
            unique.append(v)
        }
        return unique.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The font in force under `traits` for a view whose Any × Any font is
    /// `base`: the most specific matching variation, else `base`. Where a
    /// width class's and a height class's both match (wC hC), the width's
    /// wins: StackLab's rule, in the order IB writes them (no source says
    /// which UIKit applies last). No traits (a view in no window) or
    /// Interface Builder's `wAny hAny` canvas: `base`.
    public static func font(in variations: [FontVariation], base: Font, traits: TraitCollection?) -> Font {
        guard !variations.isEmpty, let traits else { return base }
        return inForce(variations, traits: traits)?.font ?? base
    }

    /// The variation in force under `traits`: the most specific that
    /// matches, the width's over the height's; nil when none does.
    public static func inForce(_ variations: [FontVariation], traits: TraitCollection) -> FontVariation? {
        var best: FontVariation? = nil
        for v in variations where traits.matches(horizontal: v.horizontal, vertical: v.vertical) {
            if let b = best, rank(b) > rank(v) { continue }
            best = v
        }
        return best
    }
}

extension ControlKind {
    /// The kind as measured and drawn under `traits`: its font replaced by
    /// the variation in force (``FontVariation/font(in:base:traits:)``).
    public func inForce(_ variations: [FontVariation], traits: TraitCollection?) -> ControlKind {
        guard !variations.isEmpty, let base = font else { return self }
        let f = FontVariation.font(in: variations, base: base, traits: traits)
        return f == base ? self : withFont(f)
    }
}

extension View {
    /// Set once any view is given font variations: until then a change of
    /// size classes has no font to look for (``Window/setScreen(_:)``).
    static let someFontVaries = Atomic<Bool>(false)

    /// The view's fonts per size class (see ``FontVariation``); its kind's
    /// font is the Any × Any one. Only kinds with text keep them.
    public var fontVariations: [FontVariation] {
        get { extras?.fontVariations ?? [] }
        set {
            let value = kind.font == nil ? [] : FontVariation.canonical(newValue)
            guard value != fontVariations else { return }
            extras(unlessDefault: value.isEmpty)?.fontVariations = value
            if !value.isEmpty { View.someFontVaries.store(true, ordering: .relaxed) }
            fontInForceChanged()
        }
    }

    /// Gives the font for a width and a height class (nil: any), like
    /// Interface Builder's "+": a variation for the same classes is
    /// replaced; with neither class, the kind's own (Any × Any) font is.
    public func setFontVariation(_ font: Font, horizontal: SizeClass?, vertical: SizeClass?) {
        guard kind.font != nil else { return }
        if horizontal == nil && vertical == nil {
            kind = kind.withFont(font)
            return
        }
        fontVariations = fontVariations + [FontVariation(font: font, horizontal: horizontal, vertical: vertical)]
    }

    /// The font the view is measured and drawn in now: its variation for
    /// the window's size classes, else its kind's font (nil for kinds
    /// without text).
    public var fontInForce: Font? { font(for: window?.screen.traitCollection) }

    /// The font in force under `traits` (nil: the kind's own).
    public func font(for traits: TraitCollection?) -> Font? {
        guard let base = kind.font else { return nil }
        return FontVariation.font(in: fontVariations, base: base, traits: traits)
    }

    /// The kind as measured now (``ControlKind/inForce(_:traits:)``).
    var kindInForce: ControlKind {
        guard let list = extras?.fontVariations, !list.isEmpty else { return kind }
        return kind.inForce(list, traits: window?.screen.traitCollection)
    }
}

extension Window {
    /// After the screen changed from `old` traits: every view of the window
    /// whose font in force differs under the new ones is measured again, as
    /// a change of its kind would have it.
    func fontVariationsFollow(from old: TraitCollection) {
        let now = screen.traitCollection
        guard old != now, View.someFontVaries.load(ordering: .relaxed) else { return }
        for v in rootView.allViews() {
            guard let list = v.extras?.fontVariations, !list.isEmpty, let base = v.kind.font else { continue }
            if FontVariation.font(in: list, base: base, traits: old) != FontVariation.font(in: list, base: base, traits: now) {
                v.fontInForceChanged()
            }
        }
    }
}
