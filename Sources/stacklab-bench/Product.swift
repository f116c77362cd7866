// path=product: W1, W2 and W3 built the way the REPL builds them — plain
// views with an intrinsic size, hugging and compression resistance
// (`view NAME intrinsic=WxH hug=H,V resist=H,V`), `StackView`s, a
// `ScrollView` for W2, anchors for the pins — in a `Window`, and laid out by
// the window's layout pass (UISV constraint generation, the solver, frames
// read back). Each op ends by reading the frames it may have moved through
// the public `View.frame`, as the REPL's change report does.
import CAllocationCount
import Geometry
import StackLayout
import ViewTree

/// A window on an iPhone 8 in portrait, as a new REPL session has.
func productWindow() -> Window {
    Window(screen: Screen(device: .iPhone8, orientation: .portrait))
}

/// A plain view with an intrinsic size, hugging and compression resistance.
func productLeaf(_ name: String, _ w: Double, _ h: Double, hug: (Double, Double), resist: (Double, Double)) -> View {
    let v = View(name: name)
    v.intrinsicSizeOverride = Size(width: w, height: h)
    v.contentHugging = hug
    v.compressionResistance = resist
    return v
}

/// Sums the frames (so that reading them is not optimised away).
/// Generic, so that a list of stack views (W2's rows) is read as it is:
/// passing it as `[View]` made a new array of every row, retaining each,
/// on every read, which the benchmark then timed as the product's.
@inline(never)
func readFrames<V: View>(_ views: [V]) -> Double {
    var sum = 0.0
    for v in views {
        let f = v.frame
        sum += f.origin.x + f.origin.y + f.size.width + f.size.height
    }
    return sum
}

/// The heap allocations of the last ``timedProduct`` body (nil where the
/// binary cannot count them: `Sources/CAllocationCount`, Linux only).
nonisolated(unsafe) var lastAllocations: Int? = nil

/// Times `body` (any error is a failed check, reported by the caller) and
/// counts its allocations (``lastAllocations``).
func timedProduct<R>(_ body: () throws -> R) rethrows -> (Double, R) {
    Watchdog.arm()
    defer { Watchdog.disarm() }
    let counting = stacklab_allocation_counting_available() != 0
    let clock = ContinuousClock()
    let t0 = clock.now
    stacklab_allocation_count_begin()
    let r: R
    do {
        r = try body()
    } catch {
        _ = stacklab_allocation_count_end()
        throw error
    }
    let allocations = stacklab_allocation_count_end()
    let t = seconds(clock.now - t0)
    lastAllocations = counting ? Int(allocations) : nil
    return (t, r)
}

/// Measures `full` (build the views, then the first layout pass with every
/// frame read) until the budget is spent; emits build / layout / full.
func measureProductFull<S>(
    _ workload: String, _ n: Int, _ r: Reporter, meta: KeyValuePairs<String, String> = [:],
    build: () throws -> S, layout: (S) -> Double
) rethrows -> S? {
    var sb = Sampler(), sl = Sampler(), sf = Sampler()
    var last: S? = nil
    r.begin(workload, n, "full")
    while wantMore(sf, r.options) {
        last = nil
        let (tb, sys) = try timedProduct(build)
        let (tl, sum) = timedProduct { layout(sys) }
        Sink.consume(sum)
        sb.add(tb); sl.add(tl, allocations: lastAllocations); sf.add(tb + tl)
        last = sys
    }
    r.emit(workload, n, "build", sb, meta)
    r.emit(workload, n, "layout", sl, meta)
    r.emit(workload, n, "full", sf, meta)
    return last
}

// MARK: W1

/// W1 through the product: a horizontal fill stack (spacing 2) of N views
/// (intrinsic (10 + i mod 7) × 20, hugging 250 + i mod 3, resistance 750),
/// pinned to the root's top left, W wide and 100 tall.
final class W1Product {
    let window = productWindow()
    let stack = StackView(name: "stack")
    var views: [View] = []
    let widthPin: LayoutConstraint
    let W: Double

    init(_ n: Int) throws {
        W = W1P.containerW(n)
        stack.axis = .horizontal
        stack.spacing = W1P.spacing
        try window.rootView.addSubview(stack)
        widthPin = stack.widthAnchor.constraint(equalToConstant: W)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            widthPin,
            stack.heightAnchor.constraint(equalToConstant: W1P.height),
        ])
        views.reserveCapacity(n)
        for i in 0..<n {
            let hug = Double(W1P.hug(i).value)
            let v = productLeaf("v\(i)", W1P.intrinsicW(i), W1P.intrinsicH, hug: (hug, hug), resist: (750, 750))
            try stack.addArrangedSubview(v)
            views.append(v)
        }
    }

    func layout() -> Double {
        window.layoutIfNeeded()
        return readFrames(views)
    }

    /// The last view ends at the width (within a pixel), every view is at
    /// least its intrinsic width and 100 tall.
    func check(_ r: Reporter, _ n: Int, width: Double, label: String) {
        let last = views[views.count - 1].frame
        var ok = abs(last.origin.x + last.size.width - width) <= 1
        var firstBad = ""
        for (i, v) in views.enumerated() {
            let f = v.frame
            if f.size.width < W1P.intrinsicW(i) - 0.5 || abs(f.size.height - W1P.height) > 0.5 {
                ok = false
                if firstBad.isEmpty { firstBad = " first_bad=v\(i)=\(f)" }
            }
        }
        r.check("W1", n, ok, "\(label) last_trailing=\(fmt(last.origin.x + last.size.width, 3)) W=\(fmt(width, 3))" + firstBad)
    }
}

func benchW1Product(_ n: Int, _ r: Reporter) throws {
    let o = r.options
    if r.skip("W1", "full", n) {
        r.skipDependent("W1", n, ["resize"], because: "full")
        return
    }
    guard let sys = try measureProductFull("W1", n, r, build: { try W1Product(n) }, layout: { $0.layout() })
    else { return }
    sys.check(r, n, width: sys.W, label: "full")

    // resize: the width pin's constant W ↔ 1.05 W, then a layout pass and
    // every view's frame read.
    if !o.wants("resize") || r.skip("W1", "resize", n) { return }
    var sr = Sampler()
    var k = 0
    var target = sys.W
    r.begin("W1", n, "resize")
    while wantMore(sr, o) {
        k += 1
        target = sys.W * (k % 2 == 1 ? 1.05 : 1.0)
        let (t, sum) = timedProduct { () -> Double in
            sys.widthPin.constant = target
            return sys.layout()
        }
        Sink.consume(sum)
        sr.add(t, allocations: lastAllocations)
    }
    sys.check(r, n, width: target, label: "resize_last")
    r.emit("W1", n, "resize", sr)
}

// MARK: W2

/// W2 through the product, as seed 003's dynamic stack: a scroll view filling
/// the root, a vertical fill stack pinned to its content area and as wide as
/// it (375), of N rows; each row a horizontal stack (spacing 8, alignment
/// center) of three views 80×20 (hug 251), 150×21 (hug 250), 50×30 (hug 251),
/// resistance 750.
final class W2Product {
    let window = productWindow()
    let scroll = ScrollView(name: "scroller")
    let list = StackView(name: "list")
    var rows: [StackView] = []
    var items: [View] = []

    init(_ n: Int) throws {
        let root = window.rootView
        try root.addSubview(scroll)
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        list.axis = .vertical
        list.spacing = W2P.outerSpacing
        try scroll.addSubview(list)
        try LayoutConstraint.activate([
            list.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            list.topAnchor.constraint(equalTo: scroll.topAnchor),
            list.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            list.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        rows.reserveCapacity(n)
        for _ in 0..<n { try appendRow() }
    }

    func appendRow() throws {
        let k = rows.count
        let row = StackView(name: "row\(k)")
        row.axis = .horizontal
        row.spacing = W2P.rowSpacing
        row.alignment = .center
        for (j, spec) in W2P.views.enumerated() {
            let hug = Double(spec.2.value)
            let v = productLeaf("row\(k).\(j)", spec.0, spec.1, hug: (hug, hug), resist: (750, 750))
            try row.addArrangedSubview(v)
            items.append(v)
        }
        try list.addArrangedSubview(row)
        rows.append(row)
    }

    /// A layout pass, then every row's frame (what moves when a row is
    /// hidden, shown or appended) and the content size.
    func layoutRows() -> Double {
        window.layoutIfNeeded()
        return readFrames(rows) + scroll.contentSize.height
    }

    /// Also every item's frame (the first layout).
    func layoutAll() -> Double { layoutRows() + readFrames(items) }

    /// Content height 30 per visible row; rows stacked 30 apart, 375 wide.
    func check(_ r: Reporter, _ n: Int, hidden: Int? = nil, label: String) {
        let expH = W2P.expectedContentH(rows.count, hidden: hidden == nil ? 0 : 1)
        let h = scroll.contentSize.height
        var ok = abs(h - expH) <= 0.5
        var y = 0.0
        var firstBad = ""
        for (k, row) in rows.enumerated() where k != hidden {
            let f = row.frame
            if abs(f.origin.y - y) > 0.5 || abs(f.size.height - W2P.rowH) > 0.5 || abs(f.size.width - W2P.width) > 0.5 {
                ok = false
                if firstBad.isEmpty { firstBad = " first_bad=row\(k)=\(f)_expected_y=\(fmt(y))" }
            }
            y += W2P.rowH + W2P.outerSpacing
        }
        r.check("W2", n, ok, "\(label) rows=\(rows.count) content_h=\(fmt(h, 3)) expected=\(fmt(expH, 3))" + firstBad)
    }
}

func benchW2Product(_ n: Int, _ r: Reporter) throws {
    let o = r.options
    if r.skip("W2", "full", n) {
        r.skipDependent("W2", n, ["hide", "unhide", "append"], because: "full")
        return
    }
    guard let sys = try measureProductFull("W2", n, r, build: { try W2Product(n) }, layout: { $0.layoutAll() })
    else { return }
    sys.check(r, n, label: "full")

    // hide / unhide the middle row (each timed separately).
    let k = n / 2
    if n >= 3 && (o.wants("hide") || o.wants("unhide")) && !r.skip("W2", "hide", n) {
        var sh = Sampler(), su = Sampler()
        r.begin("W2", n, "hide")
        while wantMore(sh, o) {
            let (th, a) = timedProduct { () -> Double in
                sys.rows[k].isHidden = true
                return sys.layoutRows()
            }
            sh.add(th, allocations: lastAllocations)
            if sh.samples.count == 1 { sys.check(r, n, hidden: k, label: "hidden") }
            let (tu, b) = timedProduct { () -> Double in
                sys.rows[k].isHidden = false
                return sys.layoutRows()
            }
            su.add(tu, allocations: lastAllocations)
            Sink.consume(a + b)
        }
        sys.check(r, n, label: "unhidden")
        r.emit("W2", n, "hide", sh, ["row": "\(k)"])
        r.emit("W2", n, "unhide", su, ["row": "\(k)"])
    }

    // append one row (the list grows by one row per rep).
    if !o.wants("append") || r.skip("W2", "append", n) { return }
    var sa = Sampler()
    r.begin("W2", n, "append")
    while wantMore(sa, o) {
        let (t, sum) = try timedProduct { () throws -> Double in
            try sys.appendRow()
            return sys.layoutRows() + readFrames(Array(sys.items.suffix(3)))
        }
        Sink.consume(sum)
        sa.add(t, allocations: lastAllocations)
    }
    sys.check(r, n, label: "after_\(sys.rows.count - n)_appends")
    r.emit("W2", n, "append", sa)
}

// MARK: W3

/// W3 through the product: D nested fill stacks alternating axis (horizontal
/// at the root), spacing 0, each holding a 10×10 view (hug 250, resistance
/// 750) and the next stack; the root pinned only at the root view's top left.
final class W3Product {
    let window = productWindow()
    var stacks: [StackView] = []
    var leaves: [View] = []

    init(_ depth: Int) throws {
        for d in 0..<depth {
            let s = StackView(name: "s\(d)")
            s.axis = d % 2 == 0 ? .horizontal : .vertical
            s.spacing = W3P.spacing
            stacks.append(s)
            leaves.append(productLeaf("leaf\(d)", W3P.leaf, W3P.leaf, hug: (250, 250), resist: (750, 750)))
        }
        try window.rootView.addSubview(stacks[0])
        try LayoutConstraint.activate([
            stacks[0].leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            stacks[0].topAnchor.constraint(equalTo: window.rootView.topAnchor),
        ])
        for d in 0..<depth {
            try stacks[d].addArrangedSubview(leaves[d])
            if d + 1 < depth { try stacks[d].addArrangedSubview(stacks[d + 1]) }
        }
    }

    func layout() -> Double {
        window.layoutIfNeeded()
        return readFrames(stacks) + readFrames(leaves)
    }

    func check(_ r: Reporter, _ depth: Int, deepestW: Double, label: String) {
        let f = stacks[0].frame
        let (ew, eh) = W3P.expectedSize(depth, deepestW: deepestW)
        let dl = leaves[depth - 1].frame
        let ok = abs(f.size.width - ew) <= 0.5 && abs(f.size.height - eh) <= 0.5 && abs(dl.size.width - deepestW) <= 0.5
        r.check("W3", depth, ok, "\(label) root=\(fmt(f.size.width, 2))x\(fmt(f.size.height, 2)) "
            + "expected=\(fmt(ew, 2))x\(fmt(eh, 2)) deepest_leaf_w=\(fmt(dl.size.width, 2))")
    }
}

func benchW3Product(_ depth: Int, _ r: Reporter) throws {
    let o = r.options
    if r.skip("W3", "full", depth) {
        r.skipDependent("W3", depth, ["leaf"], because: "full")
        return
    }
    guard let sys = try measureProductFull("W3", depth, r, build: { try W3Product(depth) }, layout: { $0.layout() })
    else { return }
    sys.check(r, depth, deepestW: W3P.leaf, label: "full")

    // leaf: the deepest leaf's intrinsic width 10 ↔ 15, a layout pass, every frame read.
    if !o.wants("leaf") || r.skip("W3", "leaf", depth) { return }
    let leaf = sys.leaves[depth - 1]
    var sl = Sampler()
    var k = 0
    var iw = W3P.leaf
    r.begin("W3", depth, "leaf")
    while wantMore(sl, o) {
        k += 1
        iw = k % 2 == 1 ? 15 : W3P.leaf
        let (t, sum) = timedProduct { () -> Double in
            leaf.intrinsicSizeOverride = Size(width: iw, height: W3P.leaf)
            return sys.layout()
        }
        Sink.consume(sum)
        sl.add(t, allocations: lastAllocations)
    }
    sys.check(r, depth, deepestW: iw, label: "leaf_last")
    r.emit("W3", depth, "leaf", sl)
}
