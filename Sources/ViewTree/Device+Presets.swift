import Geometry

// The preset devices and their lookup by name. Sizes, scales, size classes
// and per-orientation rules are documented on ``Device``.

extension Device {
    // MARK: Presets

    /// iPhone SE (1st generation), iPhone 5/5s: 320 × 568 @2x.
    public static let iPhoneSE = Device.homeButtonPhone(
        name: "iphone-se", displayName: "iPhone SE", width: 320, height: 568, scale: 2,
        landscapeWidthClass: .compact
    )
    /// iPhone 8 (also 6, 6s, 7, SE 2nd/3rd generation): 375 × 667 @2x.
    public static let iPhone8 = Device.homeButtonPhone(
        name: "iphone8", displayName: "iPhone 8", width: 375, height: 667, scale: 2,
        landscapeWidthClass: .compact
    )
    /// iPhone 8 Plus (also 6/6s/7 Plus): 414 × 736 @3x; wR hC in landscape.
    public static let iPhone8Plus = Device.homeButtonPhone(
        name: "iphone8plus", displayName: "iPhone 8 Plus", width: 414, height: 736, scale: 3,
        landscapeWidthClass: .regular
    )
    /// iPhone X (also XS, 11 Pro): 375 × 812 @3x, with the notch's safe area.
    public static let iPhoneX = Device.notchedPhone(
        name: "iphone-x", displayName: "iPhone X", width: 375, height: 812, scale: 3,
        landscapeWidthClass: .compact
    )
    /// iPhone 11 (also XR): 414 × 896 @2x; wR hC in landscape.
    public static let iPhone11 = Device.notchedPhone(
        name: "iphone11", displayName: "iPhone 11", width: 414, height: 896, scale: 2,
        landscapeWidthClass: .regular
    )
    /// iPad (9.7", home button): 768 × 1024 @2x; wR hR, status bar in both
    /// orientations.
    public static let iPad: Device = {
        let metrics = Metrics(
            statusBarHeight: 20,
            safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            horizontalSizeClass: .regular,
            verticalSizeClass: .regular,
            systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: 768))
        )
        return Device(
            name: "ipad", displayName: "iPad", portraitSize: Size(width: 768, height: 1024), scale: 2,
            portrait: metrics, landscape: metrics
        )
    }()

    /// Every preset, in the REPL's order: iphone8, iphone-se, iphone8plus,
    /// iphone-x, iphone11, ipad.
    public static let allPresets: [Device] = [iPhone8, iPhoneSE, iPhone8Plus, iPhoneX, iPhone11, iPad]

    /// The presets' canonical names, in ``allPresets`` order (for completion).
    public static var canonicalNames: [String] { allPresets.map(\.name) }

    /// Other accepted names and the canonical name each stands for.
    public static let aliases: [(alias: String, canonical: String)] = [("iphone6", "iphone8")]

    /// Every name `device` accepts, each preset followed by its aliases:
    /// iphone8, iphone6, iphone-se, iphone8plus, iphone-x, iphone11, ipad.
    public static var acceptedNames: [String] {
        allPresets.flatMap { device in [device.name] + aliases.filter { $0.canonical == device.name }.map(\.alias) }
    }

    /// Looks up a preset by name or alias.
    ///
    /// Case, spaces, hyphens and underscores are ignored, so `"iPhone 8"`,
    /// `"iphone8"`, `"IPHONE-8"`, `"iphone se"` and `"iPhone X"` all match.
    ///
    /// - Parameter name: A preset name or alias.
    /// - Returns: The preset, or `nil` if no preset has that name.
    public static func preset(named name: String) -> Device? {
        let key = normalizedName(name)
        guard !key.isEmpty else { return nil }
        for device in allPresets where normalizedName(device.name) == key {
            return device
        }
        for (alias, canonical) in aliases where normalizedName(alias) == key {
            return allPresets.first { $0.name == canonical }
        }
        return nil
    }

    /// Lower-cased, without whitespace, hyphens and underscores.
    static func normalizedName(_ name: String) -> String {
        String(name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }

    // MARK: Construction helpers

    /// Insets with `value` on the left and right, 0 at the top and bottom.
    static func sideMargins(_ value: Double) -> EdgeInsets {
        EdgeInsets(top: 0, left: value, bottom: 0, right: value)
    }

    /// An iPhone with a home button: 20-pt status bar and top safe area in
    /// portrait, neither in landscape.
    static func homeButtonPhone(
        name: String, displayName: String, width: Double, height: Double, scale: Double,
        landscapeWidthClass: SizeClass
    ) -> Device {
        Device(
            name: name, displayName: displayName, portraitSize: Size(width: width, height: height), scale: scale,
            portrait: Metrics(
                statusBarHeight: 20,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                horizontalSizeClass: .compact,
                verticalSizeClass: .regular,
                systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: width))
            ),
            landscape: Metrics(
                statusBarHeight: 0,
                safeAreaInsets: .zero,
                horizontalSizeClass: landscapeWidthClass,
                verticalSizeClass: .compact,
                systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: height))
            )
        )
    }

    /// An iPhone with the sensor housing: safe area {44, 0, 34, 0} in
    /// portrait (44-pt status bar inside it), {0, 44, 21, 44} in landscape.
    static func notchedPhone(
        name: String, displayName: String, width: Double, height: Double, scale: Double,
        landscapeWidthClass: SizeClass
    ) -> Device {
        Device(
            name: name, displayName: displayName, portraitSize: Size(width: width, height: height), scale: scale,
            portrait: Metrics(
                statusBarHeight: 44,
                safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact,
                verticalSizeClass: .regular,
                systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: width))
            ),
            landscape: Metrics(
                statusBarHeight: 0,
                safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                horizontalSizeClass: landscapeWidthClass,
                verticalSizeClass: .compact,
                systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: height))
            )
        )
    }
}
