import Geometry
import InterfaceBuilder
import TestSupport
import Testing
@testable import ReplCore

/// `open`, `scenes` and `check` at the prompt and in replay, on documents
/// written for these tests (TestSupport's IBFixtures) and on one of
/// ../shared/ib-corpus.
@Suite("Interface Builder documents at the prompt")
struct DocumentCommandTests {
    /// A session on `files`, wide enough that answers stay on one line.
    static func session(_ files: [String: String]) -> Session {
        let s = Session(fileSystem: MemoryFileSystem(files))
        s.terminalColumns = 200
        return s
    }

    @Test func openLaysTheDocumentOutAndNamesItsViews() throws {
        let s = Self.session(["a.storyboard": IBFixtures.stacked()])
        let r = s.run("open a.storyboard")
        #expect(!r.failed, "\(r.output)")
        #expect(r.stdout.hasPrefix("opened a.storyboard: view controller's view rtA-00-aaa \"DemoViewController\", 5 views on retina4_7"))
        // The stack is pinned to the safe area's top (20) and the root's
        // leading margin (16); its views are the constraints' sizes.
        #expect(s.run("frame column").stdout == "column {{16, 20}, {100, 86}}")
        #expect(s.run("frame small").stdout == "small {{0, 0}, {28, 28}}")
        #expect(s.run("frame wide").stdout == "wide {{0, 36}, {100, 50}}")
        // The fixed-frame box keeps its frame.
        #expect(s.run("frame box").stdout == "box {{200, 300}, {40, 40}}")
        // By IB id, and `dump` carries the ids.
        #expect(s.run("frame v2A-00-aaa").stdout == "wide {{0, 36}, {100, 50}}")
        #expect(s.run("explain stA-00-aaa").stdout.hasPrefix("column {{16, 20}, {100, 86}}"))
        let dump = s.run("dump").stdout
        #expect(dump.contains(#""name":"root","kind":"root","ibID":"rtA-00-aaa""#))
        #expect(dump.contains(#""name":"wide","kind":"view","ibID":"v2A-00-aaa""#))
    }

    /// Size classes are evaluated again on `rotate` and `device`, as UIKit
    /// installs a storyboard's variations when the trait collection
    /// changes: iPhone 8 in landscape is compact height, where the middle
    /// row is not installed and the stack is 300 wide.
    @Test func sizeClassInstallationFollowsRotationAndDevice() {
        let s = Self.session(["c.storyboard": IBFixtures.sizeClasses()])
        #expect(!s.run("open c.storyboard").failed)
        #expect(s.run("frame rows").stdout == "rows {{16, 20}, {100, 76}}")
        #expect(s.run("frame middle").stdout == "middle {{0, 28}, {100, 20}}")
        #expect(s.run("check").stdout.hasSuffix("4 views: 4 agree, 0 differ"))
        let portrait = s.run("dump").stdout
        let turned = s.run("rotate")
        #expect(!turned.failed, "\(turned.output)")
        #expect(s.run("frame rows").stdout == "rows {{20, 0}, {300, 48}}")
        #expect(s.run("frame bottom").stdout == "bottom {{0, 28}, {300, 20}}")
        #expect(s.run("frame middle").stdout == "middle {{0, 0}, {0, 0}}")
        #expect(s.run("tree").stdout.hasSuffix("not in the window: middle"))
        // Back to regular height: the row comes back in its place.
        #expect(!s.run("rotate").failed)
        #expect(s.run("frame middle").stdout == "middle {{0, 28}, {100, 20}}")
        #expect(s.run("frame bottom").stdout == "bottom {{0, 56}, {100, 20}}")
        #expect(s.run("dump").stdout == portrait)
        // Undo takes a rotation back whole.
        #expect(!s.run("rotate").failed)
        #expect(!s.run("undo").failed)
        #expect(s.run("dump").stdout == portrait)
        // An iPad is regular in both: as portrait on the iPhone.
        #expect(!s.run("rotate; device ipad").failed)
        #expect(s.run("frame rows").stdout.hasSuffix("{100, 76}}"))
        // A constraint the user takes away stays away while its classes
        // agree about it; the classes' own answer applies when they change.
        #expect(!s.run("device iphone8").failed)  // still landscape: compact height
        let listed = s.run("constraints rows").stdout
        #expect(listed.contains("#2 rows.width == 300"), "\(listed)")
        #expect(!s.run("deactivate rows#2").failed)
        #expect(!s.run("device iphone-x").failed)  // compact height too
        #expect(!s.run("constraints rows").stdout.contains("rows.width == 300"))
        #expect(!s.run("rotate").failed)
        #expect(s.run("frame rows").stdout.hasSuffix("{100, 76}}"))
        #expect(!s.run("rotate").failed)
        #expect(s.run("frame rows").stdout.hasSuffix("{300, 48}}"))
    }

    /// `export storyboard` writes size-class installation as Xcode does
    /// (`<variation key=…><mask key=…><include|exclude …/>`), also for what
    /// the current classes leave out: the written document opens to the
    /// same scene, in either orientation.
    @Test func sizeClassInstallationIsWrittenBack() {
        let s = Self.session(["c.storyboard": IBFixtures.sizeClasses()])
        #expect(!s.run("open c.storyboard").failed)
        for turned in [false, true] {
            if turned { #expect(!s.run("rotate").failed) }
            let written = s.run("export storyboard out.storyboard")
            #expect(!written.failed, "\(written.output)")
            let text = (try? s.fileSystem.read("out.storyboard")) ?? ""
            #expect(text.contains(#"<variation key="heightClass=compact">"#))
            #expect(text.contains(#"<mask key="subviews">"#))
            #expect(text.contains(#"<variation key="default">"#))
            let t = Self.session(["o.storyboard": text])
            #expect(!t.run("open o.storyboard").failed)
            for name in ["rows", "top", "middle", "bottom"] {
                #expect(t.run("frame \(name)").stdout == s.run("frame \(name)").stdout, "\(name), turned: \(turned)")
            }
            #expect(!t.run("rotate").failed)
            #expect(!s.run("rotate").failed)
            for name in ["rows", "top", "middle", "bottom"] {
                #expect(t.run("frame \(name)").stdout == s.run("frame \(name)").stdout, "\(name), turned back: \(turned)")
            }
            #expect(!s.run("rotate").failed)
        }
    }

    /// A constraint's constant may vary by size class (`<variation
    /// key=… constant=…/>` inside the `<constraint>`): the top row is 20
    /// tall, 40 for compact height, 60 for compact height and width.
    @Test func aConstantThatVariesBySizeClass() {
        let text = IBFixtures.sizeClasses().replacingOccurrences(
            of: #"<constraint firstAttribute="height" constant="20" id="h1C-00-aaa"/>"#,
            with: #"<constraint firstAttribute="height" constant="20" id="h1C-00-aaa"><variation key="heightClass=compact" constant="40"/><variation key="heightClass=compact-widthClass=compact" constant="60"/></constraint>"#)
        #expect(text.contains("constant=\"40\""))
        let s = Self.session(["c.storyboard": text])
        #expect(!s.run("open c.storyboard").failed)
        #expect(s.run("frame top").stdout == "top {{0, 0}, {100, 20}}")
        #expect(!s.run("device 800x300@2x").failed)  // wider than tall: wR hC
        #expect(s.run("frame top").stdout == "top {{0, 0}, {300, 40}}")
        #expect(!s.run("device ipad").failed)  // wR hR
        #expect(s.run("frame top").stdout == "top {{0, 0}, {100, 20}}")
        #expect(!s.run("device iphone8; rotate").failed)  // wC hC
        #expect(s.run("frame top").stdout == "top {{0, 0}, {300, 60}}")
        #expect(!s.run("device iphone8plus").failed)  // landscape: wR hC
        #expect(s.run("frame top").stdout == "top {{0, 0}, {300, 40}}")
        #expect(!s.run("rotate").failed)
        #expect(s.run("frame top").stdout == "top {{0, 0}, {100, 20}}")
    }

    /// `preservesMargins=` at the prompt: the container pinned to the
    /// root's edges takes the root's 16-pt margins for its content, explain
    /// says where the margin comes from, undo takes it back, and `export
    /// swift` and `export storyboard` carry it (the storyboard opens to the
    /// same frames).
    @Test func preservedMarginsAtThePromptAndInTheFormats() {
        let s = Self.session([:])
        let built = s.run("""
            view red; view yellow; add red to root; add yellow to red
            constrain red.leading == root.leading; constrain red.trailing == root.trailing
            constrain red.top == root.safeArea.top; constrain yellow.height == 20
            constrain yellow.leading == red.margins.leading; constrain yellow.trailing == red.margins.trailing
            constrain yellow.top == red.margins.top; constrain yellow.bottom == red.margins.bottom
            """)
        #expect(!built.failed, "\(built.output)")
        #expect(s.run("frame yellow").stdout == "yellow {{8, 8}, {359, 20}}")
        #expect(!s.run("set red preservesMargins=true").failed)
        #expect(s.run("frame yellow").stdout == "yellow {{16, 8}, {343, 20}}")
        #expect(s.run("explain yellow").stdout.contains("(red margins 16, preserved from root's margins)"))
        #expect(s.run("dump").stdout.contains(#""name":"red","kind":"view","superview":"root","arrangedIn":null,"arrangedIndex":null,"hidden":false,"alpha":1,"preservesSuperviewLayoutMargins":true"#))
        #expect(!s.run("export swift v.swift").failed)
        #expect(((try? s.fileSystem.read("v.swift")) ?? "").contains("red.preservesSuperviewLayoutMargins = true"))
        #expect(!s.run("export storyboard v.storyboard").failed)
        let text = (try? s.fileSystem.read("v.storyboard")) ?? ""
        #expect(text.contains(#"preservesSuperviewLayoutMargins="YES""#))
        let t = Self.session(["v.storyboard": text])
        #expect(!t.run("open v.storyboard").failed)
        #expect(t.run("frame yellow").stdout == "yellow {{16, 8}, {343, 20}}")
        #expect(!s.run("undo").failed)
        #expect(s.run("frame yellow").stdout == "yellow {{8, 8}, {359, 20}}")
    }

    @Test func openIsOneUndoableStep() {
        let s = Self.session(["a.storyboard": IBFixtures.stacked()])
        _ = s.run("label hello \"Hi\"; add hello to root")
        let before = s.run("dump").stdout
        #expect(!s.run("open a.storyboard").failed)
        #expect(s.run("frame hello").failed)
        #expect(s.run("undo").stdout.hasPrefix("undid: open a.storyboard"))
        #expect(s.run("dump").stdout == before)
        #expect(!s.run("redo").failed)
        #expect(s.run("frame wide").stdout == "wide {{0, 36}, {100, 50}}")
    }

    @Test func checkListsTheViewsThatDifferAndFailsOnThem() {
        let s = Self.session(["a.storyboard": IBFixtures.stacked(), "b.storyboard": IBFixtures.stacked(secondWidth: "90")])
        #expect(!s.run("open a.storyboard").failed)
        let good = s.run("check")
        #expect(!good.failed)
        #expect(good.stdout.hasSuffix("4 views: 4 agree, 0 differ"))
        #expect(!s.run("open b.storyboard").failed)
        let bad = s.run("check")
        #expect(bad.failed)
        #expect(bad.stdout.contains("wide (v2A-00-aaa): IB {{0, 36}, {90, 50}}, StackLab {{0, 36}, {100, 50}}"))
        #expect(bad.stdout.contains("width = 100"), "explain's reason for the width")
        #expect(bad.stdout.hasSuffix("4 views: 3 agree, 1 differ"))
        #expect(bad.stderr.contains("1 view(s) differ from the frames IB recorded"))
    }

    @Test func checkScenesAndExportsOnlyLook() {
        let s = Self.session(["a.storyboard": IBFixtures.stacked(secondWidth: "90")])
        #expect(!s.run("open a.storyboard").failed)
        let before = s.run("dump").stdout
        for read in ["check", "scenes a.storyboard", "export storyboard o.storyboard", "export xib o.xib", "frame wide"] {
            _ = s.run(read)
            #expect(s.run("dump").stdout == before, "\(read) changed the scene")
        }
        // The next change reports what it moves, as if nobody had looked.
        #expect(s.run("hide small").stdout.contains("wide"))
    }

    @Test func aControlCharacterInATextStillWritesADocumentThatOpens() {
        let files = MemoryFileSystem()
        let s = Session(fileSystem: files)
        _ = s.run("label odd \"a\u{1}b\"; add odd to root; pin odd to root.margins")
        #expect(!s.run("export storyboard o.storyboard").failed)
        let t = Session(fileSystem: files)
        let r = t.run("open o.storyboard")
        #expect(!r.failed, "\(r.output)")
        #expect(t.run("dump").stdout.contains(#""name":"odd""#))
    }

    @Test func checkWithoutADocumentSaysWhatToDo() {
        let s = Self.session([:])
        let r = s.run("check")
        #expect(r.failed)
        #expect(r.stderr.contains("no document is open"))
    }

    @Test func answersFoldWithinTheTerminal() {
        let s = Self.session(["a.storyboard": IBFixtures.stacked(), "b.storyboard": IBFixtures.stacked(secondWidth: "90")])
        s.terminalColumns = 40
        for command in ["scenes a.storyboard", "open a.storyboard", "open b.storyboard", "check"] {
            let r = s.run(command)
            for line in r.stdout.split(separator: "\n") { #expect(line.count <= 40, "\(command): \(line)") }
        }
    }

    @Test func tabCompletesTheCommandsAndOptions() {
        let s = Self.session([:])
        #expect(s.completions(line: "ope", cursor: 3).candidates.contains("open"))
        #expect(s.completions(line: "sce", cursor: 3).candidates.contains("scenes"))
        let line = "open a.storyboard "
        let options = s.completions(line: line, cursor: line.count).candidates
        #expect(options.contains("scene=") && options.contains("images="), "\(options)")
        let export = "export st"
        #expect(s.completions(line: export, cursor: export.count).candidates == ["storyboard"])
    }

    @Test func scenesListsEveryRoot() {
        let s = Self.session(["a.storyboard": IBFixtures.stacked()])
        #expect(s.run("scenes a.storyboard").stdout
            == "rtA-00-aaa  view controller's view  \"DemoViewController\" (initial)  retina4_7  5 views")
    }

    @Test func badDocumentsChangeNothingAndSayWhere() {
        let broken = IBFixtures.stacked().replacingOccurrences(of: "</stackView>", with: "")
        let doctype = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x \"y\">]>\n<document/>"
        let s = Self.session(["broken.storyboard": broken, "doctype.xib": doctype, "a.storyboard": IBFixtures.stacked(),
                              "notes.txt": "hello"])
        _ = s.run("view keep; add keep to root")
        let before = s.run("dump").stdout
        let r1 = s.run("open broken.storyboard")
        #expect(r1.failed)
        #expect(r1.stderr.contains("broken.storyboard:"), "FILE:LINE:COL")
        #expect(r1.stderr.contains("malformed XML"))
        let r2 = s.run("open doctype.xib")
        #expect(r2.failed)
        #expect(r2.stderr.contains("doctype.xib:2:1: error: a document type declaration (<!DOCTYPE) is not read"))
        let r3 = s.run("open a.storyboard scene=nope")
        #expect(r3.failed)
        #expect(r3.stderr.contains("a.storyboard has no scene 'nope'"))
        #expect(r3.stderr.contains("rtA-00-aaa"))
        let r4 = s.run("open notes.txt")
        #expect(r4.failed)
        #expect(r4.stderr.contains("StackLab opens Interface Builder documents (.storyboard, .xib)"))
        let r5 = s.run("open missing.storyboard")
        #expect(r5.failed)
        #expect(r5.stderr.contains("cannot read missing.storyboard"))
        #expect(s.run("dump").stdout == before)
    }

    @Test func imageSizesComeFromAJSONFile() {
        let doc = IBFixtures.stacked().replacingOccurrences(
            of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1A-00-aaa" userLabel="small">"#,
            with: #"<imageView contentMode="scaleToFill" image="Heart" translatesAutoresizingMaskIntoConstraints="NO" id="imA-00-aaa"><rect key="frame" x="0" y="0" width="120" height="120"/></imageView><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1A-00-aaa" userLabel="small">"#)
        let s = Self.session(["a.storyboard": doc, "sizes.json": #"{"Heart": [120, 120]}"#, "bad.json": #"{"Heart": [1]}"#])
        let r = s.run("open a.storyboard")
        #expect(r.stderr.contains("no size for image 'Heart'"), "a warning names it")
        #expect(!s.run("open a.storyboard images=sizes.json").failed)
        #expect(s.run("frame heartImage").stdout == "heartImage {{0, 0}, {120, 120}}")
        let bad = s.run("open a.storyboard images=bad.json")
        #expect(bad.failed)
        #expect(bad.stderr.contains("expected [WIDTH, HEIGHT]"))
    }

    @Test func imageSizesComeFromTheAssetCatalogueAboveTheDocument() {
        let doc = IBFixtures.stacked().replacingOccurrences(
            of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1A-00-aaa" userLabel="small">"#,
            with: #"<imageView contentMode="scaleToFill" image="Heart" translatesAutoresizingMaskIntoConstraints="NO" id="imA-00-aaa"><rect key="frame" x="0" y="0" width="1" height="1"/></imageView><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1A-00-aaa" userLabel="small">"#)
        let s = Self.session([
            "proj/App/Base.lproj/Main.storyboard": doc,
            "proj/App/Assets.xcassets/Contents.json": "{}",
            "proj/App/Assets.xcassets/Heart.imageset/Contents.json":
                #"{"images": [{"filename": "heart.pdf", "idiom": "universal"}]}"#,
            "proj/App/Assets.xcassets/Heart.imageset/heart.pdf": "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 64 48] >>\n",
        ])
        let r = s.run("open proj/App/Base.lproj/Main.storyboard")
        #expect(!r.failed, "\(r.output)")
        #expect(!r.stderr.contains("no size for image"), "\(r.stderr)")
        #expect(s.run("frame heartImage").stdout == "heartImage {{0, 0}, {64, 48}}")
    }

    @Test func saveAfterOpenReplaysTheOpen() {
        let files = MemoryFileSystem(["a.storyboard": IBFixtures.stacked()])
        let s = Session(fileSystem: files)
        _ = s.run("view gone; add gone to root")
        #expect(!s.run("open a.storyboard").failed)
        #expect(!s.run("hide small").failed)
        #expect(!s.run("save out.stack").failed)
        let saved = files.files["out.stack"] ?? ""
        #expect(saved.hasSuffix("\nopen a.storyboard\nhide small\n"))
        #expect(!saved.contains("gone"), "what came before the open is not needed")
        let t = Session(fileSystem: files)
        #expect(!t.run("load out.stack").failed)
        #expect(t.run("dump").stdout == s.run("dump").stdout)
    }

    @Test func stacklabCheckChecksEveryRootOfACorpusDocument() throws {
        let entry = try #require(SharedCorpus.entries().first { $0.file.hasPrefix("001-") })
        let s = Session()
        let (lines, _) = s.checkEveryRoot(of: entry.path.path)
        #expect(lines.count == 3)
        #expect(lines[1].hasSuffix("view controller's view \"viewController\": 3 views: 3 agree, 0 differ"))
    }
}
