import Geometry
import StackLayout
import ViewTree

// `explain NAME`: why a view has its frame, axis by axis (the safe area and
// wrapping notes are in Explain+SafeArea.swift and Explain+Wrapping.swift,
// `exercise NAME` in Explainer+Exercise.swift).

struct Explainer {
    let session: Session
    let view: View
    let window: Window
    let statuses: [ConstraintStatus]

    init(session: Session, view: View) {
        self.session = session
        self.view = view
        window = session.window
        statuses = session.window.constraintStatuses(of: view)
    }

    var name: String { view.name }

    /// The values of the frame along an axis: position and length.
    func values(_ axis: Axis) -> (Double, Double) {
        let f = view.frame
        return axis == .horizontal ? (f.origin.x, f.size.width) : (f.origin.y, f.size.height)
    }

    func intrinsic(_ v: View, _ axis: Axis) -> Double? {
        let ics = v.intrinsicContentSize
        let l = axis == .horizontal ? ics.width : ics.height
        return l == noIntrinsicMetric ? nil : l
    }

    func hugging(_ v: View, _ axis: Axis) -> Double {
        axis == .horizontal ? v.contentHugging.horizontal : v.contentHugging.vertical
    }

    func resistance(_ v: View, _ axis: Axis) -> Double {
        axis == .horizontal ? v.compressionResistance.horizontal : v.compressionResistance.vertical
    }

    /// The stack the view is arranged in along `axis` (visible, the stack's axis).
    func stackAlong(_ axis: Axis) -> (stack: StackView, index: Int)? {
        guard let (s, i) = arrangement(of: view), !view.isHidden, s.effectiveValues().axis == axis else { return nil }
        return (s, i)
    }

    // MARK: Header

    func header() -> String {
        var s = "\(name) \(view.frame)"
        var notes: [String] = []
        if let (stack, i) = arrangement(of: view) {
            notes.append("arranged view \(i) of \(stack.name) (\(stack.effectiveValues().axis), \(stackValues(stack)))")
        }
        if let st = view as? StackView {
            let n = st.arrangedSubviews.count
            notes.append("a \(st.effectiveValues().axis) stack of \(n) arranged view\(n == 1 ? "" : "s") (\(stackValues(st)))")
        }
        if let note = Self.hiddenCountNote(view) {
            notes.append(note)
        } else if view.isHidden {
            notes.append("hidden")
        }
        if !notes.isEmpty { s += ": " + notes.joined(separator: "; ") }
        return s
    }

    /// `hidden, 2 hides counted: list's hidingRule=ios12 …` for a view
    /// that needs more than one `show` (StackLayout's
    /// `StackView.HidingRule.ios12`, rdar://25087688); nil otherwise.
    static func hiddenCountNote(_ view: View) -> String? {
        guard view.hiddenCount > 1, let stack = view.superview else { return nil }
        return "hidden, \(view.hiddenCount) hides counted: \(stack.name)'s hidingRule=ios12 (iOS 9–12) "
            + "counts each hide inside animate, so it needs \(view.hiddenCount) `show` (rdar://25087688)"
    }

    // MARK: explain

    func text() -> String {
        var lines = [header()]
        if view === window.rootView {
            let sc = window.screen
            let m = view.layoutMargins, safe = sc.safeAreaInsets
            lines.append("root fills the screen (\(session.deviceName) \(sc.orientation.rawValue), \(formatNumber(sc.bounds.size.width)) × \(formatNumber(sc.bounds.size.height)))")
            lines.append("its margins: \(insetsText(m)); its safe area: \(insetsText(safe))")
            return lines.joined(separator: "\n")
        }
        for axis in [Axis.horizontal, .vertical] { lines += explain(axis) }
        lines += alignmentNote()
        lines += fontNote()
        lines += wrapNote()
        lines += safeAreaNote()
        return lines.joined(separator: "\n")
    }

    /// A view whose frame reaches past its alignment rectangle says so:
    /// the numbers above are the frame's, the layout placed the rectangle.
    func alignmentNote() -> [String] {
        let i = view.alignmentRectInsets
        guard i != EdgeInsets(all: 0) else { return [] }
        let whose = view.alignmentInsetsOverride == nil ? "\(view.kind.className)'s" : "set"
        return ["its frame reaches past the rectangle Auto Layout places by its alignment-rect insets (\(whose)): \(insetsText(i))"]
    }

    /// A view with fonts per size class says which one it is measured in.
    func fontNote() -> [String] {
        let variations = view.fontVariations
        guard !variations.isEmpty, let base = view.kind.font else { return [] }
        let traits = window.screen.traitCollection
        if let v = FontVariation.inForce(variations, traits: traits) {
            return ["its font is its \(v.classes) variation's, \(Self.fontWords(v.font)) (Any × Any: \(Self.fontWords(base)))"]
        }
        let list = variations.map(\.classes).joined(separator: ", ")
        return ["its font is the Any × Any one, \(Self.fontWords(base)): its variations (\(list)) do not match \(traits)"]
    }

    /// A font as `set` writes it: `font=12 weight=semibold italic fontName=Avenir-Book`.
    static func fontWords(_ f: Font) -> String {
        var words = [f.textStyle.map { "font=\($0.rawValue)" } ?? "font=\(formatNumber(f.pointSize))"]
        if f.weight != (f.textStyle?.defaultSize.weight ?? .regular) && f.name == nil { words.append("weight=\(f.weight.rawValue)") }
        if f.isItalic && f.name == nil { words.append("italic") }
        if let n = f.name { words.append("fontName=\(n)") }
        if f.isMonospacedDigits { words.append("monospacedDigits") }
        return words.joined(separator: " ")
    }

    func insetsText(_ i: EdgeInsets) -> String {
        "top \(formatNumber(i.top)), left \(formatNumber(i.left)), bottom \(formatNumber(i.bottom)), right \(formatNumber(i.right))"
    }

    /// The lines of one axis.
    func explain(_ axis: Axis) -> [String] {
        let w = AxisWords(axis)
        let (pos, len) = values(axis)
        var lines = ["\(axis): \(w.position) = \(formatNumber(pos)), \(w.length) = \(formatNumber(len))"]
        let mine = statuses.filter { $0.axis == axis }
        let placing = mine.filter { s in
            switch s.origin {
            case .app, .system: return s.state != .broken
            default: return false
            }
        }
        let tight = mine.filter { $0.state == .tight }
        func byOrigin(_ list: [ConstraintStatus]) -> [ConstraintStatus] {
            let apps = list.filter { $0.origin == .app }.map { ($0, rank($0)) }
            if let best = apps.map(\.1).min() { return Array(apps.filter { $0.1 == best }.map(\.0).prefix(2)) }
            // A stack's constraints: those that place the view first (its
            // canvas connection), then those it is the subject of, then
            // those that place others relative to it.
            let system = list.filter { $0.origin == .system }.map { ($0, rank($0)) }
            guard let best = system.map(\.1).min() else { return [] }
            return Array(system.filter { $0.1 == best }.map(\.0).prefix(2))
        }
        func edges(_ c: EdgeClass) -> [ConstraintStatus] {
            byOrigin(tight.filter { $0.attribute.map(EdgeClass.init) == c })
        }


        if placing.isEmpty {
            lines.append("  nothing constrains it \(axis == .horizontal ? "horizontally" : "vertically"), so Auto Layout does not place it: it keeps its last \(w.position) and \(intrinsic(view, axis) != nil ? "its content \(w.length)" : w.length) (ambiguous)")
        } else {
            // The position: the most direct of the constraints that hold an
            // edge or the centre (app constraints first, then the stack's
            // canvas connections, then the rest; leading before centre
            // before trailing).
            let classes: [EdgeClass] = [.leading, .center, .trailing]
            let placers = tight.enumerated().compactMap { (i, s) -> (ConstraintStatus, [Int])? in
                guard let a = s.attribute, let k = classes.firstIndex(of: EdgeClass(a)),
                    s.origin == .app || s.origin == .system else { return nil }
                let r = rank(s)
                return (s, [s.origin == .app ? 0 : 1, r >= 2 ? 1 : 0, k, r, i])
            }.sorted { $0.1.lexicographicallyPrecedes($1.1) }
            var usedClass: EdgeClass? = nil
            if let best = placers.first {
                let same = placers.filter { Array($0.1.prefix(4)) == Array(best.1.prefix(4)) }.prefix(2).map(\.0)
                usedClass = classes[best.1[2]]
                lines += reason("\(w.position) = \(formatNumber(pos))", same,
                                suffix: usedClass == .trailing ? ", and its \(w.length) sets where it starts" : "")
            } else {
                lines.append("  \(w.position) = \(formatNumber(pos)): no constraint holds it exactly")
            }
            // The length: a size constraint, else its content size, else the
            // other edge.
            let sizes = edges(.length)
            let contentTight = mine.filter {
                if case .contentSize = $0.origin { return $0.state == .tight } else { return false }
            }
            let otherEdge = placers.first { usedClass != nil && classes[$0.1[2]] != usedClass }?.0
            // Another view sized after this one does not size it.
            let sizedByOthers = sizes.allSatisfy { rank($0) >= 2 }
            if !sizes.isEmpty && (!sizedByOthers || contentTight.isEmpty) {
                lines += reason("\(w.length) = \(formatNumber(len))", sizes)
            } else if !contentTight.isEmpty, intrinsic(view, axis) != nil {
                var hugs = false
                if case .contentSize(let h, _) = contentTight[0].origin { hugs = h }
                let held = contentTight.count == 2
                    ? "its hugging \(formatNumber(hugging(view, axis))) and compression resistance \(formatNumber(resistance(view, axis))) both hold"
                    : (hugs ? "its hugging \(formatNumber(hugging(view, axis))) holds"
                        : "its compression resistance \(formatNumber(resistance(view, axis))) holds")
                lines.append("  \(w.length) = \(formatNumber(len)) because that is its content \(w.length) (\(held))")
            } else if let e = otherEdge {
                lines += reason("\(w.length) = \(formatNumber(len))", [e])
            } else {
                lines.append("  \(w.length) = \(formatNumber(len)): no constraint holds it exactly")
            }
        }

        // What gave way, weakest first (ties by text): an order of the
        // scene's, not of the order the engine happened to receive them in
        // (that depends on the edits' history and on the layout path).
        let gave = mine.compactMap { s -> (ConstraintStatus, Double)? in
            guard case .violated(let by) = s.state, s.priority > 51 else { return nil }
            return (s, by)
        }
        for (s, by) in gave.sorted(by: { ($0.0.priority, $0.0.description) < ($1.0.priority, $1.0.description) }) {
            lines += gaveWay(s, by: by, w)
        }
        // Priorities: who stretches, who is squeezed, ties.
        if let why = priorityReason(axis, mine) { lines.append("  " + why) }
        let broken = mine.filter { $0.state == .broken }
        if !broken.isEmpty {
            lines.append("  broken to resolve \(broken.count == 1 ? "a conflict" : "conflicts") (see `explain conflicts`), so not enforced:")
            lines += broken.map { "    \($0.description)" }
        }
        if !placing.isEmpty && window.isAmbiguous(view, along: axis) {
            lines.append("  ambiguous: other layouts meet the constraints just as well; `exercise \(name)` shows them")
        }
        return lines
    }

    /// How directly a constraint places the view: 0 an app constraint or a
    /// stack's canvas connection, 1 a stack constraint about the view, 2 one
    /// that places another view relative to it, 3 the alignment spanner
    /// (which only wraps the views).
    func rank(_ s: ConstraintStatus) -> Int {
        guard let c = s.layoutConstraint else { return 1 }
        if c.stackIdentifier == .canvasConnection { return 0 }
        if c.stackIdentifier == .spanningBoundary { return 3 }
        if c.firstItem !== view, c.secondItem === view {
            // Placed against an ancestor (or its guide), it is still about
            // this view; otherwise another view is placed after this one.
            let host = (c.firstItem as? View) ?? (c.firstItem as? LayoutGuide)?.owningView
            if let host, host !== view, view.isDescendant(of: host) { return s.origin == .app ? 0 : 1 }
            return 2
        }
        return s.origin == .app ? 0 : 1
    }

    /// "x = 16 because …", with the constraints' notation below the words
    /// (an app constraint's notation is its own words).
    func reason(_ what: String, _ list: [ConstraintStatus], suffix: String = "") -> [String] {
        var words: [String] = []
        var notation: [String] = []
        for s in list {
            let said = s.origin == .app ? s.description + annotation(s) : phrase(s)
            if !words.contains(said) { words.append(said) }
            if s.origin != .app { notation.append("    " + s.description) }
        }
        return ["  \(what) because \(words.joined(separator: "; "))\(suffix)"] + notation
    }

    /// The value of the margin or safe-area inset an app constraint refers to.
    func annotation(_ s: ConstraintStatus) -> String {
        guard let c = s.layoutConstraint else { return "" }
        var notes: [String] = []
        for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] {
            // TN2154: a scroll view's edges, to a view inside it, are its content's.
            if let sv = item as? ScrollView, sv !== view, view.isDescendant(of: sv), let a = attribute, !a.isDimension {
                notes.append("\(sv.name)'s content area")
                continue
            }
            guard let g = item as? LayoutGuide, let a = attribute, let owner = g.owningView else { continue }
            let insets: EdgeInsets
            let what: String
            switch g.role {
            case .margins: insets = owner.effectiveLayoutMargins; what = "margins"
            case .safeArea: insets = owner.safeAreaInsets; what = "safe area"  // §14.4, any view
            default: continue
            }
            let value: Double
            switch a {
            case .leading, .left: value = insets.left
            case .trailing, .right: value = insets.right
            case .top: value = insets.top
            case .bottom: value = insets.bottom
            default: continue
            }
            let edge = a == .top || a == .bottom ? " \(a.rawValue)" : ""
            // A margin raised by preservesSuperviewLayoutMargins says so.
            var own = value
            switch a {
            case .leading, .left: own = owner.layoutMargins.left
            case .trailing, .right: own = owner.layoutMargins.right
            case .top: own = owner.layoutMargins.top
            case .bottom: own = owner.layoutMargins.bottom
            default: break
            }
            let raised = g.role == .margins && value > own
                ? ", preserved from \(owner.superview?.name ?? "its superview")'s margins" : ""
            notes.append("\(owner.name) \(what)\(edge) \(formatNumber(value))\(raised)")
        }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
    }

    /// A stack constraint in words, from the explained view's side.
    func phrase(_ s: ConstraintStatus) -> String {
        guard let c = s.layoutConstraint, let id = c.stackIdentifier, let stack = owningStack(c) else {
            return s.description
        }
        let st = stack.name
        let e = stack.effectiveValues()
        let w = AxisWords(s.axis)
        let isFirst = c.firstItem === view
        let other = (isFirst ? c.secondItem : c.firstItem)?.name ?? ""
        let attribute = s.attribute ?? c.firstAttribute
        let canvas = (c.firstItem as? LayoutGuide)?.role == .margins || (c.secondItem as? LayoutGuide)?.role == .margins
            ? "\(st)'s \(edgeWord(attribute)) margin" : "\(st)'s \(edgeWord(attribute))"
        switch id {
        case .canvasConnection:
            if view === stack {
                if !stack.arrangedSubviews.isEmpty, stack.arrangedSubviews.allSatisfy(\.isHidden) {
                    return Self.allHiddenPhrase
                }
                let item = [c.firstItem, c.secondItem].compactMap { $0 }.first { $0 !== stack && !($0 is LayoutGuide) }?.name
                    ?? "its alignment spanner"
                return "it wraps its arranged views: \(item)'s \(edgeWord(attribute)) is its \(edgeWord(attribute))"
            }
            if c.relation != .equal { return "it stays inside \(canvas)" }
            if attribute.axis == e.axis {
                return EdgeClass(attribute) == .leading
                    ? "it is \(st)'s first visible arranged view, so its \(edgeWord(attribute)) is \(canvas)"
                    : "it is \(st)'s last visible arranged view, so its \(edgeWord(attribute)) is \(canvas)"
            }
            if EdgeClass(attribute) == .center { return "\(st)'s alignment center centres it in \(st)" }
            return "\(st)'s alignment \(e.alignment.rawValue) puts its \(edgeWord(attribute)) on \(canvas)"
        case .spacing:
            let gap = formatNumber(c.constant)
            let atLeast = c.relation == .greaterThanOrEqual ? "at least " : ""
            var spacing = "\(st)'s spacing \(atLeast)\(gap)"
            if let p = (c.secondItem as? View) {
                let custom = stack.customSpacing(after: p)
                if custom == StackView.spacingUseSystem {
                    spacing = "\(atLeast)the system spacing \(gap)"
                } else if custom != StackView.spacingUseDefault {
                    spacing = "\(atLeast)the custom spacing \(gap) set after \(p.name)"
                } else if e.spacing == StackView.spacingUseSystem {
                    spacing = "\(atLeast)the system spacing \(gap)"
                }
            }
            return isFirst ? "it follows \(other) after \(spacing)" : "\(other) follows it after \(spacing)"
        case .spacingHidden:
            if !isFirst { return "hidden \(other) sits in the gap after it" }
            if c.constant == 0 { return "it is hidden, so it sits flush against \(other)" }
            return "it is hidden, so it sits in the middle of the gap it interrupts, \(formatNumber(c.constant)) after \(other)"
        case .hiding:
            return "it is hidden, so \(st) collapses its \(w.length) to 0"
        case .alignment:
            if isFirst {
                return "\(st)'s alignment \(e.alignment.rawValue) lines its \(edgeWord(attribute)) up with its first arranged view, \(other)"
            }
            return "\(st)'s alignment \(e.alignment.rawValue) lines \(other)'s \(edgeWord(attribute)) up with its"
        case .fillEqually:
            if c.firstItem is LayoutGuide { return stackConstraintWords(c) ?? s.description }
            if isFirst { return "\(st) fills equally: it is as \(w.adjective) as its first visible arranged view, \(other)" }
            let others = stack.arrangedSubviews.filter { !$0.isHidden && $0 !== view }.map(\.name)
            return "\(st) fills equally: \(listText(others)) \(others.count == 1 ? "is" : "are") as \(w.adjective) as it, so its visible arranged views share \(st)'s \(w.length), less the spacing, equally"
        case .fillProportionally:
            if c.secondItem == nil { return "\(st) fills proportionally and it has no content \(w.length), so it gets 0" }
            if let l = intrinsic(view, s.axis), c.multiplier > 0 {
                let total = l / c.multiplier
                return "\(st) fills proportionally: it gets \(formatNumber(l))/\(formatNumber(total)) of \(st)'s \(w.length) (its content \(w.length) \(formatNumber(l)) of the \(formatNumber(total)) its arranged views and spacing add up to)"
            }
            return "\(st) fills proportionally: it gets \(fractionText(c.multiplier)) of \(st)'s \(w.length)"
        case .distributingEdge:
            return "\(st) spaces its views equally: its \(edgeWord(attribute)) meets one of the equal gaps"
        case .spanningBoundary:
            return "its \(edgeWord(attribute)) touches \(st)'s alignment spanner, the box around the arranged views"
        case .ambiguitySuppression:
            return "nothing else sizes it across \(st), so \(st) pulls its \(w.length) to 0 (priority 25)"
        default:
            return stackConstraintWords(c) ?? s.description
        }
    }

    /// An optional constraint that gave way, in words.
    func gaveWay(_ s: ConstraintStatus, by: Double, _ w: AxisWords) -> [String] {
        let amount = formatNumber(by)
        switch s.origin {
        case .contentSize(let hugging, let l):
            if hugging {
                return ["  gave way: its hugging \(formatNumber(s.priority)), so it is \(amount) pt \(w.moreAdjective) than its content \(w.length) \(formatNumber(l))",
                        "    \(s.description)"]
            }
            return ["  gave way: its compression resistance \(formatNumber(s.priority)), so it is \(amount) pt \(w.lessAdjective) than its content \(w.length) \(formatNumber(l))",
                    "    \(s.description)"]
        default:
            let id = s.layoutConstraint?.stackIdentifier
            if id == .hiding {
                return ["  gave way: the hiding constraint (priority 999.999): a required constraint keeps its \(w.length) at \(formatNumber(values(s.axis).1)) although it is hidden",
                        "    \(s.description)",
                        "    (on iOS 9–10 UISV-hiding was required and this was a conflict; give the app constraint priority 999 so the view can collapse)"]
            }
            if id == .fillProportionally {
                return ["  gave way: its proportional share, by \(amount) pt: the last arranged view takes what the others and the spacing leave (priority \(formatNumber(s.priority)), below the required edges)",
                        "    \(s.description)"]
            }
            return ["  gave way by \(amount) pt (priority \(formatNumber(s.priority)), weaker than what holds it):",
                    "    \(s.description)"]
        }
    }

    /// Where one content-size constraint stands: its priority and state.
    struct Standing {
        let priority: Double
        let state: ConstraintStatus.State
    }

    /// The content-size constraints of `axis` of the views a stack arranges
    /// (and their subviews), other than the explained view's: only their
    /// priorities and states, read by key (``Window/contentSizeState(of:along:hugging:)``),
    /// so that a 1 000-row stack costs a few hundred instructions a row.
    func competitors(in stack: StackView, _ axis: Axis, hugging: Bool) -> [(view: View, status: Standing)] {
        var out: [(View, Standing)] = []
        for item in stack.arrangedSubviews where item !== view && !item.isHidden {
            for v in item.allViews() {
                if let s = window.contentSizeState(of: v, along: axis, hugging: hugging) {
                    out.append((v, Standing(priority: s.priority, state: s.state)))
                }
            }
        }
        return out
    }

    /// Why the view, not another, stretched or was squeezed: the priority
    /// reading of a stack's `fill`.
    func priorityReason(_ axis: Axis, _ mine: [ConstraintStatus]) -> String? {
        let w = AxisWords(axis)
        let len = formatNumber(values(axis).1)
        let stacked = stackAlong(axis)
        for hugging in [true, false] {
            guard let own = mine.first(where: {
                if case .contentSize(let h, _) = $0.origin { return h == hugging } else { return false }
            }) else { continue }
            let p = own.priority
            let kind = hugging ? "hugging" : "compression resistance"
            let violated: Bool
            if case .violated = own.state { violated = true } else { violated = false }
            let size = hugging ? "\(name) is \(len) pt \(w.adjective)" : "\(name) is squeezed to \(len) pt"
            let yields = "its \(kind) \(formatNumber(p))"
            if violated, let (stack, _) = arrangement(of: view), stack.effectiveValues().axis == axis {
                let d = stack.effectiveValues().distribution
                if view.isHidden, mine.contains(where: { $0.state == .tight && $0.layoutConstraint?.stackIdentifier == .hiding }) {
                    return "\(size) because it is hidden: \(stack.name)'s UISV-hiding (999.999) beats \(yields)"
                }
                if mine.contains(where: {
                    guard case .violated = $0.state else { return false }
                    return $0.layoutConstraint?.stackIdentifier == .fillProportionally
                }) {
                    return "\(size) because, as \(stack.name)'s last arranged view, it takes what the other views' proportional shares and the spacing leave: the required edges beat its share and \(yields)"
                }
                if d == .fillEqually || d == .fillProportionally,
                    let held = mine.first(where: { $0.state == .tight && $0.layoutConstraint?.stackIdentifier?.isFill == true })
                {
                    let strength = held.priority == 1000 ? "required" : "priority \(formatNumber(held.priority))"
                    return "\(size) because \(stack.name) \(d == .fillEqually ? "fills equally" : "fills proportionally") (\(strength)), which beats \(yields)"
                }
            }
            // Across a stack with alignment fill every arranged view takes
            // the stack's length: the one whose content needs it most sets it.
            if violated, let (stack, _) = arrangement(of: view),
                stack.effectiveValues().axis != axis, stack.effectiveValues().alignment == .fill
            {
                let st = stack.name
                if hugging, let (sizer, status) = stack.arrangedSubviews.lazy.compactMap({ v -> (View, Standing)? in
                    guard v !== self.view, !v.isHidden,
                        let cr = self.window.contentSizeState(of: v, along: axis, hugging: false), cr.state == .tight
                    else { return nil }
                    return (v, Standing(priority: cr.priority, state: cr.state))
                }).first, status.priority > p {
                    return "\(size) because \(st)'s alignment fill makes its arranged views equally \(w.adjective), and \(sizer.name) needs \(len) (its compression resistance \(formatNumber(status.priority)) beats \(yields))"
                }
                return hugging
                    ? "\(size) because \(st)'s alignment fill stretches it to \(st)'s \(w.length), which stronger constraints set: they beat \(yields)"
                    : "\(size) because \(st)'s alignment fill makes it as \(w.adjective) as \(st), which stronger constraints set: they beat \(yields)"
            }
            // A size constraint stronger than the content size decides.
            if violated, let held = mine.first(where: {
                $0.state == .tight && $0.attribute.map(EdgeClass.init) == .length && $0.priority > p
                    && ($0.origin == .app || $0.origin == .system)
            }) {
                let what = held.origin == .app ? held.description : phrase(held)
                let strength = held.priority == 1000 ? " (required)" : (held.origin == .app ? "" : " (priority \(formatNumber(held.priority)))")
                return "\(size) because \(what)\(strength) beats \(yields)"
            }
            guard let (stack, _) = stacked, stack.effectiveValues().distribution == .fill else {
                guard violated else { continue }
                return hugging
                    ? "\(size) because stronger constraints hold both its edges, and \(yields) gives way to them"
                    : "\(size) because stronger constraints hold its edges, and \(yields) gives way to them"
            }
            let others = competitors(in: stack, axis, hugging: hugging)
            func isViolated(_ s: Standing) -> Bool {
                if case .violated = s.state { return true } else { return false }
            }
            let holding = others.filter { !isViolated($0.status) }
            let tied = holding.filter { $0.status.priority == p }.map(\.view.name)
            let st = stack.name
            if violated {
                if holding.isEmpty {
                    return hugging
                        ? "\(name) is \(len) pt \(w.adjective) because nothing else in \(st) can take the space"
                        : "\(name) is squeezed to \(len) pt because nothing else in \(st) can give up space"
                }
                let lower = holding.filter { $0.status.priority < p }.map(\.view.name)
                if !tied.isEmpty && lower.isEmpty {
                    let names = listText(Array(tied.prefix(3)) + (tied.count > 3 ? ["\(tied.count - 3) more"] : []))
                    let choose = hugging
                        ? "lower the hugging of the view that should stretch, e.g. `\(setCommand(hugging: true, axis, p - 1))`"
                        : "lower the compression resistance of the view that should shrink, e.g. `\(setCommand(hugging: false, axis, p - 1))`"
                    return hugging
                        ? "\(name) is \(len) pt \(w.adjective) because its \(axis) hugging \(formatNumber(p)) ties with \(names) as the lowest in \(st): StackLab gives the space to the first of them in arranged order; UIKit leaves such a tie ambiguous (\(choose))"
                        : "\(name) is squeezed to \(len) pt because its \(axis) compression resistance \(formatNumber(p)) ties with \(names) as the lowest in \(st): StackLab squeezes the first of them in arranged order; UIKit leaves such a tie ambiguous (\(choose))"
                }
                if !lower.isEmpty {
                    return hugging
                        ? "\(name) stretches although \(listText(lower)) hug\(lower.count == 1 ? "s" : "") less: \(lower.count == 1 ? "its" : "their") \(w.length) is held by stronger constraints"
                        : "\(name) is squeezed although \(listText(lower)) resist\(lower.count == 1 ? "s" : "") less: \(lower.count == 1 ? "its" : "their") \(w.length) is held by stronger constraints"
                }
                let least = formatNumber(holding.map(\.status.priority).min()!)
                return hugging
                    ? "\(name) is \(len) pt \(w.adjective) because its \(axis) hugging \(formatNumber(p)) is the lowest in \(st), so it takes the space the other views leave (they hug at \(least) or more)"
                    : "\(name) is squeezed to \(len) pt because its \(axis) compression resistance \(formatNumber(p)) is the lowest in \(st), so it gives up space first (the others resist at \(least) or more)"
            }
            // Holding, but tied with one that gave way: say who won the tie.
            let losers = others.filter { isViolated($0.status) && $0.status.priority == p }.map(\.view.name)
            if !losers.isEmpty {
                return hugging
                    ? "its \(axis) hugging \(formatNumber(p)) ties with \(listText(losers)), which take\(losers.count == 1 ? "s" : "") the space: StackLab gives it to the first in arranged order (ambiguous in UIKit)"
                    : "its \(axis) compression resistance \(formatNumber(p)) ties with \(listText(losers)), which \(losers.count == 1 ? "is" : "are") squeezed instead: StackLab squeezes the first in arranged order (ambiguous in UIKit)"
            }
        }
        return nil
    }

    /// `set NAME hug=H,V` (or `resist=`) with one axis changed.
    func setCommand(hugging: Bool, _ axis: Axis, _ value: Double, view v: View? = nil) -> String {
        let v = v ?? view
        let pair = hugging ? (v.contentHugging.horizontal, v.contentHugging.vertical)
            : (v.compressionResistance.horizontal, v.compressionResistance.vertical)
        let h = axis == .horizontal ? value : pair.0, vv = axis == .vertical ? value : pair.1
        return "set \(v.name) \(hugging ? "hug" : "resist")=\(formatNumber(h)),\(formatNumber(vv))"
    }
}
