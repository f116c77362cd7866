import ViewTree

/// What the direct path keeps of a stack from one layout pass to the next,
/// so that a pass re-plans only what changed (issue 11: work proportional
/// to the change, as Yoga re-measures only nodes marked dirty).
///
/// A summary (``DirectNode``) is a function of the stack's subtree, of the
/// property values in force (``StackView/Effective``), of the screen's
/// scale and, where a stack of the subtree has size-class variations, of
/// the window's traits. The subtree's part is ``ViewTree/View/layoutVersion``,
/// which every change inside it moves; the rest is the ``Key``. So a kept
/// summary is used exactly when nothing it was computed from has changed,
/// and never otherwise: the invalidation is exact, not a heuristic
/// (`DirectCacheTests` changes each input on a laid-out window and compares
/// every frame with a fresh window's).
///
/// Five levels, each recomputed only when stale:
/// - a stack's node, reused by its parent's node when the stack's subtree
///   has not changed (a list of rows re-plans one row, not every row);
/// - a `fill` stack's node derived from its last one when only some items
///   changed (``ViewTree/View/SubtreeChanges`` says which), or items were
///   appended: those items' leaves of the series' partial sums are updated
///   or added, O(log n) each (``DirectSeriesTree``), and nothing else is
///   measured or summed again
///   (hiding one row of 10 000 measures one row and updates 14 partial
///   sums; the node's per-item arrays are still copied, without a
///   measurement or a comparison per item);
/// - a leaf's profiles, reused by its (changed) stack's new node when the
///   leaf has not changed (hiding one label of a thousand re-measures that
///   label only);
/// - a fill-aligned stack's sum across its items (and a root's terms
///   across), reused by its new node when every item's profile across is
///   the same at the same place (``DirectNode/acrossSum``: hiding a label
///   changes nothing across, so a thousand corners are not sorted again);
/// - a root's whole ``ViewTree/DirectLayout`` (its wishes and arrangement),
///   reused when nothing inside changed and only the root's frame may have
///   (a resize, a rotation).
final class DirectCache {
    /// What a summary was computed from, besides its subtree's content.
    struct Key: Equatable {
        var values: StackView.Effective
        var scale: Double
        /// The window's traits (nil outside a window); compared only when
        /// some stack of the subtree has size-class variations.
        var traits: TraitCollection?
        /// The stack's ``ViewTree/View/layoutVersion`` then.
        var version: UInt64
        /// Whether it was planned as a nested stack (it adds a check).
        var nested: Bool

        /// Whether a summary computed under `self` holds under `now`.
        func holds(_ now: Key, variesWithTraits: Bool) -> Bool {
            values == now.values && scale == now.scale && version == now.version && nested == now.nested
                && (!variesWithTraits || traits == now.traits)
        }
    }

    /// The last node, with its key (nil: not covered).
    var node: (key: Key, node: DirectNode?)?
    /// How many nodes were derived from the last one (a debug counter:
    /// ``StackView/directSummariesDerived``).
    var derived = 0
    /// How many root layouts walked the subtree for its arranged views
    /// (a debug counter: ``StackView/directArrangedListWalks``).
    var listWalks = 0
    /// How many items this stack's arrangements placed (a debug counter:
    /// ``StackView/directItemsArranged``).
    var itemsArranged = 0
    /// How many items they moved with the last arrangement's frames
    /// instead (a debug counter: ``StackView/directItemsMoved``).
    var itemsMoved = 0
    /// The last layout as a root, with its key.
    var layout: (key: Key, layout: DirectLayout?, variesWithTraits: Bool)?

    /// The node for `key`, computed by `make` unless the last one holds.
    func node(_ key: Key, _ make: () -> DirectNode?) -> DirectNode? {
        if let (k, n) = node, k.holds(key, variesWithTraits: n?.variesWithTraits ?? true) { return n }
        let n = make()
        node = (key, n)
        return n
    }
}
