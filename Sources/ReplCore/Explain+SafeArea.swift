import Geometry
import ViewTree

extension Explainer {
    /// A stack whose every arranged view is hidden (uikit-stackview.md §14.6).
    static let allHiddenPhrase =
        "every arranged view is hidden, so it connects to its spanning guide instead, which is pulled to zero (@ 0.001): it collapses unless something else sizes it"

    /// For a view below the root with a non-zero safe area: how much of it
    /// its superview's safe area leaves out (§14.4), e.g. "its safe area:
    /// top 20, the part of it root's safe area leaves out (the status bar,
    /// the sensor housing)".
    func safeAreaNote() -> [String] {
        guard view !== window.rootView, let parent = view.superview else { return [] }
        let i = view.safeAreaInsets
        guard i != .zero else { return [] }
        let sides = [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(formatNumber($0.1))" }
        let what = Self.outsideTheSafeArea(window.screen)
        return ["its safe area: \(sides.joined(separator: ", ")), the part of it \(parent.name)'s safe area leaves out"
            + (what.isEmpty ? "" : " (\(what.joined(separator: ", ")))")]
    }

    /// What the screen's safe area leaves out, from the device: the status
    /// bar where it shows, the sensor housing only on a phone that has one
    /// (at the top in portrait, at the sides in landscape), the home
    /// indicator at the bottom.
    static func outsideTheSafeArea(_ screen: Screen) -> [String] {
        let insets = screen.safeAreaInsets
        var what: [String] = []
        if screen.statusBarHeight > 0 { what.append("the status bar") }
        if screen.device.hasSensorHousing, insets.top > 0 || insets.left > 0 || insets.right > 0 {
            what.append("the sensor housing")
        }
        if screen.device.hasSensorHousing, insets.bottom > 0 { what.append("the home indicator") }
        return what
    }
}
