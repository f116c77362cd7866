// Bounds: every number a command takes lies within ±100 000 (lengths,
// spacings, sizes, constants, multipliers, durations); beyond is a one-line
// error naming the range that changes nothing, and no stream of commands
// makes a frame that is not finite.

import Geometry
import PropertyBased
import Testing

@testable import ReplCore

@Suite("Bounds")
struct BoundsTests {
    static let scene = """
        stack row spacing=8; add row to root; pin row to root.margins
        view a intrinsic=40x40; view b intrinsic=20x20; add a b to row
        """

    @Test(arguments: [
        ("set row spacing=1e308", "1e308"),
        ("image huge 99999999999x99999999999", "99999999999"),
        ("constrain a.width == 100001", "100001"),
        ("constrain a.width == b.width * 1e6", "1e6"),
        ("set a intrinsic=10x-200000", "-200000"),
        ("constrain a.top == b.bottom + 123456", "123456"),
    ])
    func outOfRangeIsOneLineNamingTheRangeAndChangesNothing(command: String, number: String) throws {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run(Self.scene).failed)
        let before = s.sceneDescription()
        let r = s.run(command)
        #expect(r.failed)
        let message = r.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(message.contains("out of range: \(number) (numbers lie between -100000 and 100000)"), "\(r.output)")
        #expect(s.sceneDescription() == before)
    }

    @Test func theLimitItselfIsAccepted() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run(Self.scene).failed)
        let r = s.run("set row spacing=100000")
        #expect(!r.failed, "\(r.output)")
        #expect(!s.run("expect row.spacing == 100000").failed)
        #expect(!s.run("set row spacing=-100000").failed)
        #expect(!s.run("expect row.spacing == -100000").failed)
    }

    /// Steps that push numbers to the edge of the range.
    static func command(_ k: Int, _ a: Int, _ b: Int) -> String {
        let views = ["a", "b", "row", "c"]
        let x = views[a % views.count], y = views[b % views.count]
        let big = [100_000, -100_000, 99_999.5, 0.00001, -0.5, 1, 1e308, -1e200][b % 8]
        switch k {
        case 0: return "set row spacing=\(big)"
        case 1: return "set \(x) intrinsic=\(abs(big))x\(abs(big))"
        case 2: return "constrain \(x).width == \(y).width * \(big) + \(big)"
        case 3: return "constrain \(x).left == \(y).right * \(big) - \(abs(big))"
        case 4: return "constrain \(x).height == \(abs(big)) @ \(b % 2 == 0 ? 1000 : 250)"
        case 5: return "spacing row after \(x) \(big)"
        case 6: return "set row axis=\(b % 2 == 0 ? "vertical" : "horizontal") distribution=\(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"][a % 5])"
        case 7: return "label c \"\(String(repeating: "word ", count: b % 30))\" lines=0; add c to row"
        case 8: return "set row margins=\(big),\(big),\(big),\(big) marginsRelative=true"
        case 9: return "hide \(x)"
        case 10: return "undo"
        default: return "device \(["iphone-x", "100000x100000@1x", "1x1@3x"][b % 3])"
        }
    }

    static var stream: Generator<[[Int]], some SendableSequenceType> {
        zip(Gen.int(in: 0...11), Gen.int(in: 0...99), Gen.int(in: 0...99)).map { [$0.0, $0.1, $0.2] }.array(of: 4...16)
    }

    @Test func noCommandStreamMakesANonFiniteFrame() async {
        await propertyCheck(count: 80, input: Self.stream) { steps in
            let s = Session(fileSystem: MemoryFileSystem())
            _ = s.run(Self.scene)
            for step in steps {
                let line = Self.command(step[0], step[1], step[2])
                _ = s.run(line)
                let frames = s.sceneDescription().layout?.frames ?? []
                for case let f? in frames {
                    let numbers = [f.origin.x, f.origin.y, f.size.width, f.size.height]
                    let finite = numbers.allSatisfy { $0.isFinite }
                    #expect(finite, "after \(line): \(f)")
                    if !finite { return }
                }
            }
        }
    }
}
