import Foundation
import Geometry
import SceneModel
import StackLayout
import SwiftSource
import Testing
import ViewTree

/// The interpreter on small files of its own: real frames on an iPhone 8
/// (375 × 667, status bar 20, root margins 16), the lifecycle, names,
/// warnings, skipped code, syntax errors and limits.
@Suite struct InterpreterTests {
    static let screen = Screen(device: .iPhone8)

    static func open(_ text: String, type: String? = nil, images: [String: Size] = [:], limits: Limits = Limits()) throws -> SwiftProgram {
        let file = try SwiftSourceFile(text: text, path: "T.swift")
        return try file.open(type: type, screen: screen, deviceName: "iphone8", images: images, limits: limits)
    }

    static func frame(_ p: SwiftProgram, _ name: String) -> Rect? {
        p.window.layoutIfNeeded()
        return p.views.first { $0.name == name }?.view.frame
    }

    static func failure(_ text: String, limits: Limits = Limits()) -> String {
        do {
            _ = try open(text, limits: limits)
            return "opened"
        } catch let e as SwiftSourceError {
            return e.description
        } catch {
            return "\(error)"
        }
    }

    @Test func aStackPinnedWithAnchors() throws {
        let p = try Self.open("""
            import UIKit
            final class VC: UIViewController {
                private let stack: UIStackView = {
                    let s = UIStackView()
                    s.axis = .vertical
                    s.spacing = 8
                    s.translatesAutoresizingMaskIntoConstraints = false
                    return s
                }()
                let title = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                    title.text = "Hello"
                    let box = UIView()
                    box.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    [title, box].forEach { stack.addArrangedSubview($0) }
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
                    ])
                }
            }
            """)
        #expect(p.views.map(\.name) == ["stack", "title", "box"])
        #expect(p.views.map(\.kindName) == ["stack", "label", "view"])
        #expect(Self.frame(p, "stack") == Rect(x: 16, y: 30, width: 343, height: 72.5))
        #expect(Self.frame(p, "title") == Rect(x: 0, y: 0, width: 343, height: 20.5))
        #expect(Self.frame(p, "box") == Rect(x: 0, y: 28.5, width: 343, height: 44))
        // Views made in code hug at 250.
        #expect(p.scene.view(named: "title")?.hugging == [250, 250])
    }

    @Test func arrangedSubviewsLoopsHelpersAndEnums() throws {
        let p = try Self.open("""
            import UIKit
            enum Row { case text(String), gap(height: CGFloat) }
            func makeLabel(_ text: String, size: CGFloat = 17) -> UILabel {
                let l = UILabel()
                l.text = text
                l.font = .systemFont(ofSize: size)
                return l
            }
            class VC: UIViewController {
                lazy var column = UIStackView(arrangedSubviews: [])
                var rows: [Row] { [.text("One"), .gap(height: 12), .text("Two")] }
                override func loadView() {
                    view = UIView()
                    column.axis = .vertical
                    column.alignment = .leading
                    view.addSubview(column)
                    column.translatesAutoresizingMaskIntoConstraints = false
                    column.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    column.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    for (i, row) in rows.enumerated() {
                        switch row {
                        case .text(let t):
                            column.addArrangedSubview(makeLabel(i == 0 ? t : "\\(t)!", size: 20))
                        case let .gap(height):
                            let g = UIView()
                            g.heightAnchor.constraint(equalToConstant: height).isActive = true
                            column.addArrangedSubview(g)
                        }
                    }
                }
            }
            """)
        #expect(p.views.map(\.name) == ["column", "l", "g", "l2"])
        let one = try #require(Self.frame(p, "l")), two = try #require(Self.frame(p, "l2"))
        #expect(one.origin.y == 0)
        #expect(two.origin.y == one.size.height + 12)
        #expect(Self.frame(p, "column")?.origin.y == 100)
        #expect(p.scene.view(named: "l2")?.kind == .label(text: "Two!", font: .system(20), lines: 1))
    }

    @Test func aViewSubclassOpensAtItsFittingSize() throws {
        let p = try Self.open("""
            import UIKit
            final class Badge: UIView {
                private let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.text = "New"
                    label.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(label)
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
                        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(p.type.kind == "view")
        let badge = try #require(p.views.first)
        let label = try #require(Self.frame(p, "label"))
        p.window.layoutIfNeeded()
        #expect(badge.view.frame.origin == Point(x: 0, y: 20))
        #expect(badge.view.frame.size == Size(width: label.size.width + 16, height: label.size.height + 8))
    }

    @Test func snapKitMakesConstraintsToTheSuperview() throws {
        let p = try Self.open("""
            import UIKit
            import SnapKit
            class VC: UIViewController {
                let card = UIView()
                let icon = UIImageView(image: UIImage(named: "Heart"))
                override func viewDidLoad() {
                    view.addSubview(card)
                    card.addSubview(icon)
                    card.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(20)
                    }
                    icon.snp.makeConstraints {
                        $0.center.equalToSuperview()
                        $0.width.equalTo(card.snp.width).multipliedBy(0.5)
                        $0.height.equalTo(icon.snp.width)
                    }
                    card.snp.updateConstraints { make in make.edges.equalToSuperview().inset(30) }
                }
            }
            """, images: ["Heart": Size(width: 10, height: 10)])
        #expect(Self.frame(p, "card") == Rect(x: 30, y: 30, width: 315, height: 607))
        // 78.75, 225.75 on the pixel grid (scale 2), as UIKit rounds frames.
        #expect(Self.frame(p, "icon") == Rect(x: 79, y: 225, width: 157.5, height: 157.5))
    }

    @Test func viewsThatKeepAutoresizingTakeTheirFrame() throws {
        let p = try Self.open("""
            import UIKit
            class VC: UIViewController {
                override func viewDidLoad() {
                    let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
                    view.addSubview(box)
                    let width = UIScreen.main.bounds.width
                    let bar = UIView()
                    bar.frame = CGRect(x: 0, y: 100, width: width, height: 4)
                    view.addSubview(bar)
                }
            }
            """)
        #expect(Self.frame(p, "box") == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(Self.frame(p, "bar") == Rect(x: 0, y: 100, width: 375, height: 4))
    }

    @Test func readingBoundsAfterLayoutGivesTheLaidOutSize() throws {
        let p = try Self.open("""
            import UIKit
            class VC: UIViewController {
                let box = UIView()
                var seen: CGFloat = 0
                override func viewDidLoad() {
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    box.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
                    box.heightAnchor.constraint(equalToConstant: 10).isActive = true
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    if seen == 0 {
                        seen = box.bounds.width
                        let copy = UIView()
                        copy.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(copy)
                        copy.widthAnchor.constraint(equalToConstant: seen / 2).isActive = true
                        copy.heightAnchor.constraint(equalToConstant: 10).isActive = true
                    }
                }
            }
            """)
        // 187.5 / 2 = 93.75, which the frame puts on the pixel grid.
        #expect(p.scene.view(named: "copy")?.constraints.first?.constant == 93.75)
        #expect(Self.frame(p, "copy")?.size == Size(width: 94, height: 10))
    }

    /// Reading a frame never lays out, as in UIKit: in viewDidLoad a view
    /// made with `UIView()` is still zero and the controller's view is the
    /// screen's size; after a constraint changes, the frame is the last
    /// pass's until `layoutIfNeeded()` runs one.
    @Test func framesAreTheLastPassesUntilLayoutRuns() throws {
        let p = try Self.open("""
            import UIKit
            class VC: UIViewController {
                let stack = UIStackView()
                let box = UIView()
                var widthConstraint: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.addArrangedSubview(box)
                    widthConstraint = box.widthAnchor.constraint(equalToConstant: 50)
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        widthConstraint, box.heightAnchor.constraint(equalToConstant: 60),
                    ])
                    // Before any pass: 0, so this spacing stays 0.
                    stack.spacing = stack.frame.width
                    // The controller's view: the screen, 375 wide.
                    let marker = UIView()
                    marker.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(marker)
                    marker.widthAnchor.constraint(equalToConstant: view.bounds.width / 5).isActive = true
                    marker.heightAnchor.constraint(equalToConstant: 4).isActive = true
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    widthConstraint.constant = 80
                    let before = box.frame.width          // 50: no pass yet
                    view.layoutIfNeeded()
                    let after = box.frame.width           // 80
                    let probe = UIView()
                    probe.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(probe)
                    probe.widthAnchor.constraint(equalToConstant: before).isActive = true
                    probe.heightAnchor.constraint(equalToConstant: after).isActive = true
                }
            }
            """)
        #expect(p.scene.view(named: "stack")?.stack?.spacing == 0)
        #expect(Self.frame(p, "marker")?.size == Size(width: 75, height: 4))
        #expect(Self.frame(p, "probe")?.size == Size(width: 50, height: 80))
        #expect(Self.frame(p, "box")?.size == Size(width: 80, height: 60))
    }

    @Test func unknownHelpersAndTypesAreWarnedAboutWithStandIns() throws {
        let p = try Self.open("""
            import UIKit
            class VC: UIViewController {
                let stack = UIStackView()
                override func viewDidLoad() {
                    view.addSubview(stack)
                    stack.addArrangedSubview(makeHeader())
                    stack.addArrangedSubview(FancyButtonView())
                    stack.layer.cornerRadius = 4
                    print("done")
                }
            }
            """)
        #expect(p.warnings.count == 2, "\(p.warnings)")
        #expect(p.warnings.contains { $0.hasPrefix("T.swift:6:34: warning: 'makeHeader(…)' is not defined in this file") }, "\(p.warnings)")
        #expect(p.warnings.contains { $0.hasPrefix("T.swift:7:34: warning: 'FancyButtonView' is not defined in this file") && $0.contains("a plain UIView stands in") }, "\(p.warnings)")
        #expect(p.views.count == 3)
        #expect(p.skipped.contains { $0.contains("UIStackView.layer") }, "\(p.skipped)")
        #expect(p.skipped.contains { $0.contains("print") }, "\(p.skipped)")
    }

    @Test func aSyntaxErrorIsOneErrorWithACaret() {
        let message = Self.failure("""
            import UIKit
            class VC: UIViewController {
                override func viewDidLoad() {
                    let x = (1 + 
                }
            }
            """)
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3, "\(message)")
        #expect(lines[0].hasPrefix("T.swift:4:22: error: expected an expression"), "\(message)")
        #expect(lines[1] == "        let x = (1 + ")
        #expect(lines[0].contains("error:") && lines[0].hasSuffix("nothing was opened"), "\(message)")
        #expect(lines[2].hasSuffix("^"))
    }

    @Test func limitsEndInterpretationWithAClearError() {
        var small = Limits()
        small.steps = 50_000
        let loop = Self.failure("""
            import UIKit
            class VC: UIViewController {
                override func viewDidLoad() { while true { } }
            }
            """, limits: small)
        #expect(loop.hasPrefix("T.swift:3:") && loop.contains("loop ran more than") || loop.contains("steps"), "\(loop)")
        let recursion = Self.failure("""
            import UIKit
            func f(_ n: Int) -> Int { f(n + 1) }
            class VC: UIViewController {
                override func viewDidLoad() { _ = f(0) }
            }
            """)
        #expect(recursion.contains("nested more than 120 deep"), "\(recursion)")
        let big = Self.failure("""
            import UIKit
            class VC: UIViewController {
                override func viewDidLoad() {
                    var s = "ab"
                    for _ in 0..<40 { s = s + s }
                }
            }
            """)
        #expect(big.contains("a string longer than"), "\(big)")
        let views = Self.failure("""
            import UIKit
            class VC: UIViewController {
                override func viewDidLoad() { for _ in 0..<20000 { view.addSubview(UIView()) } }
            }
            """)
        #expect(views.contains("more than 10000 views"), "\(views)")
    }

    @Test func typesAreListedAndChosenByName() throws {
        let text = """
            import UIKit
            class Cell: UITableViewCell {}
            class Header: UIView {}
            class Main: UIViewController {}
            struct Model {}
            """
        let file = try SwiftSourceFile(text: text, path: "T.swift")
        #expect(file.openableTypes.map(\.name) == ["Cell", "Header", "Main"])
        #expect(file.openableTypes.map(\.kind) == ["view", "view", "view controller"])
        #expect(try Self.open(text).type.name == "Main")
        #expect(try Self.open(text, type: "Header").type.name == "Header")
        #expect(Self.failure("class A {}").contains("no UIViewController or UIView subclass"))
    }
}
