// The view model of the workloads, the way UIKit's engine sees it: every view,
// stack or layout guide has four engine variables (minX, minY, width, height);
// trailing, bottom and centers are expressions over them.
import ConstraintSolver

struct Box {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(_ s: Solver, into vars: inout [Variable]) {
        minX = s.makeVariable()
        minY = s.makeVariable()
        width = s.makeVariable()
        height = s.makeVariable()
        vars.append(minX)
        vars.append(minY)
        vars.append(width)
        vars.append(height)
    }

    var leading: LinearExpression { LinearExpression(minX) }
    var trailing: LinearExpression { minX + width }
    var top: LinearExpression { LinearExpression(minY) }
    var bottom: LinearExpression { minY + height }
    var centerX: LinearExpression { minX + 0.5 * width }
    var centerY: LinearExpression { minY + 0.5 * height }

    /// (leading, trailing, length) along the axis, and the same across it.
    func along(horizontal: Bool) -> (LinearExpression, LinearExpression, Variable) {
        horizontal ? (leading, trailing, width) : (top, bottom, height)
    }
    func across(horizontal: Bool) -> (LinearExpression, LinearExpression, Variable) {
        horizontal ? (top, bottom, height) : (leading, trailing, width)
    }

    struct Frame { var x, y, w, h: Double }
    func frame(_ s: Solver) -> Frame {
        Frame(x: s.value(of: minX), y: s.value(of: minY), w: s.value(of: width), h: s.value(of: height))
    }
}

// Constraint shorthands: lhs relation rhs @ priority.
func eq(_ a: some LinearExpressionConvertible, _ b: some LinearExpressionConvertible,
        _ p: Priority = .required) -> Constraint {
    Constraint(a.linearExpression, .equal, b.linearExpression, priority: p)
}
func le(_ a: some LinearExpressionConvertible, _ b: some LinearExpressionConvertible,
        _ p: Priority = .required) -> Constraint {
    Constraint(a.linearExpression, .lessThanOrEqual, b.linearExpression, priority: p)
}
func ge(_ a: some LinearExpressionConvertible, _ b: some LinearExpressionConvertible,
        _ p: Priority = .required) -> Constraint {
    Constraint(a.linearExpression, .greaterThanOrEqual, b.linearExpression, priority: p)
}

/// Content-size constraints of a view with an intrinsic size, in kiwi_bench's
/// order: width ≥ iw @CR, width ≤ iw @hug, height ≥ ih @CR, height ≤ ih @hug.
func contentSize(_ b: Box, _ iw: Double, _ ih: Double, hugH: Priority, hugV: Priority,
                 crH: Priority, crV: Priority, into cs: inout [Constraint]) {
    cs.append(ge(b.width, iw, crH))
    cs.append(le(b.width, iw, hugH))
    cs.append(ge(b.height, ih, crV))
    cs.append(le(b.height, ih, hugV))
}

/// Adds every constraint in order, returning their handles.
func addAll(_ s: Solver, _ cs: [Constraint]) throws(SolverError) -> [ConstraintID] {
    var ids: [ConstraintID] = []
    ids.reserveCapacity(cs.count)
    for c in cs { ids.append(try s.add(c)) }
    return ids
}

/// Reads every variable's value (what a layout pass does with the frames).
@inline(never)
func readAll(_ s: Solver, _ vars: [Variable]) -> Double {
    var sum = 0.0
    for v in vars { sum += s.value(of: v) }
    return sum
}

// MARK: Workload parameters (bench_common.py)

enum W1P {
    static let spacing = 2.0
    static let height = 100.0
    static let intrinsicH = 20.0
    static let cr: Priority = 750
    static func intrinsicW(_ i: Int) -> Double { 10 + Double(i % 7) }
    static func hug(_ i: Int) -> Priority { Priority(Double(250 + i % 3)) }
    static func containerW(_ n: Int) -> Double {
        var sum = 0.0
        for i in 0..<n { sum += intrinsicW(i) }
        return 1.2 * (sum + spacing * Double(n - 1))
    }
}

enum W2P {
    static let width = 375.0
    static let rowSpacing = 8.0
    static let outerSpacing = 0.0
    /// (intrinsic width, intrinsic height, hugging); CR 750 on both axes.
    static let views: [(Double, Double, Priority)] = [(80, 20, 251), (150, 21, 250), (50, 30, 251)]
    static let cr: Priority = 750
    static let rowH = 30.0
    static func expectedContentH(_ rows: Int, hidden: Int = 0) -> Double {
        rowH * Double(rows - hidden) + outerSpacing * Double(max(0, rows - hidden - 1))
    }
    // UIKit's priorities for alignment center (reference §3) and hiding (§4, iOS 26).
    static let spanningFit: Priority = 51
    static let ambiguitySuppression: Priority = 25
    static let hiding: Priority = 999.999
    static let spacingHidden: Priority = 50
}

enum W3P {
    static let leaf = 10.0
    static let spacing = 0.0
    static let hug: Priority = 250
    static let cr: Priority = 750
    /// Fitting size of the root (bench_common.w3_expected_size), generalised to
    /// a deepest leaf of intrinsic width `deepestW`: along a stack's axis the
    /// leaf and the child add up; across it (fill) the stack is as large as the
    /// larger of the two.
    static func expectedSize(_ depth: Int, deepestW: Double = leaf) -> (Double, Double) {
        var w = deepestW, h = leaf
        var d = depth - 2
        while d >= 0 {
            if d % 2 == 0 { (w, h) = (leaf + spacing + w, max(leaf, h)) }
            else { (w, h) = (max(leaf, w), leaf + spacing + h) }
            d -= 1
        }
        return (w, h)
    }
}
