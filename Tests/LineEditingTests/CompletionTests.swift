import TerminalText
import Testing
@testable import LineEditing

@Suite("Completion decisions")
struct CompletionTests {
    @Test func commonPrefix() {
        #expect(longestCommonPrefix([]) == "")
        #expect(longestCommonPrefix(["rotate"]) == "rotate")
        #expect(longestCommonPrefix(["distribution=", "distance", "dismiss"]) == "dis")
        #expect(longestCommonPrefix(["add", "animate", "axis"]) == "a")
        #expect(longestCommonPrefix(["hide", "show"]) == "")
        #expect(longestCommonPrefix(["登录", "登出"]) == "登")
        #expect(longestCommonPrefix(["café", "cafè"]) == "caf")
        // Never splits a character: "e" + combining acute is one Character.
        #expect(longestCommonPrefix(["cafe\u{301}", "cafe"]) == "caf")
        #expect(longestCommonPrefix(["ab", "abc", "a"]) == "a")
    }

    private func action(_ line: String, _ cursor: Int? = nil, start: Int, _ candidates: [String]) -> CompletionAction {
        completionAction(line: line, cursor: cursor ?? line.count,
                         completion: Completion(start: start, candidates: candidates))
    }

    @Test func noCandidateBeeps() {
        #expect(action("zz", start: 0, []) == .beep)
        #expect(completionAction(line: "x", cursor: 1, completion: .none) == .beep)
    }

    @Test func singleCandidateInsertsTheRestAndASpace() {
        #expect(action("ro", start: 0, ["rotate"]) == .insert(deleting: 0, text: "tate "))
        #expect(action("rotate", start: 0, ["rotate"]) == .insert(deleting: 0, text: " "))
        #expect(action("stack s ax", start: 8, ["axis="]) == .insert(deleting: 0, text: "is="))
        #expect(action("constrain red", start: 10, ["red."]) == .insert(deleting: 0, text: "."))
        // Duplicates count once.
        #expect(action("ro", start: 0, ["rotate", "rotate"]) == .insert(deleting: 0, text: "tate "))
    }

    @Test func singleCandidateInTheMiddleOfTheLine() {
        // "hide r| blue": a space already follows the cursor.
        #expect(action("hide r blue", 6, start: 5, ["red"]) == .insert(deleting: 0, text: "ed"))
        #expect(action("hide rblue", 6, start: 5, ["red"]) == .insert(deleting: 0, text: "ed "))
    }

    @Test func singleCandidateThatIsNotAnExtensionReplacesTheWord() {
        #expect(action("hdie", start: 0, ["hide"]) == .insert(deleting: 4, text: "hide "))
        #expect(action("set 登 x", 5, start: 4, ["标题"]) == .insert(deleting: 1, text: "标题"))
        #expect(action("set 登", start: 4, ["标题"]) == .insert(deleting: 1, text: "标题 "))
    }

    @Test func utf8Words() {
        #expect(action("label 登", start: 6, ["登录"]) == .insert(deleting: 0, text: "录 "))
        #expect(action("label 登", start: 6, ["登录", "登出"]) == .list(["登录", "登出"]))
        #expect(action("label ", start: 6, ["登录a", "登录b"]) == .insert(deleting: 0, text: "登录"))
        // Deletion counts Unicode scalars (libedit's wide characters).
        #expect(action("x e\u{301}", start: 2, ["f"]) == .insert(deleting: 2, text: "f "))
    }

    @Test func severalCandidatesExtendToTheCommonPrefix() {
        #expect(action("set red di", start: 8, ["distribution=", "distance="]) == .insert(deleting: 0, text: "st"))
        #expect(action("", start: 0, ["stack", "style"]) == .insert(deleting: 0, text: "st"))
    }

    @Test func severalCandidatesWithNothingToExtendAreListed() {
        #expect(action("a", start: 0, ["add", "animate", "axis"]) == .list(["add", "animate", "axis"]))
        #expect(action("", start: 0, ["hide", "show", "hide"]) == .list(["hide", "show"]))
    }

    @Test func caseIsCorrectedWhenThePrefixDiffers() {
        #expect(action("AN", start: 0, ["animate", "anchor"]) == .insert(deleting: 2, text: "an"))
        #expect(action("an", start: 0, ["animate", "anchor"]) == .list(["animate", "anchor"]))
    }

    @Test func offsetsAreClamped() {
        #expect(action("ro", 99, start: -3, ["rotate"]) == .insert(deleting: 0, text: "tate "))
        #expect(action("ro", 1, start: 5, ["x"]) == .insert(deleting: 0, text: "x "))
    }
}

@Suite("Column layout of candidates")
struct ColumnLayoutTests {
    @Test func empty() {
        #expect(columnLayout([], width: 80) == [])
    }

    @Test func oneLineWhenItFits() {
        #expect(columnLayout(["add", "animate", "axis"], width: 80) == ["add      animate  axis"])
    }

    @Test func columnMajorLikeLs() {
        let items = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta"]
        // width 7 + 2 = 9 per column; 30 columns fit 3 (9 + 9 + 7 = 25 < 30).
        #expect(columnLayout(items, width: 30) == [
            "alpha    delta    eta",
            "beta     epsilon",
            "gamma    zeta",
        ])
    }

    @Test func noEmptyTrailingColumns() {
        // 4 items in 3 possible columns → 2 rows of 2.
        #expect(columnLayout(["a", "b", "c", "d"], width: 8) == ["a  c", "b  d"])
    }

    @Test func linesStayShorterThanTheTerminal() {
        let items = (1...40).map { "item\($0)" }
        for width in [20, 40, 61, 80, 133] {
            let lines = columnLayout(items, width: width)
            #expect(lines.allSatisfy { displayWidth($0) < width })
            #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
            // Every item appears once.
            let words = lines.flatMap { $0.split(separator: " ").map(String.init) }
            #expect(words.sorted() == items.sorted())
        }
    }

    @Test func tooNarrowMeansOnePerLine() {
        #expect(columnLayout(["firstBaseline", "lastBaseline"], width: 10) == ["firstBaseline", "lastBaseline"])
        #expect(columnLayout(["a", "b"], width: 0) == ["a", "b"])
    }

    @Test func wideCharactersTakeTwoColumns() {
        // 登录 is 4 columns wide: columns are 6 apart.
        #expect(columnLayout(["登录", "ab", "注册"], width: 80) == ["登录  ab    注册"])
    }
}
