// Seed 002, stage 1: the login form as its first listing builds it.
import Foundation
import UIKit
import SnapKit

class StackViewController: UIViewController {
    lazy var stackView = {
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.distribution = .equalSpacing
        stackView.alignment = .fill
        stackView.backgroundColor = .lightGray.withAlphaComponent(0.1)
        return stackView
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

        stackView.addArrangedSubview(createSingleLineText("登录 / 注册"))
        stackView.addArrangedSubview(createCommonInput(label: "User Name:",
                                                       placeHolder: "Email/Phone/ID",
                                                       onTextChanged: { text in
            print("User Name: \(String(describing: text))")
        }))
        stackView.addArrangedSubview(createCommonInput(label: "Password:",
                                                       placeHolder: "Password",
                                                       onTextChanged: { text in
            print("Password: \(String(describing: text))")
        }))
        stackView.addArrangedSubview(createButton(title: "登录", onTapped: nil))
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
}

#Preview {
    StackViewController()
}
