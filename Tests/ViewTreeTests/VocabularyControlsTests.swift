import ConstraintSolver
import Geometry
import Testing
@testable import ViewTree

/// The controls and styles of issue 14 (uikit-stackview.md §9, §14.5) and
/// `UIView.convert(_:to:)`. Expected sizes are worked out by hand from the
/// documented metrics in the comments; iPhone 8 (@2x) for the window.
@Suite("Vocabulary controls")
struct VocabularyControlsTests {
    static let font17 = TextMetrics.systemFont(size: 17)
    static func ics(_ kind: ControlKind, scale: Double = 3) -> Size {
        kind.intrinsicContentSize(preferredMaxLayoutWidth: nil, scale: scale)
    }
    static let none = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)

    @Test func plainControlHasNoIntrinsicSize() {
        #expect(Self.ics(.control) == Self.none)
        #expect(ControlKind.control.className == "UIControl")
        #expect(ControlKind.control.defaultHugging() == (250, 250))
        #expect(ControlKind.control.baselineOffsets(size: Size(width: 10, height: 10)) == nil)
        // An overridden size (a custom view's intrinsicContentSize) wins.
        let v = View(name: "c", kind: .control)
        v.intrinsicSizeOverride = Size(width: 44, height: 44)
        #expect(v.intrinsicContentSize == Size(width: 44, height: 44))
    }

    /// Both button types: the 15-pt title (18 tall) + 6 + 6 = 30; "Log in"
    /// rounds up to whole points, at least 30 wide.
    @Test func buttonTypesShareTheirSize() {
        #expect(ControlKind.button(title: "Log in").className == "UIButton")
        #expect(Self.ics(.button(title: "Button", type: .custom)) == Size(width: 46, height: 30))
        #expect(Self.ics(.button(title: "Button", type: .custom)) == Self.ics(.button(title: "Button")))
        #expect(ControlKind.button(title: "x") == .button(title: "x", type: .system))
        #expect(ControlKind.button(title: "x", type: .custom) != .button(title: "x", type: .system))
    }

    /// The symbol types draw UIKit's 22 × 22 symbol as their image (the
    /// cookbook's info buttons in ../shared/ib-corpus 014, 021, 024): alone
    /// 22 × 22 with no baseline, a title beside it.
    @Test func symbolButtonTypes() {
        for type in [ButtonType.infoLight, .infoDark, .detailDisclosure, .contactAdd] {
            #expect(type.hasSymbol)
            #expect(Self.ics(.button(title: "", type: type)) == Size(width: 22, height: 22))
            #expect(ControlKind.button(title: "", type: type).baselineOffsets(size: Size(width: 22, height: 22)) == nil)
            let titled = Self.ics(.button(title: "Info", type: type))
            #expect(titled.width == 22 + (Font.system(15).width(of: "Info") - 1e-9).rounded(.up))
            #expect(titled.height == 30)
        }
        #expect(!ButtonType.system.hasSymbol && !ButtonType.custom.hasSymbol)
    }

    /// "Email" at 17 pt, rounded up to thirds of a point, then the border's
    /// padding: rounded rect 14, line and bezel 4, none 0. Bordered fields
    /// are 21 + 13 = 34 tall; a borderless one is one line, 20.287 → 20.333.
    @Test func textFieldBorderStyles() {
        let text = TextMetrics.ceilToPixel(Self.font17.width(of: "Email"), scale: 3)
        #expect(Self.ics(.textField(placeholder: "Email", text: "", border: .roundedRect))
            == Size(width: text + 14, height: 34))
        #expect(Self.ics(.textField(placeholder: "Email", text: "")) == Self.ics(
            .textField(placeholder: "Email", text: "", border: .roundedRect)))
        for border in [TextFieldBorderStyle.line, .bezel] {
            #expect(Self.ics(.textField(placeholder: "Email", text: "", border: border))
                == Size(width: text + 4, height: 34))
        }
        #expect(Self.ics(.textField(placeholder: "Email", text: "", border: .none))
            == Size(width: text, height: 61.0 / 3))
        // @2x: 20.287 → 20.5.
        #expect(Self.ics(.textField(placeholder: "", text: "", border: .none), scale: 2)
            == Size(width: 0, height: 20.5))
        // Text replaces the placeholder.
        let typed = TextMetrics.ceilToPixel(Self.font17.width(of: "someone"), scale: 3)
        #expect(Self.ics(.textField(placeholder: "Email", text: "someone", border: .none)).width == typed)
        // The text is centred: at the intrinsic height the first baseline is
        // the ascender plus half the rounding (20.333 − 20.333) / 2 = 0.
        let b = ControlKind.textField(placeholder: "E", text: "", border: .none)
            .baselineOffsets(size: Size(width: 50, height: 61.0 / 3))
        #expect(b.map { approximatelyEqual($0.first, Self.font17.ascender) } == true)
    }

    /// A scrolling text view is a scroll view: no intrinsic size. A fixed
    /// one: widest line + 5 + 5, lines × 20.287 + 8 + 8, up to thirds.
    @Test func textViewScrollingOrNot() {
        #expect(Self.ics(.textView(text: "Hello")) == Self.none)
        #expect(Self.ics(.textView(text: "Hello", scrolls: true)) == Self.none)
        let hello = Self.font17.width(of: "Hello")
        let one = Self.ics(.textView(text: "Hello", scrolls: false))
        #expect(one.width == TextMetrics.ceilToPixel(hello + 10, scale: 3))
        #expect(approximatelyEqual(one.height, 109.0 / 3))  // 36.287 → 36.333
        let two = Self.ics(.textView(text: "Hello\nworld, again", scrolls: false))
        #expect(two.width == TextMetrics.ceilToPixel(Self.font17.width(of: "world, again") + 10, scale: 3))
        #expect(approximatelyEqual(two.height, 170.0 / 3))  // 56.574 → 56.667
        // Empty: room for one line (the caret), 10 wide for the padding.
        #expect(Self.ics(.textView(text: "", scrolls: false)) == Size(width: 10, height: 109.0 / 3))
        #expect(ControlKind.textView(text: "").className == "UITextView")
        #expect(ControlKind.textView(text: "").defaultHugging() == (250, 250))
        // Baselines from the top inset: 8 + ascender, one line lower for the last.
        let b = ControlKind.textView(text: "a\nb", scrolls: false).baselineOffsets(size: Size(width: 50, height: 60))
        #expect(b.map { approximatelyEqual($0.first, 8 + Self.font17.ascender) } == true)
        #expect(b.map { approximatelyEqual($0.last - $0.first, Self.font17.lineHeight) } == true)
    }

    /// Content modes change drawing only: the image's size stays intrinsic.
    @Test func contentModeIsDrawingOnly() {
        let v = View(name: "photo", kind: .imageView(imageSize: Size(width: 300, height: 200)))
        #expect(v.contentMode == .scaleToFill)
        v.contentMode = .aspectFit
        #expect(v.intrinsicContentSize == Size(width: 300, height: 200))
        #expect(ContentMode.allCases.map(\.rawValue) == ["scaleToFill", "aspectFit", "aspectFill", "center"])
    }

    // MARK: convert(_:to:)

    /// root ⊃ box at {20, 100} 200 × 300 ⊃ child at {10, 40} 50 × 60.
    static func nested() throws -> (Window, View, View) {
        let w = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
        let root = w.rootView
        let box = View(name: "box"), child = View(name: "child")
        try root.addSubview(box)
        try box.addSubview(child)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 300),
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 40),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 60),
        ])
        return (w, box, child)
    }

    @Test func convertBetweenViews() throws {
        let (w, box, child) = try Self.nested()
        #expect(child.frame == Rect(x: 10, y: 40, width: 50, height: 60))
        // To the window (nil) and to the root: 20 + 10, 100 + 40.
        #expect(child.convert(child.bounds, to: nil) == Rect(x: 30, y: 140, width: 50, height: 60))
        #expect(child.convert(child.bounds, to: w.rootView) == Rect(x: 30, y: 140, width: 50, height: 60))
        // To its superview: its frame.
        #expect(child.convert(child.bounds, to: box) == child.frame)
        // From: the inverse; box's origin in child's coordinates is −10, −40.
        #expect(child.convert(box.bounds, from: box) == Rect(x: -10, y: -40, width: 200, height: 300))
        #expect(box.convert(Rect(x: 1, y: 2, width: 3, height: 4), to: child)
            == Rect(x: -9, y: -38, width: 3, height: 4))
        // The margins guide of box: 8 in from each edge, in box's coordinates.
        #expect(box.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 184, height: 284))
    }

    /// A view in a scroll view scrolled by 120: its screen position moves
    /// up by 120; its frame (content coordinates) does not.
    @Test func convertThroughAScrollView() throws {
        let w = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
        let root = w.rootView
        let sv = ScrollView(name: "list"), row = View(name: "row")
        try root.addSubview(sv)
        try sv.addSubview(row)
        try LayoutConstraint.activate([
            sv.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sv.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sv.topAnchor.constraint(equalTo: root.topAnchor),
            sv.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: sv.contentLayoutGuide.leadingAnchor),
            row.topAnchor.constraint(equalTo: sv.contentLayoutGuide.topAnchor, constant: 500),
            row.bottomAnchor.constraint(equalTo: sv.contentLayoutGuide.bottomAnchor, constant: -500),
            row.trailingAnchor.constraint(equalTo: sv.contentLayoutGuide.trailingAnchor),
            row.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor),
            row.heightAnchor.constraint(equalToConstant: 100),
        ])
        sv.contentOffset = Point(x: 0, y: 120)
        #expect(row.frame == Rect(x: 0, y: 500, width: 375, height: 100))
        #expect(row.convert(row.bounds, to: nil) == Rect(x: 0, y: 380, width: 375, height: 100))
        // In the scroll view's coordinates (its bounds origin is the offset):
        // the frame again.
        #expect(row.convert(row.bounds, to: sv) == row.frame)
        #expect(sv.convert(sv.bounds, to: nil) == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}

@Suite("System spacing")
struct SystemSpacingTests {
    /// Siblings and guides 8; a view and its own superview 20.
    @Test func rule() throws {
        let w = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
        let root = w.rootView, a = View(name: "a"), b = View(name: "b")
        try root.addSubview(a)
        try root.addSubview(b)
        #expect(SystemSpacing.standard(from: a, to: b) == 8)
        #expect(SystemSpacing.standard(from: root, to: a) == 20)
        #expect(SystemSpacing.standard(from: a, to: root) == 20)
        #expect(SystemSpacing.standard(from: root.layoutMarginsGuide, to: a) == 8)
        #expect(SystemSpacing.standard(from: root.safeAreaLayoutGuide, to: a) == 8)
    }
}
