import Geometry
import StackLayout
import Testing
@testable import ViewTree

/// `View.frame` reads a directly arranged view's frame by places, with no
/// retain and no look-up (`SolvedFrames.quickRelativeFrame(of:)`), and a
/// pass takes a root's lowered constraints over from the last pass while
/// its wishes, variables and the ranks stand (`DirectConstraintsMemo`),
/// issue 28. Both must give what the general read and a fresh window give.
@Suite("Frames read by places, constraints kept")
struct FrameReadTests {
    /// W1's shape: a horizontal fill stack of `n` leaves pinned to the
    /// root's top left, `width` wide and 100 tall, on a 3× screen (sizes off
    /// its pixel grid, so every read snaps), one leaf a switch (the kind's
    /// alignment-rect insets) and one with insets of its own.
    final class Scene {
        let window: Window
        let stack = StackView(name: "stack")
        var views: [View] = []
        let widthPin: LayoutConstraint

        init(_ configuration: LayoutConfiguration, n: Int, width: Double, switchAt: Int? = nil,
             insetsAt: Int? = 7, leading: Bool = false) throws {
            window = Window(screen: Screen(device: .iPhone8Plus), configuration: configuration)
            let root = window.rootView
            if leading { try root.addSubview(View(name: "before")) }
            stack.axis = .horizontal
            stack.spacing = 2.3
            try root.addSubview(stack)
            widthPin = stack.widthAnchor.constraint(equalToConstant: width)
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.7),
                widthPin,
                stack.heightAnchor.constraint(equalToConstant: 100),
            ])
            for i in 0..<n {
                let v = View(name: "v\(i)", kind: i == switchAt ? .switchControl : .plain)
                if i != switchAt { v.intrinsicSizeOverride = Size(width: 10.1 + Double(i % 7) * 0.37, height: 20.3) }
                v.contentHugging = (Double(250 + i % 3), 250)
                if i == insetsAt { v.alignmentInsetsOverride = EdgeInsets(top: 0.4, left: 1.1, bottom: 0.2, right: 0.6) }
                try stack.addArrangedSubview(v)
                views.append(v)
            }
        }

        /// Every view's frame as `View.frame` reads it, in tree order.
        func frames() -> [String] {
            window.layoutIfNeeded()
            return window.rootView.allViews().map { "\($0.name) \($0.frame)" }
        }

        /// The same through the window's general read (`frame(of:)`).
        func framesReadGenerally() -> [String] {
            window.rootView.allViews().map { "\($0.name) \(window.frame(of: $0))" }
        }
    }

    static let configurations: [LayoutConfiguration] = [.init(usesDirectPath: true), .general]

    @Test("a resize reads every frame by places, as the general read and a fresh window give them",
          arguments: configurations)
    func resize(_ configuration: LayoutConfiguration) throws {
        let n = 60, w = 900.0
        let scene = try Scene(configuration, n: n, width: w, switchAt: 3)
        _ = scene.frames()
        let direct = configuration.usesDirectPath
        for (k, width) in [w * 1.05, w, w * 0.93, w * 1.05, w].enumerated() {
            let reused = scene.window.reusedDirectConstraints
            scene.widthPin.constant = width
            let frames = scene.frames()
            // The width pin changed, the root's wishes did not: taken over.
            #expect(scene.window.reusedDirectConstraints == reused + (direct ? 1 : 0), "resize \(k)")
            #expect(frames == scene.framesReadGenerally(), "resize \(k)")
            #expect(frames == (try Scene(configuration, n: n, width: width, switchAt: 3)).frames(), "resize \(k)")
            if direct { #expect(frames == (try Scene(.general, n: n, width: width, switchAt: 3)).frames()) }
        }
    }

    @Test("insets that change after a pass are read as a fresh window reads them", arguments: configurations)
    func insetsChange(_ configuration: LayoutConfiguration) throws {
        let n = 20, w = 400.0
        let scene = try Scene(configuration, n: n, width: w)
        _ = scene.frames()
        // A leaf becomes a switch (its kind's insets), another loses its
        // own insets: each read snaps past the insets the view has now.
        scene.views[5].kind = .switchControl
        scene.views[5].intrinsicSizeOverride = nil
        #expect(scene.frames() == (try Scene(configuration, n: n, width: w, switchAt: 5)).frames())
        scene.views[7].alignmentInsetsOverride = nil
        #expect(scene.frames() == (try Scene(configuration, n: n, width: w, switchAt: 5, insetsAt: nil)).frames())
        #expect(scene.frames() == scene.framesReadGenerally())
    }

    @Test("a first layout notes the window on every view it arranges: each first frame read is quick")
    func firstLayoutNotesTheWindow() throws {
        let n = 40, w = 600.0
        let scene = try Scene(.init(usesDirectPath: true), n: n, width: w, switchAt: 3)
        // Every view joined after the one before it: each join moved the
        // window's hierarchy epoch, so no view's cache from then holds.
        scene.window.layoutIfNeeded()
        #expect(scene.window.isDirectRoot(scene.stack))
        for v in scene.views {
            #expect(scene.window.isArrangedDirectly(v), "\(v.name)")
            #expect(v.cachedWindowUnretained != nil, "\(v.name): no walk up on its first read")
        }
        let frames = scene.views.map { "\($0.name) \($0.frame)" }
        #expect(frames == scene.views.map { "\($0.name) \(scene.window.frame(of: $0))" })
        let general = try Scene(.general, n: n, width: w, switchAt: 3)
        general.window.layoutIfNeeded()
        #expect(frames == general.views.map { "\($0.name) \($0.frame)" })
    }

    @Test("a root's constraints are lowered again when the ranks change")
    func ranksChange() throws {
        let n = 30, w = 500.0
        let scene = try Scene(.init(usesDirectPath: true), n: n, width: w)
        _ = scene.frames()
        scene.widthPin.constant = w * 1.05
        _ = scene.frames()
        let reused = scene.window.reusedDirectConstraints
        #expect(reused >= 1)
        // A view before the stack in the layout order: every view after
        // it is ranked again, so the wishes' mean ranks are computed again.
        try scene.window.rootView.insertSubview(View(name: "before"), at: 0)
        scene.widthPin.constant = w
        let frames = scene.frames()
        #expect(scene.window.reusedDirectConstraints == reused)
        #expect(frames == (try Scene(.init(usesDirectPath: true), n: n, width: w, leading: true)).frames())
        #expect(frames == (try Scene(.general, n: n, width: w, leading: true)).frames())
        #expect(frames == scene.framesReadGenerally())
    }
}
