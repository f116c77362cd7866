import Geometry
@testable import StackLayout
import Testing
import ViewTree

/// Issue 28, items 2 and 3: after an edit of a long list, the rows after
/// the edited one are not placed again. Where every length, gap and
/// margin of the list's subtree is on the grid of 2⁻¹²
/// (``DirectNode/translatesExactly``), the root's arrangement takes
/// them from its last one, moved by as much as the first visible row
/// after the edit moved (``DirectNode/resumption(at:into:slots:)``): the
/// same bits as placing them, since every position is then an exact
/// sum. Counted (rows placed, rows moved), and every frame compared
/// with a fresh window's and the general solver's after random hides
/// and shows, on the grid and off it (thirds), near the origin and far
/// from it, with nested stacks and every alignment; the derived node's
/// count of items off the grid is a fresh node's.
@Suite("Direct path: the rows after an edit move with it")
struct DirectMoveTests {
    /// A list's make: its rows' leaves are multiples of `unit` tall, the
    /// list's spacing `spacing`, its top `top` below the root's.
    struct Shape: CustomStringConvertible {
        var unit: Double
        var spacing: Double
        var top: Double
        var alignment: StackView.Alignment
        /// Whether every fourth row holds a vertical stack of two leaves.
        var nested: Bool
        /// Whether the list's rows move (else every row is placed).
        var moves: Bool

        var description: String {
            "unit \(unit) spacing \(spacing) top \(top) \(alignment) nested \(nested)"
        }
    }

    static let shapes: [Shape] = [
        Shape(unit: 1, spacing: 2, top: 0, alignment: .center, nested: false, moves: true),
        Shape(unit: 0.25, spacing: 0.5, top: 0.75, alignment: .trailing, nested: true, moves: true),
        Shape(unit: 1.0 / 1024, spacing: 3.125, top: 1_000_000.5, alignment: .fill, nested: true, moves: true),
        Shape(unit: 0.5, spacing: 1, top: 0, alignment: .leading, nested: true, moves: true),
        // Off the grid: a third of a point, a list a third of a point
        // down, a list beyond 2²⁴. (A spacing is rounded to the pixel.)
        Shape(unit: 1.0 / 3, spacing: 2, top: 0, alignment: .center, nested: true, moves: false),
        Shape(unit: 1, spacing: 2, top: 1.0 / 3, alignment: .center, nested: false, moves: false),
        Shape(unit: 1, spacing: 2, top: 100_000_000, alignment: .center, nested: false, moves: false),
        Shape(unit: 1, spacing: 2, top: 0, alignment: .center, nested: true, moves: true),
        Shape(unit: 1, spacing: 2, top: 0, alignment: .leading, nested: false, moves: true),
        Shape(unit: 0.5, spacing: 2, top: 0, alignment: .center, nested: false, moves: true),
        Shape(unit: 1, spacing: 0.5, top: 0, alignment: .center, nested: false, moves: true),
        Shape(unit: 1, spacing: 2, top: 0.75, alignment: .center, nested: false, moves: true),
    ]

    final class Scene {
        let window: Window
        let list = StackView(name: "list")
        var rows: [StackView] = []
        /// What the edits hide and show: every row and each row's first
        /// leaf (a row keeps a visible item).
        var hideable: [View] = []

        init(_ shape: Shape, rows count: Int, _ configuration: LayoutConfiguration) throws {
            window = Window(screen: Screen(device: .iPhone8), configuration: configuration)
            let root = window.rootView
            try root.addSubview(list)
            list.axis = .vertical
            list.spacing = shape.spacing
            try LayoutConstraint.activate([
                list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                list.topAnchor.constraint(equalTo: root.topAnchor, constant: shape.top),
                list.widthAnchor.constraint(equalToConstant: 300),
            ])
            for i in 0..<count {
                // (A row holding a column is never hidden, nor are its
                // leaves: the direct path leaves a hidden stack with a
                // nested one, squeezed to 0, to the solver.)
                let column = shape.nested && i % 4 == 1
                let row = StackView(name: "r\(i)")
                row.spacing = 4
                row.alignment = shape.alignment
                for j in 0..<3 {
                    let leaf = DirectPathNestingTests.leaf(
                        "r\(i).\(j)", 30 + Double((i + j) % 4) * 10, Double(12 + (i * 7 + j * 3) % 9) * shape.unit * 4,
                        hug: 250 + Double(j % 2))
                    try row.addArrangedSubview(leaf)
                    if j == 0 && !column { hideable.append(leaf) }
                }
                if column {
                    let column = StackView(name: "c\(i)")
                    column.axis = .vertical
                    column.spacing = shape.spacing
                    column.alignment = .fill
                    for j in 0..<2 {
                        try column.addArrangedSubview(DirectPathNestingTests.leaf(
                            "c\(i).\(j)", 20 + Double(j) * 6, Double(5 + j) * shape.unit * 4))
                    }
                    try row.addArrangedSubview(column)
                }
                try list.addArrangedSubview(row)
                rows.append(row)
                if !column { hideable.append(row) }
            }
        }

        func frames() -> [String] { DirectPathNestingTests.frames(window) }
    }

    @Test(arguments: Array(0..<12))
    func randomHidesMatchAFreshWindowAndTheGeneralSolver(shapeIndex: Int) throws {
        let shape = Self.shapes[shapeIndex]
        let count = 40
        let kept = try Scene(shape, rows: count, LayoutConfiguration())
        let general = try Scene(shape, rows: count, .general)
        #expect(kept.frames() == general.frames(), "\(shape)")
        #expect(kept.window.isDirectRoot(kept.list), "\(shape)")
        var choices = SeededChoices(UInt64(shapeIndex + 1))
        var hidden: Set<Int> = []
        for step in 0..<30 {
            let k = choices.next(kept.hideable.count)
            if hidden.contains(k) { hidden.remove(k) } else { hidden.insert(k) }
            kept.hideable[k].isHidden.toggle()
            general.hideable[k].isHidden.toggle()
            let f = kept.frames()
            let fresh = try Scene(shape, rows: count, LayoutConfiguration())
            for h in hidden { fresh.hideable[h].isHidden = true }
            #expect(f == general.frames(), "\(shape), step \(step): against the general solver")
            #expect(f == fresh.frames(), "\(shape), step \(step): against a fresh window")
            #expect(kept.window.isDirectRoot(kept.list), "\(shape), step \(step)")
            #expect(DirectAppendTests.nodeDifferences(kept.list) == [], "\(shape), step \(step)")
        }
        // (Hiding a row's leaf changes what the row measures across: the
        // list is planned whole then.)
        #expect(kept.list.directSummariesDerived >= 5, "\(shape)")
        if shape.moves {
            #expect(kept.list.directItemsMoved > 0, "\(shape): the rows after an edit moved")
        } else {
            #expect(kept.list.directItemsMoved == 0, "\(shape): off the grid every row is placed")
        }
    }

    /// The benchmark's hide and show of a middle row: two rows placed
    /// (the edited one and the next), the others moved, every pass; the
    /// frames the general solver's, the list's node a fresh one's.
    @Test func theBenchmarksHideMovesTheRowsAfterIt() throws {
        let (kept, list, rows) = try DirectPathNestingTests.w2(200, LayoutConfiguration())
        let (general, _, generalRows) = try DirectPathNestingTests.w2(200, .general)
        #expect(DirectPathNestingTests.frames(kept) == DirectPathNestingTests.frames(general))
        for pass in 0..<6 {
            let placed = list.directItemsArranged, moved = list.directItemsMoved
            rows[100].isHidden.toggle()
            generalRows[100].isHidden.toggle()
            #expect(DirectPathNestingTests.frames(kept) == DirectPathNestingTests.frames(general), "pass \(pass)")
            #expect(list.directItemsArranged - placed == 2, "pass \(pass)")
            #expect(list.directItemsMoved - moved == 98, "pass \(pass)")
            #expect(DirectAppendTests.nodeDifferences(list) == [], "pass \(pass)")
        }
    }
}
