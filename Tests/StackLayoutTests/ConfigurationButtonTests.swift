import Geometry
import StackLayout
import Testing
import ViewTree

/// An iOS 15 configuration button's title may wrap, so a horizontal stack
/// counts it among its multi-line text items, which share the stack's width
/// out (UISV-text-width-disambiguation: each at most its share, at 950).
/// The frames are those Interface Builder recorded (Xcode 14, public
/// `Cluster.storyboard` of SiliconLabsSoftware's simplicityconnect-ios):
/// rows of "ON", "OFF", "Toggle" in 325 pt and "Open", "Close" in 315 pt,
/// spacing 20, equal widths on the iPhone X.
@Suite("Configuration buttons share a row's width")
struct ConfigurationButtonTests {
    static func row(_ titles: [String], width: Double, configured: Bool, _ configuration: LayoutConfiguration) throws -> (Window, [View]) {
        let window = Window(screen: Screen(device: .iPhoneX), configuration: configuration)
        let row = StackView(name: "row")
        row.spacing = 20
        try window.rootView.addSubview(row)
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 25),
            row.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100),
            row.widthAnchor.constraint(equalToConstant: width),
        ])
        let buttons = titles.map { t in
            View(name: t, kind: configured
                ? .button(title: t, font: .system(ControlMetrics.configurationTitleFontSize),
                          insets: ControlMetrics.configurationContentInsets, configured: true)
                : .button(title: t))
        }
        for b in buttons { try row.addArrangedSubview(b) }
        window.layoutIfNeeded()
        return (window, buttons)
    }

    @Test(arguments: [true, false])
    func equalSharesAsInterfaceBuilderRecords(direct: Bool) throws {
        let configuration = direct ? LayoutConfiguration() : .general
        // (The windows are kept: a view's frame is its window's.)
        let (w3, three) = try Self.row(["ON", "OFF", "Toggle"], width: 325, configured: true, configuration)
        #expect(three.map(\.frame.origin.x) == [0, 115, 230])
        #expect(three.map(\.frame.size.width) == [95, 95, 95])
        let (w2, two) = try Self.row(["Open", "Close"], width: 315, configured: true, configuration)
        // 147.5 each, on the @3x grid as IB records it.
        #expect(two.map(\.frame.origin.x).map { ($0 * 3).rounded() } == [0, 503])
        #expect(two.map(\.frame.size.width).map { ($0 * 3).rounded() } == [443, 442])
        // Their titles' own widths are far below the share: without the
        // configuration the slack goes to one of them.
        let (window, classic) = try Self.row(["ON", "OFF", "Toggle"], width: 325, configured: false, configuration)
        #expect(Set(classic.map(\.frame.size.width)).count == 3, "\(classic.map(\.frame))")
        #expect(!window.ambiguousViews().isEmpty, "classic buttons of equal hugging leave the slack undecided")
        // The configuration's own height: a 17-pt title on the pixel grid
        // plus 7 above and below (Xcode 14's canvas: 34.333 on @3x).
        #expect(abs(three[0].frame.size.height - (61.0 / 3 + 14)) < 1e-9)
        withExtendedLifetime((w3, w2)) {}
    }
}
