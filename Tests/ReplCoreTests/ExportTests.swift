import Foundation
import TestSupport
import Testing

@testable import ReplCore

/// `export svg|html|swift`.
///
/// The Swift export of every lesson scene must parse (`swiftc -parse`) and
/// use only UIKit names (an allow-list below). SVG and HTML are checked the
/// way a person would: rendered by headless Chromium (Debian's `chromium`
/// package, which `Scripts/test` installs) to PNG, decoded here (a small
/// PNG decoder with its own inflate, below: no zlib binding, no Python),
/// and asserted on pixels. A missing Chromium or Swift compiler fails the
/// tests; nothing is skipped.
@Suite("Export")
struct ExportTests {
    // MARK: Scenes

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lesson scenes (Scripts/scenes) and the transcript scripts.
    static func sceneFiles() -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        for dir in ["Scripts/scenes", "Tests/ReplCoreTests/Transcripts"] {
            let url = packageRoot.appendingPathComponent(dir)
            let names = (try? fm.contentsOfDirectory(atPath: url.path)) ?? []
            out += names.filter { $0.hasSuffix(".stack") }.sorted().map { "\(dir)/\($0)" }
        }
        return out
    }

    /// A scene with the awkward cases: names that are Swift keywords, that
    /// clash with the code's own names or UIKit types, non-ASCII names, a
    /// scroll view with its guides, inset and offset, custom spacings, a
    /// multiplier on a position, baselines, size-class variations, an
    /// intrinsic size on a plain view and on a label, and an animation.
    static let kitchenSink = """
        device iphone-x
        scroll list
        set list contentInset=20,0,0,0
        add list to root
        pin list to root.safeArea
        stack col axis=vertical spacing=8 alignment=firstBaseline margins=4,4,4,4 marginsRelative=true
        add col to list
        constrain col.top == list.content.top
        constrain col.leading == list.content.leading
        constrain col.trailing == list.content.trailing
        constrain col.bottom == list.content.bottom
        constrain col.width == list.frameGuide.width
        view class intrinsic=10x300
        view view intrinsic=50x90
        label self "Self" font=13
        set self intrinsic=100x30
        label my-view "登录 \\"q\\" \\\\ done" lines=0
        view 登录
        view UILabel
        view playAnimations
        button default "OK"
        add class view self my-view 登录 UILabel default to col
        spacing col after class system
        spacing col after view 12
        constrain UILabel.centerX == col.centerX * 0.5 + 3 @ 999.5
        constrain default.width == default.height * 2
        constrain self.firstBaseline == my-view.firstBaseline @ 250
        field f "Name"
        field f2 "Mail" border=line
        switch s
        image pic 30x20 mode=aspectFill
        control knob intrinsic=44x44
        slider volume
        segmented seg "登录" "注册"
        textview notes "a\\nb" scrolls=false
        button plain "Go" type=custom
        add knob volume seg notes plain f2 to col
        embed knob volume in knobs spacing=4
        vary col spacing=20 w=compact
        vary col spacing=30 w=compact h=regular
        vary col axis=horizontal h=compact
        set list contentOffset=0,100
        set root margins=10,10,10,10
        hide view
        animate curve=spring damping=0.7 velocity=1 { show view; set class alpha=0.5 }
        animate 0.3 curve=easeIn { insert f into col at 0; spacing col after f 4 } then { remove f }
        label heading "Title" font=headline
        label sub "Sub" font=15 weight=semibold italic
        label digits "12:30" monospacedDigits
        label strong "Bold" bold
        label slanted "Slant" italic
        label styled "Body" font=body bold italic
        label airy "Light" font=caption1 weight=light
        button big "Big" font=20 weight=medium
        segmented seg2 "A" "B" font=15 bold
        field f3 "x" font=footnote
        textview tv "x" font=13 italic
        add heading sub digits strong slanted styled airy big seg2 f3 tv to col
        animate { set heading font=title2; set big bold }
        """

    static func run(_ script: String, file: String = "<test>") -> (Session, MemoryFileSystem) {
        let files = MemoryFileSystem()
        let session = Session(fileSystem: files)
        _ = InputLoop.replay(script, file: file, session: session, quiet: true)
        return (session, files)
    }

    static func export(_ format: String, _ session: Session, _ files: MemoryFileSystem) -> String {
        let name = "out.\(format)"
        let r = session.run("export \(format) \(name)")
        #expect(!r.failed, "\(r.output)")
        return files.files[name] ?? ""
    }

    // MARK: Swift

    static var swiftScenes: [String] { sceneFiles() + ["<kitchen sink>"] }

    @Test(arguments: swiftScenes)
    func swiftExportParsesAndUsesOnlyUIKitNames(scene: String) throws {
        let script = scene == "<kitchen sink>"
            ? Self.kitchenSink
            : try String(contentsOf: Self.packageRoot.appendingPathComponent(scene), encoding: .utf8)
        let (session, files) = Self.run(script, file: scene)
        let source = Self.export("swift", session, files)
        #expect(source.contains("final class LessonViewController: UIViewController {"))
        #expect(source.contains("override func viewDidLoad() {"))
        #expect(source == Self.export("swift", session, files), "the export is deterministic")

        let parsed = try SwiftParse.parse(source, name: scene)
        #expect(parsed.status == 0, "swiftc -parse failed for \(scene):\n\(parsed.output)\n\(source)")
        let unknown = SwiftNameCheck.unknownNames(in: source)
        #expect(unknown.isEmpty, "names that are not UIKit's in the export of \(scene): \(unknown.sorted())")
    }

    @Test func theNameCheckCatchesAnInventedAPI() {
        let bad = """
            import UIKit
            final class LessonViewController: UIViewController {
                override func viewDidLoad() {
                    let row = UIStackView()
                    row.setArrangedSpacingMagic(4)
                    let x = UIFancyView()
                    row.addArrangedSubview(x)
                }
            }
            """
        #expect(SwiftNameCheck.unknownNames(in: bad) == ["UIFancyView", "setArrangedSpacingMagic"])
    }

    @Test func swiftExportRebuildsTheScene() {
        let (session, files) = Self.run(Self.kitchenSink)
        let s = Self.export("swift", session, files)
        // Keywords are escaped, clashing names renamed, others made valid.
        #expect(s.contains("let `class` = IntrinsicSizeView(intrinsicSize: CGSize(width: 10, height: 300))"))
        #expect(s.contains("let view_ = IntrinsicSizeView("))
        #expect(s.contains("let self_ = UILabel()"))
        #expect(s.contains("let my_view = UILabel()"))
        #expect(s.contains("let 登录 = UIView()"))
        #expect(s.contains("let UILabel_ = UIView()"))
        #expect(s.contains("let `default` = UIButton(type: .system)"))
        #expect(s.contains("`default`.setTitle(\"OK\", for: .normal)"))
        #expect(s.contains("my_view.text = \"登录 \\\"q\\\" \\\\ done\""))
        #expect(s.contains("my_view.numberOfLines = 0"))
        // Fonts: each way UIKit makes one.
        #expect(s.contains("self_.font = .systemFont(ofSize: 13)"))
        #expect(s.contains("heading.font = .preferredFont(forTextStyle: .headline)"))
        #expect(s.contains("sub.font = UIFont(descriptor: UIFont.systemFont(ofSize: 15, weight: .semibold).fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)"))
        #expect(s.contains("digits.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)"))
        #expect(s.contains("strong.font = .boldSystemFont(ofSize: 17)"))
        #expect(s.contains("slanted.font = .italicSystemFont(ofSize: 17)"))
        #expect(s.contains("styled.font = UIFont(descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0)"))
        #expect(s.contains("airy.font = UIFont(descriptor: UIFont.preferredFont(forTextStyle: .caption1).fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.light]]), size: 0)"))
        #expect(s.contains("big.titleLabel?.font = UIFont.systemFont(ofSize: 20, weight: .medium)"))
        #expect(s.contains("seg2.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 15)], for: .normal)"))
        #expect(s.contains("f3.font = .preferredFont(forTextStyle: .footnote)"))
        #expect(s.contains("tv.font = .italicSystemFont(ofSize: 13)"))
        #expect(s.contains("heading.font = .preferredFont(forTextStyle: .title2)"), "set in an animation")
        #expect(!s.contains("f.font ="), "a field in its default font says nothing")
        #expect(s.contains("f.placeholder = \"Name\""))
        #expect(s.contains("let pic = UIImageView(image: placeholderImage(width: 30, height: 20))"))
        // Stack properties, custom spacing, hierarchy in order.
        #expect(s.contains("col.alignment = .firstBaseline"))
        #expect(s.contains("col.isLayoutMarginsRelativeArrangement = true"))
        #expect(s.contains("col.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)"))
        #expect(s.contains("col.setCustomSpacing(UIStackView.spacingUseSystem, after: `class`)"))
        #expect(s.contains("col.setCustomSpacing(12, after: view_)"))
        let order = ["view.addSubview(list)", "list.addSubview(col)", "col.addArrangedSubview(`class`)",
                     "col.addArrangedSubview(view_)", "col.addArrangedSubview(self_)", "col.addArrangedSubview(`default`)"]
        let positions = order.map { s.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(order)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        // Hugging as Interface Builder has it (251 for labels), hidden, alpha.
        #expect(s.contains("self_.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)"))
        #expect(s.contains("`class`.alpha = 0.5"))
        // Constraints: guides, multipliers on positions, priorities.
        #expect(s.contains("list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),"))
        #expect(s.contains("col.topAnchor.constraint(equalTo: list.contentLayoutGuide.topAnchor),"))
        #expect(s.contains("col.widthAnchor.constraint(equalTo: list.frameLayoutGuide.widthAnchor),"))
        #expect(s.contains("NSLayoutConstraint(item: UILabel_, attribute: .centerX, relatedBy: .equal, toItem: col, attribute: .centerX, multiplier: 0.5, constant: 3)"))
        #expect(s.contains(".priority = UILayoutPriority(rawValue: 999.5)"))
        #expect(s.contains("`default`.widthAnchor.constraint(equalTo: `default`.heightAnchor, multiplier: 2),"))
        #expect(s.contains("self_.firstBaselineAnchor.constraint(equalTo: my_view.firstBaselineAnchor)"))
        // Scroll view, root margins, size classes, animations.
        #expect(s.contains("list.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)"))
        #expect(s.contains("list.contentOffset = CGPoint(x: 0, y: 100)"))
        #expect(s.contains("view.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)"))
        #expect(s.contains("if horizontalClass == .compact && verticalClass == .regular { col.spacing = 30 }"))
        #expect(s.contains("if verticalClass == .compact { col.axis = .horizontal }"))
        #expect(s.contains("override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {"))
        #expect(s.contains("UIView.animate(withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1, options: [], animations: { [self] in"))
        #expect(s.contains("    col.insertArrangedSubview(f, at: 0)"))
        #expect(s.contains("}, completion: { [self] _ in"))
        // A view named like the code's own property does not hide it.
        #expect(s.contains("let playAnimations_ = UIView()"))
        #expect(s.contains("        playAnimations = { [self] in"))
    }

    @Test func swiftExportOfTheLoginFormMatchesItsScript() throws {
        let script = try String(contentsOf: Self.packageRoot.appendingPathComponent("Scripts/scenes/login.stack"), encoding: .utf8)
        let (session, files) = Self.run(script)
        let s = Self.export("swift", session, files)
        #expect(s.contains("""
                    let userLabel = UILabel()
                    userLabel.translatesAutoresizingMaskIntoConstraints = false
                    userLabel.text = "User Name:"
                    userLabel.font = .systemFont(ofSize: 17)
                    userLabel.numberOfLines = 1
                    userLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 1000), for: .horizontal)
                    userLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)
                    userLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 1000), for: .horizontal)
            """))
        #expect(s.contains("""
                    view.addSubview(form)
                    form.addArrangedSubview(title)
                    form.addArrangedSubview(userRow)
                    form.addArrangedSubview(passwordRow)
                    form.addArrangedSubview(spacer)
                    form.addArrangedSubview(login)
                    userRow.addSubview(userLabel)
                    userRow.addSubview(user)
            """))
        #expect(s.contains("form.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -20),"))
        #expect(s.contains("spacer.heightAnchor.constraint(equalToConstant: 20),"))
        #expect(!s.contains("UISV-"), "a stack's own constraints are not exported")
    }

    // MARK: SVG

    static let svgScene = """
        device iphone8
        view box
        add box to root
        constrain box.leading == root.leading + 40
        constrain box.top == root.top + 100
        constrain box.width == 120
        constrain box.height == 80
        view ghost
        add ghost to root
        constrain ghost.leading == root.leading + 200
        constrain ghost.top == root.top + 300
        constrain ghost.width == 100
        constrain ghost.height == 60
        hide ghost
        stack row spacing=10
        add row to root
        constrain row.leading == root.leading + 40
        constrain row.top == root.top + 450
        view a intrinsic=60x40; view b intrinsic=60x40
        add a b to row
        """

    @Test func svgDrawsEveryViewWhereItsFrameSays() throws {
        let (session, files) = Self.run(Self.svgScene)
        let svg = Self.export("svg", session, files)
        #expect(svg == Self.export("svg", session, files), "the export is deterministic")
        #expect(svg.contains("viewBox=\"0 0 375 667\""))
        // ids follow creation order; names, kinds and frames are attributes.
        #expect(svg.contains("<g id=\"v1\" class=\"view kind-view\" data-name=\"box\" data-kind=\"view\" data-frame=\"40 100 120 80\">"))
        #expect(svg.contains("<rect class=\"frame\" data-name=\"box\" x=\"40\" y=\"100\" width=\"120\" height=\"80\""))
        #expect(svg.contains("<g id=\"v2\" class=\"view kind-view hidden\" data-name=\"ghost\""))
        #expect(svg.contains("<g id=\"v3\" class=\"view kind-stack\" data-name=\"row\""))
        // The overlay: every frame outlined, every name placed once.
        for name in ["box", "ghost", "row", "a", "b"] {
            #expect(svg.contains("data-outline-for=\"\(name)\""))
            #expect(svg.contains("data-label-for=\"\(name)\""))
        }
        #expect(svg.contains("id=\"status-bar\""))
        #expect(svg.contains("id=\"safe-area\""))
        #expect(svg.contains("id=\"root-margins\""))

        let image = try Chromium.screenshot(svg, ext: "svg", width: 375, height: 667)
        #expect(image.width == 375 && image.height == 667)

        // box: {{40, 100}, {120, 80}}, tinted by the overlay (a plain UIView
        // draws nothing); its edges where the frame says.
        let fill = image[100, 140]
        #expect(!fill.isWhite, "box is tinted: \(fill)")
        #expect(fill.isClose(to: RGB(r: 232, g: 243, b: 252), tolerance: 6), "box's tint: \(fill)")
        #expect(abs(image.edge(from: (100, 140), dx: -1, dy: 0) - 40) <= 1)
        #expect(abs(image.edge(from: (100, 140), dx: 1, dy: 0) - 160) <= 1)
        #expect(abs(image.edge(from: (100, 140), dx: 0, dy: -1) - 100) <= 1)
        #expect(abs(image.edge(from: (100, 140), dx: 0, dy: 1) - 180) <= 1)
        #expect(image[100, 190].isWhite && image[30, 140].isWhite && image[170, 140].isWhite)

        // ghost (hidden): no fill, and its outline is dashed.
        #expect(image[250, 335].isWhite, "a hidden view has no fill: \(image[250, 335])")
        let top = (240..<296).map { image[$0, 300] }
        let inked = top.filter { !$0.isWhite }.count, blank = top.filter(\.isWhite).count
        #expect(inked >= 8 && blank >= 8, "a hidden view's outline is dashed: \(inked) inked, \(blank) blank")
        // A visible view's outline is solid.
        let boxTop = (60..<140).map { image[$0, 100] }
        #expect(boxTop.allSatisfy { !$0.isWhite })

        // The stack: a thicker purple outline around a and b.
        let row = try #require(session.byName["row"]?.view.screenFrame)
        #expect(row == .init(x: 40, y: 450, width: 130, height: 40))
        let stroke = image[105, 450]  // between a and b: only the stack's outline
        #expect(stroke.b > stroke.g + 40 && stroke.r > stroke.g, "a stack's stroke is purple: \(stroke)")

        // The status bar is shaded; the safe area is not.
        #expect(!image[5, 10].isWhite && image[5, 300].isWhite)
    }

    // MARK: HTML

    /// `mover` slides inside `box` (which sits at {30, 150}) from x 10 to
    /// 190 over 1 s, linearly, sampled at 4 fps: samples at 0, 0.25, 0.5,
    /// 0.75 and 1 s, the middle one at x 100 in box, 130 on the screen.
    static let htmlScene = """
        device iphone8
        view box
        add box to root
        constrain box.leading == root.leading + 30
        constrain box.top == root.top + 150
        constrain box.width == 300
        constrain box.height == 200
        view mover
        add mover to box
        constrain mover.top == box.top + 20
        constrain mover.width == 100
        constrain mover.height == 60
        constrain mover.leading == box.leading + 10 @ 500
        animate 1 curve=linear fps=4 { constrain mover.leading == box.leading + 190 @ 750 }
        """

    @Test func htmlScrubberAtTheMiddleShowsTheMiddleSample() throws {
        let (session, files) = Self.run(Self.htmlScene)
        let timeline = try #require(session.lastTimeline)
        #expect(timeline.samples.count == 5)
        let middle = timeline.samples[2]
        #expect(middle.t == 0.5)
        #expect(middle.views.first { $0.name == "mover" }?.frame == .init(x: 100, y: 20, width: 100, height: 60))

        let html = Self.export("html", session, files)
        #expect(html == Self.export("html", session, files), "the export is deterministic")
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<input id=\"scrubber\" type=\"range\""))
        #expect(html.contains("<button id=\"play\""))
        #expect(html.contains(timeline.json()), "the timeline is embedded as JSON")
        for fetch in ["src=", "<link", "@import", "url(http", "https://"] {
            #expect(!html.contains(fetch), "self-contained, nothing from the network: found \(fetch)")
        }

        // Mover on the screen: x 40 at the start, 130 in the middle, 220 at the end; y 170…230.
        let mid = try Chromium.screenshot(html, ext: "html", fragment: "t=0.5", width: 400, height: 760)
        let center = (180, 200)
        #expect(mid[180, 200] != mid[300, 200], "mover is drawn over box: \(mid[180, 200]) vs \(mid[300, 200])")
        #expect(abs(mid.edge(from: center, dx: -1, dy: 0) - 130) <= 1, "left edge at \(mid.edge(from: center, dx: -1, dy: 0))")
        #expect(abs(mid.edge(from: center, dx: 1, dy: 0) - 230) <= 1, "right edge at \(mid.edge(from: center, dx: 1, dy: 0))")
        #expect(abs(mid.edge(from: center, dx: 0, dy: -1) - 170) <= 1)
        #expect(abs(mid.edge(from: center, dx: 0, dy: 1) - 230) <= 1)

        // Without a fragment the page shows the end of the animation; #sample=0 the start.
        let end = try Chromium.screenshot(html, ext: "html", width: 400, height: 760)
        #expect(abs(end.edge(from: (270, 200), dx: -1, dy: 0) - 220) <= 1)
        #expect(abs(end.edge(from: (270, 200), dx: 1, dy: 0) - 320) <= 1)
        #expect(end[180, 200].isClose(to: mid[300, 200], tolerance: 2), "at the end mover has left x 180")
    }

    @Test func htmlWithoutAnAnimationShowsTheStaticSceneAndSaysSo() {
        let (session, files) = Self.run(Self.svgScene)
        let html = Self.export("html", session, files)
        #expect(html.contains("No animation has run in this session"))
        #expect(!html.contains("id=\"scrubber\""))
        #expect(html.contains("data-name=\"box\""))
        // Interactive without an animation: each view carries its frame and
        // explain's answer for hover and tap.
        #expect(html.contains("data-explain=\"box {{40, 100}, {120, 80}}"), "\(html.prefix(3000))")
        #expect(html.contains("id=\"info\"") && html.contains("addEventListener(\"mouseenter\""))
        #expect(html.contains("id=\"overlay-toggle\""))
    }

    @Test func htmlShowsTheSceneNowWhenCommandsFollowedTheAnimation() {
        let (session, files) = Self.run(Self.htmlScene + "\nview late\nadd late to root")
        let html = Self.export("html", session, files)
        #expect(html.contains("<h2>The scene now</h2>"))
        #expect(html.contains("<g id=\"now-v3\" class=\"view kind-view\" data-name=\"late\""))
        // The player's scene is the animation's: no `late` in it.
        let player = html.components(separatedBy: "<h2>The scene now</h2>")[0]
        #expect(!player.contains("data-name=\"late\""))
    }

    @Test func pngDecoderReadsAStoredBlockImage() throws {
        // 2×1 RGB, filter 0, zlib with one stored block: red, green.
        let raw: [UInt8] = [0, 255, 0, 0, 0, 255, 0]
        var z: [UInt8] = [0x78, 0x01, 0x01, UInt8(raw.count), 0, ~UInt8(raw.count), 0xff]
        z += raw
        z += [0, 0, 0, 0]  // Adler-32 (not checked)
        var png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        func chunk(_ type: String, _ data: [UInt8]) {
            let n = UInt32(data.count)
            png += [UInt8(n >> 24), UInt8((n >> 16) & 0xff), UInt8((n >> 8) & 0xff), UInt8(n & 0xff)]
            png += Array(type.utf8) + data + [0, 0, 0, 0]
        }
        chunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        chunk("IDAT", z)
        chunk("IEND", [])
        let image = try PNGImage(bytes: png)
        #expect(image[0, 0] == RGB(r: 255, g: 0, b: 0) && image[1, 0] == RGB(r: 0, g: 255, b: 0))
    }
}

// MARK: - swiftc -parse

enum SwiftParse {
    static func swiftc() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func parse(_ source: String, name: String) throws -> (status: Int32, output: String) {
        guard let swiftc = swiftc() else {
            Issue.record("swiftc is not on PATH (nor in /opt/swift/usr/bin): install the Swift toolchain; Scripts/test finds it")
            return (-1, "")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("LessonViewController.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try runProcess(swiftc, ["-parse", file.path], timeout: 120, log: dir.appendingPathComponent("log"))
    }
}

/// Runs a program with its output going to `log`; kills it after `timeout` seconds.
func runProcess(_ path: String, _ arguments: [String], timeout: Double, log: URL) throws -> (status: Int32, output: String) {
    let result = ChildProcess.run([path] + arguments, log: log.path, timeout: timeout)
    return (result.status, result.output)
}

// MARK: - The UIKit allow-list

/// Checks that a Swift export names only UIKit and Swift API: every
/// identifier after a `.` and every capitalised identifier (a type) must be
/// in ``allowed`` or declared by the file itself (its classes, its
/// properties and methods, its locals for capitalised view names).
enum SwiftNameCheck {
    static let types: Set<String> = [
        "UIKit", "UIViewController", "UIView", "UILabel", "UIButton", "UISwitch", "UISlider", "UISegmentedControl",
        "UITextField", "UIImageView", "UIImage", "UIStackView", "UIScrollView", "UIColor", "UIFont", "UIEdgeInsets",
        "UILayoutPriority", "NSLayoutConstraint", "UIGraphicsImageRenderer", "UITraitCollection", "CGSize", "CGRect",
        "CGPoint", "CGFloat", "NSCoder", "Void", "Bool", "UIControl", "UITextView", "UIFontDescriptor", "TraitKey",
        "Weight",
    ]
    static let members: Set<String> = [
        // UIView and UIViewController
        "translatesAutoresizingMaskIntoConstraints", "backgroundColor", "isHidden", "alpha", "layoutMargins",
        "addSubview", "removeFromSuperview", "superview", "frame", "layoutIfNeeded", "viewDidLoad", "viewDidAppear", "insertSubview",
        "traitCollectionDidChange", "traitCollection", "horizontalSizeClass", "verticalSizeClass", "compact", "regular",
        "unspecified", "intrinsicContentSize", "noIntrinsicMetric", "viewRespectsSystemMinimumLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "setContentHuggingPriority", "setContentCompressionResistancePriority",
        "horizontal", "vertical", "animate", "curveLinear", "curveEaseIn", "curveEaseOut", "curveEaseInOut", "init",
        // Controls
        "text", "font", "systemFont", "numberOfLines", "setTitle", "normal", "system", "borderStyle", "roundedRect",
        "placeholder", "image", "none", "line", "bezel", "custom", "contentMode", "scaleToFill", "scaleAspectFit",
        "scaleAspectFill", "isScrollEnabled",
        // Fonts
        "preferredFont", "forTextStyle", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont",
        "titleLabel", "setTitleTextAttributes", "fontDescriptor", "withSymbolicTraits", "traitBold", "traitItalic",
        "addingAttributes", "traits", "weight", "descriptor", "setImage", "contentEdgeInsets",
        "ultraLight", "thin", "light", "medium", "semibold", "bold", "heavy", "black",
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption1", "caption2",
        // UIStackView
        "axis", "distribution", "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
        "alignment", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline", "spacing",
        "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "addArrangedSubview",
        "insertArrangedSubview", "removeArrangedSubview", "setCustomSpacing", "spacingUseSystem", "spacingUseDefault",
        // UIScrollView
        "contentInset", "contentOffset", "contentLayoutGuide", "frameLayoutGuide", "scrollRectToVisible",
        // Auto Layout
        "activate", "priority", "identifier", "isActive", "constraint", "leadingAnchor", "trailingAnchor",
        "leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor", "widthAnchor", "heightAnchor", "centerXAnchor",
        "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor", "layoutMarginsGuide", "safeAreaLayoutGuide",
        "equal", "lessThanOrEqual", "greaterThanOrEqual", "notAnAttribute", "left", "right", "width", "height",
        "centerX", "centerY",
        // Colours and drawing
        "systemBackground", "systemGray4", "setFill", "zero",
    ]
    static let functions: Set<String> = ["fatalError"]

    struct Token { var text: String; var afterDot: Bool; var next: Character? }

    /// Identifiers outside comments and string literals, with whether a
    /// `.` precedes them.
    static func identifiers(in source: String) -> [Token] {
        let chars = Array(source)
        var out: [Token] = []
        var i = 0
        var lastSignificant: Character? = nil
        func isStart(_ c: Character) -> Bool { c == "_" || c.isLetter }
        func isPart(_ c: Character) -> Bool { c == "_" || c.isLetter || c.isNumber }
        while i < chars.count {
            let c = chars[i]
            if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" {
                while i < chars.count && chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && i + 1 < chars.count && chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count && !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
                continue
            }
            if c == "\"" {
                i += 1
                while i < chars.count && chars[i] != "\"" {
                    if chars[i] == "\\" { i += 1 }
                    i += 1
                }
                i += 1
                lastSignificant = "\""
                continue
            }
            if c.isNumber {
                while i < chars.count && (chars[i].isNumber || chars[i] == "." || chars[i] == "_" || chars[i] == "e") { i += 1 }
                lastSignificant = "0"
                continue
            }
            if c == "`" || isStart(c) {
                let quoted = c == "`"
                var j = quoted ? i + 1 : i
                let start = j
                while j < chars.count && isPart(chars[j]) { j += 1 }
                let word = String(chars[start..<j])
                if quoted { j += 1 }
                var k = j
                while k < chars.count && chars[k] == " " { k += 1 }
                out.append(Token(text: quoted ? "`\(word)`" : word, afterDot: lastSignificant == ".", next: k < chars.count ? chars[k] : nil))
                i = j
                lastSignificant = "a"
                continue
            }
            if !c.isWhitespace { lastSignificant = c }
            i += 1
        }
        return out
    }

    static let keywords: Set<String> = [
        "import", "final", "class", "override", "func", "let", "var", "private", "super", "self", "return", "if",
        "in", "true", "false", "nil", "required", "init", "do", "Self",
    ]

    static func unknownNames(in source: String) -> Set<String> {
        let tokens = identifiers(in: source)
        // What the file declares: its types, members and locals.
        var declared: Set<String> = []
        for (i, t) in tokens.enumerated() where ["class", "func", "let", "var"].contains(t.text) && i + 1 < tokens.count {
            declared.insert(tokens[i + 1].text)
        }
        var unknown: Set<String> = []
        for (i, t) in tokens.enumerated() {
            let previous = i > 0 ? tokens[i - 1].text : ""
            if ["class", "func", "let", "var"].contains(previous) { continue }
            if t.text.hasPrefix("`") { continue }
            if t.afterDot {
                // A member: UIKit's, or the file's own (self.intrinsicSize).
                if !members.contains(t.text) && !types.contains(t.text) && !declared.contains(t.text) { unknown.insert(t.text) }
            } else if let f = t.text.first, f.isUppercase, !keywords.contains(t.text) {
                if !types.contains(t.text) && !declared.contains(t.text) { unknown.insert(t.text) }
            } else if t.next == "(", !keywords.contains(t.text), !declared.contains(t.text), !functions.contains(t.text) {
                unknown.insert(t.text)
            }
        }
        return unknown
    }
}

// MARK: - Headless Chromium

enum Chromium {
    static func executable() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let c = env["CHROMIUM"], FileManager.default.isExecutableFile(atPath: c) { return c }
        let path = env["PATH"] ?? ""
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for dir in path.split(separator: ":") + ["/usr/bin"] {
                let p = "\(dir)/\(name)"
                if FileManager.default.isExecutableFile(atPath: p) { return p }
            }
        }
        return nil
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Renders `content` (written to a temporary `.ext` file) and decodes the PNG.
    static func screenshot(_ content: String, ext: String, fragment: String? = nil, width: Int, height: Int) throws -> PNGImage {
        guard let chromium = executable() else {
            throw Missing(description: "chromium is not installed: run Scripts/test, which installs Debian's chromium package (or set CHROMIUM)")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("page.\(ext)")
        try content.write(to: page, atomically: true, encoding: .utf8)
        let png = dir.appendingPathComponent("shot.png")
        var url = page.absoluteString
        if let fragment { url += "#" + fragment }
        let result = try runProcess(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--no-first-run", "--force-device-scale-factor=1", "--user-data-dir=\(dir.appendingPathComponent("profile").path)",
            "--screenshot=\(png.path)", "--window-size=\(width),\(height)", url,
        ], timeout: 90, log: dir.appendingPathComponent("log"))
        guard let bytes = FileManager.default.contents(atPath: png.path) else {
            throw Missing(description: "chromium wrote no screenshot (exit \(result.status)):\n\(result.output.suffix(2000))")
        }
        return try PNGImage(bytes: [UInt8](bytes))
    }
}

// MARK: - PNG decoding

struct RGB: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int
    var isWhite: Bool { r >= 250 && g >= 250 && b >= 250 }
    func isClose(to o: RGB, tolerance: Int) -> Bool {
        abs(r - o.r) <= tolerance && abs(g - o.g) <= tolerance && abs(b - o.b) <= tolerance
    }
    var description: String { "rgb(\(r), \(g), \(b))" }
}

/// A decoded 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes).
struct PNGImage {
    struct Malformed: Error, CustomStringConvertible { var description: String }

    let width: Int
    let height: Int
    private let channels: Int
    private let pixels: [UInt8]

    init(bytes: [UInt8]) throws {
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) else {
            throw Malformed(description: "not a PNG")
        }
        var pos = 8
        var idat: [UInt8] = []
        var w = 0, h = 0, colorType = 0, depth = 0, interlace = 0
        func u32(_ p: Int) -> Int { Int(bytes[p]) << 24 | Int(bytes[p + 1]) << 16 | Int(bytes[p + 2]) << 8 | Int(bytes[p + 3]) }
        while pos + 8 <= bytes.count {
            let length = u32(pos)
            let type = String(decoding: bytes[pos + 4..<pos + 8], as: UTF8.self)
            let data = pos + 8
            guard data + length <= bytes.count else { throw Malformed(description: "truncated chunk \(type)") }
            switch type {
            case "IHDR":
                w = u32(data)
                h = u32(data + 4)
                depth = Int(bytes[data + 8])
                colorType = Int(bytes[data + 9])
                interlace = Int(bytes[data + 12])
            case "IDAT": idat += bytes[data..<data + length]
            default: break
            }
            pos = data + length + 4
            if type == "IEND" { break }
        }
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw Malformed(description: "unsupported PNG: depth \(depth), colour type \(colorType), interlace \(interlace)")
        }
        guard idat.count > 2 else { throw Malformed(description: "no image data") }
        var inflater = Inflater(Array(idat[2...]))  // skip the zlib header
        let raw = try inflater.inflate()
        let bpp = colorType == 6 ? 4 : 3
        let stride = w * bpp
        guard raw.count >= h * (stride + 1) else { throw Malformed(description: "short image data") }
        var out = [UInt8](repeating: 0, count: w * h * bpp)
        for y in 0..<h {
            let filter = raw[y * (stride + 1)]
            let src = y * (stride + 1) + 1
            let dst = y * stride
            for x in 0..<stride {
                let v = Int(raw[src + x])
                let a = x >= bpp ? Int(out[dst + x - bpp]) : 0
                let b = y > 0 ? Int(out[dst - stride + x]) : 0
                let c = x >= bpp && y > 0 ? Int(out[dst - stride + x - bpp]) : 0
                let value: Int
                switch filter {
                case 0: value = v
                case 1: value = v + a
                case 2: value = v + b
                case 3: value = v + (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    value = v + (pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                default: throw Malformed(description: "bad filter \(filter)")
                }
                out[dst + x] = UInt8(value & 0xff)
            }
        }
        width = w
        height = h
        channels = bpp
        pixels = out
    }

    subscript(x: Int, y: Int) -> RGB {
        let i = (y * width + x) * channels
        return RGB(r: Int(pixels[i]), g: Int(pixels[i + 1]), b: Int(pixels[i + 2]))
    }

    /// Walking from `start` by (dx, dy), the first coordinate (x for a
    /// horizontal walk, y for a vertical one) whose colour is no longer the
    /// start's: the edge of the box the start is in.
    func edge(from start: (Int, Int), dx: Int, dy: Int, tolerance: Int = 8) -> Int {
        let colour = self[start.0, start.1]
        var (x, y) = start
        while x + dx >= 0, x + dx < width, y + dy >= 0, y + dy < height {
            x += dx
            y += dy
            if !self[x, y].isClose(to: colour, tolerance: tolerance) { break }
        }
        // The edge is the boundary between the last inside pixel and the
        // first outside one: the outside pixel's own coordinate going
        // right/down, one more going left/up.
        return dx != 0 ? (dx > 0 ? x : x + 1) : (dy > 0 ? y : y + 1)
    }
}

/// DEFLATE (RFC 1951) decompression, after zlib's puff.c: stored, fixed and
/// dynamic Huffman blocks.
struct Inflater {
    struct Malformed: Error, CustomStringConvertible { var description: String }

    private let input: [UInt8]
    private var pos = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    init(_ input: [UInt8]) { self.input = input }

    private mutating func bits(_ n: Int) throws -> Int {
        var value = bitBuffer
        while bitCount < n {
            guard pos < input.count else { throw Malformed(description: "out of input") }
            value |= Int(input[pos]) << bitCount
            pos += 1
            bitCount += 8
        }
        bitBuffer = value >> n
        bitCount -= n
        return value & ((1 << n) - 1)
    }

    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]

        init(lengths: [Int]) {
            symbols = [Int](repeating: 0, count: lengths.count)
            for l in lengths { counts[l] += 1 }
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<15 { offsets[l + 1] = offsets[l] + counts[l] }
            for (symbol, l) in lengths.enumerated() where l != 0 {
                symbols[offsets[l]] = symbol
                offsets[l] += 1
            }
        }
    }

    private mutating func decode(_ h: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = h.counts[length]
            if code - count < first { return h.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw Malformed(description: "bad Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws {
        while true {
            var symbol = try decode(lengths)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                symbol -= 257
                guard symbol < 29 else { throw Malformed(description: "bad length symbol") }
                let length = Self.lengthBase[symbol] + (try bits(Self.lengthExtra[symbol]))
                let d = try decode(distances)
                guard d < 30 else { throw Malformed(description: "bad distance symbol") }
                let distance = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
                guard distance <= output.count else { throw Malformed(description: "distance too far back") }
                let start = output.count - distance
                for k in 0..<length { output.append(output[start + k]) }
            }
        }
    }

    mutating func inflate() throws -> [UInt8] {
        var last = 0
        repeat {
            last = try bits(1)
            switch try bits(2) {
            case 0:
                bitBuffer = 0
                bitCount = 0
                guard pos + 4 <= input.count else { throw Malformed(description: "short stored block") }
                let length = Int(input[pos]) | Int(input[pos + 1]) << 8
                pos += 4
                guard pos + length <= input.count else { throw Malformed(description: "short stored block") }
                output += input[pos..<pos + length]
                pos += length
            case 1:
                var l = [Int](repeating: 8, count: 288)
                for s in 144..<256 { l[s] = 9 }
                for s in 256..<280 { l[s] = 7 }
                try codes(Huffman(lengths: l), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let nlen = try bits(5) + 257, ndist = try bits(5) + 1, ncode = try bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for k in 0..<ncode { codeLengths[order[k]] = try bits(3) }
                let lencode = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < nlen + ndist {
                    let symbol = try decode(lencode)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw Malformed(description: "repeat with no length") }
                        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                try codes(Huffman(lengths: Array(lengths[0..<nlen])), Huffman(lengths: Array(lengths[nlen..<nlen + ndist])))
            default:
                throw Malformed(description: "bad block type")
            }
        } while last == 0
        return output
    }
}
