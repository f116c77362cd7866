/// Small Interface Builder documents written for StackLab's tests (none
/// is a copy of a public file): each element and attribute family in the
/// keys Xcode writes.
public enum IBFixtures {
    /// A storyboard (Xcode 10 keys, iPhone 8) whose initial view
    /// controller's view holds a vertical stack pinned to the safe area's
    /// top and leading edges with a 28 × 28 view and a 100 × 50 view, and
    /// a free 40 × 40 box at a fixed frame. `boxX` is the box's recorded x;
    /// `secondWidth` the second view's recorded width (100 is what its
    /// constraint gives: anything else is a difference for `check`).
    public static func stacked(secondWidth: String = "100", boxX: String = "200") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vcA-00-aaa">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="scA-00-aaa">
                    <objects>
                        <viewController id="vcA-00-aaa" customClass="DemoViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rtA-00-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stA-00-aaa" userLabel="column">
                                        <rect key="frame" x="16" y="20" width="100" height="86"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1A-00-aaa" userLabel="small">
                                                <rect key="frame" x="0.0" y="0.0" width="28" height="28"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="28" id="c1A-00-aaa"/>
                                                    <constraint firstAttribute="width" secondItem="v1A-00-aaa" secondAttribute="height" multiplier="1:1" id="c2A-00-aaa"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v2A-00-aaa" userLabel="wide">
                                                <rect key="frame" x="0.0" y="36" width="\(secondWidth)" height="50"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="100" id="c3A-00-aaa"/>
                                                    <constraint firstAttribute="height" constant="50" id="c4A-00-aaa"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                    </stackView>
                                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bxA-00-aaa" userLabel="box">
                                        <rect key="frame" x="\(boxX)" y="300" width="40" height="40"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="stA-00-aaa" firstAttribute="top" secondItem="sfA-00-aaa" secondAttribute="top" id="c5A-00-aaa"/>
                                    <constraint firstItem="stA-00-aaa" firstAttribute="leading" secondItem="rtA-00-aaa" secondAttribute="leadingMargin" id="c6A-00-aaa"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="sfA-00-aaa"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A storyboard (Xcode 10 keys, iPhone 8) with size-class variations:
    /// a vertical stack of three 20-pt rows (`top`, `middle`, `bottom`,
    /// spacing 8) pinned to the safe area's top and the leading margin; the
    /// middle row is not installed for compact height, and the stack's width
    /// is 100 for Any × Any and 300 for compact height (the 100 excluded
    /// there, the 300 included only there).
    public static func sizeClasses() -> String {
        func row(_ id: String, _ name: String, y: Int) -> String {
            """
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
                                                <rect key="frame" x="0.0" y="\(y)" width="100" height="20"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="20" id="h\(id.dropFirst())"/>
                                                </constraints>
                                            </view>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vcC-00-aaa">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="scC-00-aaa">
                    <objects>
                        <viewController id="vcC-00-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rtC-00-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stC-00-aaa" userLabel="rows">
                                        <rect key="frame" x="16" y="20" width="100" height="76"/>
                                        <subviews>
        \(row("r1C-00-aaa", "top", y: 0))
        \(row("r2C-00-aaa", "middle", y: 28))
        \(row("r3C-00-aaa", "bottom", y: 56))
                                        </subviews>
                                        <variation key="heightClass=compact">
                                            <mask key="subviews">
                                                <exclude reference="r2C-00-aaa"/>
                                            </mask>
                                        </variation>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="stC-00-aaa" firstAttribute="top" secondItem="sfC-00-aaa" secondAttribute="top" id="c1C-00-aaa"/>
                                    <constraint firstItem="stC-00-aaa" firstAttribute="leading" secondItem="rtC-00-aaa" secondAttribute="leadingMargin" id="c2C-00-aaa"/>
                                    <constraint firstItem="stC-00-aaa" firstAttribute="width" constant="100" id="wAC-00-aaa"/>
                                    <constraint firstItem="stC-00-aaa" firstAttribute="width" constant="300" id="wCC-00-aaa"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="sfC-00-aaa"/>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="wCC-00-aaa"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="constraints">
                                        <exclude reference="wAC-00-aaa"/>
                                        <include reference="wCC-00-aaa"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
