import Geometry
import InterfaceBuilder
import SceneModel
import Testing
import ViewTree

/// Small documents written for these tests, one per element and attribute
/// family, in the keys each Xcode era writes: each is opened, built, laid
/// out, and its frames asserted.
@Suite("Interface Builder element and attribute families")
struct ElementFamilyTests {
    /// A storyboard whose initial view controller's view holds `subviews`
    /// and `constraints` (XML), in the era's header: Xcode 7 (no device,
    /// 600 × 600, layout guides), Xcode 8–10 (iPhone 8, layout guides) or
    /// Xcode 11+ (iPhone 8, safe area).
    enum Era { case xcode7, xcode8, xcode11 }

    static func storyboard(_ era: Era, subviews: String, constraints: String, extra: String = "") -> String {
        let tools = era == .xcode7 ? "9059" : era == .xcode8 ? "12120" : "17506"
        let device = era == .xcode7 ? "" : #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#
        let safe = era == .xcode11 ? #" useSafeAreas="YES""# : ""
        let guides = era == .xcode11 ? "" : """
            <layoutGuides><viewControllerLayoutGuide type="top" id="tpG-00-aaa"/><viewControllerLayoutGuide type="bottom" id="btG-00-aaa"/></layoutGuides>
            """
        let size = era == .xcode7 ? (600, 600) : (375, 667)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES"\(safe) initialViewController="vcF-00-aaa">
            \(device)
            <scenes><scene sceneID="scF-00-aaa"><objects>
            <viewController id="vcF-00-aaa" sceneMemberID="viewController">
            \(guides)
            <view key="view" contentMode="scaleToFill" id="rtF-00-aaa">
            <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
            <subviews>\(subviews)</subviews>
            \(era == .xcode11 ? #"<viewLayoutGuide key="safeArea" id="sfF-00-aaa"/>"# : "")
            <constraints>\(constraints)</constraints>
            \(extra)
            </view></viewController></objects></scene></scenes>
            </document>
            """
    }

    /// Opens the text and lays it out: each named view's frame.
    static func frames(_ text: String, images: [String: Size] = [:]) throws -> (OpenedDocument, [String: Rect]) {
        let doc = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "t.storyboard")
        let opened = try doc.open(images: images)
        let built = try SceneBuilder.build(opened.scene)
        built.window.layoutIfNeeded()
        var frames: [String: Rect] = ["root": built.window.rootView.frame]
        for v in built.views { frames[v.name] = v.view.frame }
        return (opened, frames)
    }

    static func box(_ id: String, _ label: String, _ extra: String = "", constraints: String = "") -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(label)" \(extra)>
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <constraints>\(constraints)</constraints>
        </view>
        """
    }

    @Test func layoutGuidesAndSafeAreasInEachEra() throws {
        let pin = #"<constraint firstAttribute="width" constant="40" id="w1F-00-aaa"/><constraint firstAttribute="height" constant="40" id="h1F-00-aaa"/>"#
        // Xcode 7 and 8: the top layout guide's bottom; Xcode 11: the safe area.
        for era in [Era.xcode7, .xcode8] {
            let text = Self.storyboard(era, subviews: Self.box("bxF-00-aaa", "box", constraints: pin), constraints: """
                <constraint firstItem="bxF-00-aaa" firstAttribute="top" secondItem="tpG-00-aaa" secondAttribute="bottom" constant="8" id="c1F-00-aaa"/>
                <constraint firstItem="bxF-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leadingMargin" id="c2F-00-aaa"/>
                <constraint firstItem="btG-00-aaa" firstAttribute="top" relation="greaterThanOrEqual" secondItem="bxF-00-aaa" secondAttribute="bottom" id="c3F-00-aaa"/>
                """)
            let (opened, f) = try Self.frames(text)
            // 600 wide: root margins 20 (16 below 400 pt).
            #expect(f["box"] == Rect(x: era == .xcode7 ? 20 : 16, y: 28, width: 40, height: 40), "\(era)")
            #expect(opened.scene.device.name == (era == .xcode7 ? "anyAny" : "retina4_7"))
        }
        let text = Self.storyboard(.xcode11, subviews: Self.box("bxF-00-aaa", "box", constraints: pin), constraints: """
            <constraint firstItem="bxF-00-aaa" firstAttribute="top" secondItem="sfF-00-aaa" secondAttribute="top" constant="8" id="c1F-00-aaa"/>
            <constraint firstItem="sfF-00-aaa" firstAttribute="trailing" secondItem="bxF-00-aaa" secondAttribute="trailing" constant="10" id="c2F-00-aaa"/>
            """)
        #expect(try Self.frames(text).1["box"] == Rect(x: 325, y: 28, width: 40, height: 40))
    }

    @Test func multipliersInEveryFormAndPriorities() throws {
        // width = root.width × (1:3 | 1/3 | 0.5 | 2:5 | 20%) in five boxes, one under another.
        let forms = [("a", "1:3", 125.0), ("b", "1/3", 125), ("c", "0.5", 187.5), ("d", "2:5", 150), ("e", "20%", 75)]
        var subviews = "", constraints = ""
        for (i, (name, m, _)) in forms.enumerated() {
            let id = "m\(i)F-00-aaa"
            subviews += Self.box(id, name, constraints: #"<constraint firstAttribute="height" constant="10" id="h\#(i)M-00-aaa"/>"#)
            constraints += """
                <constraint firstItem="\(id)" firstAttribute="width" secondItem="rtF-00-aaa" secondAttribute="width" multiplier="\(m)" id="w\(i)M-00-aaa"/>
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" id="l\(i)M-00-aaa"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="\(i * 20)" id="t\(i)M-00-aaa"/>
                """
        }
        // A weaker constraint that loses, and a placeholder that is not there at build time.
        constraints += #"<constraint firstItem="m0F-00-aaa" firstAttribute="width" constant="300" priority="250" id="pwM-00-aaa"/>"#
        constraints += #"<constraint firstItem="m1F-00-aaa" firstAttribute="width" constant="300" placeholder="YES" id="phM-00-aaa"/>"#
        let (_, f) = try Self.frames(Self.storyboard(.xcode11, subviews: subviews, constraints: constraints))
        for (name, _, width) in forms { #expect(f[name]?.size.width == width, "\(name)") }
    }

    /// A xib's top-level collection cell whose content view has no id
    /// (Xcode 12 and later): the cell holds the constraints and is the
    /// root's view, its content view's subviews its own.
    @Test func aCollectionCellWithoutAContentViewID() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <collectionViewCell opaque="NO" contentMode="center" id="ceL-00-aaa" customClass="BadgeCell">
            <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
            <view key="contentView" opaque="NO" contentMode="center">
            <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
            <subviews>
            \(Self.box("bxC-00-aaa", "badge", constraints: #"<constraint firstAttribute="height" constant="30" id="bhC-00-aaa"/>"#))
            </subviews>
            </view>
            <constraints>
            <constraint firstItem="bxC-00-aaa" firstAttribute="leading" secondItem="ceL-00-aaa" secondAttribute="leading" constant="15" id="c1C-00-aaa"/>
            <constraint firstAttribute="trailing" secondItem="bxC-00-aaa" secondAttribute="trailing" constant="10" id="c2C-00-aaa"/>
            <constraint firstItem="bxC-00-aaa" firstAttribute="top" secondItem="ceL-00-aaa" secondAttribute="top" constant="5" id="c3C-00-aaa"/>
            </constraints>
            </collectionViewCell>
            </objects>
            </document>
            """
        let doc = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "cell.xib")
        #expect(doc.roots.map(\.id) == ["ceL-00-aaa"])
        #expect(doc.roots.first?.viewCount == 2)
        let opened = try doc.open(images: [:])
        let built = try SceneBuilder.build(opened.scene)
        built.window.layoutIfNeeded()
        let frames = Dictionary(uniqueKeysWithValues: built.views.map { ($0.name, $0.view.frame) })
        #expect(frames["badge"] == Rect(x: 15, y: 5, width: 175, height: 30), "\(frames)")
        #expect(opened.recorded.map(\.ibID).contains("bxC-00-aaa"))
    }

    /// A root view's own margins (iOS 11 and later) are at least the
    /// system minimum and inset from the safe area, as UIKit's root view's
    /// are; `export storyboard` writes them back as the view's own.
    @Test func aRootsOwnMarginsAreInsetFromTheSafeArea() throws {
        let pin = #"<constraint firstAttribute="width" constant="40" id="w1R-00-aaa"/><constraint firstAttribute="height" constant="40" id="h1R-00-aaa"/>"#
        let toMargins = """
            <constraint firstItem="bxR-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="topMargin" id="c1R-00-aaa"/>
            <constraint firstItem="bxR-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leadingMargin" id="c2R-00-aaa"/>
            """
        // 20 on every side: the top is the status bar's 20 and 20 more; the
        // leading 20 (above the minimum 16). 4 at the sides: the minimum 16.
        let cases: [(own: Int, box: Rect, written: String)] = [
            (20, Rect(x: 20, y: 40, width: 40, height: 40), #"top="20" leading="20" bottom="20" trailing="20""#),
            (4, Rect(x: 16, y: 24, width: 40, height: 40), #"top="4" leading="16" bottom="4" trailing="16""#),
        ]
        for c in cases {
            let margins = #"<directionalEdgeInsets key="directionalLayoutMargins" top="\#(c.own)" leading="\#(c.own)" bottom="\#(c.own)" trailing="\#(c.own)"/>"#
            let text = Self.storyboard(.xcode11, subviews: Self.box("bxR-00-aaa", "box", constraints: pin),
                                       constraints: toMargins, extra: margins)
            let (opened, f) = try Self.frames(text)
            #expect(f["box"] == c.box, "own margins \(c.own)")
            // Written back as the view's own margins: the same frames again.
            let written = DocumentWriter.write(opened.scene, format: .storyboard).text
            #expect(written.contains(c.written), "\(written)")
            #expect(try Self.frames(written).1["box"] == c.box)
        }
        // insetsLayoutMarginsFromSafeArea="NO" keeps them off the safe area.
        let text = Self.storyboard(.xcode11, subviews: Self.box("bxR-00-aaa", "box", constraints: pin), constraints: toMargins,
                                   extra: #"<directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>"#)
            .replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="rtF-00-aaa">"#,
                                  with: #"<view key="view" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="rtF-00-aaa">"#)
        #expect(try Self.frames(text).1["box"] == Rect(x: 20, y: 20, width: 40, height: 40))
    }

    static func navigationStoryboard(_ device: String, _ size: (Int, Int), orientation: String = "landscape",
                                     largeTitles: Bool = false, mode: String? = nil, bar: String = "",
                                     controller: String = "", edges: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="ncN-00-aaa">
        <device id="\(device)" orientation="\(orientation)" appearance="light"/>
        <scenes>
        <scene sceneID="s1N-00-aaa"><objects>
        <viewController id="vcF-00-aaa" \(controller) sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="rtF-00-aaa">
        <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
        <subviews>\(Self.box("bxN-00-aaa", "box", constraints: #"<constraint firstAttribute="width" constant="40" id="w1N-00-aaa"/><constraint firstAttribute="height" constant="40" id="h1N-00-aaa"/>"#))</subviews>
        <viewLayoutGuide key="safeArea" id="sfF-00-aaa"/>
        <constraints>
        <constraint firstItem="bxN-00-aaa" firstAttribute="top" secondItem="sfF-00-aaa" secondAttribute="top" constant="20" id="c1N-00-aaa"/>
        <constraint firstItem="bxN-00-aaa" firstAttribute="leading" secondItem="sfF-00-aaa" secondAttribute="leading" id="c2N-00-aaa"/>
        </constraints>
        </view>
        <navigationItem key="navigationItem" \(mode.map { "largeTitleDisplayMode=\"\($0)\" " } ?? "")id="niN-00-aaa"/>
        \(edges)
        </viewController>
        </objects></scene>
        <scene sceneID="s2N-00-aaa"><objects>
        <navigationController id="ncN-00-aaa" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" \(largeTitles ? "largeTitles=\"YES\" " : "")\(bar) id="nbN-00-aaa"><rect key="frame" x="0.0" y="0.0" width="844" height="32"/><autoresizingMask key="autoresizingMask"/></navigationBar>
        <connections><segue destination="vcF-00-aaa" kind="relationship" relationship="rootViewController" id="sgN-00-aaa"/></connections>
        </navigationController>
        </objects></scene>
        </scenes>
        </document>
        """
    }

    /// A navigation bar is 32 tall on a phone in landscape whose width
    /// class stays compact (UIKit's compact-height bar), 44 on a Max (regular
    /// in landscape), 96 with a large title (not in a phone's landscape);
    /// `export storyboard` writes the navigation controller back, and the
    /// frames come back the same.
    @Test func navigationBarsByOrientationAndTitle() throws {
        // iPhone 12: no status bar in landscape, a 32-pt bar, the notch's 47 at the side.
        // iPhone 12 Pro Max: regular in landscape, a 44-pt bar. iPhone 8 in
        // portrait with large titles: the status bar's 20 and 96; `never`
        // keeps the plain 44; a phone in landscape shows no large title.
        let cases: [(String, (Int, Int), String, Bool, String?, Rect)] = [
            ("retina6_0", (844, 390), "landscape", false, nil, Rect(x: 47, y: 52, width: 40, height: 40)),
            ("retina6_7", (926, 428), "landscape", false, nil, Rect(x: 47, y: 64, width: 40, height: 40)),
            ("retina4_7", (375, 667), "portrait", true, nil, Rect(x: 0, y: 136, width: 40, height: 40)),
            ("retina4_7", (375, 667), "portrait", true, "never", Rect(x: 0, y: 84, width: 40, height: 40)),
            ("retina6_0", (844, 390), "landscape", true, "always", Rect(x: 47, y: 52, width: 40, height: 40)),
        ]
        for (device, size, orientation, large, mode, box) in cases {
            let text = Self.navigationStoryboard(device, size, orientation: orientation, largeTitles: large, mode: mode)
            let (opened, f) = try Self.frames(text)
            #expect(f["box"] == box, "\(device) \(orientation) large \(large) \(mode ?? "")")
            let written = DocumentWriter.write(opened.scene, format: .storyboard).text
            #expect(written.contains("<navigationController"), "\(device): \(written)")
            #expect(try Self.frames(written).1["box"] == box, "\(device) written back")
        }
    }

    /// A view controller under an opaque navigation bar (`translucent="NO"`)
    /// is laid out below it, as UIKit does unless
    /// `extendedLayoutIncludesOpaqueBars`: IB records its view 64 shorter
    /// on an iPhone 8 (a public storyboard of Xcode 10: 375 × 603, a
    /// segmented control pinned to the safe area's top at y 0), and its
    /// safe area has neither the status bar nor the bar. The same with
    /// `edgesForExtendedLayout` leaving the top out, whatever the bar.
    @Test func opaqueBarsAndEdgesTheViewStopsAt() throws {
        let cases: [(String, String, String, (Int, Int), Rect)] = [
            (#"translucent="NO""#, "", "", (375, 603), Rect(x: 0, y: 20, width: 40, height: 40)),
            ("", "", #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#, (375, 603), Rect(x: 0, y: 20, width: 40, height: 40)),
            (#"translucent="NO""#, #"extendedLayoutIncludesOpaqueBars="YES""#, "", (375, 667), Rect(x: 0, y: 84, width: 40, height: 40)),
            ("", "", "", (375, 667), Rect(x: 0, y: 84, width: 40, height: 40)),
        ]
        for (bar, controller, edges, size, box) in cases {
            let text = Self.navigationStoryboard("retina4_7", size, orientation: "portrait", bar: bar, controller: controller, edges: edges)
            let (opened, f) = try Self.frames(text)
            #expect(f["root"]?.size == Size(width: Double(size.0), height: Double(size.1)), "\(bar) \(controller) \(edges)")
            #expect(f["box"] == box, "\(bar) \(controller) \(edges)")
            let top = opened.scene.device.device.safeAreaInsets(for: .portrait).top
            #expect(top == (size.1 == 603 ? 0 : 64), "\(bar) \(controller) \(edges)")
        }
    }

    @Test func autoresizingMasksKeepTheRecordedFrame() throws {
        let subviews = """
            <view contentMode="scaleToFill" fixedFrame="YES" id="arF-00-aaa" userLabel="fixed"><rect key="frame" x="30" y="40" width="50" height="60"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>
            <view contentMode="scaleToFill" id="asF-00-aaa" userLabel="stretchy"><rect key="frame" x="10" y="100" width="355" height="20"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view>
            <view contentMode="scaleToFill" id="atF-00-aaa" userLabel="right"><rect key="frame" x="300" y="200" width="50" height="20"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/></view>
            """
        let (opened, f) = try Self.frames(Self.storyboard(.xcode8, subviews: subviews, constraints: ""))
        #expect(f["fixed"] == Rect(x: 30, y: 40, width: 50, height: 60))
        #expect(f["stretchy"] == Rect(x: 10, y: 100, width: 355, height: 20))
        #expect(f["right"] == Rect(x: 300, y: 200, width: 50, height: 20))
        // Written as the app's constraints, identified as IB's autoresizing.
        let root = try #require(opened.scene.view(named: "root"))
        #expect(root.constraints.filter { $0.identifier == "IB-autoresizing" }.count == 12, "a position and a size per axis")
    }

    @Test func stackAttributesAndStandardSpacing() throws {
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="trailing" spacingType="standard" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="skF-00-aaa" userLabel="column">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <subviews>
            \(Self.box("k1F-00-aaa", "one", constraints: #"<constraint firstAttribute="width" constant="30" id="k1W-00-aaa"/>"#))
            \(Self.box("k2F-00-aaa", "two", #"hidden="YES""#, constraints: #"<constraint firstAttribute="width" constant="30" id="k2W-00-aaa"/>"#))
            \(Self.box("k3F-00-aaa", "three", constraints: #"<constraint firstAttribute="width" constant="30" id="k3W-00-aaa"/>"#))
            </subviews>
            <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="6" bottom="7" trailing="8"/>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="skF-00-aaa" firstAttribute="top" secondItem="sfF-00-aaa" secondAttribute="top" id="s1K-00-aaa"/>
            <constraint firstItem="skF-00-aaa" firstAttribute="leading" secondItem="sfF-00-aaa" secondAttribute="leading" id="s2K-00-aaa"/>
            <constraint firstItem="skF-00-aaa" firstAttribute="width" constant="100" id="s3K-00-aaa"/>
            <constraint firstItem="skF-00-aaa" firstAttribute="height" constant="120" id="s4K-00-aaa"/>
            """
        let (opened, f) = try Self.frames(Self.storyboard(.xcode11, subviews: subviews, constraints: constraints))
        let stack = try #require(opened.scene.view(named: "column")?.stack)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .trailing)
        #expect(stack.spacing == StackLayout_spacingUseSystem)
        #expect(stack.isLayoutMarginsRelativeArrangement)
        #expect(opened.scene.view(named: "two")?.isHidden == true)
        // Two visible views share 120 − 5 − 7 − 8 (standard spacing) equally, at the trailing margin.
        #expect(f["one"] == Rect(x: 62, y: 5, width: 30, height: 50))
        #expect(f["three"] == Rect(x: 62, y: 63, width: 30, height: 50))
    }

    /// A stack whose margins IB was told (no `layoutMarginsRelativeArrangement`
    /// attribute) is arranged inside them, as IB's own frames show (a
    /// public 14460 sample of two stacks that differ only in their margins:
    /// "First Label" at 8, 8, the stack 120.5 wide for 104.5); one without
    /// margins is not; an explicit attribute (no document of Xcode 8–16
    /// seen has one) wins; each survives a round trip, the writer giving a
    /// margins-relative stack its margins and another stack none.
    @Test func aStackWithItsOwnMarginsIsArrangedInsideThem() throws {
        func stack(_ id: String, _ name: String, _ attribute: String, margins: Bool) -> String {
            let label = NamedFontTests.label("\(id.prefix(2))L-00-aaa", name + "Label", #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
            return """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" \(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews>\(label)</subviews>
                \(margins ? #"<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>"# : "")
                </stackView>
                """
        }
        let subviews = stack("m1F-00-aaa", "plain", "", margins: false) + stack("m2F-00-aaa", "inset", "", margins: true)
            + stack("m3F-00-aaa", "told", #"layoutMarginsRelativeArrangement="NO""#, margins: true)
        let constraints = ["m1F", "m2F", "m3F"].enumerated().map { i, id in
            """
            <constraint firstItem="\(id)-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="\(40 + 80 * i)" id="\(id.prefix(2))T-00-aaa"/>
            <constraint firstItem="\(id)-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="16" id="\(id.prefix(2))D-00-aaa"/>
            """
        }.joined()
        let text = Self.storyboard(.xcode11, subviews: subviews, constraints: constraints)
        let (opened, f) = try Self.frames(text)
        #expect(opened.scene.view(named: "plain")?.stack?.isLayoutMarginsRelativeArrangement == false)
        #expect(opened.scene.view(named: "inset")?.stack?.isLayoutMarginsRelativeArrangement == true)
        #expect(opened.scene.view(named: "told")?.stack?.isLayoutMarginsRelativeArrangement == false)
        // "Label" in the 17-pt system font is 41.5 × 20.5 on @2x (`open`
        // measures as today's iPhone).
        #expect(f["plainLabel"] == Rect(x: 0, y: 0, width: 41.5, height: 20.5))
        #expect(f["plain"]?.size == Size(width: 41.5, height: 20.5))
        #expect(f["insetLabel"] == Rect(x: 8, y: 8, width: 41.5, height: 20.5))
        #expect(f["inset"]?.size == Size(width: 57.5, height: 36.5))
        #expect(f["toldLabel"] == Rect(x: 0, y: 0, width: 41.5, height: 20.5))
        let written = DocumentWriter.write(opened.scene, format: .storyboard).text
        #expect(!written.contains("layoutMarginsRelativeArrangement"), "not Xcode's form")
        #expect(written.components(separatedBy: "directionalLayoutMargins").count == 2, "only the inset stack's margins")
        let again = try InterfaceBuilderDocument(bytes: Array(written.utf8), file: "w.storyboard").open()
        for name in ["plain", "inset", "told"] {
            #expect(again.scene.view(named: name)?.stack == opened.scene.view(named: name)?.stack, "\(name)")
            #expect(again.scene.view(named: name)?.layoutMargins == opened.scene.view(named: name)?.layoutMargins, "\(name)")
        }
    }

    @Test func sizeClassMasksForTheDesignDevice() throws {
        // Excluded in Any × Any, included for compact width: on iPhone 8 (wC hR) it is there.
        let subviews = Self.box("scF-00-aaa", "box", constraints: #"<constraint firstAttribute="height" constant="10" id="scH-00-aaa"/>"#)
        let constraints = """
            <constraint firstItem="scF-00-aaa" firstAttribute="width" constant="50" id="wAn-00-aaa"/>
            <constraint firstItem="scF-00-aaa" firstAttribute="width" constant="70" id="wCo-00-aaa"/>
            <constraint firstItem="scF-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" id="tSc-00-aaa"/>
            <constraint firstItem="scF-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" id="lSc-00-aaa"/>
            """
        let extra = """
            <variation key="default"><mask key="constraints"><exclude reference="wCo-00-aaa"/></mask></variation>
            <variation key="widthClass=compact"><mask key="constraints"><exclude reference="wAn-00-aaa"/><include reference="wCo-00-aaa"/></mask></variation>
            """
        let (_, f) = try Self.frames(Self.storyboard(.xcode11, subviews: subviews, constraints: constraints, extra: extra))
        #expect(f["box"]?.size.width == 70)
    }

    /// Page controls and date pickers open as their kinds, at UIKit's
    /// intrinsic sizes (4 dots: 16 × 4 − 9 = 55 × 37; an inline date
    /// picker 320 × 330; a picker without a style is wheels, 320 × 216, as
    /// 009-pro648-usernotifications records it), and are written back.
    @Test func pageControlsAndDatePickers() throws {
        func placed(_ id: String, _ x: Int, _ y: Int) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="\(x)" id="L\(id.prefix(2))-00-aaa"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="\(y)" id="T\(id.prefix(2))-00-aaa"/>
            """
        }
        let subviews = """
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="4" translatesAutoresizingMaskIntoConstraints="NO" id="pgF-00-aaa" userLabel="dots">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </pageControl>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="inline" translatesAutoresizingMaskIntoConstraints="NO" id="dpF-00-aaa" userLabel="calendar">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </datePicker>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="wpF-00-aaa" userLabel="wheels">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </datePicker>
            """
        let text = Self.storyboard(.xcode11, subviews: subviews,
                                   constraints: placed("pgF-00-aaa", 0, 0) + placed("dpF-00-aaa", 0, 40) + placed("wpF-00-aaa", 0, 400))
        let (opened, f) = try Self.frames(text)
        #expect(f["dots"]?.size == Size(width: 134.5, height: 26))
        #expect(f["calendar"]?.size == Size(width: 320, height: 330))
        #expect(f["wheels"]?.size == Size(width: 320, height: 216))
        #expect(!opened.warnings.joined().contains("pageControl"), "\(opened.warnings)")
        let written = DocumentWriter.write(opened.scene, format: .storyboard).text
        #expect(written.contains(#"numberOfPages="4""#))
        #expect(written.contains(#"style="inline""#))
        let (_, again) = try Self.frames(written)
        #expect(again["dots"]?.size == Size(width: 134.5, height: 26))
        #expect(again["calendar"]?.size == Size(width: 320, height: 330))
    }

    /// Steppers and progress views are kinds of their own: they open at
    /// today's UIKit's intrinsic sizes (94 × 32; a progress view 2 tall, no
    /// intrinsic width) without the stand-in warning "as a plain view",
    /// and are written back as themselves.
    @Test func steppersAndProgressViewsAreNoStandIns() throws {
        let subviews = """
            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="spF-00-aaa" userLabel="count">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </stepper>
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="prF-00-aaa" userLabel="bar">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </progressView>
            """
        let constraints = """
            <constraint firstItem="spF-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="20" id="Lsp-00-aaa"/>
            <constraint firstItem="spF-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="40" id="Tsp-00-aaa"/>
            <constraint firstItem="prF-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="20" id="Lpr-00-aaa"/>
            <constraint firstItem="prF-00-aaa" firstAttribute="width" constant="200" id="Wpr-00-aaa"/>
            <constraint firstItem="prF-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="100" id="Tpr-00-aaa"/>
            """
        let (opened, f) = try Self.frames(Self.storyboard(.xcode11, subviews: subviews, constraints: constraints))
        #expect(f["count"] == Rect(x: 20, y: 40, width: 94, height: 32))
        #expect(f["bar"] == Rect(x: 20, y: 100, width: 200, height: 2))
        #expect(!opened.warnings.joined().contains("plain view"), "\(opened.warnings)")
        let written = DocumentWriter.write(opened.scene, format: .storyboard).text
        #expect(written.contains("<stepper ") && written.contains("<progressView "), "\(written)")
    }

    /// Xcode 7's Any × Any canvas matches no size-class variation: a
    /// stack horizontal in the document with `widthClass=compact` making it
    /// vertical is horizontal there (046-mubaloo-wwdc2015 records its root
    /// grid's columns 280 wide side by side), and so is a view or a
    /// constraint installed only for compact width absent. On a real
    /// iPhone (wC hR) the variations apply.
    @Test func anyAnyCanvasMatchesNoVariation() throws {
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stF-00-aaa" userLabel="grid">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <subviews>\(Self.box("b1F-00-aaa", "one"))\(Self.box("b2F-00-aaa", "two"))</subviews>
            <variation key="widthClass=compact" axis="vertical"/>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="stF-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="20" id="lSt-00-aaa"/>
            <constraint firstItem="stF-00-aaa" firstAttribute="trailing" secondItem="rtF-00-aaa" secondAttribute="trailing" constant="-20" id="tSt-00-aaa"/>
            <constraint firstItem="stF-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" id="ySt-00-aaa"/>
            <constraint firstItem="stF-00-aaa" firstAttribute="height" constant="100" id="hSt-00-aaa"/>
            """
        let text = Self.storyboard(.xcode7, subviews: subviews, constraints: constraints)
        let (opened, f) = try Self.frames(text)
        #expect(opened.scene.device.name == "anyAny")
        #expect(f["one"] == Rect(x: 0, y: 0, width: 280, height: 100))
        #expect(f["two"] == Rect(x: 280, y: 0, width: 280, height: 100))
        let built = try SceneBuilder.build(opened.scene)
        #expect(built.window.screen.traitCollection.description == "wAny hAny @2x")
        // The same scene on an iPhone 8: compact width, so vertical.
        let old = built.window.screen.traitCollection
        built.window.setScreen(Screen(device: try #require(Device.preset(named: "iphone8")), orientation: .portrait))
        built.window.applySizeClassInstallations(from: old, touch: { _ in })
        built.window.layoutIfNeeded()
        let one = try #require(built.views.first { $0.name == "one" }?.view)
        #expect(one.frame.size == Size(width: 335, height: 50))
    }

    /// `preservesSuperviewLayoutMargins`: a container pinned to the root's
    /// edges (whose margins are 16 on an iPhone 8) keeps its content out of
    /// them, its own 8-pt margins raised to 16 where the edges meet
    /// (useyourloaf.com, "Preserves Superview Layout Margins"; Apple: "the
    /// smallest amount needed to ensure that your content is also inside
    /// the superview's margins"). Inset 20 from the root's edge, the root's
    /// margin does not reach it, and its own 8 holds. A stack arranged by
    /// its margins does the same.
    @Test func preservedSuperviewMargins() throws {
        func document(preserves: Bool, inset: Int, stack: Bool) -> String {
            let flag = preserves ? #"preservesSuperviewLayoutMargins="YES""# : ""
            let inner = Self.box("ylF-00-aaa", "yellow", constraints: #"<constraint firstAttribute="height" constant="20" id="yhF-00-aaa"/>"#)
            let container: String
            if stack {
                container = """
                    <stackView opaque="NO" contentMode="scaleToFill" \(flag) layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="rdF-00-aaa" userLabel="red">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <subviews>\(inner)</subviews>
                    </stackView>
                    """
            } else {
                container = """
                    <view contentMode="scaleToFill" \(flag) translatesAutoresizingMaskIntoConstraints="NO" id="rdF-00-aaa" userLabel="red">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <subviews>\(inner)</subviews>
                    <constraints>
                    <constraint firstItem="ylF-00-aaa" firstAttribute="leading" secondItem="rdF-00-aaa" secondAttribute="leadingMargin" id="y1F-00-aaa"/>
                    <constraint firstItem="rdF-00-aaa" firstAttribute="trailingMargin" secondItem="ylF-00-aaa" secondAttribute="trailing" id="y2F-00-aaa"/>
                    <constraint firstItem="ylF-00-aaa" firstAttribute="top" secondItem="rdF-00-aaa" secondAttribute="topMargin" id="y3F-00-aaa"/>
                    <constraint firstItem="rdF-00-aaa" firstAttribute="bottomMargin" secondItem="ylF-00-aaa" secondAttribute="bottom" id="y4F-00-aaa"/>
                    </constraints>
                    </view>
                    """
            }
            return Self.storyboard(.xcode11, subviews: container, constraints: """
                <constraint firstItem="rdF-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="\(inset)" id="r1F-00-aaa"/>
                <constraint firstItem="rtF-00-aaa" firstAttribute="trailing" secondItem="rdF-00-aaa" secondAttribute="trailing" constant="\(inset)" id="r2F-00-aaa"/>
                <constraint firstItem="rdF-00-aaa" firstAttribute="top" secondItem="sfF-00-aaa" secondAttribute="top" id="r3F-00-aaa"/>
                """)
        }
        for stack in [false, true] {
            let (_, plain) = try Self.frames(document(preserves: false, inset: 0, stack: stack))
            #expect(plain["yellow"] == Rect(x: 8, y: 8, width: 359, height: 20), "stack: \(stack)")
            let (opened, kept) = try Self.frames(document(preserves: true, inset: 0, stack: stack))
            #expect(opened.scene.view(named: "red")?.preservesSuperviewLayoutMargins == true)
            #expect(kept["red"] == Rect(x: 0, y: 20, width: 375, height: 36), "stack: \(stack)")
            #expect(kept["yellow"] == Rect(x: 16, y: 8, width: 343, height: 20), "stack: \(stack)")
            let (_, inset) = try Self.frames(document(preserves: true, inset: 20, stack: stack))
            #expect(inset["yellow"] == Rect(x: 8, y: 8, width: 319, height: 20), "stack: \(stack)")
        }
    }

    /// A document that repeats a size-class variation many times gets one
    /// step per class combination, the last written: a rule has at most
    /// nine steps and a constraint at most nine constants, however many
    /// times a hostile document repeats itself.
    @Test func repeatedVariationsAreBounded() throws {
        let constants = (1...3000).map { #"<variation key="heightClass=compact" constant="\#($0)"/>"# }.joined()
        let masks = (1...3000).map { i in
            #"<variation key="widthClass=compact"><mask key="constraints"><\#(i % 2 == 0 ? "include" : "exclude") reference="wBx-00-aaa"/></mask></variation>"#
        }.joined()
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxF-00-aaa" userLabel="box">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <constraints>
            <constraint firstAttribute="width" constant="10" id="wBx-00-aaa">\(constants)</constraint>
            <constraint firstAttribute="height" constant="10" id="hBx-00-aaa"/>
            </constraints>
            \(masks.replacingOccurrences(of: "wBx", with: "hBx"))
            </view>
            """
        let text = Self.storyboard(.xcode11, subviews: subviews, constraints: """
            <constraint firstItem="bxF-00-aaa" firstAttribute="top" secondItem="sfF-00-aaa" secondAttribute="top" id="c1F-00-aaa"/>
            <constraint firstItem="bxF-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" id="c2F-00-aaa"/>
            """)
        let (opened, f) = try Self.frames(text)
        let box = try #require(opened.scene.view(named: "box"))
        let widths = box.constraints.filter { $0.firstAttribute == .width }
        #expect(widths.map(\.constant) == [10, 3000])
        let height = try #require(box.constraints.first { $0.firstAttribute == .height })
        #expect(height.installedFor?.steps.count == 1)
        #expect(height.installedFor?.steps.first?.installed == true)  // the last written (3000) includes
        #expect(f["box"]?.size == Size(width: 10, height: 10))
    }

    @Test func textStylesAndWeightsAreFonts() throws {
        let label = { (id: String, name: String, font: String) in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)"><rect key="frame" x="0" y="0" width="10" height="10"/>\(font)</label>
            """
        }
        let subviews = label("lb1-00-aaa", "body", #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#)
            + label("lb2-00-aaa", "title", #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>"#)
            + label("lb3-00-aaa", "heavy", #"<fontDescription key="fontDescription" type="system" weight="heavy" pointSize="20"/>"#)
            + label("lb4-00-aaa", "bold", #"<fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>"#)
        let (opened, _) = try Self.frames(Self.storyboard(.xcode11, subviews: subviews, constraints: ""))
        func font(_ n: String) -> Font? { opened.scene.view(named: n)?.kind.font }
        #expect(font("body") == .preferred(.body))
        #expect(font("title") == .preferred(.largeTitle))
        #expect(font("heavy") == .system(20, weight: .heavy))
        #expect(font("bold") == .system(15, weight: .bold))
    }
}

private let StackLayout_spacingUseSystem = Double(Float.leastNormalMagnitude)

/// iOS 15 button configurations: the title font and content insets they
/// carry, else the medium size's defaults (17-pt title, 7/12 insets).
@Suite("Interface Builder button configurations")
struct ButtonConfigurationTests {
    static func button(_ id: String, _ label: String, _ configuration: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(label)">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <state key="normal" title="Button"/>
        \(configuration)
        </button>
        """
    }

    @Test func configurationInsetsAndTitleFont() throws {
        let subviews = Self.button("bA0-00-aaa", "plain", #"<buttonConfiguration key="configuration" style="filled" title="Call"/>"#)
            + Self.button("bB0-00-aaa", "insets", """
                <buttonConfiguration key="configuration" style="plain" title="Call">
                <directionalEdgeInsets key="contentInsets" top="2" leading="3" bottom="4" trailing="5"/>
                </buttonConfiguration>
                """)
            + Self.button("bC0-00-aaa", "font", """
                <buttonConfiguration key="configuration" style="plain" title="Call">
                <fontDescription key="titleFontDescription" type="boldSystem" pointSize="20"/>
                </buttonConfiguration>
                """)
        let pins = ["bA0", "bB0", "bC0"].enumerated().map { i, id in
            """
            <constraint firstItem="\(id)-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" id="l\(i)F-00-aaa"/>
            <constraint firstItem="\(id)-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="\(100 * i)" id="t\(i)F-00-aaa"/>
            """
        }.joined()
        let (opened, frames) = try ElementFamilyTests.frames(ElementFamilyTests.storyboard(.xcode11, subviews: subviews, constraints: pins))
        let kinds = Dictionary(uniqueKeysWithValues: opened.scene.views.map { ($0.name, $0.kind) })
        let title17 = (Font.system(17).width(of: "Call") - 1e-9).rounded(.up)
        let line17 = TextMetrics.ceilToPixel(Font.system(17).lineHeight, scale: 2)
        #expect(kinds["plain"] == .button(title: "Call", font: .system(17), insets: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
                                          configured: true))
        #expect(frames["plain"]?.size == Size(width: title17 + 24, height: line17 + 14))
        #expect(frames["insets"]?.size == Size(width: title17 + 8, height: line17 + 6))
        let title20 = (Font.system(20, weight: .bold).width(of: "Call") - 1e-9).rounded(.up)
        #expect(kinds["font"] == .button(title: "Call", font: .system(20, weight: .bold), insets: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
                                         configured: true))
        #expect(frames["font"]?.size.width == title20 + 24)
    }
}

/// Issue 23, behaviour 5: a multi-line label whose width nothing in the
/// document constrains stays one line at its text's width, unless it has an
/// explicit `preferredMaxLayoutWidth` (IB's "Explicit" preferred width):
/// UILabel then wraps at that width whatever its frame (Apple's
/// documentation of `UILabel.preferredMaxLayoutWidth`: "if the text extends
/// beyond the width specified by this property, the additional text flows
/// to one or more new lines, thereby increasing the height of the label").
/// A fill row of configuration buttons, as a public Xcode 14 storyboard
/// has them (SiliconLabsSoftware's `Cluster.storyboard`: "ON", "OFF",
/// "Toggle" in a 325-pt row, spacing 20): IB records them in equal widths,
/// 95 each, since their titles may wrap (`ControlKind.sharesTextWidth`).
/// Here on the iPhone 8 (@2x), where a 17-pt title and 7 above and below
/// are 34.5 tall. Written back as configurations.
@Suite("Interface Builder rows of configuration buttons")
struct ConfigurationRowTests {
    static func document() -> String {
        let buttons = [("cOn", "ON", 0), ("cOf", "OFF", 115), ("cTg", "Toggle", 230)].map { id, title, x in
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-00-aaa" userLabel="\(title)">
            <rect key="frame" x="\(x)" y="0.0" width="95" height="34.5"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" title="\(title)"/>
            </button>
            """
        }.joined()
        let row = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="rOw-00-aaa" userLabel="row">
            <rect key="frame" x="25" y="100" width="325" height="34.5"/>
            <subviews>\(buttons)</subviews>
            <constraints><constraint firstAttribute="width" constant="325" id="rWd-00-aaa"/></constraints>
            </stackView>
            """
        let pins = """
            <constraint firstItem="rOw-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="25" id="rLd-00-aaa"/>
            <constraint firstItem="rOw-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="100" id="rTp-00-aaa"/>
            """
        return ElementFamilyTests.storyboard(.xcode11, subviews: row, constraints: pins)
    }

    @Test func equalWidthsAndWrittenBack() throws {
        let (opened, frames) = try ElementFamilyTests.frames(Self.document())
        let check = DocumentCheck(opened) { frames[$0] }
        #expect(check.compared.count == 4 && check.differences.isEmpty, "\(check.differences)")
        let on = try #require(opened.scene.views.first { $0.name == "ON" })
        #expect(on.kind == .button(title: "ON", font: .system(17), insets: ControlMetrics.configurationContentInsets, configured: true))
        let written = DocumentWriter.write(opened.scene, format: .storyboard)
        #expect(written.text.contains(#"<buttonConfiguration key="configuration" style="plain" title="Toggle"/>"#), "\(written.text)")
        #expect(!written.text.contains("contentEdgeInsets"))
        let again = try InterfaceBuilderDocument(bytes: Array(written.text.utf8), file: "w.storyboard").open()
        #expect(again.scene.views.map(\.kind) == opened.scene.views.map(\.kind))
        // A title font of its own is written as the configuration's.
        var bigger = opened.scene
        if let i = bigger.views.firstIndex(where: { $0.name == "OFF" }) { bigger.views[i].kind = bigger.views[i].kind.withFont(.system(20, weight: .bold)) }
        let text = DocumentWriter.write(bigger, format: .storyboard).text
        #expect(text.contains(#"<fontDescription key="titleFontDescription" type="boldSystem" pointSize="20"/>"#), "\(text)")
        let reread = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "b.storyboard").open()
        #expect(reread.scene.views.first { $0.name == "OFF" }?.kind.font == .system(20, weight: .bold))
    }
}

@Suite("Interface Builder labels with an explicit preferred width")
struct ExplicitPreferredWidthTests {
    static let text = "If you want to build a ship, don't drum up the people to gather wood and divide the work"

    static func label(_ id: String, _ name: String, _ extra: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    @Test func explicitWidthWraps() throws {
        let subviews = Self.label("lA0-00-aaa", "automatic", "") + Self.label("lB0-00-aaa", "explicit", #"preferredMaxLayoutWidth="286""#)
        let pins = ["lA0", "lB0"].enumerated().map { i, id in
            """
            <constraint firstItem="\(id)-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="16" id="c\(i)F-00-aaa"/>
            <constraint firstItem="\(id)-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="\(40 + 200 * i)" id="t\(i)F-00-aaa"/>
            """
        }.joined()
        let (opened, frames) = try ElementFamilyTests.frames(ElementFamilyTests.storyboard(.xcode11, subviews: subviews, constraints: pins))
        #expect(opened.scene.views.first { $0.name == "explicit" }?.preferredMaxLayoutWidth == 286)
        let font = Font.system(17)
        let one = TextMetrics.measure(Self.text, font: font, lines: 0, maxWidth: nil, scale: 2)
        let wrapped = TextMetrics.measure(Self.text, font: font, lines: 0, maxWidth: 286, scale: 2)
        #expect(one.width > 375 && wrapped.width <= 286)
        #expect(TextMetrics.layout(Self.text, font: font, lines: 0, maxWidth: 286).count >= 2)
        // Automatic: nothing gives it a width, so it is one line wider than the screen.
        #expect(frames["automatic"]?.size == one)
        // Explicit: wrapped at 286.
        #expect(frames["explicit"]?.size == wrapped)
        #expect(frames["explicit"]?.origin.y == 240)
    }
}

/// Named fonts (`<fontDescription name="Avenir-Heavy">`): the faces
/// StackLab has (`TextMetrics.NamedFace`: Avenir, Helvetica Neue) are
/// measured with their own metrics; any other name is kept (and written
/// back) and measured as the system font of its size, and `open` says so
/// once per document, naming each such font once.
@Suite("Interface Builder named fonts")
struct NamedFontTests {
    static func label(_ id: String, _ name: String, _ font: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        \(font)
        </label>
        """
    }

    @Test func knownFacesMeasureThemselvesOthersAsTheSystemFontNamedOnce() throws {
        let fonts = [
            ("nA0", "avenir", #"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>"#),
            ("nB0", "neue", #"<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="17"/>"#),
            ("nC0", "mont", #"<fontDescription key="fontDescription" name="Montserrat-Bold" family="Montserrat" pointSize="17"/>"#),
            ("nF0", "mont2", #"<fontDescription key="fontDescription" name="Montserrat-Bold" family="Montserrat" pointSize="17"/>"#),
            ("nD0", "apple", #"<fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/>"#),
            ("nE0", "system", #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#),
        ]
        let subviews = fonts.map { Self.label("\($0.0)-00-aaa", $0.1, $0.2) }.joined()
        let pins = fonts.enumerated().map { i, f in
            """
            <constraint firstItem="\(f.0)-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="16" id="c\(i)N-00-aaa"/>
            <constraint firstItem="\(f.0)-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="\(40 + 30 * i)" id="t\(i)N-00-aaa"/>
            """
        }.joined()
        let (opened, frames) = try ElementFamilyTests.frames(ElementFamilyTests.storyboard(.xcode11, subviews: subviews, constraints: pins))
        let named = opened.warnings.filter { $0.contains("measured as the system font") }
        #expect(named == ["named fonts measured as the system font of the same size (StackLab has no metrics for them; text sizes may differ): Montserrat-Bold"],
                "\(opened.warnings)")
        // "Label" in the 17-pt system font: 41.5 × 20.5 on the iPhone 8 (@2x)
        // ("system" is a reserved name: the label opens as "system2").
        for name in ["mont", "mont2", "apple", "system2"] {
            #expect(frames[name]?.size == Size(width: 41.5, height: 20.5), "\(name): \(String(describing: frames[name]))")
        }
        // Avenir Heavy: advances 2520/1000 em at 17 pt = 42.84 → 43 on @2x,
        // a line 1366/1000 em (23.22 → 23.5). Helvetica Neue: 2445/1000 em
        // = 41.57 → 42, a line of ascender and descender, 1165/1000 em
        // (19.81 → 20).
        #expect(frames["avenir"]?.size == Size(width: 43, height: 23.5), "\(String(describing: frames["avenir"]))")
        #expect(frames["neue"]?.size == Size(width: 42, height: 20), "\(String(describing: frames["neue"]))")
        let fontsByName = Dictionary(uniqueKeysWithValues: opened.scene.views.map { ($0.name, $0.kind.font) })
        #expect(fontsByName["avenir"]??.name == "Avenir-Heavy")
        #expect(fontsByName["avenir"]??.weight == .heavy)
        #expect(fontsByName["mont"]??.name == "Montserrat-Bold", "an unknown name is kept")
        #expect(fontsByName["apple"]??.name == nil, "the system font's own names are the system font")
        // Written back by name and family, and read again the same.
        let written = DocumentWriter.write(opened.scene, format: .storyboard)
        #expect(written.text.contains(#"name="Avenir-Heavy" family="Avenir" pointSize="17""#))
        #expect(written.text.contains(#"name="Montserrat-Bold" family="Montserrat" pointSize="17""#))
        let again = try InterfaceBuilderDocument(bytes: Array(written.text.utf8), file: "w.storyboard").open()
        let againFonts = Dictionary(uniqueKeysWithValues: again.scene.views.map { ($0.name, $0.kind.font) })
        for name in ["avenir", "neue", "mont"] { #expect(againFonts[name] == fontsByName[name], "\(name)") }
        let plain = ElementFamilyTests.storyboard(.xcode11, subviews: Self.label("nE0-00-aaa", "system", fonts[5].2), constraints: "")
        let (quiet, _) = try ElementFamilyTests.frames(plain)
        #expect(!quiet.warnings.joined().contains("system font"), "\(quiet.warnings)")
    }
}

/// Xcode 7 had no design device: IB snapped to the Mac's screen. A
/// document none of whose recorded frames has a fraction was laid out on a
/// 1× screen, and `check` measures it so (`DesignCanvas.xcode7OneX`).
@Suite("Interface Builder: Xcode 7's 1× canvas")
struct OneXCanvasTests {
    static func document(height: String) -> String {
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="33333" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lA1-00-aaa" userLabel="digits">
            <rect key="frame" x="20" y="40" width="52" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let pins = """
            <constraint firstItem="lA1-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="20" id="c1X-00-aaa"/>
            <constraint firstItem="lA1-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="40" id="t1X-00-aaa"/>
            """
        return ElementFamilyTests.storyboard(.xcode7, subviews: label, constraints: pins)
    }

    static func measured(_ text: String) throws -> (DesignCanvas, Rect?) {
        let doc = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "t.storyboard")
        let opened = try doc.open()
        let built = try SceneBuilder.build(opened.sceneAsDesigned)
        built.window.layoutIfNeeded()
        return (opened.designCanvas, built.views.first { $0.name == "digits" }?.view.frame)
    }

    /// "33333" is 51.34 pt in SF Pro Text (IB's Xcode 7 recorded 51: iOS
    /// 9's SF UI digits, not modelled): 52 × 21 on the whole-point grid,
    /// 51.5 × 20.5 on @2x.
    @Test func wholePointDocumentsAreMeasuredOnA1xGrid() throws {
        let (whole, frame) = try Self.measured(Self.document(height: "21"))
        #expect(whole == .xcode7OneX)
        #expect(frame == Rect(x: 20, y: 40, width: 52, height: 21), "\(String(describing: frame))")
        let (half, halfFrame) = try Self.measured(Self.document(height: "20.5"))
        #expect(half == .xcode7)
        #expect(halfFrame == Rect(x: 20, y: 40, width: 51.5, height: 20.5), "\(String(describing: halfFrame))")
    }
}

/// Attributed text (`<attributedString key="attributedText">` on a label or
/// text view, `key="attributedTitle"` on a button's normal state or its
/// configuration) is read with its fragments' `NSFont`: a size and name, or
/// one of AppKit's meta fonts at AppKit's sizes (IB's attributed-text
/// editor is a Mac text view).
@Suite("Interface Builder attributed text")
struct AttributedTextTests {
    static func fragment(_ text: String, _ font: String?) -> String {
        """
        <fragment content="\(text)"><attributes>
        <color key="NSColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        \(font ?? "")
        </attributes></fragment>
        """
    }

    static func label(_ id: String, _ name: String, _ fragments: String, font: String = "") -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <attributedString key="attributedText">\(fragments)</attributedString>
        \(font)
        </label>
        """
    }

    static func pins(_ ids: [String]) -> String {
        ids.enumerated().map { i, id in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="16" id="c\(i)A-00-aaa"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="\(40 + 60 * i)" id="t\(i)A-00-aaa"/>
            """
        }.joined()
    }

    /// What `text` measures in `font` on the iPhone 8 the documents use (@2x).
    static func size(_ text: String, _ font: Font) -> Size {
        TextMetrics.measure(text, font: font, lines: 1, maxWidth: nil, scale: 2)
    }

    @Test func labelsMeasureTheirFragmentsFont() throws {
        let subviews = [
            Self.label("aA0-00-aaa", "cell", Self.fragment("avg. ", #"<font key="NSFont" metaFont="cellTitle"/>"#)),
            Self.label("aB0-00-aaa", "sized", Self.fragment("Total", #"<font key="NSFont" metaFont="system" size="20"/>"#)),
            Self.label("aC0-00-aaa", "bold", Self.fragment("Total", #"<font key="NSFont" metaFont="smallSystemBold"/>"#)),
            // No NSFont in the fragment: the label's own font.
            Self.label("aD0-00-aaa", "own", Self.fragment("Total", nil),
                       font: #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#),
            // Two fonts: measured in the largest, with a warning.
            Self.label("aE0-00-aaa", "mixed",
                       Self.fragment("Big", #"<font key="NSFont" metaFont="system" size="24"/>"#)
                           + Self.fragment(" small", #"<font key="NSFont" metaFont="smallSystem"/>"#)),
        ].joined()
        let ids = ["aA0", "aB0", "aC0", "aD0", "aE0"].map { $0 + "-00-aaa" }
        let (opened, frames) = try ElementFamilyTests.frames(ElementFamilyTests.storyboard(.xcode11, subviews: subviews, constraints: Self.pins(ids)))
        // "avg. " in the 12-pt system font, its trailing blank measured: the
        // 27 × 14.333 a (held-out) public xib records on @3x is 27 × 14.5 on @2x.
        #expect(frames["cell"]?.size == Size(width: 27, height: 14.5))
        #expect(frames["cell"]?.size == Self.size("avg. ", .system(12)))
        #expect(frames["sized"]?.size == Self.size("Total", .system(20)))
        #expect(frames["bold"]?.size == Self.size("Total", .system(11, weight: .bold)))
        #expect(frames["bold"]?.size != Self.size("Total", .system(11)))
        #expect(frames["own"]?.size == Self.size("Total", .system(15)))
        #expect(frames["mixed"]?.size == Self.size("Big small", .system(24)))
        #expect(opened.scene.views.first { $0.name == "mixed" }.map { "\($0.kind)" }?.contains("Big small") == true)
        let mixed = opened.warnings.filter { $0.contains("several fonts") }
        #expect(mixed.count == 1 && mixed[0].hasSuffix("line \(Self.line(of: "aE0-00-aaa", in: ElementFamilyTests.storyboard(.xcode11, subviews: subviews, constraints: Self.pins(ids))))"), "\(opened.warnings)")
        #expect(!opened.warnings.joined().contains("named fonts"), "\(opened.warnings)")
    }

    /// The line of the element with `id`, as the document's warnings count.
    static func line(of id: String, in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"\(id)\"") }! + 1
    }

    @Test func buttonsShowTheirAttributedTitle() throws {
        let classic = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bA0-00-aaa" userLabel="plus">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <state key="normal"><attributedString key="attributedTitle">\(Self.fragment("Add", #"<font key="NSFont" size="30" name="Helvetica"/>"#))</attributedString></state>
            </button>
            """
        // A configuration's attributed title replaces both the state's
        // library "Button" and the configuration's title font.
        let configured = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bB0-00-aaa" userLabel="more">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain">
            <attributedString key="attributedTitle">\(Self.fragment("View all", #"<font key="NSFont" metaFont="system"/>"#))</attributedString>
            </buttonConfiguration>
            </button>
            """
        let (opened, frames) = try ElementFamilyTests.frames(
            ElementFamilyTests.storyboard(.xcode11, subviews: classic + configured, constraints: Self.pins(["bA0-00-aaa", "bB0-00-aaa"])))
        let plus = opened.scene.views.first { $0.name == "plus" }
        #expect(plus.map { "\($0.kind)" }?.contains("\"Add\"") == true, "\(String(describing: plus?.kind))")
        // A classic system button: its 30-pt title (whole points wide) and
        // 6 pt above and below.
        let add = Self.size("Add", .system(30))
        #expect(frames["plus"]?.size == Size(width: add.width.rounded(.up), height: add.height + 12))
        #expect(frames["plus"]?.size == ControlKind.button(title: "Add", font: .system(30)).intrinsicContentSize(preferredMaxLayoutWidth: nil, scale: 2))
        // The plain configuration: 13-pt "View all" inside 12-pt sides and
        // 7-pt tops (a public xib records 70.333 × 29.667 on @3x).
        let view = Self.size("View all", .system(13))
        #expect(frames["more"]?.size == Size(width: view.width.rounded(.up) + 24, height: view.height + 14))
        #expect(opened.warnings.contains { $0.hasSuffix("text sizes may differ): Helvetica") }, "\(opened.warnings)")
    }
}

/// Fonts per size class: `<variation key="widthClass=compact"><fontDescription
/// key="fontDescription" …/></variation>` inside a label, button or field.
/// The document's device (an iPhone 8, wC hR) shows the variation that
/// matches it, most specific first; the writer puts each variation back.
/// The strings, fonts and recorded frames are those of a public Xcode 10
/// xib (SiliconLabs/thunderboard-ios, `SILAppSelectionHelpViewController.xib`:
/// Helvetica Neue 16 pt, 12 pt for compact widths), whose labels IB
/// recorded at 12 pt on the iPhone 8: 125 × 14 and 55 × 14.
@Suite("Interface Builder fonts per size class")
struct FontVariationDocumentTests {
    static func label(_ id: String, _ name: String, _ text: String, y: Int, width: String, _ inner: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
        <rect key="frame" x="16" y="\(y)" width="\(width)" height="14"/>
        \(inner)
        </label>
        """
    }

    /// `about`: 16 pt, 12 pt for compact widths, 20 pt for regular widths
    /// and compact heights; `version`: 12 pt, 30 pt for regular widths.
    static func document() -> String {
        let neue = #"name="HelveticaNeue" family="Helvetica Neue""#
        let about = label("aBt-00-aaa", "about", "ABOUT SILICON LABS", y: 40, width: "125", """
            <fontDescription key="fontDescription" \(neue) pointSize="16"/>
            <variation key="heightClass=compact-widthClass=regular"><fontDescription key="fontDescription" \(neue) pointSize="20"/></variation>
            <variation key="widthClass=compact"><fontDescription key="fontDescription" \(neue) pointSize="12"/></variation>
            """)
        let version = label("vEr-00-aaa", "version", "VERSION:", y: 100, width: "55", """
            <fontDescription key="fontDescription" \(neue) pointSize="12"/>
            <variation key="widthClass=regular"><fontDescription key="fontDescription" \(neue) pointSize="30"/></variation>
            """)
        let pins = [("aBt-00-aaa", 40), ("vEr-00-aaa", 100)].enumerated().map { i, p in
            """
            <constraint firstItem="\(p.0)" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="16" id="c\(i)V-00-aaa"/>
            <constraint firstItem="\(p.0)" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="\(p.1)" id="t\(i)V-00-aaa"/>
            """
        }.joined()
        return ElementFamilyTests.storyboard(.xcode11, subviews: about + version, constraints: pins)
    }

    @Test func theDevicesVariationIsMeasuredAndWrittenBack() throws {
        let (opened, frames) = try ElementFamilyTests.frames(Self.document())
        let about = try #require(opened.scene.views.first { $0.name == "about" })
        #expect(about.kind.font == .named("HelveticaNeue", size: 16), "the kind keeps the Any × Any font")
        #expect(about.fontVariations == [
            FontVariation(font: .named("HelveticaNeue", size: 12), horizontal: .compact, vertical: nil),
            FontVariation(font: .named("HelveticaNeue", size: 20), horizontal: .regular, vertical: .compact),
        ], "one class before both, whatever the document's order")
        // IB's recorded frames, both in 12 pt, agree.
        let check = DocumentCheck(opened) { frames[$0] }
        #expect(check.compared.count == 2 && check.differences.isEmpty, "\(check.differences)")
        let twelve = View(name: "x", kind: .label(text: "ABOUT SILICON LABS", font: .named("HelveticaNeue", size: 12)))
        #expect(frames["about"]?.size == twelve.intrinsicContentSize(scale: 2))
        #expect(!opened.warnings.joined().contains("variation"), "\(opened.warnings)")
        // Written back in IB's form, one variation element per key, and
        // read again the same.
        let written = DocumentWriter.write(opened.scene, format: .storyboard)
        #expect(written.text.contains(#"<variation key="heightClass=compact-widthClass=regular">"#), "\(written.text)")
        #expect(written.text.contains(#"<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="30"/>"#))
        let again = try InterfaceBuilderDocument(bytes: Array(written.text.utf8), file: "w.storyboard").open()
        #expect(again.scene.views.first { $0.name == "about" }?.fontVariations == about.fontVariations)
        #expect(again.scene.views.first { $0.name == "version" }?.fontVariations.map(\.horizontal) == [.regular])
    }

    /// On an iPad (wR hR) none of `about`'s variations matches, and
    /// `version`'s does; on an iPhone 8 Plus in landscape (wR hC) the
    /// 20-pt one is the most specific.
    @Test func otherDevicesShowTheirOwnFont() throws {
        let opened = try InterfaceBuilderDocument(bytes: Array(Self.document().utf8), file: "t.storyboard").open()
        for (device, orientation, about, version) in [(Device.iPad, Orientation.portrait, 16.0, 30.0),
                                                      (.iPhone8Plus, .landscape, 20, 30)] {
            var scene = opened.scene
            scene.device = .init(name: device.name, device: device, orientation: orientation)
            let built = try SceneBuilder.build(scene)
            built.window.layoutIfNeeded()
            for (name, points) in [("about", about), ("version", version)] {
                let v = try #require(built.views.first { $0.name == name }?.view)
                #expect(v.fontInForce == .named("HelveticaNeue", size: points), "\(device.name) \(name)")
                let plain = View(name: "x", kind: v.kind.withFont(.named("HelveticaNeue", size: points)))
                    .intrinsicContentSize(scale: device.scale)
                #expect(abs(v.frame.size.width - plain.width) < 1e-9 && abs(v.frame.size.height - plain.height) < 1e-9,
                        "\(device.name) \(name): \(v.frame.size) against \(plain)")
            }
        }
    }
}
