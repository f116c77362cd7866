// Seed 002's login form as its fifth stage builds it (a StackLab fixture for the
// lesson seed002-swift; SwiftOpenTests also opens it as the fifth stage).
// FILE: StackViewExtention.swift
import UIKit
import SnapKit
import RxSwift

extension ConcreteElementGenerator {
    enum ElementType {
        /// Centred text.
        case centeredText(title: String)
        /// A prompt on the left, a text field on the right.
        case commonInput(label: String, placeHolder: String?, onTextChanged: ((String?) -> Void)?)
        case button(title: String, onTapped: (() -> Void)?)
        case segment(items: [Any], defaultIndex: Int, onTapped: ((Int) -> Void)?)
        case checker(title: String, checked: Bool, onTapped: ((Bool) -> Void)?)
        /// A gap of a fixed height.
        case spacer(height: CGFloat)
    }
}

struct ConcreteElementGenerator {
    private weak var base: UIStackView?

    init(base: UIStackView? = nil, disposeBag: DisposeBag = DisposeBag()) {
        self.base = base
        self.disposeBag = disposeBag
    }

    func addArrangedElements(_ elements: [ElementType]) {
        guard let stackView = base else {
            return
        }
        for element in elements {
            let subview = elementView(from: element)
            stackView.addArrangedSubview(subview)
            configureView(subview, for: element)
        }
    }
}

private extension ConcreteElementGenerator {
    func elementView(from element: ElementType) -> UIView {
        switch element {
        case let .centeredText(title: title):
            return createSingleLineText(title)
        case let .commonInput(label: label, placeHolder: placeHolder, onTextChanged: onTextChanged):
            return createCommonInput(label: label, placeHolder: placeHolder, onTextChanged: onTextChanged)
        case let .button(title: title, onTapped: onTapped):
            return createButton(title: title, onTapped: onTapped)
        case let .segment(items: items, defaultIndex: defaultIndex, onTapped: onTapped):
            return createSegmentedCountrol(items: items, defaultIndex: defaultIndex, onTapped: onTapped)
        case let .checker(title: title, checked: checked, onTapped: onTapped):
            return createChecker(title: title, checked: checked, onTapped: onTapped)
        case let .spacer(height: height):
            return createSpacer(height: height)
        }
    }

    func configureView(_ view: UIView, for element: ElementType) {
        switch element {
        case let .spacer(height: height):
            view.snp.makeConstraints { make in
                make.height.equalTo(height)
            }
        default: break
        }
    }

    func createSpacer(height: CGFloat) -> UIView {
        return UIView()
    }

    func createSingleLineText(_ title: String) -> UILabel {
        let label = UILabel()
        label.textAlignment = .center
        label.text = title
        return label
    }

    func createCommonInput(label: String,
                           placeHolder: String?,
                           onTextChanged: ((String?) -> Void)?) -> UIView {
        let view = UIView()

        let promptLabel = UILabel()
        promptLabel.textAlignment = .left
        promptLabel.text = label
        view.addSubview(promptLabel)
        promptLabel.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.left.equalTo(0)
        }
        promptLabel.setContentHuggingPriority(.required, for: .horizontal)
        promptLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        let textFiled = UITextField()
        textFiled.placeholder = placeHolder ?? ""
        view.addSubview(textFiled)
        textFiled.snp.makeConstraints { make in
            make.left.equalTo(promptLabel.snp.right)
            make.right.equalTo(0)
            make.centerY.equalToSuperview()
            make.top.equalTo(0)
            make.bottom.equalTo(0)
        }
        return view
    }

    func createButton(title: String, onTapped: (() -> Void)?) -> UIButton {
        let button = UIButton()
        button.setTitle(title, for: .normal)
        button.setTitleColor(.label, for: .normal)
        return button
    }

    func createSegmentedCountrol(items: [Any], defaultIndex: Int, onTapped: ((Int) -> Void)?) -> UISegmentedControl {
        let segment = UISegmentedControl(items: items)
        segment.selectedSegmentIndex = defaultIndex
        segment.rx.selectedSegmentIndex.skip(1).subscribe(onNext: { index in
            onTapped?(index)
        })
        return segment
    }

    func createChecker(title: String, checked: Bool, onTapped: ((Bool) -> Void)?) -> UIView {
        let checkerControl = UIControl()
        checkerControl.isSelected = checked

        let imageName = checked ? "checkmark.circle.fill" : "checkmark.circle"
        let iconImageView = UIImageView(image: UIImage(systemName: imageName))
        checkerControl.addSubview(iconImageView)

        let label = UILabel()
        label.text = title
        label.textColor = .tertiaryLabel
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        checkerControl.addSubview(label)
        label.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.bottom.equalToSuperview()
            make.right.equalToSuperview()
            make.left.equalTo(iconImageView.snp.right).offset(5)
        }
        label.setContentHuggingPriority(.required, for: .vertical)
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)

        iconImageView.snp.makeConstraints { make in
            make.left.equalToSuperview()
            make.top.equalTo(label.snp.top)
            make.bottom.equalTo(label.snp.bottom)
            make.width.equalTo(iconImageView.snp.height)
        }
        return checkerControl
    }
}

// FILE: StackViewController.swift
class StackViewController: UIViewController {
    lazy var stackView = {
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.distribution = .equalSpacing
        stackView.alignment = .fill
        stackView.backgroundColor = .lightGray.withAlphaComponent(0.1)
        stackView.spacing = 10
        return stackView
    }()

    lazy var generator: ConcreteElementGenerator = {
        return ConcreteElementGenerator(base: stackView)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(stackView)
        stackView.snp.makeConstraints { make in
            make.left.equalTo(20)
            make.right.equalTo(-20)
            make.centerY.equalToSuperview()
        }
        setupSubviews()
    }

    func setupSubviews() {
        let elementList: [ConcreteElementGenerator.ElementType] = [
            .segment(items: ["登录", "注册"], defaultIndex: 0, onTapped: nil),
            .spacer(height: 15),
            .commonInput(label: "User Name:", placeHolder: "Email/Phone/ID", onTextChanged: { text in
                print("User Name: \(String(describing: text))")
            }),
            .spacer(height: 15),
            .commonInput(label: "Password:", placeHolder: "Password", onTextChanged: { text in
                print("Password: \(String(describing: text))")
            }),
            .spacer(height: 10),
            .checker(title: "记住用户名", checked: false, onTapped: { checked in
                print("checked: \(checked)")
            }),
            .spacer(height: 10),
            .button(title: "登录", onTapped: nil)
        ]
        generator.addArrangedElements(elementList)
    }
}
