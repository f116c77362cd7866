import ViewTree

/// What one change of the scene did, kept so that it can be taken back: the
/// scene value it started from, the window's own state, and a savepoint of
/// every view it touched, taken just before the view first changed.
///
/// Commands touch (``touch(_:)``) each view before changing it — for a
/// move or a removal the view and its ancestors, which hold the constraints
/// that leave with it; for a new constraint the views up to the one it is
/// installed on. ``revert(_:)`` puts all of it back, in time proportional
/// to what was touched, and returns the transaction that brings the scene
/// forward again: a failed command rolls back through it, and `undo` and
/// `redo` swap one for the other. Nothing is replayed.
final class Transaction {
    /// The scene value when the transaction began.
    private let scene: Scene
    /// The window the transaction began in (a `reset` inside it replaces
    /// the scene's window; this one is the one to restore).
    private let window: Window
    private let windowState: WindowSavepoint
    /// How many names the scene's table held when the transaction began,
    /// and the names to append again when it is reverted (a forward
    /// transaction's, taken off the table by the revert that made it).
    private let nameCount: Int
    private var namesToRestore: [SceneEntry] = []
    private var savepoints: [ViewSavepoint] = []
    /// Views made during the transaction (``touchCreated(_:)``): touched,
    /// with no savepoint. The first is held apart: most changes that make
    /// a view make one, and a list of one was 48 bytes a command.
    private var firstCreated: View?
    private var moreCreated: [View] = []
    private var touched: Set<ObjectIdentifier> = []

    init(from scene: Scene) {
        self.scene = scene
        window = scene.window
        windowState = scene.window.savepoint()
        nameCount = scene.names.count
    }

    /// How many views the transaction has touched so far.
    var touchedCount: Int { savepoints.count }
    /// The savepoints of the views touched so far, in the order touched.
    var touchedViews: [ViewSavepoint] { savepoints }
    /// The views made during the transaction, in the order made.
    var createdViews: [View] { firstCreated.map { [$0] + moreCreated } ?? [] }

    /// Called once, just before the first view is touched (so before
    /// anything changes): the session takes its "before" picture for the
    /// change report then, and a command that fails or changes nothing
    /// never pays for it.
    var willChange: (() -> Void)?

    /// The transaction is over (journaled or rolled back): no view is
    /// touched through it again, so the set that kept the first touch of
    /// each goes (its savepoints stay). A journal of 10 000 commands kept
    /// 10 000 such sets (issue 28, item 6).
    func close() {
        touched = []
    }

    /// The change succeeded and goes in the journal, to be reverted only
    /// by `undo`, after every later change was: each savepoint lets go of
    /// the view's properties if the change left them as they were
    /// (``ViewTree/ViewSavepoint/dropUnchangedProperties()``).
    func keepForUndo() {
        for s in savepoints { s.dropUnchangedProperties() }
    }

    /// Keeps `view`'s state, the first time only.
    func touch(_ view: View) {
        guard !touched.contains(ObjectIdentifier(view)) else { return }
        if let f = willChange {
            willChange = nil
            f()
        }
        touched.insert(ObjectIdentifier(view))
        savepoints.append(view.savepoint())
    }

    /// Touches `view`, just made by the change and reachable from nothing
    /// else yet, without a savepoint. A revert takes the view's name away
    /// with the scene value, and the savepoints of the views it joined
    /// (touched as it joins them) take it out of the tree, so nothing can
    /// reach it until a redo gives its name back, and then its state is
    /// the one the change left. (A savepoint of every new view was half
    /// of the savepoints a scene built by commands keeps for undo: 10 000
    /// of R1's 20 000 at N = 10 000; issue 28, item 6.)
    func touchCreated(_ view: View) {
        guard !touched.contains(ObjectIdentifier(view)) else { return }
        if let f = willChange {
            willChange = nil
            f()
        }
        touched.insert(ObjectIdentifier(view))
        if firstCreated == nil { firstCreated = view } else { moreCreated.append(view) }
    }

    /// Puts the scene, its window and every touched view back as they were
    /// when the transaction began, and returns the transaction that takes
    /// them to where they are now.
    func revert(_ current: inout Scene) -> Transaction {
        let forward = Transaction(from: current, window: window)
        for s in savepoints { forward.touch(s.view) }
        forward.close()
        // The same table (no reset inside): bring it back to its count. A
        // reset inside replaced the table; the old one, untouched since,
        // comes back with the scene value.
        let table = scene.names
        if current.names === table {
            if table.count > nameCount {
                forward.namesToRestore = table.removeLast(table.count - nameCount)
            } else if table.count < nameCount {
                table.append(namesToRestore)
            }
        }
        current = scene
        // Nothing touched, nothing of the model changed: what layout passes
        // did meanwhile still holds, and no pass needs to run again.
        if savepoints.isEmpty && firstCreated == nil { return forward }
        window.restore(windowState)
        for s in savepoints.reversed() { s.restore() }
        return forward
    }

    private init(from scene: Scene, window: Window) {
        self.scene = scene
        self.window = window
        windowState = window.savepoint()
        nameCount = scene.names.count
    }
}
