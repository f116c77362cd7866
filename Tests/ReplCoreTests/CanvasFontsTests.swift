import Geometry
import InterfaceBuilder
import TestSupport
import Testing
import ViewTree
@testable import ReplCore

/// `check` measures a document with the fonts of the canvas that recorded
/// its frames (InterfaceBuilder's `CanvasFonts`), while `open` lays it out
/// with today's iPhone fonts.
@Suite("Canvas fonts of the Xcode that saved a document")
struct CanvasFontsTests {
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

    @Test func theMediumSizesAreOneStepBelowTheDefault() {
        #expect(Font.TextStyle.body.mediumSize.pointSize == 16)
        #expect(Font.TextStyle.caption1.mediumSize.pointSize == 11)
        #expect(Font.TextStyle.caption2.mediumSize.pointSize == 11)
        #expect(Font.TextStyle.headline.mediumSize == (16, .semibold))
        #expect(Font.TextStyle.largeTitle.mediumSize.pointSize == 33)
        // Body at 16 pt: "Label" 39.5 × 19.5 on IB's @2x canvas, as Xcode 7
        // recorded it; at today's 17 pt 41.5 × 20.5.
        let label = { (f: Font) in TextMetrics.measure("Label", font: f, lines: 1, maxWidth: nil, scale: 2) }
        #expect(label(CanvasFonts.xcode7.font(.preferred(.body))) == Size(width: 39.5, height: 19.5))
        #expect(label(CanvasFonts.today.font(.preferred(.body))) == Size(width: 41.5, height: 20.5))
        // Fonts given by size are not changed.
        #expect(CanvasFonts.xcode7.font(.system(17)) == .system(17))
    }

    @Test func theCanvasComesFromTheDocument() throws {
        func fonts(_ text: String) throws -> CanvasFonts {
            try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "t.storyboard").open().canvasFonts
        }
        #expect(try fonts(Self.xcode7()) == .xcode7)
        #expect(try fonts(Self.xcode7(toolsVersion: "8191")) == .xcode7)
        // Xcode 8 (11201) and a document with a device are today's.
        #expect(try fonts(Self.xcode7(toolsVersion: "11201")) == .today)
        #expect(try fonts(Self.xcode7(device: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#)) == .today)
        #expect(try fonts(IBFixtures.stacked()) == .today)
    }

    @Test func checkMeasuresWithTheCanvasFontsAndSaysSo() {
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
