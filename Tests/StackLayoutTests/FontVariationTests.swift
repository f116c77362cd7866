import Geometry
import StackLayout
import Testing
import ViewTree

/// Fonts per size class (`FontVariation`, Interface Builder's "+" beside a
/// font): a view is measured in the variation that matches its window's
/// size classes, the most specific first, and a change of classes measures
/// it again even where nothing else of its stack varies (no stack
/// variation to make the direct path's kept summaries stale).
@Suite("Fonts per size class")
struct FontVariationTests {
    /// root → column (vertical, leading) of `title` ("Settings", 17 pt;
    /// 34 pt in compact heights, 12 pt in compact widths and compact
    /// heights) and a 40 × 20 box.
    final class Scene {
        let window: Window
        let column = StackView(name: "column")
        let title = View(name: "title", kind: .label(text: "Settings"))

        init(_ configuration: LayoutConfiguration, orientation: Orientation = .portrait, device: Device = .iPhone8) throws {
            window = Window(screen: Screen(device: device, orientation: orientation), configuration: configuration)
            try window.rootView.addSubview(column)
            column.axis = .vertical
            column.alignment = .leading
            try LayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
                column.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10),
            ])
            title.setFontVariation(.system(34), horizontal: nil, vertical: .compact)
            title.setFontVariation(.system(12), horizontal: .compact, vertical: .compact)
            try column.addArrangedSubview(title)
            let box = View(name: "box")
            box.intrinsicSizeOverride = Size(width: 40, height: 20)
            try column.addArrangedSubview(box)
        }

        func frames() -> [String] {
            window.layoutIfNeeded()
            return window.rootView.allViews().map { "\($0.name) \($0.screenFrame)" }
        }
    }

    /// What a plain label in `font` measures on `scale`.
    static func size(_ font: Font, scale: Double) -> Size {
        View(name: "x", kind: .label(text: "Settings", font: font)).intrinsicContentSize(scale: scale)
    }

    /// Equal to the last bit or two (a @3x frame is a sum of thirds).
    static func same(_ a: Size, _ b: Size) -> Bool { abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9 }

    @Test func theMostSpecificMatchingVariationIsMeasured() throws {
        // iPhone 8 portrait (wC hR): no variation matches, 17 pt.
        let portrait = try Scene(LayoutConfiguration())
        _ = portrait.frames()
        #expect(portrait.title.fontInForce == .system(17))
        #expect(Self.same(portrait.title.frame.size, Self.size(.system(17), scale: 2)))
        // iPhone 8 landscape (wC hC): both match, the one with both classes wins.
        let landscape = try Scene(LayoutConfiguration(), orientation: .landscape)
        _ = landscape.frames()
        #expect(landscape.title.fontInForce == .system(12))
        #expect(Self.same(landscape.title.frame.size, Self.size(.system(12), scale: 2)))
        // iPhone 8 Plus landscape (wR hC): only the height's matches.
        let plus = try Scene(LayoutConfiguration(), orientation: .landscape, device: .iPhone8Plus)
        _ = plus.frames()
        #expect(plus.title.fontInForce == .system(34))
        #expect(Self.same(plus.title.frame.size, Self.size(.system(34), scale: 3)))
        // Not in a window: its own font; the kind keeps the Any × Any one.
        let alone = View(name: "alone", kind: .label(text: "Settings"))
        alone.setFontVariation(.system(30), horizontal: .compact, vertical: nil)
        #expect(alone.fontInForce == .system(17))
        #expect(alone.kind.font == .system(17))
        // With neither class, the Any × Any font itself.
        alone.setFontVariation(.system(20), horizontal: nil, vertical: nil)
        #expect(alone.kind.font == .system(20))
        #expect(alone.fontVariations.map(\.font) == [.system(30)])
        // A view without text keeps none.
        let plain = View(name: "plain")
        plain.setFontVariation(.system(30), horizontal: .compact, vertical: nil)
        #expect(plain.fontVariations.isEmpty)
    }

    /// Rotations and another device, on a window laid out before each:
    /// every frame is a fresh window's, on both paths.
    @Test(arguments: [true, false])
    func aChangeOfClassesMeasuresAgain(direct: Bool) throws {
        let configuration = direct ? LayoutConfiguration() : .general
        let kept = try Scene(configuration)
        var seen: Set<[String]> = [kept.frames()]
        for (orientation, device) in [(Orientation.landscape, Device.iPhone8), (.portrait, .iPhone8),
                                      (.landscape, .iPhone8Plus), (.landscape, .iPhone8)] {
            kept.window.setScreen(Screen(device: device, orientation: orientation))
            let after = kept.frames()
            let fresh = try Scene(configuration, orientation: orientation, device: device)
            #expect(after == fresh.frames(), "\(device.displayName) \(orientation)")
            seen.insert(after)
        }
        #expect(seen.count == 3, "the three fonts give three layouts")
    }
}
