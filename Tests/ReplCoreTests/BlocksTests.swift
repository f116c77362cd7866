// Blocks end where they should: a `{` where a command is expected is an
// error at once; inside an open block the first line that cannot parse
// ends the block with its error (a typo cannot swallow the lines after
// it); the continuation prompt says how to leave a block; `output
// picture=off` holds for the rest of its own line.

import Testing

@testable import ReplCore

@Suite("Blocks")
struct BlocksTests {
    @Test func aBraceWhereACommandIsExpectedIsAnErrorAtOnce() {
        let s = Session(fileSystem: MemoryFileSystem())
        for text in ["animate { { hide img1 }", "{ hide a", "view a; { hide a", "animate {\n{ hide a"] {
            #expect(s.isComplete(text), "\(text)")
        }
        let r = s.run("animate { { hide img1 }")
        #expect(r.failed)
        #expect(r.output.contains("expected a command before '{'"), "\(r.output)")
        // A block that is only open is still open.
        #expect(!s.isComplete("animate {\n  hide a"))
    }

    @Test func aLineThatCannotParseEndsTheBlockWithItsError() {
        let r = InputLoop.replay("""
            view a; add a to root
            animate {
              hidee a
            view b
            add b to root
            """, file: "b.stack")
        // Line 3 ends the block with its own error; lines 4 and 5 run.
        #expect(r.stderr.contains("b.stack:3:"), "\(r.stderr)")
        #expect(r.stderr.contains("the block opened at line 2, column 9 ends here: nothing ran"), "\(r.stderr)")
        #expect(r.stdout.contains("b     placed at") || r.stdout.contains("b  placed at"), "\(r.stdout)")
        #expect(!r.stderr.contains("unterminated block"), "\(r.stderr)")
    }

    @Test func theContinuationPromptSaysHowToLeave() {
        #expect(InputLoop.interactiveContinuationPrompt.contains("}"))
        #expect(InputLoop.interactiveContinuationPrompt.contains("^C"))
        #expect(InputLoop.interactiveContinuationPrompt.hasSuffix("...> "))
    }

    @Test func pictureOffHoldsForTheRestOfItsLine() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run("view a intrinsic=40x40; add a to root").failed)
        let drawing = OutputStyle(reportChanges: true, picture: true)
        let r = s.run("output picture=off; hide a", style: drawing)
        #expect(!r.output.contains("╭"), "\(r.output)")
        // And the next line too, as before.
        #expect(!s.run("show a", style: drawing).output.contains("╭"))
        #expect(!s.run("output picture=auto").failed)
        #expect(s.run("hide a", style: drawing).output.contains("╭"))
    }
}
