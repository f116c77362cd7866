import Geometry
import SwiftSource
import Testing
import ViewTree

/// What a file needs from other files: the stand-ins `open` uses for them
/// (README, "Bring your own layout"), with real frames on an iPhone 8.
@Suite struct StandInTests {
    static func open(_ text: String) throws -> SwiftProgram { try InterpreterTests.open(text) }

    @Test func aViewControllerMadeByAnotherFileRunsWithStandIns() throws {
        let p = try Self.open("""
            import UIKit
            final class LoginViewController: BaseViewController {
                private let stack = makeStackView(axis: .vertical)
                private let viewModel: LoginViewModel
                @IBOutlet var titleLabel: UILabel!
                @IBOutlet var extraViews: [UIView]!
                private var rows = [Row]()

                init(viewModel: LoginViewModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.spacing = Constants.spacing
                    stack.axis = .vertical
                    let button = UIButton(type: .system).then { $0.setTitle("Sign in".localized, for: .normal) }
                    for i in 0..<viewModel.rows.count { _ = i }
                    for _ in Array(1...2) {
                        let box = UIView()
                        box.heightAnchor.constraint(equalToConstant: 40).isActive = true
                        stack.addArrangedSubview(box)
                    }
                    Task { stack.addArrangedSubview(button) }
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: .zero),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Constants.margin),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """)
        // The helper's stack is one view, named after its property, a stack by the helper's name.
        #expect(p.views.map(\.name) == ["titleLabel", "stack", "button", "box", "box2"])
        #expect(p.scene.view(named: "stack")?.kindName == "stack")
        #expect(InterpreterTests.frame(p, "stack") == Rect(x: 0, y: 20, width: 375, height: 110))
        #expect(InterpreterTests.frame(p, "box2") == Rect(x: 0, y: 40, width: 375, height: 40))
        // The button's title is the string `.localized` was called on; Task's body ran.
        #expect(InterpreterTests.frame(p, "button") == Rect(x: 0, y: 80, width: 375, height: 30))
        let w = p.warnings.joined(separator: "\n")
        #expect(w.contains("T.swift:3:25: warning: 'makeStackView(…)' is not defined in this file"), "\(w)")
        #expect(w.contains("T.swift:5:19: warning: outlet 'titleLabel' is connected in a storyboard, not in this file; a new UILabel stands in"), "\(w)")
        #expect(w.contains("T.swift:6:19: warning: outlet collection 'extraViews' is connected in a storyboard, not in this file; it is empty here"), "\(w)")
        #expect(w.contains("T.swift:9:5: warning: init(viewModel: LoginViewModel) is called from another file; its arguments are stand-ins"), "\(w)")
        #expect(w.contains("warning: 'Constants.margin' comes from another file; 0 stands in"), "\(w)")
        #expect(w.contains("warning: 'String.localized' is not defined in this file (an extension in another file?); the string stands in"), "\(w)")
        #expect(w.contains("warning: 'LoginViewModel.rows.count' comes from another file; the range is empty"), "\(w)")
    }

    @Test func aTableCellOpensAsWideAsTheSafeAreaWithItsContentView() throws {
        let p = try Self.open("""
            import UIKit
            final class ProfileCell: UITableViewCell {
                private let nameLabel = UILabel()
                private let stack = UIStackView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    nameLabel.text = "Name"
                    stack.axis = .vertical
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(stack)
                    stack.addArrangedSubview(nameLabel)
                    stack.addArrangedSubview(header)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                        stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                        header.heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        // `header` (another file's) is one empty view however often it is named.
        #expect(p.views.map(\.name) == ["view", "contentView", "nameLabel", "stack", "header"])
        #expect(InterpreterTests.frame(p, "view") == Rect(x: 0, y: 20, width: 375, height: 66.5))
        #expect(InterpreterTests.frame(p, "contentView") == Rect(x: 0, y: 0, width: 375, height: 66.5))
        #expect(InterpreterTests.frame(p, "stack") == Rect(x: 16, y: 8, width: 343, height: 50.5))
        #expect(InterpreterTests.frame(p, "header") == Rect(x: 0, y: 20.5, width: 343, height: 30))
    }

    @Test func aBaseClassOfAnotherFileIsGuessedFromItsName() throws {
        let file = try SwiftSourceFile(text: """
            import UIKit
            class FeedViewController: BaseViewController {}
            class AvatarView: RoundedView {}
            class Model: Codable {}
            """, path: "T.swift")
        #expect(file.openableTypes.map(\.name) == ["FeedViewController", "AvatarView"])
        #expect(file.openableTypes.map(\.base) == ["UIViewController", "UIView"])
    }

    @Test func anOptionalChainEndsAtItsOperand() throws {
        let p = try Self.open("""
            import UIKit
            class VC: UIViewController {
                let stack = UIStackView()
                override func viewDidLoad() {
                    view.addSubview(stack)
                    if stack.arrangedSubviews.first?.frame == .zero { stack.spacing = 4 } else { stack.spacing = 9 }
                }
            }
            """)
        #expect(p.scene.view(named: "stack")?.stack?.spacing == 9)
    }

    @Test func aPlaygroundPageRunsItsTopLevelCodeAndShowsItsLiveView() throws {
        let text = """
            import UIKit
            import PlaygroundSupport

            let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            PlaygroundPage.current.liveView = host
            let labels = ["One", "Two", "Three"].map { text -> UILabel in
                let l = UILabel()
                l.text = text
                return l
            }
            let stack = UIStackView(arrangedSubviews: labels)
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
            ])
            """
        let file = try SwiftSourceFile(text: text, path: "T.swift")
        #expect(file.defaultType?.kind == "playground page")
        let p = try Self.open(text)
        #expect(p.views.map(\.name) == ["host", "l", "l2", "l3", "stack"])
        // The live view keeps the frame it was made with.
        #expect(InterpreterTests.frame(p, "host") == Rect(x: 0, y: 0, width: 320, height: 200))
        #expect(InterpreterTests.frame(p, "stack") == Rect(x: 10, y: 10, width: 44.5, height: 69.5))
        #expect(InterpreterTests.frame(p, "l3") == Rect(x: 0, y: 49, width: 44.5, height: 20.5))
    }

    @Test func aBaseClassOfAnotherFileRunsItsSetupStepsAndCommonExtensionsDoWhatTheySay() throws {
        let p = try Self.open("""
            import UIKit
            final class FormView: BaseView {
                private let stack = UIStackView()
                private var rows: [UIView] = []
                override func setupViews() {
                    addSubviews(stack)
                    stack.toAutoLayout()
                    stack.axis = .vertical
                    for _ in 0..<4 {
                        let row = UIView()
                        row.heightAnchor.constraint(equalToConstant: 20).isActive = true
                        rows.append(row)
                    }
                    rows.remove(at: 3)
                    rows.insert(UIView(), at: 0)
                    stack.addArrangedSubviews(rows[1...2])
                }
                override func setupConstraints() {
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: topAnchor),
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: trailingAnchor),
                        stack.bottomAnchor.constraint(equalTo: bottomAnchor),
                        stack.widthAnchor.constraint(equalToConstant: 100),
                    ])
                }
            }
            """)
        let w = p.warnings.joined(separator: "\n")
        #expect(w.contains("T.swift:2:1: warning: 'BaseView' is not defined in this file; its setup steps setupViews(), setupConstraints() were run"), "\(w)")
        #expect(w.contains("T.swift:6:9: warning: 'addSubviews' is not defined in this file (an extension in another file?); each view is added, as its name says"), "\(w)")
        #expect(w.contains("T.swift:7:9: warning: 'toAutoLayout()' is not defined in this file (an extension in another file?); it sets translatesAutoresizingMaskIntoConstraints to false"), "\(w)")
        // append, remove(at:), insert(_:at:) and a slice: the first two rows made.
        #expect(p.scene.view(named: "stack")?.stack?.arranged == ["row", "row2"])
        #expect(InterpreterTests.frame(p, "view") == Rect(x: 0, y: 20, width: 100, height: 40))
        #expect(InterpreterTests.frame(p, "row2") == Rect(x: 0, y: 20, width: 100, height: 20))
    }

    @Test func anOutletTheCodeFillsIsPinnedToTheSafeAreaAndAPropertySetElsewhereStandsIn() throws {
        let p = try Self.open("""
            import UIKit
            class ButtonsViewController: UIViewController {
                var buttonCount: Int?
                @IBOutlet weak var stackView: UIStackView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stackView.axis = .vertical
                    for i in 0..<3 {
                        let b = UIButton(type: .system)
                        b.setTitle("Button \\(i)", for: .normal)
                        stackView.addArrangedSubview(b)
                    }
                    for _ in 0..<buttonCount! { stackView.addArrangedSubview(UIView()) }
                }
            }
            """)
        let w = p.warnings.joined(separator: "\n")
        #expect(w.contains("T.swift:13:22: warning: 'buttonCount' is nil here (set by another file?); a value from another file stands in"), "\(w)")
        #expect(p.views.map(\.name) == ["stackView", "b", "b2", "b3"])
        #expect(InterpreterTests.frame(p, "stackView") == Rect(x: 0, y: 20, width: 375, height: 90))
        #expect(InterpreterTests.frame(p, "b3") == Rect(x: 0, y: 60, width: 375, height: 30))
        // A nil the file itself never fills is still an error.
        let e = InterpreterTests.failure("""
            import UIKit
            class VC: UIViewController {
                var count: Int?
                override func viewDidLoad() { count = nil; _ = count! + 1 }
            }
            """)
        #expect(e == "T.swift:4:52: error: unexpectedly found nil while unwrapping an optional value", "\(e)")
    }
}
