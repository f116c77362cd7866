import ConstraintSolver
import Foundation
import Testing
import ViewTree

@testable import ReplCore

/// `explain NAME`, `explain conflicts` and `exercise NAME` on the seeds'
/// scenes and the classic stack cases, as exact text; and the read-only
/// Window / Solver API they are built on.
@Suite("Explain")
struct ExplainTests {
    /// A session with `scene` run (it must succeed).
    static func session(_ scene: String) -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        let r = s.run(scene)
        #expect(!r.failed, "\(r.output)")
        return s
    }

    /// Seed 003 (Auto Layout Cookbook, "Simple Stack View"): a vertical fill
    /// stack pinned to the margins and the layout guides + 8; the image view
    /// hugs at 249 vertically, so it takes what the label and button leave.
    static let simpleStackView = """
        device iphone8
        stack stack axis=vertical distribution=fill alignment=fill spacing=8
        add stack to root
        constrain stack.leading == root.margins.leading
        constrain stack.trailing == root.margins.trailing
        constrain stack.top == root.safeArea.top + 8
        constrain root.safeArea.bottom == stack.bottom + 8
        label flowers "Flowers"
        image photo 300x300
        set photo hug=250,249 resist=750,749
        button edit "Edit"
        add flowers photo edit to stack
        """

    /// Seed 004 (Homepwner's detail screen): a vertical fill stack of
    /// label + text field rows (the fields resist at 749 horizontally) and a
    /// "Date Created" label hugging at 249 vertically.
    static let homepwner = """
        device iphone8
        stack form axis=vertical spacing=8
        add form to root
        pin form to root.margins
        stack nameRow axis=horizontal spacing=8
        label nameLabel "Name"
        field nameField "Name" border=roundedRect
        set nameField resist=749,750
        add nameLabel nameField to nameRow
        stack valueRow axis=horizontal spacing=8
        label valueLabel "Value"
        field valueField "A value far too long to fit in the row at all" border=roundedRect
        set valueField resist=749,750
        add valueLabel valueField to valueRow
        label date "Date Created" hug=251,249
        add nameRow valueRow date to form
        """

    /// Two labels hugging at the same 251 in a fill row: a tie.
    static let tie = """
        device iphone8
        stack row axis=horizontal spacing=8
        add row to root
        pin row to root.margins
        label a "A"
        label b "Bee"
        add a b to row
        """

    static func proportional(_ distribution: String) -> String {
        """
        device iphone8
        stack row axis=horizontal distribution=\(distribution) spacing=10
        add row to root
        pin row to root.margins
        view a intrinsic=30x20
        view b intrinsic=60x20
        view c intrinsic=10x20
        add a b c to row
        """
    }

    // MARK: explain NAME

    @Test func seed003PhotoTakesTheSpaceTheOthersLeave() {
        let s = Self.session(Self.simpleStackView)
        #expect(s.run("explain photo").output == """
            photo {{0, 28.5}, {343, 564.5}}: arranged view 1 of stack (vertical, fill, alignment fill, spacing 8)
            horizontal: x = 0, width = 343
              x = 0 because stack's alignment fill lines its leading edge up with its first arranged view, flowers
                'UISV-alignment' photo.leading == flowers.leading
              width = 343 because stack's alignment fill lines its trailing edge up with its first arranged view, flowers
                'UISV-alignment' photo.trailing == flowers.trailing
              gave way: its hugging 250, so it is 43 pt wider than its content width 300
                photo.width <= 300 @ 250 (hugging)
              photo is 343 pt wide because stack's alignment fill stretches it to stack's width, which stronger constraints set: they beat its hugging 250
            vertical: y = 28.5, height = 564.5
              y = 28.5 because it follows flowers after stack's spacing 8
                'UISV-spacing' photo.top == flowers.bottom + 8
              height = 564.5 because edit follows it after stack's spacing 8
                'UISV-spacing' edit.top == photo.bottom + 8
              gave way: its hugging 249, so it is 264.5 pt taller than its content height 300
                photo.height <= 300 @ 249 (hugging)
              photo is 564.5 pt tall because its vertical hugging 249 is the lowest in stack, so it takes the space the other views leave (they hug at 250 or more)
            """)
        #expect(s.run("exercise photo").output
            == "photo is not ambiguous: its constraints fix every value of its frame {{0, 28.5}, {343, 564.5}}")
    }

    @Test func seed003AppConstraintsReadAsTheirOwnWords() {
        let s = Self.session(Self.simpleStackView)
        #expect(s.run("explain stack").output == """
            stack {{16, 28}, {343, 631}}: a vertical stack of 3 arranged views (fill, alignment fill, spacing 8)
            horizontal: x = 16, width = 343
              x = 16 because stack.leading == root.margins.leading (root margins 16)
              width = 343 because stack.trailing == root.margins.trailing (root margins 16)
            vertical: y = 28, height = 631
              y = 28 because stack.top == root.safeArea.top + 8 (root safe area top 20)
              height = 631 because root.safeArea.bottom == stack.bottom + 8 (root safe area bottom 0)
            """)
    }

    @Test func homepwnerDateCreatedStretches() {
        let s = Self.session(Self.homepwner)
        #expect(s.run("explain date").output == """
            date {{0, 84}, {343, 563}}: arranged view 2 of form (vertical, fill, alignment fill, spacing 8)
            horizontal: x = 0, width = 343
              x = 0 because form's alignment fill lines its leading edge up with its first arranged view, nameRow
                'UISV-alignment' date.leading == nameRow.leading
              width = 343 because form's alignment fill lines its trailing edge up with its first arranged view, nameRow
                'UISV-alignment' date.trailing == nameRow.trailing
              gave way: its hugging 251, so it is 242 pt wider than its content width 101
                date.width <= 101 @ 251 (hugging)
              date is 343 pt wide because form's alignment fill stretches it to form's width, which stronger constraints set: they beat its hugging 251
            vertical: y = 84, height = 563
              y = 84 because it follows valueRow after form's spacing 8
                'UISV-spacing' date.top == valueRow.bottom + 8
              height = 563 because it is form's last visible arranged view, so its bottom is form's bottom
                'UISV-canvas-connection' date.bottom == form.bottom
              gave way: its hugging 249, so it is 542.5 pt taller than its content height 20.5
                date.height <= 20.5 @ 249 (hugging)
              date is 563 pt tall because its vertical hugging 249 is the lowest in form, so it takes the space the other views leave (they hug at 250 or more)
            """)
    }

    @Test func homepwnerFieldIsSqueezedAndLabelsStretchToTheRow() {
        let s = Self.session(Self.homepwner)
        let field = s.run("explain valueField").output.components(separatedBy: "\n")
        #expect(field.contains("  gave way: its compression resistance 749, so it is 26 pt narrower than its content width 319"))
        #expect(field.contains("  valueField is squeezed to 293 pt because its horizontal compression resistance 749 is the lowest in valueRow, so it gives up space first (the others resist at 750 or more)"))
        let label = s.run("explain nameLabel").output.components(separatedBy: "\n")
        #expect(label.contains("  width = 45 because that is its content width (its hugging 251 and compression resistance 750 both hold)"))
        #expect(label.contains("  nameLabel is 34 pt tall because nameRow's alignment fill makes its arranged views equally tall, and nameField needs 34 (its compression resistance 750 beats its hugging 251)"))
        // The text field that hugs less (250) stretches in its row.
        #expect(s.run("explain nameField").output.contains(
            "  nameField is 290 pt wide because its horizontal hugging 250 is the lowest in nameRow, so it takes the space the other views leave (they hug at 251 or more)"))
    }

    @Test func equalHuggingIsATieTheFirstViewWins() {
        let s = Self.session(Self.tie)
        let a = s.run("explain a").output.components(separatedBy: "\n")
        #expect(Array(a.prefix(8)) == [
            "a {{0, 0}, {305.5, 647}}: arranged view 0 of row (horizontal, fill, alignment fill, spacing 8)",
            "horizontal: x = 0, width = 305.5",
            "  x = 0 because it is row's first visible arranged view, so its leading edge is row's leading edge",
            "    'UISV-canvas-connection' row.leading == a.leading",
            "  width = 305.5 because b follows it after row's spacing 8",
            "    'UISV-spacing' b.leading == a.trailing + 8",
            "  gave way: its hugging 251, so it is 294 pt wider than its content width 11.5",
            "    a.width <= 11.5 @ 251 (hugging)",
        ])
        #expect(a.contains("  a is 305.5 pt wide because its horizontal hugging 251 ties with b as the lowest in row: StackLab gives the space to the first of them in arranged order; UIKit leaves such a tie ambiguous (lower the hugging of the view that should stretch, e.g. `set a hug=250,251`)"))
        #expect(a.contains("  ambiguous: other layouts meet the constraints just as well; `exercise a` shows them"))
        let b = s.run("explain b").output.components(separatedBy: "\n")
        #expect(b.contains("  width = 29.5 because that is its content width (its hugging 251 and compression resistance 750 both hold)"))
        #expect(b.contains("  its horizontal hugging 251 ties with a, which takes the space: StackLab gives it to the first in arranged order (ambiguous in UIKit)"))
    }

    @Test func unequalHuggingDecidesWithoutATie() {
        let s = Self.session(Self.tie + "\nset b hug=250,251")
        let b = s.run("explain b").output.components(separatedBy: "\n")
        #expect(b.contains("  b is 323.5 pt wide because its horizontal hugging 250 is the lowest in row, so it takes the space the other views leave (they hug at 251 or more)"))
        #expect(!b.contains { $0.hasPrefix("  ambiguous") })
        #expect(s.run("explain a").output.contains("  width = 11.5 because that is its content width"))
    }

    @Test func fillProportionallyNamesTheFractionAndTheLastViewTakesTheRest() {
        let s = Self.session(Self.proportional("fillProportionally"))
        let a = s.run("explain a").output.components(separatedBy: "\n")
        #expect(a.contains("  width = 86 because row fills proportionally: it gets 30/120 of row's width (its content width 30 of the 120 its arranged views and spacing add up to)"))
        #expect(a.contains("    'UISV-fill-proportionally' a.width == 0.25 × row.width @ 999"))
        #expect(a.contains("  a is 86 pt wide because row fills proportionally (priority 999), which beats its hugging 250"))
        let c = s.run("explain c").output.components(separatedBy: "\n")
        #expect(c.contains("  gave way: its proportional share, by 37.167 pt: the last arranged view takes what the others and the spacing leave (priority 997, below the required edges)"))
        #expect(c.contains("  c is 65.5 pt wide because, as row's last arranged view, it takes what the other views' proportional shares and the spacing leave: the required edges beat its share and its hugging 250"))
    }

    @Test func fillEquallyAndAHiddenView() {
        let s = Self.session(Self.proportional("fillEqually"))
        #expect(s.run("explain b").output.contains("""
              width = 108 because row fills equally: it is as wide as its first visible arranged view, a
                'UISV-fill-equally' b.width == a.width
            """))
        _ = s.run("hide b")
        let b = s.run("explain b").output.components(separatedBy: "\n")
        #expect(Array(b.prefix(6)) == [
            "b {{171.5, 0}, {0, 647}}: arranged view 1 of row (horizontal, fillEqually, alignment fill, spacing 10); hidden",
            "horizontal: x = 171.5, width = 0",
            "  x = 171.5 because it is hidden, so it sits in the middle of the gap it interrupts, 5 after a",
            "    'UISV-spacing-hidden' b.leading == a.trailing + 5 @ 50",
            "  width = 0 because it is hidden, so row collapses its width to 0",
            "    'UISV-hiding' b.width == 0 @ 999.999",
        ])
        #expect(b.contains("  b is squeezed to 0 pt because it is hidden: row's UISV-hiding (999.999) beats its compression resistance 750"))
        #expect(s.run("explain a").output.contains(
            "  width = 166.5 because row fills equally: c is as wide as it, so its visible arranged views share row's width, less the spacing, equally"))
    }

    /// A required width on a hidden arranged view: in the iOS 26 model
    /// UISV-hiding (999.999) gives way instead of conflicting.
    @Test func aRequiredWidthBeatsTheHidingConstraint() {
        let s = Self.session(Self.proportional("fillEqually") + "\nhide b\nconstrain b.width == 120")
        let b = s.run("explain b").output
        #expect(b.contains("""
              width = 120 because b.width == 120
              gave way: its hugging 250, so it is 60 pt wider than its content width 60
                b.width <= 60 @ 250 (hugging)
              gave way: the hiding constraint (priority 999.999): a required constraint keeps its width at 120 although it is hidden
                'UISV-hiding' b.width == 0 @ 999.999
                (on iOS 9–10 UISV-hiding was required and this was a conflict; give the app constraint priority 999 so the view can collapse)
              b is 120 pt wide because b.width == 120 (required) beats its hugging 250
            """))
        #expect(s.run("explain conflicts").output == "no conflicts so far")
    }

    @Test func anOptionalAppConstraintThatGaveWay() {
        let s = Self.session("""
            view free
            add free to root
            constrain free.top == root.top + 300
            constrain free.height == 40
            constrain free.leading >= root.leading + 10
            constrain free.width == 500 @ 700
            constrain free.trailing <= root.trailing
            """)
        #expect(s.run("explain free").output == """
            free {{10, 300}, {365, 40}}
            horizontal: x = 10, width = 365
              x = 10 because free.leading >= root.leading + 10
              width = 365 because free.trailing <= root.trailing
              gave way by 135 pt (priority 700, weaker than what holds it):
                free.width == 500 @ 700
            vertical: y = 300, height = 40
              y = 300 because free.top == root.top + 300
              height = 40 because free.height == 40
            """)
    }

    /// A constraint that places another view after this one does not
    /// explain this one (commands.stack's ok and photo).
    @Test func constraintsOnOtherViewsDoNotExplainThisOne() {
        let s = Self.session("""
            button ok "OK"
            add ok to root
            constrain ok.top == root.safeArea.top + 10
            constrain ok.leading == root.margins.leading @ 750
            image photo 80x60
            add photo to root
            constrain photo.top == ok.bottom + 8
            constrain photo.leading == ok.leading
            constrain ok.width == photo.width * 2 - 4 @ 500
            """)
        let ok = s.run("explain ok").output.components(separatedBy: "\n")
        #expect(ok.contains("  x = 16 because ok.leading == root.margins.leading @ 750 (root margins 16)"))
        #expect(ok.contains("  ok is 156 pt wide because ok.width == 2 × photo.width - 4 @ 500 beats its hugging 250"))
        #expect(s.run("explain photo").output == """
            photo {{16, 68}, {80, 60}}
            horizontal: x = 16, width = 80
              x = 16 because photo.leading == ok.leading
              width = 80 because that is its content width (its hugging 251 and compression resistance 750 both hold)
            vertical: y = 68, height = 60
              y = 68 because photo.top == ok.bottom + 8
              height = 60 because that is its content height (its hugging 251 and compression resistance 750 both hold)
            """)
    }

    @Test func edgesAgainstAScrollViewAreItsContentArea() {
        let s = Self.session("""
            scroll sc
            add sc to root
            pin sc to root.safeArea
            stack list axis=vertical spacing=8
            add list to sc
            pin list to sc
            constrain list.width == sc.width
            button r1 "Row"; button r2 "Row"
            add r1 r2 to list
            """)
        #expect(s.run("explain list").output.contains(
            "  height = 68 because list.bottom == sc.bottom (sc's content area)"))
    }

    @Test func rootAndDetachedViews() {
        let s = Self.session("view loose")
        #expect(s.run("explain root").output == """
            root {{0, 0}, {375, 667}}
            root fills the screen (iphone8 portrait, 375 × 667)
            its margins: top 20, left 16, bottom 0, right 16; its safe area: top 20, left 0, bottom 0, right 0
            """)
        #expect(s.run("explain loose").output == "loose is not in the window, so nothing lays it out: add it to a view first")
        #expect(s.run("exercise loose").output == "loose is not in the window, so nothing lays it out: add it to a view first")
    }

    // MARK: explain conflicts

    @Test func twoRequiredWidthsConflict() {
        let s = Self.session("""
            view box
            add box to root
            constrain box.leading == root.leading
            constrain box.top == root.top
            constrain box.height == 10
            """)
        #expect(s.run("explain conflicts").output == "no conflicts so far")
        _ = s.run("constrain box.width == 100")
        _ = s.run("constrain box.width == 120")
        #expect(s.run("explain conflicts").output == """
            The last conflict (the only one so far): these 2 required constraints cannot all hold at once:
              box.width == 100
                  an app constraint
              box.width == 120
                  an app constraint, the one being added
            StackLab broke box.width == 120: the rule is to break an app constraint before a system one, and among the 2 app constraints involved the newest — this one.
            (UIKit documents no rule for the choice; its logs usually show an app constraint broken.)
            It is still broken: the layout ignores it.
            Fix: decide which constraint should give way and make it optional, e.g. `constrain box.width == 120 @ 999` in place of box.width == 120: it then holds whenever it can instead of being broken. Or remove the constraint that contradicts the others.
            """)
        #expect(s.run("explain box").output.contains("""
              width = 100 because box.width == 100
              broken to resolve a conflict (see `explain conflicts`), so not enforced:
                box.width == 120
            """))
    }

    @Test func aWidthAgainstFillEquallyNamesTheStackConstraints() {
        let s = Self.session(Self.proportional("fillEqually") + "\nconstrain c.width == 60")
        let text = s.run("explain conflicts").output.components(separatedBy: "\n")
        #expect(text.first == "The last conflict (the only one so far): these 12 required constraints cannot all hold at once:")
        #expect(Array(text[1...4]) == [
            "  root.width == 375",
            "      the screen: the root view fills it",
            "  root.margins.leading == root.leading + 16",
            "      a layout guide: root.margins is root inset by its layout margins",
        ])
        #expect(text.contains("      a stack constraint: a, row's first visible arranged view, starts at row's leading edge"))
        #expect(text.contains("      a stack constraint: row fills equally: c is as wide as a"))
        #expect(text.contains("      a stack constraint: c follows b in row after a gap of 10"))
        #expect(text.contains("StackLab broke c.width == 60: the rule is to break an app constraint before a system one, and among the 3 app constraints involved the newest — this one."))
    }

    // MARK: exercise NAME

    @Test func exerciseShowsTheOtherEndOfATie() {
        let s = Self.session(Self.tie)
        #expect(s.run("exercise a").output == """
            a is ambiguous: other layouts meet every constraint just as well (width from 11.5 to 305.5)
              now:                   a {{0, 0}, {305.5, 647}}
              width = 11.5 (lowest): a {{0, 0}, {11.5, 647}}, b {{19.5, 0}, {323.5, 647}}
            to fix it horizontally: a's horizontal hugging 251 ties with b in row, so UIKit cannot tell which should stretch (StackLab picks the first); give the one that should a lower hugging, e.g. `set a hug=250,251`
            """)
        #expect(s.run("exercise b").output.hasPrefix("""
            b is ambiguous: other layouts meet every constraint just as well (x from 19.5 to 313.5 and width from 29.5 to 323.5)
              now:               b {{313.5, 0}, {29.5, 647}}
              x = 19.5 (lowest): b {{19.5, 0}, {323.5, 647}}, a {{0, 0}, {11.5, 647}}
            """))
        // Settled by a lower hugging: no longer ambiguous.
        _ = s.run("set a hug=250,251")
        #expect(s.run("exercise a").output
            == "a is not ambiguous: its constraints fix every value of its frame {{0, 0}, {305.5, 647}}")
    }

    @Test func exerciseAViewNothingPlaces() {
        let s = Self.session("""
            view loose intrinsic=40x40
            add loose to root
            view free
            add free to root
            constrain free.top == root.top + 300
            constrain free.height == 40
            constrain free.leading >= root.leading + 10
            """)
        #expect(s.run("exercise loose").output == """
            loose is ambiguous: other layouts meet every constraint just as well (x any value and y any value)
              now:                loose {{0, 0}, {40, 40}}
              x = 100 (no limit): loose {{100, 0}, {40, 40}}
              y = 100 (no limit): loose {{0, 100}, {40, 40}}
            to fix it horizontally: nothing constrains it; its content width sets its width, so one position is enough, e.g. `constrain loose.leading == root.leading`
            to fix it vertically: nothing constrains it; its content height sets its height, so one position is enough, e.g. `constrain loose.top == root.top`
            """)
        #expect(s.run("exercise free").output == """
            free is ambiguous: other layouts meet every constraint just as well (x 10 or more and width 0 or more)
              now:                    free {{10, 300}, {0, 40}}
              x = 110 (no limit):     free {{110, 300}, {0, 40}}
              width = 100 (no limit): free {{10, 300}, {100, 40}}
            to fix it horizontally: constrain its leading edge or its width, e.g. `constrain free.leading == root.leading + 10` or `constrain free.width == 100`
            """)
        #expect(s.run("explain free").output == """
            free {{10, 300}, {0, 40}}
            horizontal: x = 10, width = 0
              x = 10 because free.leading >= root.leading + 10
              width = 0: no constraint holds it exactly
              ambiguous: other layouts meet the constraints just as well; `exercise free` shows them
            vertical: y = 300, height = 40
              y = 300 because free.top == root.top + 300
              height = 40 because free.height == 40
            """)
    }

    /// Explaining and exercising change nothing: the dump is the same after.
    @Test func readingTheSolutionChangesNothing() {
        let s = Self.session(Self.tie)
        let before = s.run("dump").output
        for command in ["explain a", "explain b", "exercise a", "exercise b", "explain conflicts", "explain row"] {
            _ = s.run(command)
        }
        #expect(s.run("dump").output == before)
        #expect(s.run("explain a").output == s.run("explain a").output)
    }

    // MARK: The read-only API

    @Test func constraintStatusesSayTightSlackViolatedAndBroken() throws {
        let window = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
        let v = View(name: "v")
        try window.rootView.addSubview(v)
        let root = window.rootView
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 5),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 30),
        ])
        let wide = v.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = 700
        try wide.activate()
        try v.widthAnchor.constraint(equalToConstant: 120).activate()
        window.layoutIfNeeded()
        let statuses = window.constraintStatuses(of: v)
        func state(_ d: String) -> ConstraintStatus.State? { statuses.first { $0.description == d }?.state }
        #expect(state("v.leading == root.leading + 10") == .tight)
        #expect(state("v.top >= root.top + 5") == .slack(35))
        #expect(state("v.width == 300 @ 700") == .violated(200))
        #expect(state("v.width == 120") == .broken)
        #expect(statuses.first { $0.description == "v.top >= root.top + 5" }?.attribute == .top)
        #expect(statuses.allSatisfy { $0.origin == .app })
        #expect(window.isAmbiguous(v, along: .horizontal) == false)
    }

    @Test func solverRangesAndAlternativesOverTheOptimalFace() {
        // a + b == 100, a >= 10, b >= 20: a is anywhere in [10, 80].
        let solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        _ = try? solver.add(a + b |==| 100.0)
        _ = try? solver.add(a |>=| 10.0)
        _ = try? solver.add(b |>=| 20.0)
        let range = solver.optimalRange(of: a)
        #expect(range.lowest == 10 && range.highest == 80 && !range.isUnique)
        #expect(solver.alternativeSolution(setting: a, to: 50, reading: [a, b]) == [50, 50])
        // Outside the face: nil; the solver itself is unchanged.
        #expect(solver.alternativeSolution(setting: a, to: 90, reading: [a, b]) == nil)
        let before = solver.dump()
        _ = solver.optimalRange(of: b)
        _ = solver.alternativeSolution(setting: b, to: 30, reading: [a])
        #expect(solver.dump() == before)
        // An optional constraint narrows the face to one point.
        _ = try? solver.add((a |==| 30.0).withPriority(500))
        #expect(solver.optimalRange(of: a).isUnique)
        #expect(solver.alternativeSolution(setting: a, to: 40, reading: [a]) == nil)
        // Unbounded: nil ends.
        let x = solver.makeVariable("x")
        _ = try? solver.add(x |>=| 0.0)
        let rx = solver.optimalRange(of: x)
        #expect(rx.lowest == 0 && rx.highest == nil)
    }
}
