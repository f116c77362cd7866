// stacklab: until the REPL lands (issue 5), the executable runs the solver's
// self-check: a few layouts whose answers are known by hand, printed with the
// arithmetic, and a non-zero exit if any disagrees.
import ConstraintSolver

var failures = 0

@MainActor func check(_ label: String, _ got: Double, _ expected: Double) {
    let ok = abs(got - expected) < 1e-9
    if !ok { failures += 1 }
    print("  \(ok ? "ok  " : "FAIL") \(label) = \(got)\(ok ? "" : " (expected \(expected))")")
}

print("StackLab solver self-check")

// 1. Seed 001: a view pinned to the root's margins (16 on iPhone 8 portrait),
//    20 pt below the top layout guide (status bar 20) and above the bottom:
//    x = 16, y = 20 + 20 = 40, w = 375 − 32 = 343, h = 667 − 40 − 20 = 607.
do {
    print("seed 001, green view on iPhone 8 portrait:")
    let s = Solver()
    let x = s.makeVariable("green.minX"), y = s.makeVariable("green.minY")
    let w = s.makeVariable("green.width"), h = s.makeVariable("green.height")
    try s.add(x |==| 16.0)
    try s.add(x + w |==| 375.0 - 16)
    try s.add(y |==| 20.0 + 20)
    try s.add(y + h |==| 667.0 - 20)
    check("x", s.value(of: x), 16); check("y", s.value(of: y), 40)
    check("width", s.value(of: w), 343); check("height", s.value(of: h), 607)
}

// 2. Tiers are not weights: one 1-pt error at 251 outweighs any number of
//    250 errors. x == 1 @251 against 1000 constraints y_i == x + 1 @250 with
//    y_i == 0 required: a weighted sum would move x to -1; tiers keep x == 1.
do {
    print("tiers: one 251 against a thousand 250s:")
    let s = Solver()
    let x = s.makeVariable("x")
    try s.add((x |==| 1.0).withPriority(251))
    for i in 0..<1000 {
        let y = s.makeVariable("y\(i)")
        try s.add(y |==| 0.0)
        try s.add((LinearExpression(y) |==| x + 1).withPriority(250))
    }
    check("x", s.value(of: x), 1)
}

// 3. A horizontal fill stack of three views (intrinsic 10, 20, 30, hugging
//    250, compression resistance 750, spacing 2) in 100 pt: the 36 pt of slack
//    go to the first view (the documented tie-break): 46, 20, 30.
do {
    print("fill stack, equal hugging: slack to the first view:")
    let s = Solver()
    var previousEnd = LinearExpression(0)
    var widths: [Variable] = []
    for (i, iw) in [10.0, 20, 30].enumerated() {
        let x = s.makeVariable("v\(i).minX"), w = s.makeVariable("v\(i).width")
        try s.add(LinearExpression(x) |==| previousEnd + (i == 0 ? 0 : 2))
        try s.add((w |>=| iw).withPriority(750))
        try s.add((w |<=| iw).withPriority(250))
        previousEnd = x + w
        widths.append(w)
    }
    try s.add(previousEnd |==| 100.0)
    check("v0.width", s.value(of: widths[0]), 46)
    check("v1.width", s.value(of: widths[1]), 20)
    check("v2.width", s.value(of: widths[2]), 30)
}

// 4. An unsatisfiable required constraint is refused and changes nothing.
do {
    print("conflicts are refused:")
    let s = Solver()
    let x = s.makeVariable("x")
    let c = try s.add(x |==| 10.0)
    do {
        try s.add(x |==| 20.0)
        failures += 1
        print("  FAIL x == 20 was accepted")
    } catch {
        print("  ok   x == 20 refused: \(error) (conflicting \(c))")
    }
    check("x", s.value(of: x), 10)
}

print(failures == 0 ? "all checks passed" : "\(failures) check(s) FAILED")
if failures != 0 { fatalError("self-check failed") }
