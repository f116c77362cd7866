import Testing

@testable import ConstraintSolver

/// Solver calls recorded from a window (as the solver saw them) and replayed
/// on a bare solver, on the fast path and on the general one.
///
/// `a <id> <rank|nil> <relation> <priority> <constant> <variable>:<coefficient>…`
/// adds a constraint; `r <id>` removes the one added as `<id>`. Numbers are
/// written as Swift prints a `Double`, so the replay is exact.
enum RecordedCalls {
    static func replay(_ operations: [String], variables count: Int, configuration: Solver.Configuration) throws -> Solver {
        let solver = Solver(configuration: configuration)
        let variables = (0..<count).map { _ in solver.makeVariable() }
        var ids: [Int: ConstraintID] = [:]
        for line in operations {
            let f = line.split(separator: " ").map(String.init)
            if f[0] == "r" {
                try solver.remove(ids[Int(f[1])!]!)
                continue
            }
            let terms = f[6...].map { t in
                let p = t.split(separator: ":")
                return Term(variables[Int(p[0])!], Double(p[1])!)
            }
            let c = Constraint(
                LinearExpression(terms: terms, constant: Double(f[5])!), Relation(rawValue: f[3])!,
                priority: Priority(Double(f[4])!))
            ids[Int(f[1])!] = try solver.add(c, tieBreakRank: f[2] == "nil" ? nil : Double(f[2])!)
        }
        return solver
    }

    /// The fast path's optimum must be the general path's: every required
    /// constraint holds, each tier's error and every constraint's violation
    /// agree.
    static func expectSameOptimum(_ fast: Solver, _ general: Solver, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(fast.checkInvariants().isEmpty, sourceLocation: sourceLocation)
        for id in fast.constraintIDs {
            let c = try #require(fast.constraint(id), sourceLocation: sourceLocation)
            if c.priority.isRequired {
                #expect(c.violation { fast.value(of: $0) } < 1e-6, "\(id): \(c)", sourceLocation: sourceLocation)
            }
        }
        // The same optimum as the general path, tier by tier.
        let a = fast.tableau.tierErrors(), b = general.tableau.tierErrors()
        #expect(a.map(\.priority) == b.map(\.priority), sourceLocation: sourceLocation)
        for (x, y) in zip(a, b) {
            #expect(abs(x.error - y.error) < 1e-6, "tier \(x.priority): \(x.error) fast, \(y.error) general", sourceLocation: sourceLocation)
        }
        // Every constraint's violation (errors weighted by the tie-break
        // included) equals the general path's.
        for id in general.constraintIDs {
            let c = try #require(general.constraint(id), sourceLocation: sourceLocation)
            let vf = c.violation { fast.value(of: $0) }, vg = c.violation { general.value(of: $0) }
            #expect(abs(vf - vg) < 1e-6, "\(id): \(c): \(vf) fast, \(vg) general", sourceLocation: sourceLocation)
        }
    }
}
