// Seed 000's demo in UIKit Swift: example 1 (a switch that toggles the image
// row's axis, animated) and example 3 (buttons that add and remove stars
// with an animation). The action methods are the article's Objective-C
// snippets, translated line by line.
import UIKit

final class FirstViewController: UIViewController {
    let axisLabel = UILabel()
    let axisSwitch = UISwitch()
    let heartView = UIImageView(image: UIImage(named: "Heart"))
    let starView = UIImageView(image: UIImage(named: "Star"))
    lazy var imageStackView = UIStackView(arrangedSubviews: [heartView, starView])

    override func viewDidLoad() {
        super.viewDidLoad()
        axisLabel.text = "Horizontal"
        let switchRow = UIStackView(arrangedSubviews: [axisLabel, axisSwitch])
        for row in [switchRow, imageStackView] {
            row.axis = .horizontal
            row.alignment = .center
            row.distribution = .fill
            row.spacing = 16
        }
        heartView.contentMode = .scaleAspectFit
        starView.contentMode = .scaleAspectFit
        let outer = UIStackView(arrangedSubviews: [switchRow, imageStackView])
        outer.axis = .vertical
        outer.alignment = .center
        outer.spacing = 16
        outer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            outer.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        axisSwitch.addTarget(self, action: #selector(axisChange(_:)), for: .valueChanged)
    }

    @objc func axisChange(_ sender: UISwitch) {
        UIView.animate(withDuration: 0.25) {
            self.updateConstraintsForAxis()
        }
    }

    func updateConstraintsForAxis() {
        // Switch between a horizontal and a vertical stack.
        if imageStackView.axis == .horizontal {
            imageStackView.axis = .vertical
        } else {
            imageStackView.axis = .horizontal
        }
    }
}

final class ThirdViewController: UIViewController {
    let titleLabel = UILabel()
    let pictureView = UIImageView(image: UIImage(named: "Heart"))
    let addStarButton = UIButton(type: .system)
    let removeStarButton = UIButton(type: .system)
    let horizontalStackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Stars"
        pictureView.contentMode = .scaleAspectFit
        addStarButton.setTitle("Add Star", for: .normal)
        removeStarButton.setTitle("Remove Star", for: .normal)
        let top = UIStackView(arrangedSubviews: [titleLabel, pictureView])
        top.axis = .vertical
        top.alignment = .center
        top.distribution = .equalSpacing
        let buttons = UIStackView(arrangedSubviews: [addStarButton, removeStarButton])
        buttons.alignment = .center
        buttons.distribution = .equalSpacing
        buttons.spacing = 10
        top.addArrangedSubview(buttons)
        horizontalStackView.alignment = .center
        horizontalStackView.distribution = .fillEqually
        horizontalStackView.spacing = 10
        [top, horizontalStackView].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            top.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            top.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            horizontalStackView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            horizontalStackView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            horizontalStackView.topAnchor.constraint(equalToSystemSpacingBelow: top.bottomAnchor, multiplier: 1),
            horizontalStackView.heightAnchor.constraint(equalToConstant: 120),
        ])
        addStarButton.addTarget(self, action: #selector(addStar(_:)), for: .touchUpInside)
        removeStarButton.addTarget(self, action: #selector(removeStar(_:)), for: .touchUpInside)
    }

    @objc func addStar(_ sender: UIButton) {
        let filledStarView = UIImageView(image: UIImage(named: "filledStar"))
        // Add the view to the stack view.
        horizontalStackView.addArrangedSubview(filledStarView)
        filledStarView.contentMode = .scaleAspectFit
        UIView.animate(withDuration: 0.25) {
            self.horizontalStackView.layoutIfNeeded()
        }
    }

    @objc func removeStar(_ sender: UIButton) {
        let filledView = horizontalStackView.arrangedSubviews.last
        // If there is one, remove it.
        if let filledView {
            filledView.removeFromSuperview() // leaves arrangedSubviews too
            UIView.animate(withDuration: 0.25) {
                self.horizontalStackView.layoutIfNeeded()
            }
        }
    }
}
