import Geometry
import SceneModel
import Testing
import ViewTree

@testable import Rendering

@Suite("Rendering")
struct RenderingTests {
    /// Names of nested and crowded views: no two boxes overlap, each is on
    /// the screen, and one that finds no place is listed.
    @Test func namesNeverOverlap() {
        var views: [(name: String, frame: Rect)] = [
            ("outer", Rect(x: 0, y: 0, width: 200, height: 40)),
            ("row1", Rect(x: 0, y: 0, width: 200, height: 20)),
            ("userLabel", Rect(x: 0, y: 0, width: 60, height: 20)),
            ("userRow", Rect(x: 0, y: 0, width: 200, height: 20)),
        ]
        for i in 0..<30 { views.append(("tiny\(i)", Rect(x: Double(i) * 4, y: 100, width: 4, height: 4))) }
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let placed = NameOverlay.place(views, screen: screen)
        #expect(placed.labels.count + placed.unplaced.count == views.count)
        for (i, a) in placed.labels.enumerated() {
            #expect(screen.minX <= a.box.minX && a.box.maxX <= screen.maxX && a.box.minY >= 0 && a.box.maxY <= 667)
            for b in placed.labels[(i + 1)...] { #expect(!a.box.overlaps(b.box), "\(a.name) over \(b.name)") }
        }
        // The four nested views all find a place.
        for n in ["outer", "row1", "userLabel", "userRow"] { #expect(placed.labels.contains { $0.name == n }) }
    }

    /// A label's text in its font, a button's title, a field's placeholder,
    /// an image's name; a wrapped label on the lines the engine breaks it
    /// into; the status bar's time.
    @Test func theSVGDrawsWhatThePhoneShows() {
        var root = SceneDescription.ViewState(name: "root", kindName: "root", kind: .plain)
        root.subviews = ["title", "go", "field", "pic", "long"]
        let long = String(repeating: "word ", count: 20)
        let views = [
            root,
            SceneDescription.ViewState(name: "title", kindName: "label", kind: .label(text: "User Name:")),
            SceneDescription.ViewState(name: "go", kindName: "button", kind: .button(title: "登录")),
            SceneDescription.ViewState(name: "field", kindName: "field", kind: .textField(placeholder: "Email", text: "")),
            SceneDescription.ViewState(name: "pic", kindName: "image", kind: .imageView(imageSize: Size(width: 50, height: 50))),
            SceneDescription.ViewState(name: "long", kindName: "label", kind: .label(text: long, lines: 0)),
        ]
        let frames: [Rect?] = [Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: 16, y: 40, width: 90, height: 20.5),
                               Rect(x: 16, y: 70, width: 40, height: 30), Rect(x: 16, y: 110, width: 200, height: 34),
                               Rect(x: 16, y: 150, width: 50, height: 50), Rect(x: 16, y: 210, width: 150, height: 100)]
        var d = SceneDescription(device: .init(name: "iphone8", device: .iPhone8, orientation: .portrait),
                                 creationOrder: ["title", "go", "field", "pic", "long"], views: views)
        d.layout = .init(frames: frames, screenFrames: frames, scrollGeometry: frames.map { _ in nil }, timeline: nil)
        let svg = PhoneSVG.document(d)
        #expect(svg.contains("lengthAdjust=\"spacingAndGlyphs\">User Name:</tspan>"))
        #expect(svg.contains("font-size=\"17\""))
        #expect(svg.contains("\">登录</tspan>") && svg.contains("fill=\"#007aff\""))
        #expect(svg.contains("\">Email</tspan>"))
        #expect(svg.contains("class=\"placeholder\"") && svg.contains(">pic</text>"))
        #expect(svg.contains(">9:41</text>"))
        let wrapped = TextMetrics.layout(long, font: .system(17), lines: 0, maxWidth: 150).map(\.text)
        #expect(wrapped.count > 2)
        for line in wrapped { #expect(svg.contains("\">\(line)</tspan>"), "\(line)") }
        // Without the overlay the names are not drawn over the screen.
        let plain = PhoneSVG.document(d, options: RenderOptions(overlay: false))
        #expect(plain.contains("id=\"overlay\" class=\"overlay\" display=\"none\""))
    }
}
