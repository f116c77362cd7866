import ConstraintSolver
import Geometry
import Testing
@testable import ViewTree

/// Seed 001 ("Auto Layout principles"), every example, on iPhone 8
/// (375 × 667 @2x; root margins 16 in portrait and 20 in landscape; a 20-pt
/// status bar in portrait only; "Standard" spacing between siblings is 8).
/// Expected frames are worked out by hand in each test.
@Suite("Auto Layout: seed 001")
struct AutoLayoutSeed001Tests {
    static func window(_ orientation: Orientation = .portrait) -> Window {
        Window(screen: Screen(device: Device.preset(named: "iphone8")!, orientation: orientation))
    }

    static func view(_ name: String, in w: Window) throws -> View {
        let v = View(name: name)
        try w.rootView.addSubview(v)
        return v
    }

    /// Pins `v` between the root's margins, 20 below the top of the safe area
    /// (the old top layout guide) and 20 above its bottom.
    static func pinGreen(_ v: View, _ root: View) throws {
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: v.bottomAnchor, constant: 20),
        ])
    }

    /// Seed 001 §4.3: label at the leading margin, field at the trailing
    /// margin, 8 apart, the field 20 below the safe area's top; `vertical`
    /// places the label against the field (centre or baseline).
    static func labelFieldRow(_ label: View, _ field: View, _ root: View, vertical: LayoutConstraint) throws {
        try root.addSubview(label)
        try root.addSubview(field)
        let m = root.layoutMarginsGuide
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            vertical,
        ])
    }

    @Test func greenViewInPortraitAndLandscape() throws {
        let w = Self.window()
        let green = try Self.view("green", in: w)
        try Self.pinGreen(green, w.rootView)
        // x = 16, y = 20 + 20, w = 375 − 32, h = 667 − 40 − 20.
        #expect(green.frame == Rect(x: 16, y: 40, width: 343, height: 607))
        #expect(green.frame.description == "{{16, 40}, {343, 607}}")
        w.rotate()
        // x = 20, y = 0 + 20, w = 667 − 40, h = 375 − 20 − 20.
        #expect(green.frame == Rect(x: 20, y: 20, width: 627, height: 335))
        w.rotate()
        #expect(green.frame == Rect(x: 16, y: 40, width: 343, height: 607))
        #expect(!green.hasAmbiguousLayout)
    }

    /// Both views between the margins, 8 apart, 20 from the guides.
    static func pair(_ a: View, _ b: View, _ root: View, ratio: Double) throws {
        let m = root.layoutMarginsGuide, s = root.safeAreaLayoutGuide
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            a.topAnchor.constraint(equalTo: s.topAnchor, constant: 20),
            b.topAnchor.constraint(equalTo: s.topAnchor, constant: 20),
            s.bottomAnchor.constraint(equalTo: a.bottomAnchor, constant: 20),
            s.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 20),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: ratio),
        ])
    }

    @Test func twoEqualWidths() throws {
        let w = Self.window()
        let yellow = try Self.view("yellow", in: w), green = try Self.view("green", in: w)
        try Self.pair(yellow, green, w.rootView, ratio: 1)
        // 16 + w + 8 + w = 359 → w = 167.5 (on the @2x grid).
        #expect(yellow.frame == Rect(x: 16, y: 40, width: 167.5, height: 607))
        #expect(green.frame == Rect(x: 191.5, y: 40, width: 167.5, height: 607))
        w.rotate()
        // 20 + 2w + 8 = 647 → w = 309.5.
        #expect(yellow.frame == Rect(x: 20, y: 20, width: 309.5, height: 335))
        #expect(green.frame == Rect(x: 337.5, y: 20, width: 309.5, height: 335))
    }

    @Test func widthTwiceAnotherSnapsToPixels() throws {
        let w = Self.window()
        let purple = try Self.view("purple", in: w), orange = try Self.view("orange", in: w)
        try Self.pair(purple, orange, w.rootView, ratio: 2)
        // 16 + p + 8 + 2p = 359 → p = 111.667. Edges snap to the nearest half
        // point: purple 16…127.667 → 16…127.5; orange 135.667…359 → 135.5…359.
        #expect(purple.frame == Rect(x: 16, y: 40, width: 111.5, height: 607))
        #expect(orange.frame == Rect(x: 135.5, y: 40, width: 223.5, height: 607))
        #expect(orange.frame.minX - purple.frame.maxX == 8)
        w.rotate()
        // 20 + 3p + 8 = 647 → p = 206.333: 226.333 → 226.5, 234.333 → 234.5.
        #expect(purple.frame == Rect(x: 20, y: 20, width: 206.5, height: 335))
        #expect(orange.frame == Rect(x: 234.5, y: 20, width: 412.5, height: 335))
    }

    @Test func blueViewInequalitiesBeatLowerPriorityEqualities() throws {
        let w = Self.window()
        let root = w.rootView
        let blue = try Self.view("blue", in: w)
        let s = root.safeAreaLayoutGuide, m = root.layoutMarginsGuide
        let top = blue.topAnchor.constraint(equalTo: s.topAnchor, constant: 8)
        top.priority = 750
        let bottom = s.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 8)
        bottom.priority = 750
        try LayoutConstraint.activate([
            blue.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            blue.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            top, blue.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 20),
            bottom, root.bottomAnchor.constraint(greaterThanOrEqualTo: blue.bottomAnchor, constant: 20),
        ])
        // Portrait: top wants 20 + 8 = 28 ≥ 20, kept; bottom wants 667 − 8 but
        // must be ≤ 667 − 20 = 647: h = 647 − 28 = 619.
        #expect(blue.frame == Rect(x: 16, y: 28, width: 343, height: 619))
        w.rotate()
        // Landscape: no status bar, top wants 8 < 20: the required ≥ wins, 20;
        // bottom ≤ 375 − 20: h = 355 − 20 = 335.
        #expect(blue.frame == Rect(x: 20, y: 20, width: 627, height: 335))
    }

    @Test func imageViewWidthAtRequiredAndAtLowPriority() throws {
        let w = Self.window()
        let root = w.rootView
        let image = View(name: "apple", kind: .imageView(imageSize: Size(width: 241, height: 300)))
        try root.addSubview(image)
        try LayoutConstraint.activate([
            image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            image.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        // Intrinsic 241 × 300, centred: x = (375 − 241) / 2 = 67, y = (667 − 300) / 2 = 183.5.
        #expect(image.frame == Rect(x: 67, y: 183.5, width: 241, height: 300))
        let width = image.widthAnchor.constraint(equalToConstant: 300)
        try width.activate()
        // Required beats hugging 251: 300 wide, x = (375 − 300) / 2 = 37.5.
        #expect(image.frame == Rect(x: 37.5, y: 183.5, width: 300, height: 300))
        width.priority = 250
        // 250 loses to the image view's hugging (251): back to 241.
        #expect(image.frame == Rect(x: 67, y: 183.5, width: 241, height: 300))
    }

    @Test func labelAndTextFieldHugging() throws {
        let w = Self.window()
        let root = w.rootView
        let label = View(name: "name", kind: .plain)
        label.intrinsicSizeOverride = Size(width: 45, height: 21)
        label.contentHugging = (251, 251)
        let field = View(name: "field", kind: .plain)
        field.intrinsicSizeOverride = Size(width: 97, height: 30)
        try Self.labelFieldRow(label, field, root, vertical: label.centerYAnchor.constraint(equalTo: field.centerYAnchor))
        // Label hugs at 251 > 250: it keeps 45; the field takes 359 − 69 − 8... 
        // field.x = 16 + 45 + 8 = 69, width = 359 − 69 = 290.
        #expect(label.frame == Rect(x: 16, y: 44.5, width: 45, height: 21))
        #expect(field.frame == Rect(x: 69, y: 40, width: 290, height: 30))
        // The field hugging at 252 > 251: now the label stretches.
        field.contentHugging = (252, 250)
        #expect(field.frame == Rect(x: 262, y: 40, width: 97, height: 30))
        #expect(label.frame == Rect(x: 16, y: 44.5, width: 238, height: 21))
    }
}

@Suite("Auto Layout: conflicts and ambiguity")
struct ConflictTests {
    @Test func conflictIsReportedAndAnAppConstraintBroken() throws {
        let w = AutoLayoutSeed001Tests.window()
        let v = try AutoLayoutSeed001Tests.view("box", in: w)
        let root = w.rootView
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            v.widthAnchor.constraint(equalToConstant: 120),
            v.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(v.frame == Rect(x: 10, y: 30, width: 120, height: 44))
        #expect(w.conflictReports.isEmpty)
        let wide = v.widthAnchor.constraint(equalToConstant: 200)
        try wide.activate()
        // Both widths are required: the newer app constraint is broken and
        // the layout goes on with the old one.
        #expect(v.frame == Rect(x: 10, y: 30, width: 120, height: 44))
        #expect(w.conflictReports.count == 1)
        let report = w.conflictReports[0]
        #expect(report.description.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.constraints.map(\.description) == ["box.width == 120", "box.width == 200"])
        #expect(report.constraints.map(\.origin) == [.app, .app])
        #expect(report.constraints.map { $0.layoutConstraint === wide } == [false, true])
        #expect(report.broken.description == "box.width == 200" && report.broken.layoutConstraint === wide)
        #expect(w.isStillBroken(report.broken))
        #expect(report.description.contains("Will attempt to recover by breaking constraint\n    box.width == 200"))
        // Lowering the new one to 999 resolves it without a report.
        wide.priority = 999
        #expect(v.frame.size.width == 120)
        #expect(w.conflictReports.count == 1)
        #expect(!w.isStillBroken(report.broken), "changed since: a new attempt, which holds")
    }

    @Test func systemConstraintWinsOverAppConstraint() throws {
        let w = AutoLayoutSeed001Tests.window()
        let v = try AutoLayoutSeed001Tests.view("row", in: w)
        let root = w.rootView
        let app = v.heightAnchor.constraint(equalToConstant: 44)
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 100), app,
        ])
        #expect(v.frame.size.height == 44)
        // A system constraint (as a stack view's UISV-hiding once was: required).
        let hiding = LayoutConstraint(v, .height, .equal, nil, nil, constant: 0, system: LegacyHiding())
        try hiding.activate()
        #expect(v.frame.size.height == 0)
        #expect(w.conflictReports.last?.broken.description == "row.height == 44")
        #expect(w.conflictReports.last?.broken.layoutConstraint === app)
        #expect(w.conflictReports.last?.constraints.map(\.origin).contains(.system) == true)
    }

    @Test func ambiguityIsDetectedAndResolved() throws {
        let w = AutoLayoutSeed001Tests.window()
        let v = try AutoLayoutSeed001Tests.view("loose", in: w)
        try v.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor, constant: 12).activate()
        try v.widthAnchor.constraint(equalToConstant: 50).activate()
        #expect(v.hasAmbiguousLayout)  // nothing places it vertically
        #expect(w.ambiguousViews().map(\.name) == ["loose"])
        try v.topAnchor.constraint(equalTo: w.rootView.topAnchor).activate()
        try v.heightAnchor.constraint(equalToConstant: 10).activate()
        #expect(!v.hasAmbiguousLayout)
        #expect(w.ambiguousViews().isEmpty)
    }

    @Test func invalidConstraintsAreRefused() throws {
        let w = AutoLayoutSeed001Tests.window()
        let v = try AutoLayoutSeed001Tests.view("v", in: w)
        let orphan = View(name: "orphan")
        #expect(throws: LayoutError.self) { try v.leadingAnchor.constraint(equalTo: v.topAnchor).activate() }
        #expect(throws: LayoutError.self) { try v.leadingAnchor.constraint(equalToConstant: 3).activate() }
        #expect(throws: LayoutError.self) { try v.leadingAnchor.constraint(equalTo: orphan.leadingAnchor).activate() }
        #expect(throws: LayoutError.self) { try w.rootView.addSubview(w.rootView) }
        #expect(v.constraints.isEmpty && w.rootView.constraints.isEmpty)
    }

    @Test func removeFromSuperviewDeactivatesConstraintsToTheRest() throws {
        let w = AutoLayoutSeed001Tests.window()
        let card = try AutoLayoutSeed001Tests.view("card", in: w)
        let inner = View(name: "inner")
        try card.addSubview(inner)
        let outside = inner.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor, constant: 5)
        let within = inner.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        try LayoutConstraint.activate([outside, within])
        #expect(outside.installedOn === w.rootView && within.installedOn === card)
        card.removeFromSuperview()
        #expect(!outside.isActive && within.isActive)
        #expect(w.rootView.constraints.isEmpty && card.window == nil)
        #expect(w.rootView.subviews.isEmpty)
    }

    @Test func onlyTheChangeIsResolved() throws {
        let w = AutoLayoutSeed001Tests.window()
        let green = try AutoLayoutSeed001Tests.view("green", in: w)
        try AutoLayoutSeed001Tests.pinGreen(green, w.rootView)
        _ = green.frame
        let added = w.constraintsAdded, removed = w.constraintsRemoved
        // Optional, so it fits (a required one would conflict with the pins).
        let c = green.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        c.priority = 500
        try c.activate()
        #expect(green.frame.size.width == 343)
        #expect(w.constraintsAdded - added == 1)
        #expect(w.constraintsRemoved - removed == 0)
        #expect(w.conflictReports.isEmpty)
        c.deactivate()
        _ = green.frame
        #expect(w.constraintsAdded - added == 1)
        #expect(w.constraintsRemoved - removed == 1)
    }
}

@Suite("Auto Layout: every device, pixel grids, real controls")
struct DeviceLayoutTests {
    /// Seed 001's green view on every preset in both orientations. Hand
    /// arithmetic: x = left margin, y = safe-area top + 20, width = W − left −
    /// right margin, height = H − y − 20 − safe-area bottom; root margins are
    /// the safe-area inset plus 16 (root narrower than 400 pt) or 20.
    @Test(arguments: [
        // name, portrait frame, landscape frame
        ("iphone-se", Rect(x: 16, y: 40, width: 288, height: 508), Rect(x: 20, y: 20, width: 528, height: 280)),
        ("iphone8", Rect(x: 16, y: 40, width: 343, height: 607), Rect(x: 20, y: 20, width: 627, height: 335)),
        ("iphone6", Rect(x: 16, y: 40, width: 343, height: 607), Rect(x: 20, y: 20, width: 627, height: 335)),
        // 414 wide: 20 margins already in portrait. 736 − 40 − 20 = 676.
        ("iphone8plus", Rect(x: 20, y: 40, width: 374, height: 676), Rect(x: 20, y: 20, width: 696, height: 374)),
        // Safe area 44 / 34 in portrait: y = 64, h = 812 − 64 − 20 − 34 = 694;
        // landscape: sides 44 + 20 = 64, bottom 21: h = 375 − 20 − 20 − 21 = 314.
        ("iphone-x", Rect(x: 16, y: 64, width: 343, height: 694), Rect(x: 64, y: 20, width: 684, height: 314)),
        ("iphone11", Rect(x: 20, y: 64, width: 374, height: 778), Rect(x: 64, y: 20, width: 768, height: 353)),
        // iPad keeps its 20-pt status bar in landscape: 768 − 40 − 20 = 708.
        ("ipad", Rect(x: 20, y: 40, width: 728, height: 964), Rect(x: 20, y: 40, width: 984, height: 708)),
    ])
    func greenViewOnEveryDevice(name: String, portrait: Rect, landscape: Rect) throws {
        let w = Window(screen: Screen(device: Device.preset(named: name)!, orientation: .portrait))
        let green = View(name: "green")
        try w.rootView.addSubview(green)
        try AutoLayoutSeed001Tests.pinGreen(green, w.rootView)
        #expect(green.frame == portrait)
        w.rotate()
        #expect(green.frame == landscape)
    }

    /// The width = 2 × width example on three pixel grids; p = 335 / 3 =
    /// 111.667 in every case, so the edges 127.667 and 135.667 land
    /// differently on each grid.
    @Test func snappingOnEveryScale() throws {
        func frames(_ device: Device) throws -> (Rect, Rect) {
            let w = Window(screen: Screen(device: device, orientation: .portrait))
            let purple = View(name: "purple"), orange = View(name: "orange")
            try w.rootView.addSubview(purple)
            try w.rootView.addSubview(orange)
            try AutoLayoutSeed001Tests.pair(purple, orange, w.rootView, ratio: 2)
            return (purple.frame, orange.frame)
        }
        // @1x, a 375 × 667 custom screen (no status bar; y = 20, h = 627):
        // 127.667 → 128, 135.667 → 136.
        let (p1, o1) = try frames(try Device.custom(width: 375, height: 667, scale: 1).get())
        #expect(p1 == Rect(x: 16, y: 20, width: 112, height: 627))
        #expect(o1 == Rect(x: 136, y: 20, width: 223, height: 627))
        // @2x (iPhone 8): → 127.5 and 135.5.
        let (p2, o2) = try frames(Device.preset(named: "iphone8")!)
        #expect(p2 == Rect(x: 16, y: 40, width: 111.5, height: 607))
        #expect(o2 == Rect(x: 135.5, y: 40, width: 223.5, height: 607))
        // @3x (iPhone X; y = 44 + 20, h = 694): the thirds are on the grid.
        let (p3, o3) = try frames(Device.preset(named: "iphone-x")!)
        #expect(p3.isApproximatelyEqual(to: Rect(x: 16, y: 64, width: 335.0 / 3, height: 694)))
        #expect(o3.isApproximatelyEqual(to: Rect(x: 16 + 335.0 / 3 + 8, y: 64, width: 2 * 335.0 / 3, height: 694)))
    }

    /// Seed 001's label and text field with real controls and the baseline
    /// constraint: the label hugs at 251 (Interface Builder's default) against
    /// the field's 250, so the field stretches; at 252 the label does.
    @Test func labelAndTextFieldWithBaselines() throws {
        let w = AutoLayoutSeed001Tests.window()
        let root = w.rootView
        let label = View(name: "nameLabel", kind: .label(text: "Name"))
        let field = View(name: "nameField", kind: .textField(placeholder: "Enter your name", text: ""))
        try AutoLayoutSeed001Tests.labelFieldRow(
            label, field, root, vertical: label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor))
        let li = label.intrinsicContentSize, fi = field.intrinsicContentSize
        #expect(label.contentHugging.horizontal == 251 && field.contentHugging.horizontal == 250)
        #expect(label.frame.size == li)
        #expect(field.frame.minX == 16 + li.width + 8)
        #expect(field.frame.maxX == 359)
        #expect(field.frame.minY == 40 && field.frame.size.height == fi.height)
        // Equal first baselines (each at its font's ascender below the top).
        let lb = label.kind.baselineOffsets(size: li, scale: 2)!.first
        let fb = field.kind.baselineOffsets(size: fi, scale: 2)!.first
        #expect(abs((label.screenFrame.minY + lb) - (field.screenFrame.minY + fb)) <= 0.5)
        field.contentHugging = (252, 250)
        #expect(field.frame.size.width == fi.width)
        #expect(field.frame.maxX == 359)
        #expect(label.frame.size.width == 359 - 8 - fi.width - 16)
    }
}

/// A system rule for tests of the view tree alone (StackLayout, above it,
/// declares the real UISV-… identifiers).
private struct LegacyHiding: SystemConstraintIdentifier {
    var identifier: String { "UISV-hiding" }
}
