import Geometry
import InterfaceBuilder
import TestSupport
import Testing
import ViewTree
@testable import ReplCore

/// `check` measures a document as the canvas that recorded its frames did
/// (InterfaceBuilder's `DesignCanvas`: Xcode 7's text styles, text fields
/// before iOS 13), while `open` lays it out as today's iPhone does.
@Suite("The canvas of the Xcode that saved a document")
struct DesignCanvasTests {
    /// An Xcode 7 storyboard (no `<device>`, toolsVersion 9059) with a Body
    /// label pinned at (20, 40), recorded as Xcode 7's canvas drew it:
    /// 39.5 × 19.5 (Body at 16 pt), as corpus documents 030 and 031 record
    /// their "Label"s.
    static func xcode7(toolsVersion: String = "9059", device: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="15A284" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc7-00-aaa">
            \(device)
            <scenes>
                <scene sceneID="sc7-00-aaa">
                    <objects>
                        <viewController id="vc7-00-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt7-00-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb7-00-aaa" userLabel="body">
                                        <rect key="frame" x="20" y="40" width="39.5" height="19.5"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lb7-00-aaa" firstAttribute="leading" secondItem="rt7-00-aaa" secondAttribute="leading" constant="20" id="c17-00-aaa"/>
                                    <constraint firstItem="lb7-00-aaa" firstAttribute="top" secondItem="rt7-00-aaa" secondAttribute="top" constant="40" id="c27-00-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A storyboard on retina4_7 with a 14-pt rounded-rect text field
    /// pinned at (16, 40) and 200 wide, recorded `height` tall.
    /// A storyboard of `toolsVersion` (iPhone 8, @2x) whose root holds the
    /// 17-pt system-font label "Label" pinned at 16, 40, recorded `width`
    /// wide.
    static func label(toolsVersion: String, width: String) -> String {
        field(toolsVersion: toolsVersion, height: "30")
            .replacingOccurrences(of: #"<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tfF-00-aaa" userLabel="name">"#,
                                  with: #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tfF-00-aaa" userLabel="name">"#)
            .replacingOccurrences(of: #"<rect key="frame" x="16" y="40" width="200" height="30"/>"#,
                                  with: #"<rect key="frame" x="16" y="40" width="\#(width)" height="20.5"/>"#)
            .replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#,
                                  with: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
            .replacingOccurrences(of: "<textInputTraits key=\"textInputTraits\"/>\n", with: "")
            .replacingOccurrences(of: "</textField>", with: "</label>")
            .replacingOccurrences(of: #"<constraint firstItem="tfF-00-aaa" firstAttribute="width" constant="200" id="c3F-00-aaa"/>"#, with: "")
    }

    /// The system font as the canvas of its time drew it: the library
    /// "Label" at 17 pt is 42 wide on an Xcode 8–11 canvas (iOS 9–13's
    /// static faces, -0.39 a glyph) and 41.5 from Xcode 12 on (iOS 14's
    /// -0.43, as `open` lays out): check agrees with each, and tells a
    /// 41.5 of Xcode 10 apart.
    @Test func checkMeasuresTheSystemFontAsTheCanvasOfItsTime() {
        let s = DocumentCommandTests.session([
            "ten.storyboard": Self.label(toolsVersion: "14460.31", width: "42"),
            "eleven.storyboard": Self.label(toolsVersion: "15505", width: "42"),
            "twelve.storyboard": Self.label(toolsVersion: "17156", width: "41.5"),
            "stale.storyboard": Self.label(toolsVersion: "14460.31", width: "41.5"),
        ])
        for file in ["ten", "eleven", "twelve"] {
            #expect(!s.run("open \(file).storyboard").failed)
            #expect(s.run("frame name").stdout == "name {{16, 40}, {41.5, 20.5}}", "open lays out as today's iPhone")
            let r = s.run("check")
            #expect(r.stdout.hasSuffix("1 view: 1 agree, 0 differ"), "\(file): \(r.output)")
            #expect(r.stdout.contains("the static SF faces") == (file != "twelve"), "\(file): \(r.output)")
        }
        #expect(!s.run("open stale.storyboard").failed)
        #expect(s.run("check").stdout.hasSuffix("1 view: 0 agree, 1 differ"))
    }

    static func field(toolsVersion: String, height: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vcF-00-aaa">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="scF-00-aaa">
                    <objects>
                        <viewController id="vcF-00-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rtF-00-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tfF-00-aaa" userLabel="name">
                                        <rect key="frame" x="16" y="40" width="200" height="\(height)"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="tfF-00-aaa" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="16" id="c1F-00-aaa"/>
                                    <constraint firstItem="tfF-00-aaa" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="40" id="c2F-00-aaa"/>
                                    <constraint firstItem="tfF-00-aaa" firstAttribute="width" constant="200" id="c3F-00-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func roundedRectFieldsAreAtLeast34TallSinceIOS13() {
        // 14 pt: 17 + 13 = 30 before iOS 13, 34 since; 17 pt: 21 + 13 = 34 either way.
        let f14 = ControlKind.textField(placeholder: "Name", text: "", border: .roundedRect, font: .system(14))
        #expect(f14.intrinsicContentSize(preferredMaxLayoutWidth: nil, scale: 2).height == 34)
        #expect(ControlMetrics.textFieldSize(placeholder: "Name", text: "", font: .system(14), scale: 2,
                                             minimumRoundedRectHeight: 0).height == 30)
        #expect(ControlMetrics.textFieldSize(placeholder: "Name", text: "", font: .system(17), scale: 2).height == 34)
        // Other borders keep line + 13.
        #expect(ControlMetrics.textFieldSize(placeholder: "Name", text: "", border: .line, font: .system(14), scale: 2).height == 30)
    }

    @Test func checkMeasuresFieldsAsTheCanvasOfTheirTime() {
        // Xcode 10 (14460) recorded the 14-pt field 30 tall, Xcode 11 (15505) 34.
        let s = DocumentCommandTests.session([
            "ten.storyboard": Self.field(toolsVersion: "14460.31", height: "30"),
            "eleven.storyboard": Self.field(toolsVersion: "15505", height: "34"),
            "twelve.storyboard": Self.field(toolsVersion: "17156", height: "34"),
        ])
        #expect(!s.run("open ten.storyboard").failed)
        #expect(s.run("frame name").stdout == "name {{16, 40}, {200, 34}}", "open lays out as today's iPhone")
        let before = s.run("dump").stdout
        let r = s.run("check")
        #expect(!r.failed, "\(r.output)")
        #expect(r.stdout.contains("measured with the canvas of Xcode 8–10 (iOS 12 and earlier: the static SF faces, 17 pt tracked -0.39 not -0.43; rounded-rect text fields without iOS 13's 34-pt minimum"))
        #expect(r.stdout.hasSuffix("1 view: 1 agree, 0 differ"))
        #expect(s.run("dump").stdout == before)
        #expect(s.checkEveryRoot(of: "ten.storyboard").lines.first?.hasSuffix("1 view: 1 agree, 0 differ; measured with the canvas of Xcode 8–10") == true)
        // Xcode 11's fields are today's, its system font iOS 13's.
        #expect(!s.run("open eleven.storyboard").failed)
        let eleven = s.run("check")
        #expect(!eleven.failed, "\(eleven.output)")
        #expect(eleven.stdout.contains("measured with the canvas of Xcode 11 (iOS 13: the static SF faces"))
        #expect(eleven.stdout.hasSuffix("1 view: 1 agree, 0 differ"))
        #expect(!s.run("open twelve.storyboard").failed)
        let today = s.run("check")
        #expect(!today.failed, "\(today.output)")
        #expect(!today.stdout.contains("measured with"))
    }

    /// A storyboard of one view controller whose root holds `subviews`,
    /// each view (by id) pinned 16 from the root's leading edge at its `y`.
    static func storyboard(toolsVersion: String, device: String, root: Size, subviews: String,
                           pinned: [(id: String, y: Int)]) -> String {
        let pins = pinned.map { id, y in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="rtF-00-aaa" secondAttribute="leading" constant="16" id="l\(y)C-00-aaa"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="rtF-00-aaa" secondAttribute="top" constant="\(y)" id="t\(y)C-00-aaa"/>
            """
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vcF-00-aaa">
                \(device)
                <scenes><scene sceneID="scF-00-aaa"><objects>
                <viewController id="vcF-00-aaa" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rtF-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="\(root.width)" height="\(root.height)"/>
                        <subviews>\(subviews)</subviews>
                        <constraints>\(pins)</constraints>
                    </view>
                </viewController>
                </objects></scene></scenes>
            </document>
            """
    }

    /// Opens `file` in `s` and checks it: every one of its `views` agrees
    /// with IB's frames, `check` says it measured with `canvas` (nothing
    /// when empty) in both of its forms, and changes nothing.
    static func expectCheckAgrees(_ s: Session, _ file: String, views: Int, canvas: String) {
        let before = s.run("dump").stdout
        let r = s.run("check")
        #expect(!r.failed, "\(file): \(r.output)")
        #expect(r.stdout.hasSuffix("\(views) views: \(views) agree, 0 differ"), "\(file): \(r.stdout)")
        #expect(r.stdout.contains("measured with") == !canvas.isEmpty, "\(file): \(r.stdout)")
        #expect(s.run("dump").stdout == before, "check changes nothing")
        let line = s.checkEveryRoot(of: "\(file).storyboard").lines.first ?? ""
        #expect(canvas.isEmpty ? !line.contains("measured with") : line.hasSuffix("measured with \(canvas)"), "\(line)")
    }

    /// A segmented control, a stepper and a page control that nothing
    /// sizes, recorded at the sizes of their time (`segmented`, `stepper`,
    /// `dots`: frames as IB writes them, alignment-rect insets included).
    static func controls(toolsVersion: String, segmented: String, stepper: String, dots: String) -> String {
        storyboard(
            toolsVersion: toolsVersion,
            device: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#,
            root: Size(width: 375, height: 667),
            subviews: """
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sgC-00-aaa" userLabel="mode">
                    <rect key="frame" x="16" y="40" \(segmented)/>
                    <segments><segment title="First"/><segment title="Second"/><segment title="Third"/></segments>
                </segmentedControl>
                <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="stC-00-aaa" userLabel="count">
                    <rect key="frame" x="16" y="100" \(stepper)/>
                </stepper>
                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="pgC-00-aaa" userLabel="dots">
                    <rect key="frame" x="16" y="160" \(dots)/>
                </pageControl>
                """,
            pinned: [("sgC-00-aaa", 40), ("stC-00-aaa", 100), ("pgC-00-aaa", 160)])
    }

    /// `open` lays the controls out as today's iPhone does; `check`
    /// compares an older document with the sizes of its canvas's UIKit.
    @Test func checkMeasuresRestyledControlsAsTheCanvasOfTheirTime() {
        let semibold = TextMetrics.measure("Second", font: .system(13, weight: .semibold), lines: 1, maxWidth: nil, scale: 2)
        let regular = TextMetrics.measure("Second", font: .system(13), lines: 1, maxWidth: nil, scale: 2)
        let today = 3 * (semibold.width.rounded(.up) + 17) + 2, old = 3 * (regular.width.rounded(.up) + 15) + 2
        // "First", "Second", "Third": 197 × 32 as a public document of
        // Xcode 11 records it.
        #expect(today == 197)
        let s = DocumentCommandTests.session([
            "ten.storyboard": Self.controls(toolsVersion: "14460.31", segmented: #"width="\#(Int(old))" height="29""#,
                                            stepper: #"width="94" height="29""#, dots: #"width="39" height="37""#),
            "eleven.storyboard": Self.controls(toolsVersion: "15505", segmented: #"width="197" height="32""#,
                                               stepper: #"width="94" height="29""#, dots: #"width="39" height="37""#),
            "fourteen.storyboard": Self.controls(toolsVersion: "21701", segmented: #"width="197" height="32""#,
                                                 stepper: #"width="94" height="32""#, dots: #"width="116.5" height="26""#),
        ])
        for (file, canvas) in [("ten", "the canvas of Xcode 8–10"), ("eleven", "the canvas of Xcode 11"), ("fourteen", "")] {
            #expect(!s.run("open \(file).storyboard").failed)
            #expect(s.run("frame mode").stdout == "mode {{16, 40}, {197, 32}}", "open lays out as today's iPhone")
            #expect(s.run("frame count").stdout == "count {{16, 100}, {94, 32}}")
            #expect(s.run("frame dots").stdout == "dots {{16, 160}, {116.5, 26}}")
            Self.expectCheckAgrees(s, file, views: 3, canvas: canvas)
        }
    }

    /// Two configuration buttons (iOS 15's `UIButton.Configuration`), one
    /// without a title font of its own, one in 17 pt, recorded at `plain`
    /// and `sized` (IB's frames).
    static func configured(toolsVersion: String, plain: String, sized: String) -> String {
        storyboard(
            toolsVersion: toolsVersion, device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            root: Size(width: 414, height: 896),
            subviews: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bpB-00-aaa" userLabel="back">
                    <rect key="frame" x="16" y="100" \(plain)/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Back Button"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bsB-00-aaa" userLabel="big">
                    <rect key="frame" x="16" y="200" \(sized)/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Back Button">
                        <fontDescription key="titleFontDescription" type="system" pointSize="17"/>
                    </buttonConfiguration>
                </button>
                """,
            pinned: [("bpB-00-aaa", 100), ("bsB-00-aaa", 200)])
    }

    /// Xcode 13's canvas (iOS 15) drew a configuration's default title in
    /// 14 pt: "Back Button" 103 × 31 as a public document of Xcode 13
    /// records it; today's is 17 pt (34.5 tall on @2x). `open` lays out as
    /// today's iPhone; `check` measures a document of Xcode 13 as it did.
    @Test func checkMeasuresXcode13ConfigurationTitlesAt14Points() {
        let t14 = TextMetrics.measure("Back Button", font: .system(14), lines: 1, maxWidth: nil, scale: 2)
        let t17 = TextMetrics.measure("Back Button", font: .system(17), lines: 1, maxWidth: nil, scale: 2)
        // Button widths are whole points (ControlMetrics.buttonSize).
        #expect(Size(width: t14.width.rounded(.up) + 24, height: t14.height + 14) == Size(width: 103, height: 31))
        let wide = t17.width.rounded(.up) + 24
        let today = "width=\"\(wide)\" height=\"\(t17.height + 14)\""
        let s = DocumentCommandTests.session([
            "thirteen.storyboard": Self.configured(toolsVersion: "20037", plain: #"width="103" height="31""#, sized: today),
            "fourteen.storyboard": Self.configured(toolsVersion: "21701", plain: today, sized: today),
        ])
        for (file, canvas) in [("thirteen", "the canvas of Xcode 13"), ("fourteen", "")] {
            #expect(!s.run("open \(file).storyboard").failed)
            #expect(s.run("frame back").stdout == "back {{16, 100}, {\(Int(wide)), 34.5}}", "open lays out as today's iPhone")
            Self.expectCheckAgrees(s, file, views: 2, canvas: canvas)
        }
    }

    /// A 40 × 40 view `id` named `name`, recorded at `y` on the left edge.
    static func box(_ id: String, _ name: String, _ y: Double) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
            <rect key="frame" x="0.0" y="\(y)" width="40" height="40"/>
            <constraints>
                <constraint firstAttribute="width" constant="40" id="w\(id.prefix(2))-00-aaa"/>
                <constraint firstAttribute="height" constant="40" id="h\(id.prefix(2))-00-aaa"/>
            </constraints>
        </view>
        """
    }

    /// A view controller on `device` (`root` its screen) holding two
    /// 40 × 40 boxes: `top` pinned to the safe area's top and recorded at
    /// `topY`, `bottom` pinned to its bottom and recorded at `bottomY`;
    /// the root of a navigation controller when `navigation`.
    static func navigated(toolsVersion: String, device: String, root: Size, topY: Double, bottomY: Double,
                          navigation: Bool = true, controllerExtra: String = "") -> String {
        let controller = """
            <scene sceneID="s2D-00-aaa"><objects>
            <navigationController id="ncD-00-aaa" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nbD-00-aaa"><rect key="frame" x="0.0" y="0.0" width="\(root.width)" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>
                <connections><segue destination="vcD-00-aaa" kind="relationship" relationship="rootViewController" id="sgD-00-aaa"/></connections>
            </navigationController>
            </objects></scene>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(navigation ? "ncD-00-aaa" : "vcD-00-aaa")">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                <scene sceneID="s1D-00-aaa"><objects>
                <viewController id="vcD-00-aaa" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rtD-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="\(root.width)" height="\(root.height)"/>
                        <subviews>\(box("tpD-00-aaa", "top", topY))\(box("btD-00-aaa", "bottom", bottomY))</subviews>
                        <viewLayoutGuide key="safeArea" id="sfD-00-aaa"/>
                        <constraints>
                            <constraint firstItem="tpD-00-aaa" firstAttribute="top" secondItem="sfD-00-aaa" secondAttribute="top" id="c1D-00-aaa"/>
                            <constraint firstItem="tpD-00-aaa" firstAttribute="leading" secondItem="sfD-00-aaa" secondAttribute="leading" id="c2D-00-aaa"/>
                            <constraint firstItem="sfD-00-aaa" firstAttribute="bottom" secondItem="btD-00-aaa" secondAttribute="bottom" id="c3D-00-aaa"/>
                            <constraint firstItem="btD-00-aaa" firstAttribute="leading" secondItem="sfD-00-aaa" secondAttribute="leading" id="c4D-00-aaa"/>
                        </constraints>
                    </view>
                    \(navigation ? #"<navigationItem key="navigationItem" id="niD-00-aaa"/>"# : "")
                    \(controllerExtra)
                </viewController>
                </objects></scene>
                \(navigation ? controller : "")
                </scenes>
            </document>
            """
    }

    /// Xcode 16.3 and later (`toolsVersion` 23727 on) record a notched
    /// iPhone's own safe-area insets twice on every full-screen scene:
    /// public storyboards place a view pinned to the safe area's top at
    /// 118 on an iPhone 15 (59 + 59; Xcode 16.2 and earlier 59), at 162
    /// under a navigation bar (whose frame they record at y 118), and
    /// one pinned to its bottom 68 above the screen's (34 + 34). Xcode 26
    /// draws the bar 54 tall (172). UIKit on the phone does neither:
    /// `open` lays out at 59 and 103, and `check` compares such a document
    /// as its canvas laid it out. Home-button phones keep their 20.
    @Test func checkCountsANotchedPhonesInsetsTwiceOnTheCanvasOfXcode16() {
        let phone = "retina6_12", eight = "retina4_7"
        let fifteen = Size(width: 393, height: 852)
        let s = DocumentCommandTests.session([
            "sixteen.storyboard": Self.navigated(toolsVersion: "23727", device: phone, root: fifteen, topY: 162, bottomY: 852 - 68 - 40),
            "plain.storyboard": Self.navigated(toolsVersion: "23727", device: phone, root: fifteen, topY: 118, bottomY: 852 - 68 - 40,
                                               navigation: false),
            "twentysix.storyboard": Self.navigated(toolsVersion: "24506", device: phone, root: fifteen, topY: 172, bottomY: 852 - 68 - 40),
            "sixteen2.storyboard": Self.navigated(toolsVersion: "23504", device: phone, root: fifteen, topY: 103, bottomY: 852 - 34 - 40),
            "fifteen.storyboard": Self.navigated(toolsVersion: "22155", device: phone, root: fifteen, topY: 103, bottomY: 852 - 34 - 40),
            "eight.storyboard": Self.navigated(toolsVersion: "23727", device: eight, root: Size(width: 375, height: 667), topY: 64, bottomY: 667 - 40),
        ])
        let cases: [(String, Double, Double, String)] = [
            ("sixteen", 103, 778, "the canvas of Xcode 16.3"), ("plain", 59, 778, "the canvas of Xcode 16.3"),
            ("twentysix", 103, 778, "the canvas of Xcode 26"), ("sixteen2", 103, 778, ""), ("fifteen", 103, 778, ""),
            ("eight", 64, 627, ""),
        ]
        for (file, top, bottom, said) in cases {
            #expect(!s.run("open \(file).storyboard").failed)
            // open lays out as the phone does ...
            #expect(s.run("frame top").stdout == "top {{0, \(Int(top))}, {40, 40}}", "\(file)")
            #expect(s.run("frame bottom").stdout == "bottom {{0, \(Int(bottom))}, {40, 40}}", "\(file)")
            // ... check as the canvas did, and says so.
            Self.expectCheckAgrees(s, file, views: 2, canvas: said)
        }
        #expect(s.run("open sixteen.storyboard").stdout.contains("retina6_12"))
        #expect(s.run("check").stdout.contains("measured with the canvas of Xcode 16.3 (a notched iPhone's own safe-area insets counted twice"))
    }

    /// A xib of Xcode 16.3 whose top-level view is `size` on an iPhone 15,
    /// with a 40 × 40 box pinned to its safe area's top and recorded at
    /// `topY`.
    static func xib(size: Size, topY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="tlX-00-aaa" userLabel="panel">
                    <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                    <subviews>\(box("bxX-00-aaa", "box", topY))</subviews>
                    <viewLayoutGuide key="safeArea" id="sfX-00-aaa"/>
                    <constraints>
                        <constraint firstItem="bxX-00-aaa" firstAttribute="top" secondItem="sfX-00-aaa" secondAttribute="top" id="c1X-00-aaa"/>
                        <constraint firstItem="bxX-00-aaa" firstAttribute="leading" secondItem="sfX-00-aaa" secondAttribute="leading" id="c2X-00-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Xcode 16.3's doubled insets reach a xib's top-level view whatever
    /// its size: IB keeps the document device's safe area on a top-level
    /// view (051-profile-header-xib), and a public 414 × 158 panel of
    /// Xcode 16.3 on an iPhone 11 pins a view to its safe area's top at 96
    /// (2 × 48), as 66 full-screen xib views of the helper's survey are
    /// doubled. `open` keeps today's 59.
    @Test func aXibViewIsMeasuredWithDoubledInsetsToo() {
        let s = DocumentCommandTests.session([
            "screen.xib": Self.xib(size: Size(width: 393, height: 852), topY: 118),
            "panel.xib": Self.xib(size: Size(width: 320, height: 200), topY: 118),
        ])
        for file in ["screen", "panel"] {
            #expect(!s.run("open \(file).xib").failed)
            #expect(s.run("frame box").stdout == "box {{0, 59}, {40, 40}}", "\(file)")
            let r = s.run("check")
            #expect(r.stdout.hasSuffix("2 views: 2 agree, 0 differ"), "\(file): \(r.output)")
            #expect(r.stdout.contains("measured with the canvas of Xcode 16.3"), "\(file)")
        }
    }

    /// Xcode 16.3 and later write `retina6_7` for the iPhone 16 Plus,
    /// 430 × 932 with a Dynamic Island's 59 (public storyboards of two
    /// projects: a bar at y 118, a pushed scene's safe area from 162),
    /// where Xcode 12–14 meant the 12 Pro Max's 428 × 926 and 47 (44 on
    /// the canvases before Xcode 14's): a root as large as another
    /// device's screen of the same scale is laid out on that device.
    @Test func aRootTheSizeOfAnotherScreenIsThatDevice() {
        let s = DocumentCommandTests.session([
            "plus.storyboard": Self.navigated(toolsVersion: "23727", device: "retina6_7", root: Size(width: 430, height: 932),
                                              topY: 162, bottomY: 932 - 68 - 40),
            "max.storyboard": Self.navigated(toolsVersion: "20037", device: "retina6_7", root: Size(width: 428, height: 926),
                                             topY: 88, bottomY: 926 - 34 - 40),
            // A size chosen as freeform keeps the document's device (an
            // iPhone 8 Plus, @3x like the iPhone X whose screen it is).
            "freeform.storyboard": Self.navigated(
                toolsVersion: "23727", device: "retina5_5", root: Size(width: 375, height: 812), topY: 20, bottomY: 812 - 40,
                navigation: false,
                controllerExtra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="375" height="812"/>"#),
        ])
        #expect(s.run("open plus.storyboard").stdout.contains("on retina6_72 (iPhone 15 Plus, 430x932)"))
        #expect(s.run("frame top").stdout == "top {{0, 103}, {40, 40}}")
        Self.expectCheckAgrees(s, "plus", views: 2, canvas: "the canvas of Xcode 16.3")
        #expect(s.run("open max.storyboard").stdout.contains("on retina6_7 (iPhone 12 Pro Max, 428x926)"))
        #expect(s.run("frame top").stdout == "top {{0, 91}, {40, 40}}")
        // (Xcode 13's canvas gave every notched phone 44: 44 + 44.)
        Self.expectCheckAgrees(s, "max", views: 2, canvas: "the canvas of Xcode 13")
        #expect(s.run("open freeform.storyboard").stdout.contains("on 375x812@3x (Freeform, 375x812)"))
        #expect(s.run("frame top").stdout == "top {{0, 20}, {40, 40}}")
        Self.expectCheckAgrees(s, "freeform", views: 2, canvas: "")
    }

    /// The iPhone 11 (`retina6_1`) is 48 from the top since iOS 14, 44
    /// before: documents of Xcode 14 and later record a navigation bar at
    /// y 48, Xcode 12's and 13's at y 44. `open` lays out as today's
    /// iPhone; `check` measures a document saved before Xcode 14 with 44.
    @Test func theIPhone11Is48FromTheTopSinceIOS14() {
        let eleven = Size(width: 414, height: 896)
        let s = DocumentCommandTests.session([
            "twelve.storyboard": Self.navigated(toolsVersion: "17156", device: "retina6_1", root: eleven, topY: 88, bottomY: 896 - 34 - 40),
            "thirteen.storyboard": Self.navigated(toolsVersion: "20037", device: "retina6_1", root: eleven, topY: 88, bottomY: 896 - 34 - 40),
            "fourteen.storyboard": Self.navigated(toolsVersion: "21701", device: "retina6_1", root: eleven, topY: 92, bottomY: 896 - 34 - 40),
        ])
        for (file, said) in [("twelve", "the canvas of Xcode 12"), ("thirteen", "the canvas of Xcode 13"), ("fourteen", "")] {
            #expect(!s.run("open \(file).storyboard").failed)
            #expect(s.run("frame top").stdout == "top {{0, 92}, {40, 40}}", "\(file): 48 + 44")
            Self.expectCheckAgrees(s, file, views: 2, canvas: said)
        }
    }

    @Test func theMediumSizesAreOneStepBelowTheDefault() {
        #expect(Font.TextStyle.body.mediumSize.pointSize == 16)
        #expect(Font.TextStyle.caption1.mediumSize.pointSize == 11)
        #expect(Font.TextStyle.caption2.mediumSize.pointSize == 11)
        #expect(Font.TextStyle.headline.mediumSize == (16, .semibold))
        #expect(Font.TextStyle.largeTitle.mediumSize.pointSize == 33)
        // Body at 16 pt: "Label" 39.5 × 19.5 on IB's @2x canvas, as Xcode 7
        // recorded it; at 17 pt 42 × 20.5 as iOS 10–13 drew it (Xcode
        // 8–11), 41.5 × 20.5 as today's iPhone does (Xcode 12 and later).
        let label = { (f: Font) in TextMetrics.measure("Label", font: f, lines: 1, maxWidth: nil, scale: 2) }
        #expect(label(DesignCanvas.xcode7.font(.preferred(.body))) == Size(width: 39.5, height: 19.5))
        var staticBody = Font.preferred(.body)
        staticBody.usesStaticSystemFaces = true
        #expect(DesignCanvas.iOS12.font(.preferred(.body)) == staticBody)
        #expect(label(DesignCanvas.iOS12.font(.preferred(.body))) == Size(width: 42, height: 20.5))
        #expect(label(DesignCanvas.iOS13.font(.preferred(.body))) == Size(width: 42, height: 20.5))
        #expect(label(DesignCanvas.today.font(.preferred(.body))) == Size(width: 41.5, height: 20.5))
        #expect(label(DesignCanvas.iOS15.font(.preferred(.body))) == Size(width: 41.5, height: 20.5))
        // Fonts given by size keep their size; only the faces are iOS 9's.
        var static17 = Font.system(17)
        static17.usesStaticSystemFaces = true
        #expect(DesignCanvas.xcode7.font(.system(17)) == static17)
        #expect(DesignCanvas.today.font(.system(17)) == .system(17))
    }

    @Test func theCanvasComesFromTheDocument() throws {
        func fonts(_ text: String) throws -> DesignCanvas {
            try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "t.storyboard").open().designCanvas
        }
        #expect(try fonts(Self.xcode7()) == .xcode7)
        #expect(try fonts(Self.xcode7(toolsVersion: "8191")) == .xcode7)
        // Xcode 8–10 (11201 … 14490) and an Xcode 7 number with a device
        // are iOS 12's; Xcode 11 iOS 13's; Xcode 12 iOS 14's, Xcode 13
        // iOS 15's; Xcode 14 to 16.2 today's; Xcode 16.3 its own, and
        // Xcode 26 its own.
        #expect(try fonts(Self.xcode7(toolsVersion: "11201")) == .iOS12)
        #expect(try fonts(Self.xcode7(device: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#)) == .iOS12)
        #expect(try fonts(IBFixtures.stacked()) == .iOS12)
        #expect(try fonts(Self.field(toolsVersion: "15505", height: "34")) == .iOS13)
        #expect(try fonts(Self.field(toolsVersion: "16097.2", height: "34")) == .iOS13)
        #expect(try fonts(Self.field(toolsVersion: "17156", height: "34")) == .iOS14)
        #expect(try fonts(Self.field(toolsVersion: "19150", height: "34")) == .iOS15)
        #expect(try fonts(Self.field(toolsVersion: "20037", height: "34")) == .iOS15)
        #expect(try fonts(Self.field(toolsVersion: "21225", height: "34")) == .today)
        #expect(try fonts(Self.field(toolsVersion: "23504", height: "34")) == .today)
        #expect(try fonts(Self.field(toolsVersion: "23727", height: "34")) == .xcode16)
        #expect(try fonts(Self.field(toolsVersion: "24093.7", height: "34")) == .xcode26)
        #expect(try fonts(Self.field(toolsVersion: "24765", height: "34")) == .xcode26)
        // (A build numbered outside Xcode's releases, its plug-in Xcode
        // 15.4's: 59 at the top in the public documents that carry it.)
        #expect(try fonts(Self.field(toolsVersion: "32700.99.1234", height: "34")) == .today)
    }

    @Test func checkMeasuresWithTheDesignCanvasAndSaysSo() {
        let s = DocumentCommandTests.session(["seven.storyboard": Self.xcode7()])
        #expect(!s.run("open seven.storyboard").failed)
        // open lays out with today's fonts ...
        #expect(s.run("frame body").stdout == "body {{20, 40}, {41.5, 20.5}}")
        let before = s.run("dump").stdout
        // ... check compares with Xcode 7's, says so, and changes nothing.
        let r = s.run("check")
        #expect(!r.failed, "\(r.output)")
        #expect(r.stdout.contains("measured with Xcode 7's canvas fonts (iOS 9's text styles a size smaller: Body 16 pt"))
        #expect(r.stdout.hasSuffix("1 view: 1 agree, 0 differ"))
        #expect(s.run("dump").stdout == before)
        #expect(s.run("frame body").stdout == "body {{20, 40}, {41.5, 20.5}}")
        // stacklab check FILE says it on the file's line.
        let (lines, failed) = s.checkEveryRoot(of: "seven.storyboard")
        #expect(!failed)
        #expect(lines == ["seven.storyboard rt7-00-aaa view controller's view \"viewController\": 1 view: 1 agree, 0 differ; measured with Xcode 7's canvas fonts"])
    }

    @Test func checkOfADocumentOfTodayKeepsItsWords() {
        let s = DocumentCommandTests.session(["a.storyboard": IBFixtures.stacked()])
        #expect(!s.run("open a.storyboard").failed)
        #expect(!s.run("check").stdout.contains("measured with"))
    }
}
