// W1 flat-fill: one horizontal fill stack of N views, pinned to a container.
import ConstraintSolver

struct W1System: FullWorkload {
    let solver: Solver
    let stack: Box
    let views: [Box]
    let vars: [Variable]
    let constraints: [Constraint]
    let W: Double
    var ids: [ConstraintID] = []

    mutating func adopt(_ ids: [ConstraintID], added constraints: [Constraint]) { self.ids = ids }

    /// UIKit's order: the container pins, then per arranged view its
    /// canvas-connection / spacing constraint, the two fill-alignment
    /// constraints and its four content-size constraints, then the trailing
    /// canvas connection (7N + 5 constraints, 4N + 4 variables).
    /// `widthEdit`: no width pin (the caller makes stack.width an edit variable).
    static func build(_ n: Int, _ config: Solver.Configuration, widthEdit: Bool = false) -> W1System {
        let s = Solver(configuration: config)
        var vars: [Variable] = []
        vars.reserveCapacity(4 * n + 4)
        let stack = Box(s, into: &vars)
        let W = W1P.containerW(n)
        var cs: [Constraint] = []
        cs.reserveCapacity(7 * n + 5)
        cs.append(eq(stack.minX, 0.0))
        cs.append(eq(stack.minY, 0.0))
        cs.append(eq(stack.height, W1P.height))
        if !widthEdit { cs.append(eq(stack.width, W)) }
        var views: [Box] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let v = Box(s, into: &vars)
            if let prev = views.last {
                cs.append(eq(v.leading, prev.trailing + W1P.spacing))      // UISV-spacing
            } else {
                cs.append(eq(v.leading, stack.leading))                    // UISV-canvas-connection
            }
            cs.append(eq(v.top, stack.top))                                // alignment fill
            cs.append(eq(v.bottom, stack.bottom))
            contentSize(v, W1P.intrinsicW(i), W1P.intrinsicH, hugH: W1P.hug(i), hugV: W1P.hug(i),
                        crH: W1P.cr, crV: W1P.cr, into: &cs)
            views.append(v)
        }
        cs.append(eq(views[n - 1].trailing, stack.trailing))               // UISV-canvas-connection
        return W1System(solver: s, stack: stack, views: views, vars: vars, constraints: cs, W: W)
    }

    /// Last trailing == width, widths ≥ intrinsic, heights == 100, and the
    /// documented tie-break: all the slack goes to view 0 (the first view of
    /// the lowest hugging priority, 250); every other view keeps its intrinsic width.
    func check(_ r: Reporter, _ n: Int, width: Double, label: String) {
        let s = solver
        let last = views[n - 1].frame(s)
        let lastTrailing = last.x + last.w
        var widthsOK = true, heightsOK = true, slackOK = true
        var intrinsicSum = 0.0
        var firstBad = ""
        for (i, v) in views.enumerated() {
            let f = v.frame(s)
            let iw = W1P.intrinsicW(i)
            intrinsicSum += iw
            if f.w < iw - 1e-6 { widthsOK = false; if firstBad.isEmpty { firstBad = "view\(i).w=\(fmt(f.w))<\(iw)" } }
            if !close(f.h, W1P.height) || !close(f.y, 0) {
                heightsOK = false
                if firstBad.isEmpty { firstBad = "view\(i).y=\(fmt(f.y)),h=\(fmt(f.h))" }
            }
            if i > 0 && !close(f.w, iw) { slackOK = false; if firstBad.isEmpty { firstBad = "view\(i).w=\(fmt(f.w))!=\(iw)" } }
        }
        let slack = width - intrinsicSum - W1P.spacing * Double(n - 1)
        let w0 = s.value(of: views[0].width)
        if !close(w0, W1P.intrinsicW(0) + slack) {
            slackOK = false
            if firstBad.isEmpty { firstBad = "view0.w=\(fmt(w0))_expected_\(fmt(W1P.intrinsicW(0) + slack))" }
        }
        let ok = close(lastTrailing, width) && widthsOK && heightsOK && slackOK
        r.check("W1", n, ok, "\(label) last_trailing=\(fmt(lastTrailing, 3)) W=\(fmt(width, 3)) "
            + "widths>=intrinsic=\(widthsOK) heights==100=\(heightsOK) slack_to_view0=\(slackOK)"
            + (firstBad.isEmpty ? "" : " first_bad=\(firstBad)"))
    }
}

func benchW1(_ n: Int, _ r: Reporter) throws(SolverError) {
    let o = r.options
    if r.skip("W1", "full", n) {
        r.skipDependent("W1", n, ["resize"], because: "full")
        return
    }
    // The system is dropped at once: resize builds its own.
    guard try measureFull("W1", n, r,
        build: { let s = W1System.build(n, o.configuration); return (s, s.constraints) },
        check: { $0.check(r, n, width: $0.W, label: "full") }) != nil
    else { return }

    // resize: W ↔ 1.05 W through an edit variable on stack.width @999, added
    // during set-up: a fresh system without the width pin gets the three
    // other pins, then addEditVariable + suggestValue(W), then everything
    // else (set-up not in the figure; its time is printed as setup_ms).
    // Each rep suggests the new width and reads every view's minX and width.
    if r.skip("W1", "resize", n) { return }
    r.begin("W1", n, "resize_setup")
    let (tSetup, rs) = try timed { () throws(SolverError) -> W1System in
        var rs = W1System.build(n, o.configuration, widthEdit: true)
        let s = rs.solver
        rs.ids = try addAll(s, Array(rs.constraints[..<3]))
        try s.addEditVariable(rs.stack.width, priority: 999)
        try s.suggestValue(rs.W, for: rs.stack.width)
        rs.ids += try addAll(s, Array(rs.constraints[3...]))
        return rs
    }
    let s = rs.solver
    rs.check(r, n, width: rs.W, label: "resize_setup")
    var sr = Sampler()
    var k = 0
    var target = rs.W
    r.begin("W1", n, "resize")
    while wantMore(sr, o) {
        k += 1
        target = rs.W * (k % 2 == 1 ? 1.05 : 1.0)
        let views = rs.views
        let (t, _) = try timed { () throws(SolverError) in
            try s.suggestValue(target, for: rs.stack.width)
            var sum = 0.0
            for v in views { sum += s.value(of: v.minX) + s.value(of: v.width) }
            Sink.consume(sum)
        }
        sr.add(t)
    }
    rs.check(r, n, width: target, label: "resize_last")
    try s.suggestValue(rs.W, for: rs.stack.width)
    rs.check(r, n, width: rs.W, label: "resize_back")
    r.emit("W1", n, "resize", sr, [
        "constraints": "\(s.constraintCount)", "variables": "\(rs.vars.count)", "edit_variables": "1",
        "setup_ms": fmt(tSetup * 1e3, 3),
    ])
}
