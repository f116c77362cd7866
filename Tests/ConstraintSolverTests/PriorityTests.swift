import ConstraintSolver
import Testing

@Suite("Priority")
struct PriorityTests {
    @Test(arguments: [
        (0.0, false), (-0.0, false), (-1.0, false), (1000.5, false), (1000.0000001, false),
        (Double.nan, false), (Double.infinity, false), (-Double.infinity, false),
        (1000.0, true), (999.5, true), (999.999, true), (0.001, true), (1.0, true),
        (250.0, true), (Double.leastNonzeroMagnitude, true),
    ])
    func validity(value: Double, valid: Bool) {
        #expect(Priority(value).isValid == valid, "\(value)")
    }

    @Test func requiredIsExactly1000() {
        #expect(Priority.required.isRequired)
        #expect(Priority(1000).isRequired)
        #expect(!Priority(999.999).isRequired)
        #expect(!Priority(999.5).isRequired)
        #expect(!Priority(1000.5).isRequired)
        #expect(!Priority.defaultHigh.isRequired)
    }

    @Test func namedPriorities() {
        #expect(Priority.required.value == 1000)
        #expect(Priority.defaultHigh.value == 750)
        #expect(Priority.defaultLow.value == 250)
        #expect(Priority.fittingSizeLevel.value == 50)
    }

    @Test func literals() {
        let a: Priority = 999.5
        let b: Priority = 51
        #expect(a.value == 999.5)
        #expect(b.value == 51)
        #expect(a == Priority(999.5))
        #expect((750 as Priority) == .defaultHigh)
    }

    @Test func ordering() {
        let ordered: [Priority] = [0.001, 25, 49, 50, 51, 250, 250.001, 999, 999.5, 1000]
        let shuffled: [Priority] = [51, 999.5, 0.001, 1000, 250.001, 49, 999, 25, 250, 50]
        #expect(shuffled.sorted() == ordered)
        #expect(Priority.fittingSizeLevel < .defaultLow)
        #expect(Priority.defaultLow < .defaultHigh)
        #expect(Priority.defaultHigh < .required)
        #expect(Priority(999.5) > Priority(999))
        #expect(!(Priority(250) < Priority(250)))
    }

    @Test func descriptions() {
        #expect(Priority(999.5).description == "999.5")
        #expect(Priority.required.description == "1000")
        #expect(Priority(0.001).description == "0.001")
        #expect(Priority(51).description == "51")
    }

    @Test func boundaryPrioritiesAreAccepted() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |==| 2.0).withPriority(0.001))
        try s.add((x |==| 3.0).withPriority(999.999))
        #expect(s.value(of: x) == 3)
        // Priority(1000) is required: a conflicting 1000 is rejected.
        let pin = try s.add((x |==| 1.0).withPriority(Priority(1000)))
        #expect(s.value(of: x) == 1)
        #expect(throws: SolverError.unsatisfiable(conflicting: [pin])) {
            try s.add((x |==| 4.0).withPriority(1000))
        }
        // 999.999 is not: it just loses.
        try s.add((x |==| 4.0).withPriority(999.999))
        #expect(s.value(of: x) == 1)
    }
}
