import Geometry
import Testing
import ViewTree

/// One preset in one orientation, written out by hand from the sources cited
/// in Device.swift (reference §6 and §12), not computed by the rules under
/// test.
struct ScreenCase: Sendable, CustomTestStringConvertible {
    let name: String
    let orientation: Orientation
    let bounds: Rect
    let statusBar: Double
    let safeArea: EdgeInsets
    let sizeClasses: String  // "wC hR"
    let minimumMargins: EdgeInsets
    let rootMargins: EdgeInsets

    var testDescription: String { "\(name) \(orientation)" }
}

private func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

/// Unwraps a `Result`'s error, failing the test on success.
private func failure(_ result: Result<Device, DeviceError>, sourceLocation: SourceLocation = #_sourceLocation)
    -> DeviceError?
{
    switch result {
    case .success(let device):
        Issue.record("expected an error, got \(device)", sourceLocation: sourceLocation)
        return nil
    case .failure(let error):
        return error
    }
}

/// Unwraps a `Result`'s device, failing the test on an error.
private func success(_ result: Result<Device, DeviceError>, sourceLocation: SourceLocation = #_sourceLocation)
    -> Device?
{
    switch result {
    case .success(let device):
        return device
    case .failure(let error):
        Issue.record("expected a device, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

let presetCases: [ScreenCase] = [
    // iPhone 8: 20-pt status bar in portrait only; 16 → 20 margins when turned.
    ScreenCase(
        name: "iphone8", orientation: .portrait, bounds: rect(0, 0, 375, 667), statusBar: 20,
        safeArea: insets(20, 0, 0, 0), sizeClasses: "wC hR",
        minimumMargins: insets(0, 16, 0, 16), rootMargins: insets(20, 16, 0, 16)),
    ScreenCase(
        name: "iphone8", orientation: .landscape, bounds: rect(0, 0, 667, 375), statusBar: 0,
        safeArea: insets(0, 0, 0, 0), sizeClasses: "wC hC",
        minimumMargins: insets(0, 20, 0, 20), rootMargins: insets(0, 20, 0, 20)),
    ScreenCase(
        name: "iphone-se", orientation: .portrait, bounds: rect(0, 0, 320, 568), statusBar: 20,
        safeArea: insets(20, 0, 0, 0), sizeClasses: "wC hR",
        minimumMargins: insets(0, 16, 0, 16), rootMargins: insets(20, 16, 0, 16)),
    ScreenCase(
        name: "iphone-se", orientation: .landscape, bounds: rect(0, 0, 568, 320), statusBar: 0,
        safeArea: insets(0, 0, 0, 0), sizeClasses: "wC hC",
        minimumMargins: insets(0, 20, 0, 20), rootMargins: insets(0, 20, 0, 20)),
    // Plus: 20-pt margins already in portrait; regular width in landscape.
    ScreenCase(
        name: "iphone8plus", orientation: .portrait, bounds: rect(0, 0, 414, 736), statusBar: 20,
        safeArea: insets(20, 0, 0, 0), sizeClasses: "wC hR",
        minimumMargins: insets(0, 20, 0, 20), rootMargins: insets(20, 20, 0, 20)),
    ScreenCase(
        name: "iphone8plus", orientation: .landscape, bounds: rect(0, 0, 736, 414), statusBar: 0,
        safeArea: insets(0, 0, 0, 0), sizeClasses: "wR hC",
        minimumMargins: insets(0, 20, 0, 20), rootMargins: insets(0, 20, 0, 20)),
    // iPhone X: margins measured from the safe-area edge (44 + 20 = 64 sides).
    ScreenCase(
        name: "iphone-x", orientation: .portrait, bounds: rect(0, 0, 375, 812), statusBar: 44,
        safeArea: insets(44, 0, 34, 0), sizeClasses: "wC hR",
        minimumMargins: insets(0, 16, 0, 16), rootMargins: insets(44, 16, 34, 16)),
    ScreenCase(
        name: "iphone-x", orientation: .landscape, bounds: rect(0, 0, 812, 375), statusBar: 0,
        safeArea: insets(0, 44, 21, 44), sizeClasses: "wC hC",
        minimumMargins: insets(0, 20, 0, 20), rootMargins: insets(0, 64, 21, 64)),
    ScreenCase(
        name: "iphone11", orientation: .portrait, bounds: rect(0, 0, 414, 896), statusBar: 44,
        safeArea: insets(44, 0, 34, 0), sizeClasses: "wC hR",
        minimumMargins: insets(0, 20, 0, 20), rootMargins: insets(44, 20, 34, 20)),
    ScreenCase(
        name: "iphone11", orientation: .landscape, bounds: rect(0, 0, 896, 414), statusBar: 0,
        safeArea: insets(0, 44, 21, 44), sizeClasses: "wR hC",
        minimumMargins: insets(0, 20, 0, 20), rootMargins: insets(0, 64, 21, 64)),
    // iPad: status bar and regular size classes both ways.
    ScreenCase(
        name: "ipad", orientation: .portrait, bounds: rect(0, 0, 768, 1024), statusBar: 20,
        safeArea: insets(20, 0, 0, 0), sizeClasses: "wR hR",
        minimumMargins: insets(0, 20, 0, 20), rootMargins: insets(20, 20, 0, 20)),
    ScreenCase(
        name: "ipad", orientation: .landscape, bounds: rect(0, 0, 1024, 768), statusBar: 20,
        safeArea: insets(20, 0, 0, 0), sizeClasses: "wR hR",
        minimumMargins: insets(0, 20, 0, 20), rootMargins: insets(20, 20, 0, 20)),
]

/// Every suite of this file, under one name for `swift test --filter DeviceTests`.
@Suite("Devices")
enum DeviceTests {}

extension DeviceTests {
    @Suite("Device presets")
    struct Presets {
        @Test("every preset in both orientations", arguments: presetCases)
        func presetScreen(_ expected: ScreenCase) throws {
            let device = try #require(Device.preset(named: expected.name))
            let screen = Screen(device: device, orientation: expected.orientation)
            #expect(device.name == expected.name)
            #expect(screen.bounds == expected.bounds)
            #expect(screen.statusBarHeight == expected.statusBar)
            #expect(screen.safeAreaInsets == expected.safeArea)
            let traits = screen.traitCollection
            #expect("w\(traits.horizontalSizeClass.abbreviation) h\(traits.verticalSizeClass.abbreviation)"
                == expected.sizeClasses)
            #expect(traits.displayScale == device.scale)
            #expect(screen.systemMinimumLayoutMargins == expected.minimumMargins)
            #expect(screen.rootLayoutMargins == expected.rootMargins)
            // The Device accessors agree with the Screen's.
            #expect(device.size(for: expected.orientation) == expected.bounds.size)
            #expect(device.statusBarHeight(for: expected.orientation) == expected.statusBar)
            #expect(device.safeAreaInsets(for: expected.orientation) == expected.safeArea)
            #expect(device.systemMinimumLayoutMargins(for: expected.orientation) == expected.minimumMargins)
            #expect(device.rootLayoutMargins(for: expected.orientation) == expected.rootMargins)
            #expect(device.metrics(for: expected.orientation).rootLayoutMargins == expected.rootMargins)
        }

        @Test("the table covers every preset in both orientations")
        func tableIsComplete() {
            for device in Device.allPresets {
                for orientation in Orientation.allCases {
                    #expect(presetCases.contains { $0.name == device.name && $0.orientation == orientation },
                        "\(device.name) \(orientation)")
                }
            }
            #expect(presetCases.count == 2 * Device.allPresets.count)
        }

        @Test("names, display names, portrait sizes and scales")
        func identity() {
            let rows = Device.allPresets.map {
                "\($0.name)|\($0.displayName)|\($0.portraitSize)|\(formatNumber($0.scale))"
            }
            #expect(rows == [
                "iphone8|iPhone 8|{375, 667}|2",
                "iphone-se|iPhone SE|{320, 568}|2",
                "iphone8plus|iPhone 8 Plus|{414, 736}|3",
                "iphone-x|iPhone X|{375, 812}|3",
                "iphone11|iPhone 11|{414, 896}|2",
                "ipad|iPad|{768, 1024}|2",
            ])
            #expect(Device.canonicalNames == ["iphone8", "iphone-se", "iphone8plus", "iphone-x", "iphone11", "ipad"])
            #expect(Device.allPresets == [.iPhone8, .iPhoneSE, .iPhone8Plus, .iPhoneX, .iPhone11, .iPad])
            #expect(Set(Device.allPresets).count == 6)
            #expect(Device.aliases.map { "\($0.alias)->\($0.canonical)" } == ["iphone6->iphone8"])
            #expect(Device.iPhone8.description == "iPhone 8 (375x667 @2x)")
        }

        @Test("iPhone 8 root margins: {20, 16, 0, 16} portrait, {0, 20, 0, 20} landscape")
        func iPhone8RootMargins() {
            let portrait = Screen(device: .iPhone8)
            #expect(portrait.orientation == .portrait)
            #expect(portrait.rootLayoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
            #expect(portrait.rootLayoutMargins.description == "{20, 16, 0, 16}")
            let landscape = portrait.rotated()
            #expect(landscape.rootLayoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
            #expect(landscape.rootLayoutMargins.description == "{0, 20, 0, 20}")
        }

        /// Seed 001: a view pinned to the root's margins left and right, 20 pt
        /// below the top safe-area edge and 20 pt above the bottom one
        /// (reference §12's worked example on iPhone 6).
        @Test("seed 001's green view from the Screen's values")
        func seed001Arithmetic() {
            func greenView(_ screen: Screen) -> Rect {
                let margins = screen.rootLayoutMargins
                let safe = screen.safeAreaInsets
                let x = margins.left
                let y = safe.top + 20
                let w = screen.bounds.size.width - margins.left - margins.right
                let h = screen.bounds.size.height - y - 20 - safe.bottom
                return Rect(x: x, y: y, width: w, height: h)
            }
            let portrait = Screen(device: .iPhone8, orientation: .portrait)
            #expect(greenView(portrait) == Rect(x: 16, y: 40, width: 343, height: 607))
            #expect(greenView(portrait).description == "{{16, 40}, {343, 607}}")
            #expect(greenView(portrait.rotated()) == Rect(x: 20, y: 20, width: 627, height: 335))
            #expect(greenView(portrait.rotated()).description == "{{20, 20}, {627, 335}}")
            // The same arithmetic on iPhone X, where the safe area is not the status bar:
            // portrait y = 44 + 20, h = 812 − 64 − 20 − 34; landscape x = 44 + 20.
            let x = Screen(device: .iPhoneX)
            #expect(greenView(x) == Rect(x: 16, y: 64, width: 343, height: 694))
            #expect(greenView(x.rotated()) == Rect(x: 64, y: 20, width: 684, height: 314))
        }

        /// Safe-area frames against qiita usagimaru's table: X 375 × 734 / 724 × 354,
        /// XR (iPhone 11) 414 × 818 / 808 × 393.
        @Test("safe-area and margin frames")
        func frames() {
            #expect(Screen(device: .iPhoneX).safeAreaFrame == rect(0, 44, 375, 734))
            #expect(Screen(device: .iPhoneX, orientation: .landscape).safeAreaFrame == rect(44, 0, 724, 354))
            #expect(Screen(device: .iPhone11).safeAreaFrame == rect(0, 44, 414, 818))
            #expect(Screen(device: .iPhone11, orientation: .landscape).safeAreaFrame == rect(44, 0, 808, 393))
            #expect(Screen(device: .iPhone8).safeAreaFrame == rect(0, 20, 375, 647))
            #expect(Screen(device: .iPhone8).layoutMarginsFrame == rect(16, 20, 343, 647))
            #expect(Screen(device: .iPhoneX, orientation: .landscape).layoutMarginsFrame == rect(64, 0, 684, 354))
            #expect(Screen(device: .iPad, orientation: .landscape).layoutMarginsFrame == rect(20, 20, 984, 748))
        }

        @Test("the system minimum side margin switches at 400 pt")
        func marginThreshold() {
            #expect(Device.systemMinimumHorizontalMargin(forWidth: 320) == 16)
            #expect(Device.systemMinimumHorizontalMargin(forWidth: 399.5) == 16)
            #expect(Device.systemMinimumHorizontalMargin(forWidth: 400) == 20)
            #expect(Device.systemMinimumHorizontalMargin(forWidth: 414) == 20)
            #expect(Device.systemMinimumHorizontalMargin(forWidth: 1024) == 20)
        }
    }

    @Suite("Orientation, traits and Screen")
    struct Screens {
        @Test func orientationToggles() {
            #expect(Orientation.portrait.toggled == .landscape)
            #expect(Orientation.landscape.toggled == .portrait)
            #expect(Orientation.allCases.map(\.description) == ["portrait", "landscape"])
        }

        @Test func sizeClassesAndTraits() {
            #expect(SizeClass.compact.rawValue == "compact")
            #expect(SizeClass.regular.rawValue == "regular")
            #expect(SizeClass(rawValue: "regular") == .regular)
            #expect(Screen(device: .iPhone8).traitCollection.description == "wC hR @2x")
            #expect(Screen(device: .iPhone8Plus, orientation: .landscape).traitCollection
                == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact, displayScale: 3))
            #expect(Screen(device: .iPad).traitCollection.description == "wR hR @2x")
        }

        @Test("rotated() swaps the bounds and comes back")
        func rotation() {
            let screen = Screen(device: .iPhone11)
            let turned = screen.rotated()
            #expect(turned.orientation == .landscape)
            #expect(turned.device == screen.device)
            #expect(turned.bounds == rect(0, 0, 896, 414))
            #expect(turned.rotated() == screen)
            #expect(turned.scale == 2)
            #expect(screen.description == "iPhone 11, portrait, {414, 896} @2x")
            #expect(turned.description == "iPhone 11, landscape, {896, 414} @2x")
        }
    }

    @Suite("Device names and custom screens")
    struct Names {
        @Test("preset(named:) takes names and aliases, ignoring case, spaces and hyphens")
        func presetNames() {
            let accepted: [(String, Device)] = [
                ("iphone8", .iPhone8), ("iphone6", .iPhone8), ("iPhone 8", .iPhone8), ("iPhone8", .iPhone8),
                ("IPHONE 6", .iPhone8), ("iphone-se", .iPhoneSE), ("iPhone SE", .iPhoneSE), ("iphonese", .iPhoneSE),
                ("iphone8plus", .iPhone8Plus), ("iPhone 8 Plus", .iPhone8Plus), ("iphone-x", .iPhoneX),
                ("iPhone X", .iPhoneX), ("iphonex", .iPhoneX), ("iphone11", .iPhone11), ("iPhone 11", .iPhone11),
                ("iphone_11", .iPhone11), ("ipad", .iPad), ("iPad", .iPad),
            ]
            for (name, device) in accepted {
                #expect(Device.preset(named: name) == device, "\(name)")
            }
            for name in ["", "  ", "iphone7", "iphone", "375x667@2x", "ipad pro", "8"] {
                #expect(Device.preset(named: name) == nil, "\(name)")
            }
        }

        @Test("acceptedNames lists each preset then its aliases, and each names its device")
        func acceptedNames() {
            #expect(Device.acceptedNames == ["iphone8", "iphone6", "iphone-se", "iphone8plus", "iphone-x", "iphone11", "ipad"])
            for device in Device.allPresets {
                #expect(Device.preset(named: device.name) == device)
                #expect(Device.preset(named: "  \(device.displayName)\t") == device)
            }
        }

        @Test("custom WxH@Sx screens")
        func customScreens() throws {
            let d = try #require(success(Device.custom(width: 375, height: 667, scale: 2)))
            #expect(d.name == "375x667@2x")
            #expect(d.displayName == "Custom 375x667 @2x")
            #expect(d.portraitSize == Size(width: 375, height: 667))
            #expect(d.scale == 2)
            for orientation in Orientation.allCases {
                let screen = Screen(device: d, orientation: orientation)
                #expect(screen.statusBarHeight == 0)
                #expect(screen.safeAreaInsets == .zero)
                #expect(screen.systemMinimumLayoutMargins == insets(0, 16, 0, 16))
                #expect(screen.rootLayoutMargins == insets(0, 16, 0, 16))
            }
            #expect(Screen(device: d, orientation: .landscape).bounds == rect(0, 0, 667, 375))
            // Width class from the width, height class from the height (600-pt threshold).
            #expect(Screen(device: d).traitCollection.description == "wC hR @2x")
            #expect(Screen(device: d, orientation: .landscape).traitCollection.description == "wR hC @2x")

            let small = try #require(success(Device.custom(width: 320, height: 480)))
            #expect(small.name == "320x480@1x")
            #expect(small.scale == 1)
            #expect(Screen(device: small).traitCollection.description == "wC hC @1x")
            #expect(Screen(device: small, orientation: .landscape).traitCollection.description == "wC hC @1x")

            // Wider than tall as given: "portrait" is the size as given.
            let wide = try #require(success(Device.custom(width: 1024, height: 768, scale: 1)))
            #expect(Screen(device: wide).bounds == rect(0, 0, 1024, 768))
            #expect(Screen(device: wide, orientation: .landscape).bounds == rect(0, 0, 768, 1024))
            #expect(Screen(device: wide).traitCollection.description == "wR hR @1x")
            // Still 16-pt margins, even 1024 pt wide (StackLab's rule for custom screens).
            #expect(Screen(device: wide).rootLayoutMargins == insets(0, 16, 0, 16))

            // The 600-pt size-class threshold, in both orientations.
            let edge = try #require(success(Device.custom(width: 599, height: 600, scale: 3)))
            #expect(Screen(device: edge).traitCollection.description == "wC hR @3x")
            #expect(Screen(device: edge, orientation: .landscape).traitCollection.description == "wR hC @3x")

            let fractional = try #require(success(Device.custom(width: 187.5, height: 333.25, scale: 2)))
            #expect(fractional.portraitSize == Size(width: 187.5, height: 333.25))
            #expect(fractional.name == "187.5x333.25@2x")
        }

        @Test("zero, negative, NaN and infinite sizes")
        func invalidLengths() {
            #expect(failure(Device.custom(width: 0, height: 667)) == .invalidLength("0x667@1x", axis: .horizontal, value: 0))
            #expect(failure(Device.custom(width: 0, height: 667))?.message
                == "invalid screen width in '0x667@1x': expected a positive finite number, got 0")
            #expect(failure(Device.custom(width: 375, height: -667))?.message
                == "invalid screen height in '375x-667@1x': expected a positive finite number, got -667")
            #expect(failure(Device.custom(width: -320, height: 480, scale: 2))
                == .invalidLength("-320x480@2x", axis: .horizontal, value: -320))
            #expect(failure(Device.custom(width: .nan, height: 667, scale: 2))?.message
                == "invalid screen width in 'nanx667@2x': expected a positive finite number, got nan")
            #expect(failure(Device.custom(width: 375, height: -.infinity))?.message
                == "invalid screen height in '375x-inf@1x': expected a positive finite number, got -inf")
            #expect(failure(Device.custom(width: 375, height: 0, scale: 2))
                == .invalidLength("375x0@2x", axis: .vertical, value: 0))
            // Width is checked before height.
            #expect(failure(Device.custom(width: 0, height: 0))?.message
                == "invalid screen width in '0x0@1x': expected a positive finite number, got 0")
            #expect(failure(Device.custom(width: 0, height: 0))?.description
                == failure(Device.custom(width: 0, height: 0))?.message)
        }

        @Test("scales other than 1, 2 and 3")
        func unsupportedScales() {
            #expect(failure(Device.custom(width: 375, height: 667, scale: 4)) == .unsupportedScale("375x667@4x", scale: 4))
            #expect(failure(Device.custom(width: 375, height: 667, scale: 4))?.message
                == "unsupported scale in '375x667@4x': expected @1x, @2x or @3x, got @4x")
            #expect(failure(Device.custom(width: 375, height: 667, scale: 1.5))?.message
                == "unsupported scale in '375x667@1.5x': expected @1x, @2x or @3x, got @1.5x")
            #expect(failure(Device.custom(width: 375, height: 667, scale: 0)) == .unsupportedScale("375x667@0x", scale: 0))
            #expect(failure(Device.custom(width: 375, height: 667, scale: 2.5))
                == .unsupportedScale("375x667@2.5x", scale: 2.5))
            for scale in [1.0, 2, 3] {
                #expect(success(Device.custom(width: 10, height: 20, scale: scale))?.scale == scale)
            }
        }
    }
}
