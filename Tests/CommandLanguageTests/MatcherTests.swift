import Testing
import CommandLanguage

/// `LABEL=value` for each argument, then `name=value` for each option.
func summary(_ command: ParsedCommand) -> [String] {
    command.arguments.map { "\($0.label)=\(show($0.value))" }
        + command.options.map { "\($0.name)=\(show($0.value))" }
}

/// A compact spelling of a value for assertions.
func show(_ value: ArgumentValue) -> String {
    switch value {
    case .name(let s): return s
    case .item(let i): return "item(\(i))"
    case .string(let s): return "\"\(s)\""
    case .number(let n): return "\(n)"
    case .keyword(let k): return "kw(\(k))"
    case .bool(let b): return "\(b)"
    case .pair(let a, let b): return "(\(a),\(b))"
    case .point(let x, let y): return "pt(\(x),\(y))"
    case .insets(let t, let l, let b, let r): return "in(\(t),\(l),\(b),\(r))"
    case .size(let w, let h): return "\(w)x\(h)"
    case .device(.named(let n)): return "device(\(n))"
    case .device(.custom(let w, let h, let s)): return "device(\(w)x\(h)@\(s.map { "\($0)" } ?? "nil"))"
    case .constraint(let c): return "[\(c)]"
    case .expectation(let e): return "expect(\(e.subject ?? "-").\(e.property.name) == \(e.expected)" + (e.tolerance.map { " within \($0)" } ?? "") + ")"
    case .commands(let commands): return "{" + commands.map { $0.name + " " + summary($0).joined(separator: " ") }.joined(separator: "; ") + "}"
    }
}

@Suite("Matching statements against commands")
struct MatcherTests {
    @Test func namesStringsAndOptions() throws {
        let label = try Fixture.command(#"label title "登录 / 注册" lines=0"#)
        #expect(label.name == "label")
        #expect(label.form == "label")
        #expect(summary(label) == ["NAME=title", "TEXT=\"登录 / 注册\"", "lines=0.0"])
        #expect(label.argument("TEXT")?.location == SourceLocation(line: 1, column: 13, length: 9))
        #expect(label.option("lines")?.nameLocation == SourceLocation(line: 1, column: 23, length: 5))
        #expect(label.option("lines")?.valueLocation == SourceLocation(line: 1, column: 29, length: 1))
        #expect(label.text == #"label title "登录 / 注册" lines=0"#)

        #expect(summary(try Fixture.command("view box intrinsic=100x44 hug=1,1000"))
                == ["NAME=box", "intrinsic=100.0x44.0", "hug=(1.0,1000.0)"])
        #expect(summary(try Fixture.command("image photo 300x200")) == ["NAME=photo", "WxH=300.0x200.0"])
        #expect(summary(try Fixture.command("field email")) == ["NAME=email"])
        #expect(summary(try Fixture.command(#"field email "Email""#)) == ["NAME=email", "PLACEHOLDER=\"Email\""])
    }

    @Test("options keep source order and may come before arguments")
    func optionOrder() throws {
        let stack = try Fixture.command("stack spacing=8 form margins=8,16,8,-16 axis=vertical distribution=fillEqually")
        #expect(summary(stack) == [
            "NAME=form", "spacing=8.0", "margins=in(8.0,16.0,8.0,-16.0)", "axis=kw(vertical)",
            "distribution=kw(fillEqually)",
        ])
        #expect(stack.option("margins")?.valueLocation == SourceLocation(line: 1, column: 30, length: 10))
        let set = try Fixture.command("set list contentOffset=0, -20 hidden=false alpha=0.5 text=\"Hi\"")
        #expect(summary(set) == ["NAME=list", "contentOffset=pt(0.0,-20.0)", "hidden=false", "alpha=0.5", "text=\"Hi\""])
    }

    @Test("vary: properties and size-class qualifiers")
    func vary() throws {
        #expect(summary(try Fixture.command("vary form axis=horizontal h=compact"))
                == ["NAME=form", "axis=kw(horizontal)", "h=kw(compact)"])
    }

    @Test("alternative forms: the first that fits wins")
    func forms() throws {
        let create = try Fixture.command("scroll list")
        #expect(create.form == "create")
        #expect(summary(create) == ["NAME=list"])
        let scrollTo = try Fixture.command("scroll list to row7")
        #expect(scrollTo.form == "scrollTo")
        #expect(summary(scrollTo) == ["NAME=list", "VIEW=row7"])
        #expect(try Fixture.command("dump").form == "dump")
        #expect(try Fixture.command("dump timeline").form == "timeline")
        #expect(try Fixture.command("explain conflicts").form == "conflicts")
        let explain = try Fixture.command("explain photo")
        #expect(explain.form == "view")
        #expect(summary(explain) == ["NAME=photo"])
    }

    @Test("variadic names stop at the keyword")
    func variadic() throws {
        let add = try Fixture.command("add title email go to form")
        #expect(summary(add) == ["NAME=title", "NAME=email", "NAME=go", "PARENT=form"])
        #expect(add.arguments("NAME").map(\.location.column) == [5, 11, 17])
        #expect(summary(try Fixture.command("add form to root")) == ["NAME=form", "PARENT=root"])
        #expect(summary(try Fixture.command("hide a b c")) == ["NAME=a", "NAME=b", "NAME=c"])
        #expect(summary(try Fixture.command("insert star into row at 0")) == ["NAME=star", "STACK=row", "INDEX=0.0"])
    }

    @Test("N|default|system")
    func numberOrKeyword() throws {
        #expect(summary(try Fixture.command("spacing form after title 24")) == ["STACK=form", "NAME=title", "N=24.0"])
        #expect(summary(try Fixture.command("spacing form after title -4")) == ["STACK=form", "NAME=title", "N=-4.0"])
        #expect(summary(try Fixture.command("spacing form after title system"))
                == ["STACK=form", "NAME=title", "N=kw(system)"])
    }

    @Test func devices() throws {
        #expect(summary(try Fixture.command("device iphone8")) == ["DEVICE=device(iphone8)"])
        #expect(summary(try Fixture.command("device iPhone-X")) == ["DEVICE=device(iphone-x)"])
        #expect(summary(try Fixture.command("device iphone_se")) == ["DEVICE=device(iphone-se)"])
        #expect(summary(try Fixture.command("device 375x667@2x")) == ["DEVICE=device(375.0x667.0@2.0)"])
        #expect(summary(try Fixture.command("device 1024x768")) == ["DEVICE=device(1024.0x768.0@nil)"])
    }

    @Test("export svg|html|swift FILE, with a path or a quoted name")
    func export() throws {
        #expect(summary(try Fixture.command("export svg out/login.svg")) == ["FORMAT=kw(svg)", "FILE=\"out/login.svg\""])
        #expect(summary(try Fixture.command(#"export swift "My Scene.swift""#))
                == ["FORMAT=kw(swift)", "FILE=\"My Scene.swift\""])
    }

    @Test("pin NAME to ITEM: views, root and guides")
    func items() throws {
        let pin = try Fixture.command("pin form to root.safeArea inset=16")
        #expect(summary(pin) == ["NAME=form", "ITEM=item(root.safeArea)", "inset=16.0"])
        let item = try #require(pin.argument("ITEM")?.value.item)
        #expect(item.isRoot)
        #expect(item.guide == .safeArea)
        #expect(item.nameLocation == SourceLocation(line: 1, column: 13, length: 4))
        #expect(item.location == SourceLocation(line: 1, column: 13, length: 13))
        #expect(summary(try Fixture.command("pin content to list.content")) == ["NAME=content", "ITEM=item(list.content)"])
        #expect(summary(try Fixture.command("pin a to b")) == ["NAME=a", "ITEM=item(b)"])
    }

    @Test("help takes a command name (alias resolved); aliases run their command")
    func commandNames() throws {
        #expect(summary(try Fixture.command("help")) == [])
        #expect(summary(try Fixture.command("help exit")) == ["COMMAND=quit"])
        let exit = try Fixture.command("exit")
        #expect(exit.name == "quit")
        #expect(exit.form == "quit")
    }

    @Test func animate() throws {
        let animate = try Fixture.command("animate 0.3 curve=linear { hide star2; set row axis=vertical } then { add a to root }")
        #expect(summary(animate) == [
            "DURATION=0.3",
            "COMMANDS={hide NAME=star2; set NAME=row axis=kw(vertical)}",
            "COMPLETION={add NAME=a PARENT=root}",
            "curve=kw(linear)",
        ])
        let inner = try #require(animate.argument("COMMANDS")?.value.commands)
        #expect(inner[1].location == SourceLocation(line: 1, column: 40, length: 3))
        #expect(inner[1].text == "set row axis=vertical")
        #expect(summary(try Fixture.command("animate { }")) == ["COMMANDS={}"])
        #expect(summary(try Fixture.command("animate fps=30 {\n  hide a\n  hide b\n}"))
                == ["COMMANDS={hide NAME=a; hide NAME=b}", "fps=30.0"])
    }
}
