import Testing
import CommandLanguage

/// Every error path, rendered exactly as the REPL prints it.
@Suite("Error paths")
struct ErrorTests {
    @Test func unknownCommand() {
        #expect(Fixture.error("stak s", file: "<stdin>") == """
            <stdin>:1:1: error: unknown command 'stak'; did you mean 'stack'?
            stak s
            ^~~~
            """)
        #expect(Fixture.error("frobnicate") == """
            <input>:1:1: error: unknown command 'frobnicate'
            frobnicate
            ^~~~~~~~~~
            hint: type 'help' for the list of commands
            """)
        #expect(Fixture.error("then { hide a }") == """
            <input>:1:1: error: unknown command 'then'
            then { hide a }
            ^~~~
            hint: 'then { … }' goes after the '}' of an animate block, on the same line
            """)
        let results = Fixture.grammar.parse("stak s")
        guard case .failure(let diagnostic) = results[0] else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostic.suggestions == ["stack"])
        #expect(diagnostic.usage == [])
    }

    @Test func missingArgument() {
        #expect(Fixture.error("add a b") == """
            <input>:1:8: error: missing 'to PARENT'
            add a b
                   ^
            usage: add NAME… to PARENT
            """)
        #expect(Fixture.error("label t").hasPrefix("<input>:1:8: error: missing \"TEXT\""))
        #expect(Fixture.error("insert a").hasPrefix("<input>:1:9: error: missing 'into STACK at INDEX'"))
        #expect(Fixture.error("hide").hasPrefix("<input>:1:5: error: missing NAME…"))
        #expect(Fixture.error("animate 0.5").hasPrefix("<input>:1:12: error: missing { COMMAND; … }"))
        #expect(Fixture.error("set a").hasPrefix("<input>:1:6: error: missing PROP=VALUE: 'set' needs a property to set"))
        #expect(Fixture.error("vary a w=compact").hasPrefix(
            "<input>:1:17: error: missing PROP=VALUE: 'vary' needs a property to set"))
    }

    @Test func extraArgument() {
        #expect(Fixture.error("scroll list to row7 now") == """
            <input>:1:21: error: unexpected argument 'now'
            scroll list to row7 now
                                ^~~
            usage: scroll NAME
                   scroll NAME to VIEW
            """)
        #expect(Fixture.error("quit now").hasPrefix("<input>:1:6: error: unexpected argument 'now'"))
        #expect(Fixture.error("hide a { }").hasPrefix("<input>:1:8: error: unexpected block { … }"))
        #expect(Fixture.error("image p 10x10 \"x\"").hasPrefix("<input>:1:15: error: unexpected argument \"x\""))
        // A mismatch says more than "unexpected argument".
        #expect(Fixture.error("dump timelin").hasPrefix("<input>:1:6: error: expected 'timeline', found 'timelin'"))
        // The dump form takes no options: `x=1` is three arguments.
        #expect(Fixture.error("dump x=1").hasPrefix("<input>:1:6: error: expected 'timeline', found 'x'"))
    }

    @Test func badNumber() {
        #expect(Fixture.error("insert a into s at two") == """
            <input>:1:20: error: expected a number for INDEX, found 'two'
            insert a into s at two
                               ^~~
            usage: insert NAME into STACK at INDEX
            """)
        #expect(Fixture.error("insert a into s at 2.5").hasPrefix(
            "<input>:1:20: error: INDEX must be a whole number >= 0, found '2.5'"))
        #expect(Fixture.error("insert a into s at -1").hasPrefix(
            "<input>:1:20: error: INDEX must be a whole number >= 0, found '-1'"))
        #expect(Fixture.error("set a alpha=1.5").hasPrefix("<input>:1:13: error: alpha must be between 0 and 1, found '1.5'"))
        #expect(Fixture.error("view a hug=250,0").hasPrefix(
            "<input>:1:16: error: hug must be greater than 0 and at most 1000, found '0'"))
        #expect(Fixture.error("animate -1 { }").hasPrefix("<input>:1:9: error: DURATION must not be negative, found '-1'"))
        #expect(Fixture.error("set a lines=two").hasPrefix("<input>:1:13: error: expected a number for lines, found 'two'"))
        #expect(Fixture.error("view a hug=250").hasPrefix("""
            <input>:1:15: error: expected H,V for hug
            view a hug=250
                          ^
            hint: write 2 numbers separated by commas, e.g. hug=250,750
            """))
        #expect(Fixture.error("set a margins=1,2,x,4").hasPrefix(
            "<input>:1:19: error: expected T,L,B,R for margins, found 'x'"))
        #expect(Fixture.error("set a spacing=").hasPrefix("""
            <input>:1:15: error: missing value for 'spacing'
            set a spacing=
                          ^
            hint: e.g. spacing=N
            """))
        #expect(Fixture.error("image p 10").hasPrefix("<input>:1:9: error: expected a size WxH, found '10'"))
        #expect(Fixture.error("image p -10x10").hasPrefix("<input>:1:9: error: a size cannot be negative: -10x10"))
        #expect(Fixture.error("view a intrinsic=10x-1").hasPrefix("<input>:1:18: error: a size cannot be negative: 10x-1"))
        #expect(Fixture.error("device 0x667").hasPrefix(
            "<input>:1:8: error: empty device: width and height must be greater than 0"))
    }

    @Test("nan, inf and overflowing numbers are not finite")
    func nonFinite() {
        #expect(Fixture.error("set a alpha=nan") == """
            <input>:1:13: error: not a finite number: nan
            set a alpha=nan
                        ^~~
            usage: set NAME PROP=VALUE …
            """)
        #expect(Fixture.error("set a spacing=1e999").hasPrefix("<input>:1:15: error: not a finite number: 1e999"))
        #expect(Fixture.error("spacing s after a -inf").hasPrefix("<input>:1:19: error: not a finite number: -inf"))
        #expect(Fixture.error("spacing s after a Infinity").hasPrefix("<input>:1:19: error: not a finite number: Infinity"))
        #expect(Fixture.error("animate inf { }").hasPrefix("<input>:1:9: error: not a finite number: inf"))
        #expect(Fixture.error("set a contentOffset=0,nan").hasPrefix("<input>:1:23: error: not a finite number: nan"))
    }

    @Test("a bad enumeration value suggests the nearest")
    func badEnum() {
        #expect(Fixture.error("stack s distribution=fillEqualy") == """
            <input>:1:22: error: unknown distribution 'fillEqualy'; did you mean 'fillEqually'?
            stack s distribution=fillEqualy
                                 ^~~~~~~~~~
            usage: stack NAME [axis=horizontal|vertical]
                              [distribution=…] [spacing=N]
            """)
        #expect(Fixture.error("stack s axis=diagonal").hasPrefix(
            "<input>:1:14: error: unknown axis 'diagonal'; expected horizontal or vertical"))
        #expect(Fixture.error("set a hidden=yes").hasPrefix("<input>:1:14: error: expected true or false for hidden, found 'yes'"))
        #expect(Fixture.error("set a hidden=ture").hasPrefix(
            "<input>:1:14: error: expected true or false for hidden, found 'ture'; did you mean 'true'?"))
        #expect(Fixture.error("export pdf a.pdf").hasPrefix(
            "<input>:1:8: error: unknown format 'pdf'; expected svg, html or swift"))
        #expect(Fixture.error("export svgg a.svg").hasPrefix("<input>:1:8: error: unknown format 'svgg'; did you mean 'svg'?"))
        #expect(Fixture.error("device iphone9").hasPrefix(
            "<input>:1:8: error: unknown device 'iphone9'; did you mean 'iphone8' or 'iphone6'?"))
        #expect(Fixture.error("device pixel7").hasPrefix("""
            <input>:1:8: error: unknown device 'pixel7'
            device pixel7
                   ^~~~~~
            hint: devices are iphone8 iphone6 iphone-se iphone8plus iphone-x iphone11 ipad or WxH[@Sx]
            """))
        #expect(Fixture.error("spacing s after a defualt").hasPrefix(
            "<input>:1:19: error: expected a number, default or system for N, found 'defualt'; did you mean 'default'?"))
        #expect(Fixture.error("pin a to b.margin").hasPrefix(
            "<input>:1:12: error: unknown layout guide 'margin'; did you mean 'margins'?"))
        #expect(Fixture.error("help stak").hasPrefix("<input>:1:6: error: unknown command 'stak'; did you mean 'stack'?"))
    }

    @Test("unknown and duplicate options")
    func options() {
        #expect(Fixture.error("stack s distrbution=fill") == """
            <input>:1:9: error: unknown option 'distrbution' for 'stack'; did you mean 'distribution'?
            stack s distrbution=fill
                    ^~~~~~~~~~~
            hint: stack takes axis= distribution= spacing= margins=
            usage: stack NAME [axis=horizontal|vertical]
                              [distribution=…] [spacing=N]
            """)
        #expect(Fixture.error("set a colour=red").hasPrefix("<input>:1:7: error: unknown property 'colour' for 'set'"))
        #expect(Fixture.error("stack s axis=vertical axis=horizontal") == """
            <input>:1:23: error: duplicate option 'axis'
            stack s axis=vertical axis=horizontal
                                  ^~~~
            hint: 'axis' is already set at column 9
            usage: stack NAME [axis=horizontal|vertical]
                              [distribution=…] [spacing=N]
            """)
        #expect(Fixture.error("set a text=Hi").hasPrefix("""
            <input>:1:12: error: expected a string in double quotes for text, found 'Hi'
            set a text=Hi
                       ^~
            hint: e.g. text="Hi"
            """))
        #expect(Fixture.error("label a Hi").hasPrefix(
            "<input>:1:9: error: expected a string in double quotes for TEXT, found 'Hi'"))
    }

    @Test("the first problem in the line is the one reported")
    func firstProblem() {
        // The bad option comes first …
        #expect(Fixture.error("stack axis=diagonal 9").hasPrefix("<input>:1:12: error: unknown axis 'diagonal'"))
        // … here the bad argument does.
        #expect(Fixture.error("stack 9 axis=diagonal").hasPrefix("<input>:1:7: error: expected NAME, found '9'"))
    }

    @Test func names() {
        #expect(Fixture.error("view root").hasPrefix("<input>:1:6: error: 'root' is the root view; choose another name"))
        #expect(Fixture.error("view to").hasPrefix("<input>:1:6: error: 'to' is a keyword; choose another name"))
        #expect(Fixture.error("view a/b").hasPrefix("""
            <input>:1:6: error: 'a/b' is not a valid name
            view a/b
                 ^~~
            hint: names are letters, digits, '_' and '-', starting with a letter or '_'
            """))
        #expect(Fixture.error("hide a.top").hasPrefix("""
            <input>:1:6: error: expected NAME, found 'a.top'
            hide a.top
                 ^~~~~
            hint: a view's name has no '.'
            """))
    }

    @Test("inside a block: the inner command's own usage, and session commands refused")
    func blocks() {
        #expect(Fixture.error("animate { hide a; insert b into s at x }") == """
            <input>:1:38: error: expected a number for INDEX, found 'x'
            animate { hide a; insert b into s at x }
                                                 ^
            usage: insert NAME into STACK at INDEX
            """)
        #expect(Fixture.error("animate { stak a }") == """
            <input>:1:11: error: unknown command 'stak'; did you mean 'stack'?
            animate { stak a }
                      ^~~~
            """)
        #expect(Fixture.error("animate { help }").hasPrefix("<input>:1:11: error: 'help' cannot be used inside a block"))
    }

    @Test("unterminated block and string, stray brace")
    func structure() {
        #expect(Fixture.error("animate {\n  hide a", file: "lesson.repl") == """
            lesson.repl:1:9: error: unterminated block: '{' has no matching '}'
            animate {
                    ^
            """)
        #expect(Fixture.error(#"label t "abc"#) == """
            <input>:1:9: error: unterminated string
            label t "abc
                    ^
            hint: close the string with "
            """)
        let results = Fixture.grammar.parse("hide a }")
        #expect(results.count == 2)
        #expect((try? results[0].get())?.name == "hide")
        guard case .failure(let stray) = results[1] else {
            Issue.record("expected a failure")
            return
        }
        #expect(stray.rendered() == """
            <input>:1:8: error: unexpected '}' with no open block
            hide a }
                   ^
            """)
    }

    @Test("errors at arguments, reported by the code that runs the command")
    func runtimeDiagnostic() throws {
        let command = try Fixture.command("add phto to form", file: "<stdin>")
        let name = try #require(command.argument("NAME"))
        let suggestions = Suggestions.closest(to: "phto", among: ["form", "photo", "title"])
        let d = command.diagnostic(Suggestions.appending(to: "unknown view 'phto'", suggestions),
                                   at: name.location, suggestions: suggestions)
        #expect(d.rendered() == """
            <stdin>:1:5: error: unknown view 'phto'; did you mean 'photo'?
            add phto to form
                ^~~~
            """)
    }
}
