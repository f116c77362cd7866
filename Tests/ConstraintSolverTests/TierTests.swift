import ConstraintSolver
import Testing

/// Priorities are tiers, satisfied lexicographically (highest first), never
/// weights; inside one tier the sum of absolute errors is minimised (L1).
@Suite("Priority tiers")
struct TierTests {
    /// y_i = -0.5 (required) and y_i == x @250 for a thousand i pull x to
    /// -0.5; x == 1 @251 pulls it to 1. Any weighted sum of errors
    /// (251 × 1.5 against 250 × 1000 × 1.5 = 375 000) puts x at -0.5; tiers
    /// keep x == 1 exactly.
    @Test(arguments: [false, true])
    func one251BeatsAThousand250s(highFirst: Bool) throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let ys = (0..<1000).map { s.makeVariable("y\($0)") }
        var high: ConstraintID?
        if highFirst { high = try s.add((x |==| 1.0).withPriority(251)) }
        for y in ys {
            try s.add(y |==| -0.5)
            try s.add((y |==| x).withPriority(.defaultLow))
        }
        if !highFirst { high = try s.add((x |==| 1.0).withPriority(251)) }
        #expect(s.value(of: x) == 1)
        #expect(s.isUnique(x))
        for y in ys where s.value(of: y) != -0.5 {
            Issue.record("\(s.name(of: y)) = \(s.value(of: y)), expected -0.5")
            break
        }
        // Without the 251 constraint the thousand 250s decide.
        try s.remove(high!)
        #expect(s.value(of: x) == -0.5)
        SolverCheck.sound(s)
    }

    /// A higher tier beats any number of constraints one tier below, including
    /// fractional tiers. (high, low, copies of low, value at high, value at low)
    @Test(arguments: [
        (999.5, 999.0, 5, 3.0, 7.0),
        (51.0, 50.0, 3, 11.0, -2.0),
        (49.0, 25.0, 7, 4.0, 9.0),
        (0.002, 0.001, 4, -1.5, 2.5),
        (250.001, 250.0, 10, 8.0, 0.0),
        (999.999, 1.0, 20, -33.25, 12.0),
    ])
    func higherTierWins(high: Double, low: Double, copies: Int, highValue: Double, lowValue: Double) throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<copies { try s.add((x |==| lowValue).withPriority(Priority(low))) }
        try s.add((x |==| highValue).withPriority(Priority(high)))
        for _ in 0..<copies { try s.add((x |==| lowValue).withPriority(Priority(low))) }
        #expect(s.value(of: x) == highValue)
        #expect(s.isUnique(x))
    }

    @Test func requiredBeatsEveryTier() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |==| 100.0).withPriority(999.99))
        try s.add(x |<=| 7.0)
        #expect(s.value(of: x) == 7)
    }

    @Test func tinyPriorityIsStillSatisfied() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x |>=| 0.0)
        try s.add(x |<=| 10.0)
        try s.add((x |==| 4.25).withPriority(0.001))
        #expect(s.value(of: x) == 4.25)
        #expect(s.isUnique(x))
    }

    @Test func tinyPriorityChoosesInsideTheHigherOptimum() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        // x: 500 wants x >= 2; 0.001 wants x == 1 => 2.
        try s.add((x |>=| 2.0).withPriority(500))
        try s.add((x |==| 1.0).withPriority(0.001))
        #expect(s.value(of: x) == 2)
        // y: 500 wants y <= 9; 0.001 wants y == 5 => 5.
        try s.add((y |<=| 9.0).withPriority(500))
        try s.add((y |==| 5.0).withPriority(0.001))
        #expect(s.value(of: y) == 5)
    }

    @Test func lowerTierDecidesInsideTheHigherOptimum() throws {
        // x + y = 10; x >= 8 and y >= 5 @750 cannot both hold: every x in
        // [5, 8] has the minimal tier-750 error 3. Tier 250 then picks 6.5.
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 10.0)
        try s.add((x |>=| 8.0).withPriority(750))
        try s.add((y |>=| 5.0).withPriority(750))
        try s.add((x |==| 6.5).withPriority(250))
        #expect(s.value(of: x) == 6.5)
        #expect(s.value(of: y) == 3.5)
        // Tier 700 pulls x towards 100 but only as far as tier 750 allows.
        try s.add((x |==| 100.0).withPriority(700))
        #expect(s.value(of: x) == 8)
        #expect(s.value(of: y) == 2)
    }

    @Test func manyTiersInAnyOrder() throws {
        // x == p / 100 @p for nine tiers added out of order: the top one wins,
        // and removing the top tier hands x to the next one down.
        let s = Solver()
        let x = s.makeVariable("x")
        var ids: [Double: ConstraintID] = [:]
        for p in [300.0, 900, 100, 700, 500, 200, 800, 400, 600] {
            ids[p] = try s.add((x |==| p / 100 + 0.5).withPriority(Priority(p)))
        }
        for p in stride(from: 900.0, through: 100, by: -100) {
            #expect(s.value(of: x) == p / 100 + 0.5, "top tier \(p)")
            try s.remove(ids[p]!)
        }
        #expect(s.constraintCount == 0)
    }

    @Test func errorsOfAHigherTierAreNeverTraded() throws {
        // A 600 error of 1 against fifty 599 errors of 1: x stays at 0.
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 20.0)
        try s.add((x |==| 0.0).withPriority(600))
        for _ in 0..<50 { try s.add((y |==| 19.0).withPriority(599)) }
        #expect(s.value(of: x) == 0)
        #expect(s.value(of: y) == 20)
    }

    // MARK: Within one tier: L1

    @Test func oddNumberOfEqualitiesGivesTheMedian() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |==| 0.0).withPriority(500))
        try s.add((x |==| 10.0).withPriority(500))
        try s.add((x |==| 12.0).withPriority(500))
        #expect(s.value(of: x) == 10)
        #expect(s.isUnique(x))
    }

    @Test func multiplicityCountsInsideATier() throws {
        // Three copies of x == 3 against two of x == 8 at the same tier:
        // L1 error 2 × 5 = 10 at x = 3 beats 3 × 5 = 15 at x = 8.
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<2 { try s.add((x |==| 8.0).withPriority(400)) }
        for _ in 0..<3 { try s.add((x |==| 3.0).withPriority(400)) }
        #expect(s.value(of: x) == 3)
        #expect(s.isUnique(x))
    }

    @Test func evenNumberOfEqualitiesIsAmbiguousAndTheTieBreakPicks() throws {
        // x == 1, 4, 6, 20 @500: every x in [4, 6] has L1 error 21. The
        // tie-break minimises r1(x-1) + r4(x-4) + r6(6-x) + r20(20-x) with
        // ranks r1 < r4 < r6 < r20 (insertion order): slope r1 + r4 - r6 - r20
        // < 0, so x = 6.
        let s = Solver()
        let x = s.makeVariable("x")
        for v in [1.0, 4.0, 6.0, 20.0] { try s.add((x |==| v).withPriority(500)) }
        #expect(s.value(of: x) == 6)
        #expect(!s.isUnique(x))
    }

    @Test func inequalitiesInOneTier() throws {
        // x + y = 31; x <= 4 @500, y <= 9 @500, x >= 1 @500: the first two
        // cannot hold together; the total error 18 is split by the tie-break.
        // x >= 1 holds anyway. Error-minimal set: x in [4, 22].
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 31.0)
        try s.add((x |<=| 4.0).withPriority(500))
        try s.add((y |<=| 9.0).withPriority(500))
        try s.add((x |>=| 1.0).withPriority(500))
        let x0 = s.value(of: x)
        #expect(x0 >= 4 && x0 <= 22)
        #expect(s.value(of: x) + s.value(of: y) == 31)
        #expect(!s.isUnique(x))
        // Older x <= 4 gives way first: x takes the 18.
        #expect(x0 == 22)
    }
}

/// The documented tie-break: among the optima of every tier, minimise
/// Σ rank × |error|; rank defaults to the insertion number, so older
/// constraints give way first.
@Suite("Tie-break")
struct TieBreakTests {
    /// A horizontal `fill` stack of three views in a container:
    /// l0 = 0; l_{i+1} = l_i + w_i; l2 + w2 = container;
    /// w_i >= intrinsic_i @resist, w_i <= intrinsic_i @hug.
    struct Row {
        let s: Solver
        let l: [Variable]
        let w: [Variable]
        var resist: [ConstraintID] = []
        var hug: [ConstraintID] = []

        init(
            _ s: Solver = Solver(), container: Double, intrinsic: [Double] = [10, 20, 30],
            hugging: [Priority] = [250, 250, 250], hugRanks: [Double?] = [nil, nil, nil],
            nonNegative: Bool = false
        ) throws {
            self.s = s
            l = (0..<3).map { s.makeVariable("l\($0)") }
            w = (0..<3).map { s.makeVariable("w\($0)") }
            try s.add(l[0] |==| 0.0)
            try s.add(l[1] |==| l[0] + w[0])
            try s.add(l[2] |==| l[1] + w[1])
            try s.add(l[2] + w[2] |==| container)
            if nonNegative { for v in w { try s.add(v |>=| 0.0) } }
            for i in 0..<3 {
                resist.append(try s.add((w[i] |>=| intrinsic[i]).withPriority(750)))
                hug.append(try s.add((w[i] |<=| intrinsic[i]).withPriority(hugging[i]), tieBreakRank: hugRanks[i]))
            }
        }

        var widths: [Double] { w.map { s.value(of: $0) } }
        var lefts: [Double] { l.map { s.value(of: $0) } }
    }

    static let configurations: [Solver.Configuration] = [.init(), .general]

    @Test(arguments: configurations)
    func slackGoesToTheFirstView(_ configuration: Solver.Configuration) throws {
        let row = try Row(Solver(configuration: configuration), container: 100)
        #expect(row.widths == [50, 20, 30])
        #expect(row.lefts == [0, 50, 70])
        #expect(row.s.isUnique(row.l[0]))
        #expect(!row.s.isUnique(row.w[0]))
        #expect(!row.s.isUnique(row.w[1]))
        #expect(!row.s.isUnique(row.w[2]))
    }

    @Test(arguments: configurations)
    func setTieBreakRankMovesTheSlack(_ configuration: Solver.Configuration) throws {
        let row = try Row(Solver(configuration: configuration), container: 100)
        // View 0's hugging now outranks the others: view 1 is the oldest left.
        try row.s.setTieBreakRank(100, for: row.hug[0])
        #expect(row.widths == [10, 60, 30])
        #expect(row.lefts == [0, 10, 70])
        // Give view 2 the lowest rank of all.
        try row.s.setTieBreakRank(0.5, for: row.hug[2])
        #expect(row.widths == [10, 20, 70])
        // And back to view 0.
        try row.s.setTieBreakRank(0.25, for: row.hug[0])
        #expect(row.widths == [50, 20, 30])
        SolverCheck.sound(row.s)
    }

    @Test(arguments: configurations)
    func tieBreakRankAtInsertion(_ configuration: Solver.Configuration) throws {
        let row = try Row(Solver(configuration: configuration), container: 100, hugRanks: [30, 10, 20])
        #expect(row.widths == [10, 60, 30])
        let row2 = try Row(Solver(configuration: configuration), container: 100, hugRanks: [30, 10, 5])
        #expect(row2.widths == [10, 20, 70])
    }

    @Test(arguments: configurations)
    func tieBreakNeverOverridesATier(_ configuration: Solver.Configuration) throws {
        // View 0 hugs at 251: tier 251 keeps it at 10 whatever its rank; the
        // 40 points go to the older of the two 250 huggers, view 1.
        let row = try Row(Solver(configuration: configuration), container: 100, hugging: [251, 250, 250], hugRanks: [0.125, nil, nil])
        #expect(row.widths == [10, 60, 30])
        #expect(row.s.isUnique(row.w[0]))
    }

    @Test(arguments: configurations)
    func compressionTakesFromTheFirstViewFirst(_ configuration: Solver.Configuration) throws {
        // Container 40 < 60 of intrinsic widths: tier 750 loses 20 in total.
        // The older resistance constraint gives way first, down to w0 >= 0,
        // then view 1 takes the remaining 10.
        let row = try Row(Solver(configuration: configuration), container: 40, nonNegative: true)
        #expect(row.widths == [0, 10, 30])
        #expect(row.lefts == [0, 0, 10])
    }

    @Test func olderInequalityGivesWay() throws {
        // x >= 5 @500 then x <= 2 @500: any x in [2, 5] has error 3; the
        // older (x >= 5) gives way: x = 2.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |>=| 5.0).withPriority(500))
        try s.add((x |<=| 2.0).withPriority(500))
        #expect(s.value(of: x) == 2)
        #expect(!s.isUnique(x))
        // Swapping the order of insertion swaps the winner.
        let t = Solver()
        let y = t.makeVariable("y")
        try t.add((y |<=| 2.0).withPriority(500))
        try t.add((y |>=| 5.0).withPriority(500))
        #expect(t.value(of: y) == 5)
    }

    @Test func equalRanksSetExplicitlyStillGiveAValidOptimum() throws {
        let row = try Row(container: 100, hugRanks: [7, 7, 7])
        let w = row.widths
        #expect(w[0] >= 10 && w[1] >= 20 && w[2] >= 30)
        #expect(w[0] + w[1] + w[2] == 100)
    }
}
