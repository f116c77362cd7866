// W3 deep-nest: D nested stacks alternating axis (horizontal at the root),
// each holding a 10×10 leaf and the next stack (the deepest only a leaf);
// alignment fill, spacing 0; the root has only minX == 0 and minY == 0 and is
// sized by its content.
import ConstraintSolver

struct W3System: FullWorkload {
    let solver: Solver
    let stacks: [Box]
    let leaves: [Box]
    let vars: [Variable]
    let constraints: [Constraint]
    /// Indices in `constraints` of the deepest leaf's two width constraints.
    let leafWidthIndex: (Int, Int)
    /// With `editLeaf`: the variable standing for the deepest leaf's intrinsic width.
    let intrinsicW: Variable?
    var ids: [ConstraintID] = []

    mutating func adopt(_ ids: [ConstraintID], added constraints: [Constraint]) { self.ids = ids }

    /// Per level (kiwi_bench's order): the axis chain (canvas connection,
    /// spacing, canvas connection), fill alignment of the leaf and of the
    /// child stack, then the leaf's content size (11D − 1 constraints, 8D variables).
    /// `editLeaf`: the deepest leaf's width constraints read `width ≥ iw @750`
    /// and `width ≤ iw @250` with `iw` a variable, made an edit variable @999
    /// (set up by the caller) so its intrinsic width can be suggested.
    static func build(_ depth: Int, _ config: Solver.Configuration, editLeaf: Bool = false) -> W3System {
        let s = Solver(configuration: config)
        var vars: [Variable] = []
        vars.reserveCapacity(8 * depth)
        let stacks = (0..<depth).map { _ in Box(s, into: &vars) }
        let leaves = (0..<depth).map { _ in Box(s, into: &vars) }
        let iwVar: Variable? = editLeaf ? s.makeVariable("deepest.intrinsicWidth") : nil
        var cs: [Constraint] = []
        cs.reserveCapacity(11 * depth)
        cs.append(eq(stacks[0].minX, 0.0))
        cs.append(eq(stacks[0].minY, 0.0))
        var leafW = (0, 0)
        for d in 0..<depth {
            let st = stacks[d], leaf = leaves[d]
            let child: Box? = d + 1 < depth ? stacks[d + 1] : nil
            let horizontal = d % 2 == 0
            let (sLead, sTrail, _) = st.along(horizontal: horizontal)
            let (lLead, lTrail, _) = leaf.along(horizontal: horizontal)
            cs.append(eq(lLead, sLead))                                      // UISV-canvas-connection
            if let child {
                let (cLead, cTrail, _) = child.along(horizontal: horizontal)
                cs.append(eq(cLead, lTrail + W3P.spacing))                   // UISV-spacing
                cs.append(eq(cTrail, sTrail))                                // UISV-canvas-connection
            } else {
                cs.append(eq(lTrail, sTrail))
            }
            let (sTop, sBottom, _) = st.across(horizontal: horizontal)
            for item in [leaf] + (child.map { [$0] } ?? []) {                // alignment fill
                let (iTop, iBottom, _) = item.across(horizontal: horizontal)
                cs.append(eq(iTop, sTop))
                cs.append(eq(iBottom, sBottom))
            }
            if d == depth - 1 {
                leafW = (cs.count, cs.count + 1)
            }
            if d == depth - 1, let iwVar {
                cs.append(ge(leaf.width, iwVar, W3P.cr))
                cs.append(le(leaf.width, iwVar, W3P.hug))
                cs.append(ge(leaf.height, W3P.leaf, W3P.cr))
                cs.append(le(leaf.height, W3P.leaf, W3P.hug))
            } else {
                contentSize(leaf, W3P.leaf, W3P.leaf, hugH: W3P.hug, hugV: W3P.hug,
                            crH: W3P.cr, crV: W3P.cr, into: &cs)
            }
        }
        if let iwVar { vars.append(iwVar) }
        return W3System(solver: s, stacks: stacks, leaves: leaves, vars: vars, constraints: cs,
                        leafWidthIndex: leafW, intrinsicW: iwVar)
    }

    func check(_ r: Reporter, _ depth: Int, deepestW: Double, label: String) {
        let f = stacks[0].frame(solver)
        let (ew, eh) = W3P.expectedSize(depth, deepestW: deepestW)
        let dl = leaves[depth - 1].frame(solver)
        let ok = close(f.w, ew) && close(f.h, eh) && close(f.x, 0) && close(f.y, 0) && close(dl.w, deepestW)
        r.check("W3", depth, ok, "\(label) root=\(fmt(f.w, 2))x\(fmt(f.h, 2)) expected=\(fmt(ew, 2))x\(fmt(eh, 2)) "
            + "deepest_leaf_w=\(fmt(dl.w, 2)) expected_leaf_w=\(fmt(deepestW, 2))")
    }
}

func benchW3(_ depth: Int, _ r: Reporter) throws(SolverError) {
    let o = r.options
    if r.skip("W3", "full", depth) {
        r.skipDependent("W3", depth, ["leaf", "leaf_edit"], because: "full")
        return
    }
    guard let sys = try measureFull("W3", depth, r,
        build: { let s = W3System.build(depth, o.configuration); return (s, s.constraints) },
        check: { $0.check(r, depth, deepestW: W3P.leaf, label: "full") })
    else { return }

    // leaf: the deepest leaf's intrinsic width 10 ↔ 15 by removing and
    // re-adding its two width constraints (what kiwi_bench does), then every
    // value is read.
    let s = sys.solver
    let leaf = sys.leaves[depth - 1]
    if !r.skip("W3", "leaf", depth) {
        var cur = [sys.ids[sys.leafWidthIndex.0], sys.ids[sys.leafWidthIndex.1]]
        var sl = Sampler()
        var k = 0
        var iw = W3P.leaf
        r.begin("W3", depth, "leaf")
        while wantMore(sl, o) {
            k += 1
            iw = k % 2 == 1 ? 15 : W3P.leaf
            let new = [ge(leaf.width, iw, W3P.cr), le(leaf.width, iw, W3P.hug)]
            let (t, ids) = try timed { () throws(SolverError) -> [ConstraintID] in
                for id in cur { try s.remove(id) }
                let ids = try addAll(s, new)
                Sink.consume(readAll(s, sys.vars))
                return ids
            }
            cur = ids
            sl.add(t)
        }
        sys.check(r, depth, deepestW: iw, label: "leaf_last")
        r.emit("W3", depth, "leaf", sl, [
            "constraints": "\(sys.constraints.count)", "variables": "\(sys.vars.count)",
        ])
    }

    // leaf_edit: the same change through an edit variable standing for the
    // intrinsic width (a separate system, set up untimed).
    if !r.skip("W3", "leaf_edit", depth) {
        let es = W3System.build(depth, o.configuration, editLeaf: true)
        let iwVar = es.intrinsicW!
        try es.solver.addEditVariable(iwVar, priority: 999)
        try es.solver.suggestValue(W3P.leaf, for: iwVar)
        _ = try addAll(es.solver, es.constraints)
        es.check(r, depth, deepestW: W3P.leaf, label: "leaf_edit_setup")
        var se = Sampler()
        var k = 0
        var iw = W3P.leaf
        r.begin("W3", depth, "leaf_edit")
        while wantMore(se, o) {
            k += 1
            iw = k % 2 == 1 ? 15 : W3P.leaf
            let (t, _) = try timed { () throws(SolverError) in
                try es.solver.suggestValue(iw, for: iwVar)
                Sink.consume(readAll(es.solver, es.vars))
            }
            se.add(t)
        }
        es.check(r, depth, deepestW: iw, label: "leaf_edit_last")
        r.emit("W3", depth, "leaf_edit", se, [
            "constraints": "\(es.constraints.count)", "variables": "\(es.vars.count)", "edit_variables": "1",
        ])
    }
}
