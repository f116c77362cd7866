import Geometry

/// What a window keeps from pass to pass besides its views — the screen,
/// each view's last frame and tie-break rank, each scroll view's content
/// size, and the reports of conflicts and content-size changes — as a value
/// that ``Window/restore(_:)`` puts back. Taking it copies nothing (the
/// dictionaries and lists are copy-on-write).
///
/// With the ``ViewSavepoint``s of the views a change touched, it takes a
/// scene back to where it was; the next layout pass then re-solves only
/// the difference (the solver's own state is never copied: the pass
/// compares the constraints the views ask for with those installed).
public struct WindowSavepoint {
    /// The screen, held by reference and shared by the savepoints taken
    /// while it stays the same (a `Screen` is 217 bytes inline, and the
    /// REPL's journal keeps a savepoint per command; issue 28, item 6).
    fileprivate let savedScreen: SavedScreen
    fileprivate var screen: Screen { savedScreen.screen }
    fileprivate let lastFrames: [ObjectIdentifier: Rect]
    fileprivate let ranks: IdentityTable<Double>
    fileprivate let contentSizes: [ObjectIdentifier: Size]
    fileprivate let conflictReports: [ConflictReport]
    fileprivate let contentSizeChanges: [ContentSizeChange]
    /// Which constraints a conflict had broken (which one breaks depends on
    /// the order constraints reached the engine; see
    /// ``Window/restoreBroken(_:wanted:wantedIndex:)``).
    fileprivate let broken: [Window.Key: Window.Desired]
    /// The solver's constraints in the order they were installed (which
    /// app constraint a conflict breaks, the newest, depends on it).
    fileprivate let installed: [Window.Entry]
}

extension Window {
    /// The window's own state now (see ``WindowSavepoint``).
    ///
    /// A restore whose pass has not run yet (``restore(_:)`` leaves which
    /// constraints are broken, and their order, to the next pass) is part
    /// of the state: the savepoint takes what that pass will put back, not
    /// the solver's tables as they still are. (Taking the tables made an
    /// undo after an undo, with no pass between them, bring back the
    /// constraints broken before the first undo, silently: with change
    /// reports off, `constrain`, an `animate` that broke it, `undo`, then
    /// any change and its `undo` left the constraint broken without a
    /// report, where with reports on the same commands left it holding;
    /// SwiftRoundTripTests' random scenes found it.)
    public func savepoint() -> WindowSavepoint {
        if savedScreen?.screen != screen { savedScreen = SavedScreen(screen) }
        return WindowSavepoint(
            savedScreen: savedScreen!, lastFrames: lastFrames, ranks: ranks, contentSizes: contentSizes,
            conflictReports: conflictReports, contentSizeChanges: contentSizeChanges,
            broken: brokenToRestore ?? broken, installed: installedOrderToRestore ?? installed)
    }

    /// Puts back the state of `savepoint` and marks the window for layout.
    /// The screen is set again only if it changed (setting it resets the
    /// root view's margins, which the root's own savepoint restores).
    public func restore(_ savepoint: WindowSavepoint) {
        if screen != savepoint.screen { setScreen(savepoint.screen) }
        lastFrames = savepoint.lastFrames
        ranks = savepoint.ranks
        rankedOrder = GrowingList()
        contentSizes = savepoint.contentSizes
        conflictReports = savepoint.conflictReports
        contentSizeChanges = savepoint.contentSizeChanges
        if !savepoint.broken.isEmpty || !broken.isEmpty || brokenToRestore != nil { brokenToRestore = savepoint.broken }
        installedOrderToRestore = savepoint.installed
        setNeedsLayout()
    }
}

/// A screen held by reference, for ``WindowSavepoint`` (never changed: the
/// window makes a new one when its screen changes).
final class SavedScreen {
    let screen: Screen
    init(_ screen: Screen) { self.screen = screen }
}
