import ConstraintSolver
import Testing

/// Hand-checked linear programs with published answers.
///
/// An LP objective is encoded as one optional constraint at the lowest tier
/// in use: to maximise c·x add `c·x >= BIG @1`; the solver minimises the
/// error BIG - c·x, i.e. maximises c·x, as long as the optimum is below BIG.
/// To minimise, add `c·x <= -BIG @1`. Every optimum below is unique (checked
/// independently by fixing the objective and minimising / maximising each
/// variable), so the tie-break row plays no part.
@Suite("Linear programs")
struct LPTests {
    static let big = 1e6

    /// Adds `x >= 0` for every variable.
    static func nonNegative(_ s: Solver, _ xs: [Variable]) throws {
        for x in xs { try s.add(x |>=| 0.0) }
    }

    static func maximise(_ s: Solver, _ objective: LinearExpression) throws {
        try s.add((objective |>=| big).withPriority(1))
    }

    static func minimise(_ s: Solver, _ objective: LinearExpression) throws {
        try s.add((objective |<=| -big).withPriority(1))
    }

    /// Wyndor Glass Co. — Hillier & Lieberman, *Introduction to Operations
    /// Research*, §3.1: maximise Z = 3x1 + 5x2 s.t. x1 <= 4, 2x2 <= 12,
    /// 3x1 + 2x2 <= 18, x >= 0. Optimum x1 = 2, x2 = 6, Z = 36.
    @Test func wyndorGlass() throws {
        let s = Solver()
        let x1 = s.makeVariable("x1")
        let x2 = s.makeVariable("x2")
        try Self.nonNegative(s, [x1, x2])
        try s.add(x1 |<=| 4.0)
        try s.add(2.0 * x2 |<=| 12.0)
        try s.add(3.0 * x1 + 2.0 * x2 |<=| 18.0)
        let z = 3.0 * x1 + 5.0 * x2
        try Self.maximise(s, z)
        SolverCheck.near(s.value(of: x1), 2)
        SolverCheck.near(s.value(of: x2), 6)
        SolverCheck.near(z.evaluate { s.value(of: $0) }, 36)
        #expect(s.isUnique(x1) && s.isUnique(x2))
        SolverCheck.sound(s)
    }

    /// Wyndor's feasible region has max x1 + x2 = 8 (at (2, 6)); asking for
    /// x1 + x2 >= 8.5 contradicts exactly 2x2 <= 12 and 3x1 + 2x2 <= 18
    /// ((3x1 + 2x2)/3 + 2x2/6 = x1 + x2 <= 8), not x1 <= 4 nor x >= 0.
    @Test func wyndorInfeasibleDemand() throws {
        let s = Solver()
        let x1 = s.makeVariable("x1")
        let x2 = s.makeVariable("x2")
        try Self.nonNegative(s, [x1, x2])
        try s.add(x1 |<=| 4.0)
        let plant2 = try s.add(2.0 * x2 |<=| 12.0)
        let plant3 = try s.add(3.0 * x1 + 2.0 * x2 |<=| 18.0)
        try Self.maximise(s, 3.0 * x1 + 5.0 * x2)
        SolverCheck.rejects(s, [x1, x2], with: .unsatisfiable(conflicting: [plant2, plant3])) {
            try s.add(x1 + x2 |>=| 8.5)
        }
        // 8 itself is feasible and leaves the optimum where it was.
        try s.add(x1 + x2 |>=| 8.0)
        SolverCheck.near(s.value(of: x1), 2)
        SolverCheck.near(s.value(of: x2), 6)
    }

    /// Chvátal, *Linear Programming* (1983), ch. 2, the first example:
    /// maximise 5x1 + 4x2 + 3x3 s.t. 2x1 + 3x2 + x3 <= 5,
    /// 4x1 + x2 + 2x3 <= 11, 3x1 + 4x2 + 2x3 <= 8, x >= 0.
    /// Optimum x = (2, 0, 1), z = 13.
    @Test func chvatalChapter2() throws {
        let s = Solver()
        let x = (1...3).map { s.makeVariable("x\($0)") }
        try Self.nonNegative(s, x)
        try s.add(2.0 * x[0] + 3.0 * x[1] + x[2] |<=| 5.0)
        try s.add(4.0 * x[0] + x[1] + 2.0 * x[2] |<=| 11.0)
        try s.add(3.0 * x[0] + 4.0 * x[1] + 2.0 * x[2] |<=| 8.0)
        let z = 5.0 * x[0] + 4.0 * x[1] + 3.0 * x[2]
        try Self.maximise(s, z)
        SolverCheck.near(s.value(of: x[0]), 2)
        SolverCheck.near(s.value(of: x[1]), 0)
        SolverCheck.near(s.value(of: x[2]), 1)
        SolverCheck.near(z.evaluate { s.value(of: $0) }, 13)
        for v in x { #expect(s.isUnique(v)) }
    }

    /// Chvátal, *Linear Programming*, ch. 3: the example on which the simplex
    /// method with the largest-coefficient rule cycles. Maximise
    /// 10x1 - 57x2 - 9x3 - 24x4 s.t. 0.5x1 - 5.5x2 - 2.5x3 + 9x4 <= 0,
    /// 0.5x1 - 1.5x2 - 0.5x3 + x4 <= 0, x1 <= 1, x >= 0.
    /// Optimum x = (1, 0, 1, 0), z = 1.
    @Test func chvatalCyclingExample() throws {
        let s = Solver()
        let x = (1...4).map { s.makeVariable("x\($0)") }
        try Self.nonNegative(s, x)
        try s.add(0.5 * x[0] - 5.5 * x[1] - 2.5 * x[2] + 9.0 * x[3] |<=| 0.0)
        try s.add(0.5 * x[0] - 1.5 * x[1] - 0.5 * x[2] + x[3] |<=| 0.0)
        try s.add(x[0] |<=| 1.0)
        let z = 10.0 * x[0] - 57.0 * x[1] - 9.0 * x[2] - 24.0 * x[3]
        try Self.maximise(s, z)
        let expected: [Double] = [1, 0, 1, 0]
        for (v, e) in zip(x, expected) { SolverCheck.near(s.value(of: v), e, s.name(of: v)) }
        SolverCheck.near(z.evaluate { s.value(of: $0) }, 1)
        SolverCheck.sound(s)
    }

    /// Beale (1955), "Cycling in the dual simplex algorithm", Naval Research
    /// Logistics Quarterly 2(4): minimise -3/4 x4 + 150 x5 - 1/50 x6 + 6 x7
    /// s.t. 1/4 x4 - 60 x5 - 1/25 x6 + 9 x7 <= 0,
    /// 1/2 x4 - 90 x5 - 1/50 x6 + 3 x7 <= 0, x6 <= 1, x >= 0.
    /// Optimum x4 = 1/25, x5 = 0, x6 = 1, x7 = 0, objective -1/20.
    @Test func bealeCyclingExample() throws {
        let s = Solver()
        let x4 = s.makeVariable("x4")
        let x5 = s.makeVariable("x5")
        let x6 = s.makeVariable("x6")
        let x7 = s.makeVariable("x7")
        try Self.nonNegative(s, [x4, x5, x6, x7])
        try s.add(0.25 * x4 - 60.0 * x5 - 0.04 * x6 + 9.0 * x7 |<=| 0.0)
        try s.add(0.5 * x4 - 90.0 * x5 - 0.02 * x6 + 3.0 * x7 |<=| 0.0)
        try s.add(x6 |<=| 1.0)
        let z = -0.75 * x4 + 150.0 * x5 - 0.02 * x6 + 6.0 * x7
        try Self.minimise(s, z)
        SolverCheck.near(s.value(of: x4), 0.04)
        SolverCheck.near(s.value(of: x5), 0)
        SolverCheck.near(s.value(of: x6), 1)
        SolverCheck.near(s.value(of: x7), 0)
        SolverCheck.near(z.evaluate { s.value(of: $0) }, -0.05)
        SolverCheck.sound(s)
    }

    /// Klee–Minty cube for n = 3 as in Chvátal, *Linear Programming*, ch. 4:
    /// maximise 100x1 + 10x2 + x3 s.t. x1 <= 1, 20x1 + x2 <= 100,
    /// 200x1 + 20x2 + x3 <= 10000, x >= 0. Optimum (0, 0, 10000), z = 10000.
    @Test func kleeMintyCube() throws {
        let s = Solver()
        let x = (1...3).map { s.makeVariable("x\($0)") }
        try Self.nonNegative(s, x)
        try s.add(x[0] |<=| 1.0)
        try s.add(20.0 * x[0] + x[1] |<=| 100.0)
        try s.add(200.0 * x[0] + 20.0 * x[1] + x[2] |<=| 10000.0)
        let z = 100.0 * x[0] + 10.0 * x[1] + x[2]
        try Self.maximise(s, z)
        SolverCheck.near(s.value(of: x[0]), 0)
        SolverCheck.near(s.value(of: x[1]), 0)
        SolverCheck.near(s.value(of: x[2]), 10000)
        SolverCheck.near(z.evaluate { s.value(of: $0) }, 10000)
    }

    /// Radiation therapy — Hillier & Lieberman, §3.4: minimise
    /// 0.4x1 + 0.5x2 s.t. 0.3x1 + 0.1x2 <= 2.7, 0.5x1 + 0.5x2 = 6,
    /// 0.6x1 + 0.4x2 >= 6, x >= 0. Optimum (7.5, 4.5), Z = 5.25.
    @Test func radiationTherapy() throws {
        let s = Solver()
        let x1 = s.makeVariable("x1")
        let x2 = s.makeVariable("x2")
        try Self.nonNegative(s, [x1, x2])
        try s.add(0.3 * x1 + 0.1 * x2 |<=| 2.7)
        try s.add(0.5 * x1 + 0.5 * x2 |==| 6.0)
        try s.add(0.6 * x1 + 0.4 * x2 |>=| 6.0)
        let z = 0.4 * x1 + 0.5 * x2
        try Self.minimise(s, z)
        SolverCheck.near(s.value(of: x1), 7.5)
        SolverCheck.near(s.value(of: x2), 4.5)
        SolverCheck.near(z.evaluate { s.value(of: $0) }, 5.25)
    }

    /// Reddy Mikks — Taha, *Operations Research: An Introduction*, §2.1:
    /// maximise 5x1 + 4x2 s.t. 6x1 + 4x2 <= 24, x1 + 2x2 <= 6,
    /// -x1 + x2 <= 1, x2 <= 2, x >= 0. Optimum (3, 1.5), z = 21.
    @Test func reddyMikks() throws {
        let s = Solver()
        let x1 = s.makeVariable("x1")
        let x2 = s.makeVariable("x2")
        try Self.nonNegative(s, [x1, x2])
        try s.add(6.0 * x1 + 4.0 * x2 |<=| 24.0)
        try s.add(x1 + 2.0 * x2 |<=| 6.0)
        try s.add(-x1 + x2 |<=| 1.0)
        try s.add(x2 |<=| 2.0)
        let z = 5.0 * x1 + 4.0 * x2
        try Self.maximise(s, z)
        SolverCheck.near(s.value(of: x1), 3)
        SolverCheck.near(s.value(of: x2), 1.5)
        SolverCheck.near(z.evaluate { s.value(of: $0) }, 21)
    }

    /// Ozark Farms diet — Taha, §2.2: minimise 0.3x1 + 0.9x2 s.t.
    /// x1 + x2 >= 800, 0.21x1 - 0.30x2 <= 0, 0.03x1 - 0.01x2 >= 0, x >= 0.
    /// Published: x1 = 470.59, x2 = 329.41, z = 437.64; exactly
    /// x1 = 8000/17, x2 = 5600/17 (x1 + x2 = 800 and 0.21x1 = 0.30x2).
    @Test func ozarkFarmsDiet() throws {
        let s = Solver()
        let x1 = s.makeVariable("corn")
        let x2 = s.makeVariable("soybean")
        try Self.nonNegative(s, [x1, x2])
        try s.add(x1 + x2 |>=| 800.0)
        try s.add(0.21 * x1 - 0.30 * x2 |<=| 0.0)
        try s.add(0.03 * x1 - 0.01 * x2 |>=| 0.0)
        let z = 0.3 * x1 + 0.9 * x2
        try Self.minimise(s, z)
        SolverCheck.near(s.value(of: x1), 8000.0 / 17.0)
        SolverCheck.near(s.value(of: x2), 5600.0 / 17.0)
        SolverCheck.near(z.evaluate { s.value(of: $0) }, 7440.0 / 17.0)
        #expect(abs(s.value(of: x1) - 470.59) < 0.005)
        #expect(abs(s.value(of: x2) - 329.41) < 0.005)
    }

    /// An unbounded objective stops at BIG: the encoding's limit, made visible.
    @Test func unboundedObjectiveStopsAtBig() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x |>=| 0.0)
        try Self.maximise(s, LinearExpression(x))
        #expect(s.value(of: x) == Self.big)
    }

    // MARK: kiwi's own tests

    /// nucleic/kiwi py/tests/test_solver.py, test_solving_with_strength
    /// (kiwi's weak / medium / strong mapped to tiers 250 / 500 / 750).
    @Test func kiwiSolvingWithStrength() throws {
        let s = Solver()
        let v1 = s.makeVariable("foo")
        let v2 = s.makeVariable("bar")
        try s.add(v1 + v2 |==| 0.0)
        try s.add(v1 |==| 10.0)
        try s.add((v2 |>=| 0.0).withPriority(250))
        #expect(s.value(of: v1) == 10)
        #expect(s.value(of: v2) == -10)

        let t = Solver()
        let a = t.makeVariable("foo")
        let b = t.makeVariable("bar")
        try t.add(a + b |==| 0.0)
        try t.add((a |>=| 10.0).withPriority(500))
        try t.add((b |==| 2.0).withPriority(750))
        #expect(t.value(of: a) == -2)
        #expect(t.value(of: b) == 2)
    }

    /// nucleic/kiwi docs/source/basis/basic_systems.rst: x1 >= 0, x2 <= 100,
    /// x2 >= x1 + 10, xm = (x1 + x2) / 2, x1 == 40 weak, xm edited (strong)
    /// to 60 => x1 = 40, x2 = 80, xm = 60.
    @Test func kiwiBasicSystem() throws {
        let s = Solver()
        let x1 = s.makeVariable("x1")
        let x2 = s.makeVariable("x2")
        let xm = s.makeVariable("xm")
        try s.add(x1 |>=| 0.0)
        try s.add(x2 |<=| 100.0)
        try s.add(x2 |>=| x1 + 10.0)
        try s.add(xm |==| (x1 + x2) / 2.0)
        try s.add((x1 |==| 40.0).withPriority(250))
        try s.addEditVariable(xm, priority: 750)
        try s.suggestValue(60, for: xm)
        #expect(s.value(of: xm) == 60)
        #expect(s.value(of: x1) == 40)
        #expect(s.value(of: x2) == 80)
    }

    // MARK: Layout-shaped systems (hand-checked)

    @Test func marginsOnAPhoneScreen() throws {
        // A 375-wide screen, 16-point margins: 375 - 2 × 16 = 343.
        let s = Solver()
        let minX = s.makeVariable("view.minX")
        let width = s.makeVariable("view.width")
        try s.add(minX |==| 16.0)
        try s.add(minX + width |==| 375.0 - 16.0)
        #expect(s.value(of: width) == 343)
        #expect(s.value(of: minX) == 16)
    }

    @Test func twoEqualWidthViewsWithSpacing() throws {
        // (343 - 8) / 2 = 167.5; the second starts at 16 + 167.5 + 8 = 191.5.
        let s = Solver()
        let a = s.makeVariable("a.minX")
        let aw = s.makeVariable("a.width")
        let b = s.makeVariable("b.minX")
        let bw = s.makeVariable("b.width")
        try s.add(a |==| 16.0)
        try s.add(b |==| a + aw + 8.0)
        try s.add(b + bw |==| 359.0)
        try s.add(aw |==| bw)
        #expect(s.value(of: aw) == 167.5)
        #expect(s.value(of: bw) == 167.5)
        #expect(s.value(of: b) == 191.5)
    }

    @Test func threeEqualWidthViewsWithSpacing() throws {
        // (343 - 2 × 10) / 3 = 323/3 = 107.666…
        let s = Solver()
        let x = (0..<3).map { s.makeVariable("v\($0).minX") }
        let w = (0..<3).map { s.makeVariable("v\($0).width") }
        try s.add(x[0] |==| 16.0)
        try s.add(x[1] |==| x[0] + w[0] + 10.0)
        try s.add(x[2] |==| x[1] + w[1] + 10.0)
        try s.add(x[2] + w[2] |==| 359.0)
        try s.add(w[1] |==| w[0])
        try s.add(w[2] |==| w[0])
        for v in w { SolverCheck.near(s.value(of: v), 323.0 / 3.0) }
        SolverCheck.near(s.value(of: x[1]), 16 + 323.0 / 3.0 + 10)
        SolverCheck.near(s.value(of: x[2]), 16 + 2 * 323.0 / 3.0 + 20)
    }

    @Test func centredFixedWidthAndAspectRatio() throws {
        // centerX = 187.5, width = 100 => minX = 137.5; a 16:9 image 343 wide
        // is 343 × 0.5625 = 192.9375 high.
        let s = Solver()
        let minX = s.makeVariable("button.minX")
        let width = s.makeVariable("button.width")
        try s.add(minX + width * 0.5 |==| 187.5)
        try s.add(width |==| 100.0)
        #expect(s.value(of: minX) == 137.5)

        let iw = s.makeVariable("image.width")
        let ih = s.makeVariable("image.height")
        try s.add(iw |==| 343.0)
        try s.add(ih |==| iw * 0.5625)
        #expect(s.value(of: ih) == 192.9375)
    }

    @Test func tooWideLabelIsCompressedToTheMargins() throws {
        // Intrinsic width 420 @750 in a 343-wide content area, centred:
        // the label takes the whole content width.
        let s = Solver()
        let minX = s.makeVariable("label.minX")
        let width = s.makeVariable("label.width")
        try s.add(minX |>=| 16.0)
        try s.add(minX + width |<=| 359.0)
        try s.add(minX + width / 2.0 |==| 187.5)
        try s.add((width |>=| 420.0).withPriority(750))
        try s.add((width |<=| 420.0).withPriority(250))
        #expect(s.value(of: width) == 343)
        #expect(s.value(of: minX) == 16)
    }

    @Test func verticalStackUnderTheSafeArea() throws {
        // Safe area top 47; label 8 below it with intrinsic height 61/3;
        // button 12 below the label, 44 high; bottom must stay above 812 - 34.
        let s = Solver()
        let labelTop = s.makeVariable("label.minY")
        let labelH = s.makeVariable("label.height")
        let buttonTop = s.makeVariable("button.minY")
        let buttonH = s.makeVariable("button.height")
        try s.add(labelTop |==| 47.0 + 8.0)
        try s.add((labelH |==| 61.0 / 3.0).withPriority(750))
        try s.add(buttonTop |==| labelTop + labelH + 12.0)
        try s.add(buttonH |==| 44.0)
        try s.add(buttonTop + buttonH |<=| 812.0 - 34.0)
        SolverCheck.near(s.value(of: buttonTop), 55 + 61.0 / 3.0 + 12)
        #expect(s.value(of: buttonTop) + s.value(of: buttonH) <= 778)
    }

    @Test func proportionalWidth() throws {
        // width = 0.35 × container (375) = 131.25, pinned to the trailing edge.
        let s = Solver()
        let container = s.makeVariable("container.width")
        let width = s.makeVariable("panel.width")
        let minX = s.makeVariable("panel.minX")
        try s.add(container |==| 375.0)
        try s.add(width |==| container * 0.35)
        try s.add(minX + width |==| container)
        SolverCheck.near(s.value(of: width), 131.25)
        SolverCheck.near(s.value(of: minX), 243.75)
    }
}
