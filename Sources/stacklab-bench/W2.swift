// W2 dynamic-list: an outer vertical fill stack (width 375, free height: the
// content of a scroll view) of N rows; each row is a horizontal fill stack
// (spacing 8, alignment center) of three views, with UIKit's constraints for
// alignment center (reference uikit-stackview.md §3) and UIKit's (iOS 26)
// hiding (§4).
import ConstraintSolver

struct W2Row {
    let box: Box
    let spanner: Box
    let items: [Box]
}

final class W2System: FullWorkload {
    let solver: Solver
    let outer: Box
    var rows: [W2Row] = []
    var vars: [Variable] = []
    /// The row-k link along the outer axis: canvas connection (k = 0) or spacing.
    var linkIDs: [ConstraintID] = []
    /// The bottom canvas connection last.bottom == outer.bottom.
    var tailID: ConstraintID? = nil
    var constraintCount = 0
    /// Where each row's link sits in the constraints `build` returned.
    var linkIndex: [Int] = []

    func adopt(_ ids: [ConstraintID], added constraints: [Constraint]) {
        linkIDs = linkIndex.map { ids[$0] }
        tailID = ids.last
    }

    init(_ config: Solver.Configuration) {
        solver = Solver(configuration: config)
        outer = Box(solver, into: &vars)
    }

    /// outer.minX == 0, outer.minY == 0, outer.width == 375 (required).
    func base() -> [Constraint] {
        [eq(outer.minX, 0.0), eq(outer.minY, 0.0), eq(outer.width, W2P.width)]
    }

    /// Makes row `rows.count` and returns its constraints; the first one is its
    /// link along the outer axis (34 constraints, 20 variables per row).
    func makeRow(into cs: inout [Constraint]) {
        let s = solver
        let row = Box(s, into: &vars)
        let spanner = Box(s, into: &vars)               // UISV-alignment-spanner (a layout guide)
        let items = [Box(s, into: &vars), Box(s, into: &vars), Box(s, into: &vars)]
        // Outer vertical stack: axis chain and fill alignment.
        if let prev = rows.last {
            cs.append(eq(row.top, prev.box.bottom + W2P.outerSpacing))      // UISV-spacing
        } else {
            cs.append(eq(row.top, outer.top))                               // UISV-canvas-connection
        }
        cs.append(eq(row.leading, outer.leading))                           // fill alignment
        cs.append(eq(row.trailing, outer.trailing))
        // Row: horizontal fill, spacing 8.
        cs.append(eq(items[0].leading, row.leading))                        // UISV-canvas-connection
        cs.append(eq(items[1].leading, items[0].trailing + W2P.rowSpacing)) // UISV-spacing
        cs.append(eq(items[2].leading, items[1].trailing + W2P.rowSpacing))
        cs.append(eq(items[2].trailing, row.trailing))                      // UISV-canvas-connection
        // Alignment center.
        cs.append(eq(items[1].centerY, items[0].centerY))                   // UISV-alignment
        cs.append(eq(items[2].centerY, items[0].centerY))
        cs.append(eq(row.centerY, items[0].centerY))                        // UISV-canvas-connection
        for it in items {                                                   // UISV-spanning-boundary
            cs.append(le(spanner.top, it.top))
            cs.append(ge(spanner.bottom, it.bottom))
        }
        cs.append(eq(row.top, spanner.top))                                 // UISV-canvas-connection
        cs.append(eq(spanner.bottom, row.bottom))
        cs.append(eq(spanner.height, 0.0, W2P.spanningFit))                 // UISV-spanning-fit @51
        for it in items {                                                   // UISV-ambiguity-suppression @25
            cs.append(eq(it.height, 0.0, W2P.ambiguitySuppression))
        }
        for (it, spec) in zip(items, W2P.views) {
            contentSize(it, spec.0, spec.1, hugH: spec.2, hugV: spec.2, crH: W2P.cr, crV: W2P.cr, into: &cs)
        }
        rows.append(W2Row(box: row, spanner: spanner, items: items))
    }

    func tail() -> Constraint { eq(rows[rows.count - 1].box.bottom, outer.bottom) }

    var contentH: Double { solver.value(of: outer.height) }

    /// Reads what a layout pass of the outer stack needs after an incremental
    /// change: every row's minY and height, and the content height.
    @inline(never)
    func readRows() -> Double {
        var sum = solver.value(of: outer.height)
        for row in rows { sum += solver.value(of: row.box.minY) + solver.value(of: row.box.height) }
        return sum
    }

    // Hide / unhide of row k, the way iOS 26's UIStackView does it.
    struct Hidden { let k: Int; let hiding, relink, spacingHidden: ConstraintID }

    /// The previous visible item's bottom (or the canvas top) and the gap to it.
    func anchorBefore(_ k: Int) -> (LinearExpression, Double) {
        k > 0 ? (rows[k - 1].box.bottom, W2P.outerSpacing) : (outer.top, 0)
    }

    /// The constraint after row k (its follower's link or the tail), re-linked to `anchor`.
    func linkAfter(_ k: Int, to anchor: LinearExpression, gap: Double) -> Constraint {
        k + 1 < rows.count ? eq(rows[k + 1].box.top, anchor + gap) : eq(outer.bottom, anchor)
    }

    /// UISV-hiding row.height == 0 @999.999; the spacing constraints before and
    /// after the row are removed, its neighbours are chained directly
    /// (required), and the hidden row is tied with UISV-spacing-hidden
    /// row.minY == previous.bottom + 0 @50 (c/2 = 0 here).
    func hide(_ k: Int) throws(SolverError) -> Hidden {
        let s = solver
        let row = rows[k].box
        let (anchor, gap) = anchorBefore(k)
        let hiding = try s.add(eq(row.height, 0.0, W2P.hiding))
        try s.remove(linkIDs[k])
        if k + 1 < rows.count { try s.remove(linkIDs[k + 1]) } else { try s.remove(tailID!) }
        let relink = try s.add(linkAfter(k, to: anchor, gap: gap))
        let sh = try s.add(eq(row.top, anchor + 0.0, W2P.spacingHidden))
        return Hidden(k: k, hiding: hiding, relink: relink, spacingHidden: sh)
    }

    func unhide(_ h: Hidden) throws(SolverError) {
        let s = solver
        let k = h.k
        let row = rows[k].box
        let (anchor, gap) = anchorBefore(k)
        try s.remove(h.hiding)
        try s.remove(h.spacingHidden)
        try s.remove(h.relink)
        linkIDs[k] = try s.add(eq(row.top, anchor + gap))
        if k + 1 < rows.count {
            linkIDs[k + 1] = try s.add(eq(rows[k + 1].box.top, row.bottom + W2P.outerSpacing))
        } else {
            tailID = try s.add(tail())
        }
    }

    /// Appends one row to the solved system: remove the tail, add the row, add the new tail.
    func append() throws(SolverError) {
        let s = solver
        try s.remove(tailID!)
        var cs: [Constraint] = []
        cs.reserveCapacity(34)
        makeRow(into: &cs)
        let ids = try addAll(s, cs)
        linkIDs.append(ids[0])
        tailID = try s.add(tail())
        constraintCount += cs.count
    }

    /// Every row: 30 tall at its expected minY, 375 wide; items 80/229/50 wide
    /// at x 0/88/325, heights 20/21/30, centred on the row. `hidden` rows are
    /// expected at height 0 on the previous row's bottom.
    func check(_ r: Reporter, _ n: Int, hidden: Int? = nil, label: String, detailRows: Bool = true) {
        let s = solver
        let expH = W2P.expectedContentH(rows.count, hidden: hidden == nil ? 0 : 1)
        let h = contentH
        var ok = close(h, expH)
        var firstBad = ""
        var y = 0.0
        let wMid = W2P.width - 80 - 50 - 2 * W2P.rowSpacing
        let expW = [80.0, wMid, 50.0], expX = [0.0, 80 + W2P.rowSpacing, W2P.width - 50]
        for (k, row) in rows.enumerated() {
            let f = row.box.frame(s)
            if k == hidden {
                if !close(f.h, 0) || !close(f.y, y) {
                    ok = false
                    if firstBad.isEmpty { firstBad = "hidden_row\(k).y=\(fmt(f.y)),h=\(fmt(f.h))_expected_y=\(fmt(y))" }
                }
                continue
            }
            var rowOK = close(f.y, y) && close(f.h, W2P.rowH) && close(f.x, 0) && close(f.w, W2P.width)
            if detailRows {
                let cy = f.y + f.h / 2
                for (j, it) in row.items.enumerated() {
                    let g = it.frame(s)
                    rowOK = rowOK && close(g.w, expW[j]) && close(g.x, expX[j])
                        && close(g.h, W2P.views[j].1) && close(g.y + g.h / 2, cy)
                }
            }
            if !rowOK {
                ok = false
                if firstBad.isEmpty {
                    let g = row.items.map { $0.frame(s) }
                    firstBad = "row\(k)=(\(fmt(f.x)),\(fmt(f.y)),\(fmt(f.w)),\(fmt(f.h)))_expected_y=\(fmt(y))"
                        + "_items=" + g.map { "(\(fmt($0.x)),\(fmt($0.y)),\(fmt($0.w)),\(fmt($0.h)))" }.joined(separator: ",")
                }
            }
            y += W2P.rowH + W2P.outerSpacing
        }
        r.check("W2", n, ok, "\(label) rows=\(rows.count) content_h=\(fmt(h, 3)) expected=\(fmt(expH, 3))"
            + (firstBad.isEmpty ? "" : " first_bad=\(firstBad)"))
    }

    static func build(_ n: Int, _ config: Solver.Configuration) -> (W2System, [Constraint], [Int]) {
        let sys = W2System(config)
        sys.vars.reserveCapacity(20 * n + 4)
        var cs = sys.base()
        cs.reserveCapacity(34 * n + 4)
        var linkIndex: [Int] = []
        linkIndex.reserveCapacity(n)
        for _ in 0..<n {
            linkIndex.append(cs.count)
            sys.makeRow(into: &cs)
        }
        cs.append(sys.tail())
        sys.constraintCount = cs.count
        return (sys, cs, linkIndex)
    }
}

func benchW2(_ n: Int, _ r: Reporter) throws(SolverError) {
    let o = r.options
    if r.skip("W2", "full", n) {
        r.skipDependent("W2", n, ["hide", "unhide", "append"], because: "full")
        return
    }
    guard let sys = try measureFull("W2", n, r,
        build: { () -> (W2System, [Constraint]) in
            let (sys, cs, linkIndex) = W2System.build(n, o.configuration)
            sys.linkIndex = linkIndex
            return (sys, cs)
        },
        check: { $0.check(r, n, label: "full") })
    else { return }

    // hide / unhide the middle row (each rep: one hide, then one unhide; both
    // timed separately, each followed by reading every row's minY and height).
    let k = n / 2
    if n < 3 {
        r.note("W2 n=\(n): hide/unhide need a row with visible neighbours (n >= 3); skipped")
    } else if !r.skip("W2", "hide", n) {
        var sh = Sampler(), su = Sampler()
        r.begin("W2", n, "hide")
        while wantMore(sh, o) {
            let (th, hidden) = try timed { () throws(SolverError) -> W2System.Hidden in
                let h = try sys.hide(k)
                Sink.consume(sys.readRows())
                return h
            }
            sh.add(th)
            if sh.samples.count == 1 || !wantMore(sh, o) {
                // check the first and the last hidden state (untimed)
                sys.check(r, n, hidden: k, label: "hidden_rep\(sh.samples.count)", detailRows: false)
            }
            let (tu, _) = try timed { () throws(SolverError) in
                try sys.unhide(hidden)
                Sink.consume(sys.readRows())
            }
            su.add(tu)
        }
        sys.check(r, n, label: "unhidden")
        let meta2: KeyValuePairs<String, String> = [
            "constraints": "\(sys.constraintCount)", "variables": "\(sys.vars.count)", "row": "\(k)",
        ]
        r.emit("W2", n, "hide", sh, meta2)
        r.emit("W2", n, "unhide", su, meta2)
    }

    // append one row to the solved system (the system grows by one row per rep).
    if r.skip("W2", "append", n) { return }
    var sa = Sampler()
    r.begin("W2", n, "append")
    while wantMore(sa, o) {
        let (t, _) = try timed { () throws(SolverError) in
            try sys.append()
            Sink.consume(sys.readRows())
        }
        sa.add(t)
    }
    sys.check(r, n, label: "after_\(sys.rows.count - n)_appends")
    r.emit("W2", n, "append", sa, [
        "constraints": "\(34 * n + 4)", "variables": "\(20 * n + 4)",
        "added_constraints_per_row": "34", "added_variables_per_row": "20",
    ])
}
