import Geometry
import Testing
import ViewTree

/// Issue 15, item 3 (uikit-stackview.md §14.3): the frame of a view made in
/// code, before its first layout.
@Suite("Starting frames")
struct StartingFrameTests {
    @Test func startingFrames() {
        // UIView(), UILabel(), UIButton(), UITextField(), UIStackView(),
        // UIScrollView(), UISlider(): zero.
        let zero: [ControlKind] = [
            .plain, .label(text: "Just text"), .button(title: "Add"), .textField(placeholder: "Email", text: ""),
            .slider, .segmented(titles: ["A", "B"]), .stack, .scroll, .imageView(imageSize: nil),
        ]
        for kind in zero { #expect(kind.startingFrame == .zero, "\(kind)") }
        // UIImageView(image:): the origin and the image's size.
        #expect(ControlKind.imageView(imageSize: Size(width: 30, height: 20)).startingFrame
            == Rect(x: 0, y: 0, width: 30, height: 20))
        // UISwitch enforces its size in init(frame:).
        #expect(ControlKind.switchControl.startingFrame == Rect(x: 0, y: 0, width: 51, height: 31))
    }
}
