import Foundation
import Geometry
import StackLayout
import TestSupport
import Testing
import ViewTree
@testable import ReplCore

/// An opened Swift file hears of `rotate` and `device` as UIKit tells a
/// view controller (viewWillTransition, traitCollectionDidChange, the
/// layout callbacks), and undo puts back what a control's user set.
@Suite("Swift files on rotate, device and undo")
struct SwiftScreenChangeTests {
    static let file = """
        import UIKit
        class VC: UIViewController {
            let stack = UIStackView()
            var transitions = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                for t in ["A", "B"] {
                    let l = UILabel()
                    l.text = t
                    stack.addArrangedSubview(l)
                }
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                ])
                updateAxis()
            }
            func updateAxis() {
                stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
            }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { updateAxis() }
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { _ in
                    self.stack.spacing = size.width > size.height ? 20 : 8
                }, completion: nil)
            }
        }
        """

    static func frame(_ s: Session, _ name: String) -> Rect? {
        s.window.layoutIfNeeded()
        return s.byName[name]?.view.frame
    }

    @Test func traitCollectionDidChangeRunsOnRotateAndDevice() throws {
        let s = Session(fileSystem: MemoryFileSystem(["VC.swift": Self.file]))
        let r = s.run("open VC.swift", style: OutputStyle(reportChanges: false))
        #expect(!r.failed, "\(r.output)")
        #expect(Self.frame(s, "stack") == Rect(x: 0, y: 20, width: 11.5, height: 41))
        // Landscape: compact height, so the file turns its stack horizontal;
        // the coordinator's alongside closure sets the spacing for the wider size.
        #expect(!s.run("rotate").failed)
        #expect((s.byName["stack"]?.view as? StackView)?.axis == .horizontal)
        #expect(Self.frame(s, "stack") == Rect(x: 0, y: 0, width: 42.5, height: 20.5))
        #expect(Self.frame(s, "l2") == Rect(x: 31.5, y: 0, width: 11, height: 20.5))
        // Undo takes back what the code did with the rotation.
        #expect(!s.run("undo").failed)
        #expect((s.byName["stack"]?.view as? StackView)?.axis == .vertical)
        #expect(Self.frame(s, "stack") == Rect(x: 0, y: 20, width: 11.5, height: 41))
        // An iPad: regular in both, a vertical stack, portrait spacing.
        #expect(!s.run("device ipad").failed)
        #expect((s.byName["stack"]?.view as? StackView)?.spacing == 8)
        #expect(Self.frame(s, "stack") == Rect(x: 0, y: 20, width: 11.5, height: 49))
        #expect(!s.run("rotate").failed)
        // iPad landscape keeps its classes: no trait change, the transition still runs.
        #expect((s.byName["stack"]?.view as? StackView)?.axis == .vertical)
        #expect((s.byName["stack"]?.view as? StackView)?.spacing == 20)
    }

    /// UIKit's order: `viewWillTransition(to:with:)` before the turn (the
    /// view still at its old size, the new one in `size`), the alongside
    /// closure after it (the view at the new size), the completion after
    /// the layout (the label at its new frame).
    @Test func viewWillTransitionRunsBeforeTheScreenTurns() throws {
        let file = """
            import UIKit
            class VC: UIViewController {
                let label = UILabel()
                var log = ""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    label.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                }
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    log = "will \\(Int(view.bounds.width))→\\(Int(size.width))"
                    coordinator.animate(alongsideTransition: { _ in
                        self.log += ", alongside \\(Int(self.view.bounds.width))"
                    }) { _ in
                        self.log += ", done x=\\(Int(self.label.frame.minX))"
                        self.label.text = self.log
                    }
                }
            }
            """
        let s = Session(fileSystem: MemoryFileSystem(["VC.swift": file]))
        #expect(!s.run("device iphone8; open VC.swift", style: OutputStyle(reportChanges: false)).failed)
        #expect(!s.run("rotate").failed)
        func text() -> String? {
            if case .label(let text, _, _)? = s.byName["label"]?.view.kind { return text }
            return nil
        }
        // The completion ran after the layout, when the label was still
        // empty: its x is the landscape centre, 333.5 (Int drops the half).
        #expect(text() == "will 375→667, alongside 667, done x=333", "\(String(describing: text()))")
        #expect(!s.run("undo").failed)
        #expect(text() == "")
    }

    @Test func undoPutsBackASwitchsValue() throws {
        let s = try Seed000ActionTests.session()
        #expect(!s.run("open Demo.swift images=images.json").failed)
        let axis = { (s.byName["imageStackView"]?.view as? StackView)?.axis }
        #expect(!s.run("toggle axisSwitch").failed)
        #expect(axis() == .vertical)
        #expect(!s.run("toggle axisSwitch").failed)
        #expect(axis() == .horizontal)
        #expect(!s.run("undo").failed)
        #expect(axis() == .vertical)
        #expect(s.byName["axisSwitch"]?.view.controlValue == 1)
        // The switch is on again, so the next toggle turns it off.
        #expect(!s.run("toggle axisSwitch").failed)
        #expect(axis() == .horizontal)
        #expect(s.byName["axisSwitch"]?.view.controlValue == 0)
    }

    @Test func anActionThatAnimatesRecordsATimeline() throws {
        let s = try Seed000ActionTests.session()
        #expect(!s.run("open Demo.swift images=images.json").failed)
        #expect(s.lastTimeline == nil)
        // axisChange(_:) wraps its change in UIView.animate(withDuration: 0.25).
        let r = s.run("toggle axisSwitch")
        #expect(r.stdout.contains("animation: 0.25 s, easeInOut, 60 fps, 16 samples, 4 moving"), "\(r.output)")
        let t = try #require(s.lastTimeline)
        let star = { (i: Int) in t.samples[i].views.first { $0.name == "starView" }?.frame }
        #expect(star(0) == Rect(x: 116, y: 10, width: 80, height: 80))
        #expect(star(t.samples.count - 1) == Rect(x: 10, y: 116, width: 80, height: 80))
        // Between the two, eased: a quarter of the time is less than a quarter of the way.
        let quarter = try #require(star(4)).origin.x
        #expect(quarter < 116 && quarter > 116 - 106 / 4.0, "\(quarter)")
        #expect(!s.run("dump timeline").failed)
        // A spring at the prompt.
        let spring = s.run("swift { UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [], animations: { imageStackView.spacing = 40; view.layoutIfNeeded() }) }")
        #expect(spring.stdout.contains("animation: 0.5 s, spring(damping=0.6,velocity=0), 60 fps, 31 samples, 3 moving"), "\(spring.output)")
        let u = try #require(s.lastTimeline)
        let starY = u.samples.map { $0.views.first { $0.name == "starView" }?.frame.origin.y ?? 0 }
        #expect(starY.first == 116 && starY.last == 140)
        #expect(starY.max()! > 140, "a spring of damping 0.6 overshoots: \(starY)")
        // An action without UIView.animate makes no timeline.
        let plain = Session(fileSystem: MemoryFileSystem(["P.swift": """
            import UIKit
            class VC: UIViewController {
                let button = UIButton(type: .system)
                override func viewDidLoad() {
                    view.addSubview(button)
                    button.addTarget(self, action: #selector(go), for: .touchUpInside)
                }
                @objc func go() { button.isHidden = true }
            }
            """]))
        #expect(!plain.run("open P.swift").failed)
        let tapped = plain.run("tap button")
        #expect(!tapped.failed && !tapped.stdout.contains("animation:"), "\(tapped.output)")
        #expect(plain.lastTimeline == nil)
    }
}
