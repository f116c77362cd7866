import Animation
import ViewTree

/// What one named view is to the scene.
final class SceneEntry {
    let name: String
    let view: View
    /// The word of the command that made it (`view`, `label`, `stack`…).
    let kind: String
    init(name: String, view: View, kind: String) {
        self.name = name
        self.view = view
        self.kind = kind
    }
}

/// The scene a session works on: the device, the window with its view tree,
/// every named view in creation order, the last animation's timeline and
/// the manual clock. Presenters (`explain`, the exports, pictures) read it.
///
/// A value: copying it copies references and copy-on-write lists, never
/// views, so a ``Transaction`` keeps the scene it started from for free.
/// The views themselves are shared; what a change does to them is kept by
/// the transaction's savepoints.
public struct Scene {
    /// The device's name as typed (a preset name or `WxH@Sx`).
    public internal(set) var deviceName = "iphone8"
    public internal(set) var window = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
    var entries: [SceneEntry] = []
    var byName: [String: SceneEntry] = [:]
    /// The last animation's timeline (`dump timeline`).
    public internal(set) var lastTimeline: Timeline?
    /// The manual clock: moves only when an animation plays.
    public internal(set) var clock = ManualClock()

    /// A fresh scene: iphone8, portrait, an empty root.
    public init() {}
}
