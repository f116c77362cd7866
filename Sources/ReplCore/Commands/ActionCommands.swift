// The actions of a UIKit Swift file, played at the prompt: `tap`, `toggle`,
// `select`, `slide`. One type per command; the program is the SwiftSource
// target's (Session+SwiftSource.swift wires it).
import CommandLanguage
import SwiftSource

enum TapCommand: SceneCommand {
    static let spec = CommandSpec(
        "tap", topic: .views,
        summary: "Tap a button of an opened Swift file: its actions run.",
        usage: ["tap BUTTON"],
        help: """
            Runs what the file wired to the control with addTarget(_:action:for:)
            (.touchUpInside or .primaryActionTriggered), addAction(_:for:) or
            UIButton(primaryAction:), as a finger's tap would. Views the code
            makes are named after its variables. If the code calls
            UIView.animate, what it changed moves along the call's duration,
            delay and curve (springs too), as `animate` moves a block: the
            report prints the timeline, and `dump timeline`, the live view and
            `export html` play it. Undo takes it all back, the control's value
            (a switch's isOn, a selected segment, a slider's value) too. The
            same holds for toggle, select and slide.

            Example:
              tap addStarButton
            """,
        pattern: [.name("BUTTON", .view)])

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.sendControlEvent(c, "BUTTON", .tap)
    }
}

enum ToggleCommand: SceneCommand {
    static let spec = CommandSpec(
        "toggle", topic: .views,
        summary: "Flip a switch of an opened Swift file: its value-changed actions run.",
        usage: ["toggle SWITCH"],
        help: """
            isOn flips, then the actions wired for .valueChanged run.

            Example:
              toggle axisSwitch
            """,
        pattern: [.name("SWITCH", .view)])

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.sendControlEvent(c, "SWITCH", .toggle)
    }
}

enum SelectCommand: SceneCommand {
    static let spec = CommandSpec(
        "select", topic: .views,
        summary: "Select a segment of an opened Swift file's segmented control: its actions run.",
        usage: ["select SEGMENTED N"],
        help: """
            selectedSegmentIndex becomes N (from 0), then the actions wired
            for .valueChanged run.

            Example:
              select modeControl 1
            """,
        pattern: [.name("SEGMENTED", .view), .number("N", .wholeNumber(minimum: 0))])

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.sendControlEvent(c, "SEGMENTED", .select(Int(c.argument("N")?.value.number ?? 0)))
    }
}

enum SlideCommand: SceneCommand {
    static let spec = CommandSpec(
        "slide", topic: .views,
        summary: "Move a slider of an opened Swift file to a value: its actions run.",
        usage: ["slide SLIDER V"],
        help: """
            value becomes V, then the actions wired for .valueChanged run.

            Example:
              slide sizeSlider 0.5
            """,
        pattern: [.name("SLIDER", .view), .number("V", .any)])

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.sendControlEvent(c, "SLIDER", .slide(c.argument("V")?.value.number ?? 0))
    }
}
