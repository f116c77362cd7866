import ConstraintSolver
import Geometry
import Testing
@testable import ViewTree

/// UIScrollView under Auto Layout (reference §11, Apple TN2154, seed 003's
/// dynamic stack in a scroll view). iPhone 8: 375 × 667 @2x, safe area top 20
/// (status bar), bottom 0. iPhone X: 375 × 812 @3x, safe area top 44 and
/// bottom 34 in portrait; left and right 44, bottom 21 in landscape.
/// Every expected value is worked out by hand in the comments.
@Suite("Scroll views")
struct ScrollViewTests {
    static func window(_ device: Device = .iPhone8, _ orientation: Orientation = .portrait) -> Window {
        Window(screen: Screen(device: device, orientation: orientation))
    }

    /// A scroll view pinned to the root's edges (`safeArea`: to its safe-area
    /// guide, i.e. below the status bar on iPhone 8).
    static func scrollView(in w: Window, safeArea: Bool = false) throws -> ScrollView {
        let sv = ScrollView(name: "scroll")
        let root = w.rootView
        try root.addSubview(sv)
        let top = safeArea ? root.safeAreaLayoutGuide.topAnchor : root.topAnchor
        let bottom = safeArea ? root.safeAreaLayoutGuide.bottomAnchor : root.bottomAnchor
        try LayoutConstraint.activate([
            sv.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sv.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sv.topAnchor.constraint(equalTo: top),
            sv.bottomAnchor.constraint(equalTo: bottom),
        ])
        return sv
    }

    /// A column of 100-pt rows pinned to the content layout guide, as wide as
    /// the frame layout guide (seed 003's stack.width == scrollView.width).
    final class Column {
        let scroll: ScrollView
        var rows: [View] = []
        var bottom: LayoutConstraint?

        init(_ scroll: ScrollView) { self.scroll = scroll }

        func append(_ n: Int) throws {
            let content = scroll.contentLayoutGuide
            for _ in 0..<n {
                let row = View(name: "row\(rows.count)")
                try scroll.addSubview(row)
                var cs = [
                    row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                    row.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                    row.heightAnchor.constraint(equalToConstant: 100),
                ]
                cs.append(row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? content.topAnchor))
                try LayoutConstraint.activate(cs)
                rows.append(row)
            }
            bottom?.deactivate()
            let b = rows.last!.bottomAnchor.constraint(equalTo: content.bottomAnchor)
            try b.activate()
            bottom = b
        }
    }

    // MARK: TN2154

    @Test func tn2154EdgesMeanTheContentArea() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w)
        let box = View(name: "box")
        try sv.addSubview(box)
        // TN2154's example, through the scroll view's own anchors.
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
            sv.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 500),
            box.topAnchor.constraint(equalTo: sv.topAnchor, constant: 131),
            box.heightAnchor.constraint(equalToConstant: 200),
            sv.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 269),
        ])
        // Width 100 + 200 + 500 = 800; height 131 + 200 + 269 = 600.
        #expect(sv.contentSize == Size(width: 800, height: 600))
        // The scroll view's own frame is the root's (0, 0, 375, 667): the
        // content's constraints do not reach it.
        #expect(sv.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        // The box sits at (100, 131) in content coordinates.
        #expect(box.frame == Rect(x: 100, y: 131, width: 200, height: 200))
        #expect(!box.hasAmbiguousLayout && !sv.hasAmbiguousLayout)
        // Descriptions keep the app's wording; the guides are named after the view.
        #expect(w.installedConstraintDescriptions.contains("scroll.trailing == box.trailing + 500"))
        #expect(sv.contentLayoutGuide.name == "scroll.content")
        #expect(sv.frameLayoutGuide.name == "scroll.frameGuide")
        // 800 > 375 and 600 + 20 (the status bar's safe-area inset, adjusted
        // vertically by .automatic) < 667: horizontal scrolling only.
        #expect(sv.scrollsHorizontally)
        #expect(!sv.scrollsVertically)
    }

    /// Centres between a scroll view and its content mean the scroll view's
    /// frame, as width and height do; edges mean the content area (Apple's
    /// Auto Layout Guide, "Working with Scroll Views"; issue 23, behaviour
    /// 4). A 100 × 40 box centred in the scroll view (10 below its centre),
    /// with the content's trailing and bottom edges 8 past it.
    @Test func centresMeanTheFrameEdgesTheContent() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w)
        let box = View(name: "box")
        try sv.addSubview(box)
        try LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: sv.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: sv.centerYAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40),
            sv.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            sv.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
        ])
        // Centred on the frame (0, 0, 375, 667): on screen x 187.5 − 50 =
        // 137.5, y 333.5 + 10 − 20 = 323.5. (On the content area, the old
        // reading, x + 50 = (x + 108) / 2 put it at 8.)
        #expect(box.screenFrame == Rect(x: 137.5, y: 323.5, width: 100, height: 40))
        // In content coordinates the scroll view's bounds start at its
        // offset, −20 (the status bar's adjusted inset): y 303.5.
        #expect(box.frame == Rect(x: 137.5, y: 303.5, width: 100, height: 40))
        // The content's edges: 137.5 + 100 + 8 = 245.5, 303.5 + 40 + 8 = 351.5.
        #expect(sv.contentSize == Size(width: 245.5, height: 351.5))
    }

    @Test func frameGuideIsTheFrameAndContentGuideStartsAtTheOrigin() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w, safeArea: true)
        let column = Column(sv)
        try column.append(7)
        // The scroll view: (0, 20, 375, 667 − 20 = 647).
        #expect(sv.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(w.screenFrame(of: sv.frameLayoutGuide) == sv.screenFrame)
        sv.contentOffset = Point(x: 0, y: 30)
        // Content origin on screen: (0, 20) − (0, 30) = (0, −10); size 375 × 700.
        #expect(w.screenFrame(of: sv.contentLayoutGuide) == Rect(x: 0, y: -10, width: 375, height: 700))
        #expect(w.screenFrame(of: sv.frameLayoutGuide) == Rect(x: 0, y: 20, width: 375, height: 647))
        // UIKit's bounds origin is the content offset.
        #expect(sv.bounds == Rect(x: 0, y: 30, width: 375, height: 647))
    }

    // MARK: The cookbook's column

    @Test func columnScrollsOnlyVerticallyOnceTallerThanTheBounds() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w, safeArea: true)
        let column = Column(sv)
        try column.append(3)
        // Bounds 375 × 647 (below the status bar, so no safe-area overlap).
        // Width = the frame guide's 375; height 3 × 100 = 300.
        #expect(sv.contentSize == Size(width: 375, height: 300))
        #expect(sv.safeAreaOverlap == .zero)
        #expect(!sv.scrollsVertically && !sv.scrollsHorizontally)
        #expect(column.rows[2].frame == Rect(x: 0, y: 200, width: 375, height: 100))

        try column.append(4)
        // 7 × 100 = 700 > 647: vertical; 375 = 375: not horizontal.
        #expect(sv.contentSize == Size(width: 375, height: 700))
        #expect(sv.scrollsVertically)
        #expect(!sv.scrollsHorizontally)
        // Offsets from (0, 0) to (max(0, 375 − 375), 700 − 647 = 53).
        #expect(sv.minimumContentOffset == Point(x: 0, y: 0))
        #expect(sv.maximumContentOffset == Point(x: 0, y: 53))

        // The window logged both changes, old → new.
        let changes = w.contentSizeChanges
        #expect(changes.map(\.old) == [.zero, Size(width: 375, height: 300)])
        #expect(changes.map(\.new) == [Size(width: 375, height: 300), Size(width: 375, height: 700)])
        #expect(changes.map(\.scrollsVertically) == [false, true])
        #expect(changes.last?.description == "scroll.contentSize {375, 300} → {375, 700}, now scrolls vertically")
        // Nothing logged without a change.
        w.setNeedsLayout()
        w.layoutIfNeeded()
        #expect(w.contentSizeChanges.count == 2)
    }

    @Test func topInsetKeepsContentSizeButMovesTheRangeAndTheInitialOffset() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w, safeArea: true)
        let column = Column(sv)
        try column.append(7)
        #expect(sv.contentOffset == Point(x: 0, y: 0))
        sv.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)  // the cookbook's
        // Content size unchanged: 375 × 700.
        #expect(sv.contentSize == Size(width: 375, height: 700))
        #expect(sv.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // Initial offset (−left, −top) = (0, −20); range y from −20 to
        // 700 + 0 − 647 = 53.
        #expect(sv.isAtInitialOffset)
        #expect(sv.contentOffset == Point(x: 0, y: -20))
        #expect(sv.minimumContentOffset == Point(x: 0, y: -20))
        #expect(sv.maximumContentOffset == Point(x: 0, y: 53))
        // The first row: content (0, 0); on screen 20 (frame top) + 0 − (−20) = 40.
        #expect(column.rows[0].frame == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(column.rows[0].screenFrame == Rect(x: 0, y: 40, width: 375, height: 100))
        // 700 + 20 > 647 still scrolls; with 6 rows, 600 + 20 = 620 < 647 would not.
        #expect(sv.scrollsVertically)
    }

    @Test func setContentOffsetClampsTheRawPropertyDoesNot() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w, safeArea: true)
        try Column(sv).append(7)
        sv.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // Range: x 0…0, y −20…53 (as above).
        sv.setContentOffset(Point(x: 10, y: 1000))
        #expect(sv.contentOffset == Point(x: 0, y: 53))
        #expect(!sv.isAtInitialOffset)
        sv.setContentOffset(Point(x: -5, y: -100))
        #expect(sv.contentOffset == Point(x: 0, y: -20))
        sv.setContentOffset(Point(x: 0, y: 12.5))
        #expect(sv.contentOffset == Point(x: 0, y: 12.5))
        sv.contentOffset = Point(x: 0, y: 1000)  // UIKit's property: no clamping
        #expect(sv.contentOffset == Point(x: 0, y: 1000))
        #expect(sv.clampedContentOffset(sv.contentOffset) == Point(x: 0, y: 53))
    }

    @Test func scrollRectToVisibleMovesAsLittleAsPossible() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w, safeArea: true)
        let column = Column(sv)
        try column.append(7)
        sv.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // Offset −20: the visible content is y from −20 + 20 = 0 to −20 + 647 = 627.
        sv.scrollRectToVisible(Rect(x: 0, y: 500, width: 375, height: 100))  // 500…600: visible
        #expect(sv.contentOffset == Point(x: 0, y: -20))
        #expect(sv.isAtInitialOffset)
        // Row 6, 600…700: its bottom 700 must reach 627: offset −20 + 73 = 53.
        #expect(sv.scroll(toVisible: column.rows[6]))
        #expect(sv.contentOffset == Point(x: 0, y: 53))
        // Visible now 53 + 20 = 73 … 53 + 647 = 700. Row 1 (100…200): visible, no move.
        sv.scroll(toVisible: column.rows[1])
        #expect(sv.contentOffset == Point(x: 0, y: 53))
        // Row 0 (0…100): its top 0 must reach 73: offset 53 − 73 = −20.
        sv.scroll(toVisible: column.rows[0])
        #expect(sv.contentOffset == Point(x: 0, y: -20))
        // A rect taller than the visible 627 shows its top: 50…700 is cut to
        // 50…677, whose bottom reaches 627 at offset −20 + 50 = 30 (top 30 + 20 = 50).
        sv.scrollRectToVisible(Rect(x: 0, y: 50, width: 375, height: 650))
        #expect(sv.contentOffset == Point(x: 0, y: 30))
        // Past the end of the content (700…): nothing to show, nothing moves.
        sv.scrollRectToVisible(Rect(x: 0, y: 800, width: 10, height: 10))
        #expect(sv.contentOffset == Point(x: 0, y: 30))
        // Not a descendant.
        #expect(!sv.scroll(toVisible: w.rootView))
    }

    @Test func screenFramesMoveWithTheOffsetFramesDoNot() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w, safeArea: true)
        let column = Column(sv)
        try column.append(7)
        let row = column.rows[2]
        #expect(row.frame == Rect(x: 0, y: 200, width: 375, height: 100))
        #expect(row.screenFrame == Rect(x: 0, y: 220, width: 375, height: 100))
        let passes = w.layoutPasses, added = w.constraintsAdded
        sv.contentOffset = Point(x: 0, y: 30)
        // frame: still 200 in content coordinates; screen: 20 + 200 − 30 = 190.
        #expect(row.frame == Rect(x: 0, y: 200, width: 375, height: 100))
        #expect(row.screenFrame == Rect(x: 0, y: 190, width: 375, height: 100))
        // Scrolling re-solved nothing.
        #expect(w.layoutPasses == passes)
        #expect(w.constraintsAdded == added)
        // The scroll view itself does not move.
        #expect(sv.screenFrame == Rect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func nestedScrollViewsAccumulateOffsets() throws {
        let w = Self.window()
        let outer = try Self.scrollView(in: w, safeArea: true)
        let inner = ScrollView(name: "inner")
        try outer.addSubview(inner)
        let box = View(name: "box")
        try inner.addSubview(box)
        try LayoutConstraint.activate([
            // inner at content (0, 0), 375 × 300; outer content 375 × 1300.
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
            inner.widthAnchor.constraint(equalTo: outer.widthAnchor),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 300),
            outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 1000),
            // box at inner content (0, 50), 375 × 100; inner content 375 × 550.
            box.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: inner.trailingAnchor),
            box.widthAnchor.constraint(equalTo: inner.widthAnchor),
            box.topAnchor.constraint(equalTo: inner.topAnchor, constant: 50),
            box.heightAnchor.constraint(equalToConstant: 100),
            inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 400),
        ])
        #expect(outer.contentSize == Size(width: 375, height: 1300))
        #expect(inner.contentSize == Size(width: 375, height: 550))
        outer.contentOffset = Point(x: 0, y: 100)
        inner.contentOffset = Point(x: 0, y: 30)
        // inner: frame (0, 0) in outer's content; screen 20 − 100 = −80.
        #expect(inner.frame == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(inner.screenFrame == Rect(x: 0, y: -80, width: 375, height: 300))
        // box: frame (0, 50); screen −80 + 50 − 30 = −60.
        #expect(box.frame == Rect(x: 0, y: 50, width: 375, height: 100))
        #expect(box.screenFrame == Rect(x: 0, y: -60, width: 375, height: 100))
        // In outer's content coordinates: 0 + 50 − 30 = 20.
        #expect(outer.contentRect(of: box) == Rect(x: 0, y: 20, width: 375, height: 100))
    }

    // MARK: Safe area

    @Test func adjustedInsetUnderTheIPhoneXSafeArea() throws {
        let w = Self.window(.iPhoneX)
        let sv = try Self.scrollView(in: w)  // full screen, 375 × 812
        let column = Column(sv)
        try column.append(7)
        sv.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // The frame (0, 0, 375, 812) is overlapped by 44 at the top, 34 at the bottom.
        #expect(sv.safeAreaOverlap == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // .automatic: 20 + 44 = 64 on top, 34 at the bottom.
        #expect(sv.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        #expect(sv.contentOffset == Point(x: 0, y: -64))
        // 700 + 64 + 34 = 798 ≤ 812: no scrolling yet.
        #expect(!sv.scrollsVertically)
        #expect(sv.maximumContentOffset == Point(x: 0, y: -64))
        // Row 0 on screen: 0 − (−64) = 64, just under the notch and the inset.
        #expect(column.rows[0].screenFrame == Rect(x: 0, y: 64, width: 375, height: 100))
        try column.append(1)
        // 800 + 98 = 898 > 812; max offset 800 + 34 − 812 = 22.
        #expect(sv.scrollsVertically)
        #expect(sv.maximumContentOffset == Point(x: 0, y: 22))

        // .scrollableAxes adjusts an axis only when the content size exceeds
        // the bounds: 800 < 812, so not even vertically (the insets alone
        // do not count).
        sv.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(sv.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try column.append(1)
        // 900 > 812: now the top and bottom take 44 and 34 again.
        #expect(sv.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        sv.contentInsetAdjustmentBehavior = .never
        #expect(sv.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(sv.contentOffset == Point(x: 0, y: -20))
        sv.contentInsetAdjustmentBehavior = .automatic

        // Landscape: 812 × 375, safe area left/right 44, bottom 21, top 0.
        w.rotate()
        #expect(sv.contentSize == Size(width: 812, height: 900))
        #expect(sv.safeAreaOverlap == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        // .automatic: the width 812 does not exceed 812, so left and right
        // stay 0; top 20 + 0, bottom 21.
        #expect(sv.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 21, right: 0))
        sv.contentInsetAdjustmentBehavior = .always
        #expect(sv.adjustedContentInset == EdgeInsets(top: 20, left: 44, bottom: 21, right: 44))
        // Initial offset (−44, −20).
        #expect(sv.contentOffset == Point(x: -44, y: -20))
        // 812 + 88 > 812: with .always the insets make it scroll horizontally.
        #expect(sv.scrollsHorizontally)
    }

    @Test func shortContentUnderScrollableAxesIsNotAdjusted() throws {
        let w = Self.window(.iPhoneX)
        let sv = try Self.scrollView(in: w)
        try Column(sv).append(3)
        sv.contentInsetAdjustmentBehavior = .scrollableAxes
        // 300 + 0 < 812: no scrollable axis, no safe-area part.
        #expect(sv.adjustedContentInset == .zero)
        #expect(sv.contentOffset == .zero)
        // .automatic still adjusts top and bottom: 44, 34.
        sv.contentInsetAdjustmentBehavior = .automatic
        #expect(sv.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(sv.contentOffset == Point(x: 0, y: -44))
    }

    @Test func viewPinnedToTheFrameGuideStaysOnScreen() throws {
        let w = Self.window(.iPhoneX)
        let sv = try Self.scrollView(in: w)
        try Column(sv).append(10)
        let badge = View(name: "badge")
        try sv.addSubview(badge)
        try LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: sv.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: sv.frameLayoutGuide.bottomAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        // On screen: x 375 − 10 − 40 = 325, y 812 − 10 − 40 = 762, whatever the offset.
        let fixed = Rect(x: 325, y: 762, width: 40, height: 40)
        #expect(badge.screenFrame == fixed)
        // Initial offset (0, −44) (the notch): content y 762 + (−44) = 718.
        #expect(badge.frame == Rect(x: 325, y: 718, width: 40, height: 40))
        sv.contentOffset = Point(x: 0, y: 100)
        #expect(badge.screenFrame == fixed)
        #expect(badge.frame == Rect(x: 325, y: 862, width: 40, height: 40))
        // The content still scrolls: row 0 at 0 − 100.
        #expect(sv.subviews[0].screenFrame.origin == Point(x: 0, y: -100))
    }

    // MARK: Content size from nothing, and shrinking

    @Test func unconstrainedContentAreaHasZeroSize() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w, safeArea: true)
        #expect(sv.contentSize == .zero)
        #expect(!sv.scrollsVertically && !sv.scrollsHorizontally)
        // Placed from the top-left only: the content's size is still not
        // determined, so 0 × 0.
        let box = View(name: "box")
        try sv.addSubview(box)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: sv.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(sv.contentSize == .zero)
        #expect(box.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(w.contentSizeChanges.isEmpty)
    }

    @Test func contentSizeFloorDoesNotBendIntrinsicSizes() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w, safeArea: true)
        let tile = View(name: "tile")
        tile.intrinsicSizeOverride = Size(width: 120, height: 30)
        try sv.addSubview(tile)
        let c = sv.contentLayoutGuide
        try LayoutConstraint.activate([
            tile.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            tile.trailingAnchor.constraint(equalTo: c.trailingAnchor),
            tile.topAnchor.constraint(equalTo: c.topAnchor),
            tile.bottomAnchor.constraint(equalTo: c.bottomAnchor),
        ])
        // Compression resistance (750) holds the intrinsic 120 × 30 against
        // the content size floor (0.5).
        #expect(sv.contentSize == Size(width: 120, height: 30))
        #expect(!tile.hasAmbiguousLayout)
    }

    @Test func removingContentShrinksTheContentSize() throws {
        let w = Self.window()
        let sv = try Self.scrollView(in: w, safeArea: true)
        let c = sv.contentLayoutGuide
        var rows: [View] = []
        for i in 0..<3 {
            let row = View(name: "row\(i)")
            try sv.addSubview(row)
            // Rows at y = 0, 100, 200, 375 wide; the content reaches below
            // each one (>=), so its height is the lowest bottom.
            try LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: c.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: c.trailingAnchor),
                row.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor),
                row.topAnchor.constraint(equalTo: c.topAnchor, constant: Double(i) * 100),
                row.heightAnchor.constraint(equalToConstant: 100),
                c.bottomAnchor.constraint(greaterThanOrEqualTo: row.bottomAnchor),
            ])
            rows.append(row)
        }
        // max(100, 200, 300) = 300.
        #expect(sv.contentSize == Size(width: 375, height: 300))
        rows[2].removeFromSuperview()
        // max(100, 200) = 200.
        #expect(sv.contentSize == Size(width: 375, height: 200))
        rows[1].removeFromSuperview()
        rows[0].removeFromSuperview()
        // Nothing left: 0 × 0.
        #expect(sv.contentSize == .zero)
        #expect(w.contentSizeChanges.map(\.new) == [
            Size(width: 375, height: 300), Size(width: 375, height: 200), .zero,
        ])
    }
}
