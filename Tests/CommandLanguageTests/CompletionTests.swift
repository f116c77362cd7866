import Testing
import CommandLanguage

/// The completion at the end of `line` (or at the `|` in it).
func complete(_ line: String) -> Completion {
    if let bar = line.firstIndex(of: "|") {
        var text = line
        text.remove(at: bar)
        return Fixture.grammar.completion(forLine: text, cursor: line.distance(from: line.startIndex, to: bar))
    }
    return Fixture.grammar.completion(forLine: line, cursor: line.count)
}

@Suite("Completion")
struct CompletionTests {
    @Test("command names and aliases, in table order")
    func commands() {
        let empty = complete("")
        #expect(empty.slots == [.commandName])
        #expect(empty.command == nil)
        #expect(empty.candidates == Fixture.grammar.commandNames)
        #expect(empty.candidates.last == "exit")
        let st = complete("st")
        #expect(st.candidates == ["stack"])
        #expect(st.prefix == "st")
        #expect(st.start == 0)
        #expect(st.column == 1)
        #expect(complete("view a; e").candidates == ["expect", "explain", "export", "exit"])
        #expect(complete("view a; e").start == 8)
        #expect(complete("animate { hi").candidates == ["hide"])
        #expect(complete("animate { hide a } then { d").candidates == ["device", "dump"])
        #expect(complete("animate 0.3 {\n  hide a\n  ins").candidates == ["insert"])
    }

    @Test("names: the slot says which kind, the REPL core supplies them")
    func names() {
        let hide = complete("hide ")
        #expect(hide.command == "hide")
        #expect(hide.slots == [.name(.view)])
        #expect(hide.candidates == [])
        #expect(hide.wantsViewNames)
        let more = complete("add a b ")
        #expect(more.slots == [.name(.view), .keyword])
        #expect(more.candidates == ["to"])
        let parent = complete("add a b to f")
        #expect(parent.slots == [.name(.parent)])
        #expect(parent.prefix == "f")
        #expect(parent.start == 11)
        #expect(complete("insert a into ").slots == [.name(.stack)])
        #expect(complete("scroll ").slots == [.name(.newName), .name(.scrollView)])
        #expect(complete("scroll list ").candidates == ["to"])
        #expect(complete("spacing s ").candidates == ["after"])
        #expect(complete("spacing s after a ").candidates == ["default", "system"])
        #expect(complete("help st").candidates == ["stack"])
        #expect(complete("help st").slots == [.name(.command)])
    }

    @Test("keywords and choices")
    func keywords() {
        #expect(complete("dump ").candidates == ["timeline"])
        #expect(complete("explain ").slots == [.keyword, .name(.view)])
        #expect(complete("explain c").candidates == ["conflicts"])
        #expect(complete("export ").candidates == ["svg", "html", "swift"])
        #expect(complete("export s").candidates == ["svg", "swift"])
        #expect(complete("export svg ").slots == [.file])
        #expect(complete("device iphone8").candidates == ["iphone8", "iphone8plus"])
        #expect(complete("device ").slots == [.keyword, .value])
    }

    @Test("option names once the arguments are there; values of enumerations")
    func options() {
        #expect(complete("stack ").slots == [.name(.newName)])
        let stack = complete("stack s ")
        #expect(stack.slots == [.optionName])
        #expect(stack.candidates == ["axis=", "distribution=", "spacing=", "margins="])
        #expect(complete("stack s axis=vertical ").candidates == ["distribution=", "spacing=", "margins="])
        #expect(complete("stack s di").candidates == ["distribution="])
        let value = complete("stack s distribution=fi")
        #expect(value.slots == [.optionValue("distribution")])
        #expect(value.prefix == "fi")
        #expect(value.start == 21)
        #expect(value.candidates == ["fill", "fillEqually", "fillProportionally"])
        #expect(complete("stack s distribution=").candidates.count == 5)
        #expect(complete("set a hidden=").candidates == ["true", "false"])
        #expect(complete("set a hug=250,").slots == [.value])
        #expect(complete("set a ").candidates.first == "intrinsic=")
        #expect(complete("vary a axis=vertical ").candidates.suffix(2) == ["w=", "h="])
        let animate = complete("animate ")
        #expect(animate.slots == [.value, .optionName])
        #expect(animate.candidates == ["curve=", "fps="])
        #expect(complete("animate 0.3 cu").candidates == ["curve="])
        // Options may also follow the block.
        #expect(complete("animate { hide a } ").candidates == ["then", "curve=", "fps="])
        #expect(complete("pin a to b ").candidates == ["inset="])
        #expect(complete("pin a ").candidates == ["to"])
    }

    @Test("items, guides and attributes after a dot")
    func members() {
        let item = complete("pin a to ")
        #expect(item.slots == [.item])
        #expect(item.candidates == ["root"])
        let guide = complete("pin a to root.s")
        #expect(guide.slots == [.member(of: "root")])
        #expect(guide.prefix == "s")
        #expect(guide.start == 14)
        #expect(guide.candidates == ["safeArea"])
        #expect(complete("constrain ").candidates == ["root"])
        #expect(complete("constrain photo.").candidates == [
            "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
            "firstBaseline", "lastBaseline", "margins", "safeArea", "content", "frameGuide",
        ])
        #expect(complete("constrain photo.c").candidates == ["centerX", "centerY", "content"])
        let nested = complete("constrain photo.top == root.safeArea.t")
        #expect(nested.slots == [.member(of: "root.safeArea")])
        #expect(nested.candidates == ["trailing", "top"])
        #expect(nested.start == 37)
        #expect(complete("expect photo.").candidates.prefix(6) == ["frame", "bounds", "screenFrame", "startFrame", "contentSize", "ambiguous"])
    }

    @Test("the subject: the view whose members or properties are offered")
    func subject() {
        #expect(complete("set row ").subject == "row")
        #expect(complete("vary row a").subject == "row")
        #expect(complete("constrain photo.").subject == "photo")
        #expect(complete("expect photo.t").subject == "photo")
        #expect(complete("constrain a.top == photo.").subject == "photo")
        // After a guide, attributes only: nothing depends on the kind.
        #expect(complete("constrain photo.top == root.safeArea.t").subject == nil)
        // Options that are not the view's properties.
        #expect(complete("pin a to b ").subject == nil)
        #expect(complete("stack s ").subject == nil)
    }

    @Test("the constraint's operators")
    func constraintMarks() {
        #expect(complete("constrain a.top ").candidates == ["==", "<=", ">="])
        #expect(complete("constrain a.top == ").slots == [.item, .value])
        #expect(complete("constrain a.top == b.top ").candidates == ["*", "+", "-", "@"])
        #expect(complete("constrain a.width == b.width * 2 ").candidates == ["+", "-", "@"])
        #expect(complete("constrain a.top == b.top + 8 ").candidates == ["@"])
        #expect(complete("constrain a.width == 20 ").candidates == ["@"])
        #expect(complete("constrain a.width == 20 @ 750 ").candidates == [])
        #expect(complete("expect a.frame ").candidates == ["=="])
    }

    @Test("the cursor may be mid-line; nothing inside strings and comments")
    func cursor() {
        let mid = complete("stack s dist| axis=vertical")
        #expect(mid.prefix == "dist")
        #expect(mid.candidates == ["distribution="])
        #expect(complete("label t \"sta").slots == [])
        #expect(complete("hide a # sh").slots == [])
        #expect(complete("frobnicate ").slots == [])
        #expect(complete("hide a; st|ack s").candidates == ["stack"])
    }
}
