import Testing
import CommandLanguage

@Suite("Did you mean")
struct SuggestionsTests {
    @Test func editDistance() {
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.editDistance("abc", "") == 3)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.editDistance("fillEqualy", "fillEqually") == 1)
        // A transposition of neighbours costs 1 …
        #expect(Suggestions.editDistance("hdie", "hide") == 1)
        // … but the restricted (optimal string alignment) distance does not
        // edit a substring twice: "ca" → "abc" is 3, not 2.
        #expect(Suggestions.editDistance("ca", "abc") == 3)
        #expect(Suggestions.editDistance("登录", "登陆") == 1)
    }

    @Test func closest() {
        let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        #expect(Suggestions.closest(to: "fillEqualy", among: distributions) == ["fillEqually"])
        #expect(Suggestions.closest(to: "equalspacing", among: distributions) == ["equalSpacing"])
        #expect(Suggestions.closest(to: "Horizontal", among: ["horizontal", "vertical"]) == ["horizontal"])
        #expect(Suggestions.closest(to: "stak", among: ["set", "stack", "show"]) == ["stack"])
        // A prefix of two characters or more counts as distance 1.
        #expect(Suggestions.closest(to: "constr", among: ["constrain", "constraints", "tree"])
                == ["constrain", "constraints"])
        // Ties keep the candidates' order; duplicates are dropped.
        #expect(Suggestions.closest(to: "iphone9", among: ["iphone8", "iphone6", "iphone8"]) == ["iphone8", "iphone6"])
        #expect(Suggestions.closest(to: "iphone9", among: ["iphone6", "iphone8"]) == ["iphone6", "iphone8"])
        // Only the best distance is kept.
        #expect(Suggestions.closest(to: "hid", among: ["hide", "hidden", "id"]) == ["hide", "hidden", "id"])
        #expect(Suggestions.closest(to: "hidde", among: ["hide", "hidden"]) == ["hide", "hidden"])
        #expect(Suggestions.closest(to: "hiddn", among: ["hide", "hidden"]) == ["hidden"])
        // Too far: nothing.
        #expect(Suggestions.closest(to: "xyz", among: ["view", "label"]) == [])
        #expect(Suggestions.closest(to: "", among: ["view"]) == [])
        // Short words allow one edit only.
        #expect(Suggestions.closest(to: "vw", among: ["view"]) == [])
        #expect(Suggestions.closest(to: "vew", among: ["view", "set"]) == ["view"])
        #expect(Suggestions.closest(to: "x", among: ["a", "b", "c", "d"], limit: 2) == ["a", "b"])
    }

    @Test func phrases() {
        #expect(Suggestions.didYouMean([]) == nil)
        #expect(Suggestions.didYouMean(["a"]) == "did you mean 'a'?")
        #expect(Suggestions.didYouMean(["a", "b"]) == "did you mean 'a' or 'b'?")
        #expect(Suggestions.didYouMean(["a", "b", "c"]) == "did you mean 'a', 'b' or 'c'?")
        #expect(Suggestions.appending(to: "unknown view 'phto'", ["photo"])
                == "unknown view 'phto'; did you mean 'photo'?")
        #expect(Suggestions.appending(to: "unknown view 'x'", []) == "unknown view 'x'")
    }
}
