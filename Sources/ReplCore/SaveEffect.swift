import CommandLanguage

/// One piece of the scene's state that a command sets as a whole: a
/// property of a named view (`hidden`, `spacing`, `contentOffset`…), a
/// stack's custom spacing after one of its views, or the device's
/// orientation.
struct SceneSlot: Hashable {
    enum Property: Hashable {
        /// A property of `set`, by its option name (`hide` and `show` set
        /// `hidden`, `scroll … to` sets `contentOffset`).
        case option(String)
        /// `spacing STACK after NAME …`.
        case customSpacing(after: String)
        case orientation
    }
    /// The view's name; empty for the device.
    var view: String
    var property: Property

    static let orientation = SceneSlot(view: "", property: .orientation)
}

/// What a command does to the scene's state, as `save` reasons about it
/// (declared by each command type, ``Command/saveEffect(_:)``).
enum SaveEffect: Equatable {
    /// Anything else (making views, arranging them, constraints,
    /// animations…): `save` keeps the command.
    case other
    /// Sets these slots to values of its own: a later command that sets the
    /// same slot overwrites it.
    case sets([SceneSlot])
    /// Flips the slot (`rotate`): two flips cancel.
    case toggles(SceneSlot)
    /// Sets these slots in an animation (`animate`): the command stays, and
    /// so does what set them before, which the animation starts from.
    case animates([SceneSlot])

    /// `hide` and `show`: the `hidden` of every view named.
    static func setsHidden(_ c: ParsedCommand) -> SaveEffect {
        .sets(c.arguments("NAME").map { SceneSlot(view: $0.value.text ?? "", property: .option("hidden")) })
    }

    var slots: [SceneSlot] {
        switch self {
        case .other: return []
        case .sets(let slots): return slots
        case .toggles(let slot): return [slot]
        case .animates(let slots): return slots
        }
    }

    /// Whether `save` may leave the command out (when its slots allow).
    var canGo: Bool {
        switch self {
        case .sets, .toggles: return true
        case .other, .animates: return false
        }
    }
}
