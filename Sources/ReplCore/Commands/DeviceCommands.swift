// The device: `device`, `rotate`.
// One type per command: its syntax and what it does.
import CommandLanguage
import Geometry
import StackLayout
import ViewTree

enum DeviceCommand: SceneCommand {
    static let spec = CommandSpec(
        "device", topic: .device,
        summary: "Choose the device: a preset or a custom screen.",
        usage: ["device " + (devicePresets + ["WxH[@Sx]"]).joined(separator: " | ")],
        help: """
            The scene is laid out again on the new screen, keeping the orientation
            (an opened Swift file hears of it as on rotate).
            A custom screen WxH is in points, at scale S (default 1); it has no
            status bar and no safe area. A fresh session starts on iphone8, portrait.

            Examples:
              device iphone-x
              device 375x667@2x
            """,
        pattern: [.device("DEVICE", devicePresets)])

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.device(c)
    }
}

enum RotateCommand: SceneCommand {
    static let spec = CommandSpec(
        "rotate", topic: .device,
        summary: "Turn the device: portrait <-> landscape.",
        usage: ["rotate"],
        help: """
            Swaps the screen's width and height; the safe area, status bar and
            size classes change as on the device. An opened document's views
            and constraints installed per size class follow the new classes;
            an opened Swift file's view controller gets viewWillTransition(to:
            with:) before the turn (its view still the old size), then
            traitCollectionDidChange(_:) (it and the file's views, when the
            classes changed), the coordinator's alongside closures, the
            layout callbacks and the coordinator's completions, as in UIKit.

            Example:
              device iphone-x; rotate
            """,
        pattern: [])

    static func saveEffect(_ c: ParsedCommand) -> SaveEffect { .toggles(.orientation) }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.changeScreen(c, to: s.window.screen.rotated())
        return ""
    }
}
