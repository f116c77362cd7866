import StackLayout
import ViewTree

extension Window {
    /// Installs and uninstalls the document's views and constraints for
    /// the window's size classes now (see ``SizeClassInstallations``), as
    /// UIKit does for a storyboard's variations when the trait collection
    /// changes: a view not installed leaves its superview and its stack's
    /// arranged list (taking the constraints that reach outside it), one
    /// that is comes back after the document's siblings before it that are
    /// there; then each registered constraint is activated or deactivated.
    ///
    /// Only what `old` (the classes before the change) and the new classes
    /// disagree about is touched, so a view the user moved or a constraint
    /// they deactivated stays as they left it while its own answer holds;
    /// `old` nil (a scene just built) applies every answer. `touch` is
    /// called with each view before it changes (a transaction's savepoint).
    public func applySizeClassInstallations(from old: TraitCollection?, touch: (View) -> Void) {
        let table = sizeClassInstallations
        guard !table.isEmpty else { return }
        let now = screen.traitCollection
        if let old, old.horizontalSizeClass == now.horizontalSizeClass, old.verticalSizeClass == now.verticalSizeClass,
           old.isAnyAny == now.isAnyAny {
            return
        }
        func touchBranch(_ v: View) {
            var x: View? = v
            while let y = x { touch(y); x = y.superview }
        }
        func changes(_ was: Bool?, _ is: Bool) -> Bool { was.map { $0 != `is` } ?? true }
        // Views leaving, deepest last registered first, then views coming
        // back, outermost first (preorder).
        for i in table.views.indices.reversed() {
            let e = table.views[i]
            let wanted = table.installs(view: i, for: now)
            guard !wanted, changes(old.map { table.installs(view: i, for: $0) }, wanted),
                  e.view.superview === e.superview else { continue }
            touchBranch(e.view)
            if let stack = e.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === e.view }) {
                stack.removeArrangedSubview(e.view)
            }
            e.view.removeFromSuperview()
        }
        for i in table.views.indices {
            let e = table.views[i]
            let wanted = table.installs(view: i, for: now)
            guard wanted, changes(old.map { table.installs(view: i, for: $0) }, wanted), e.view.superview == nil else { continue }
            touchBranch(e.superview)
            touch(e.view)
            let mine = e.siblings.firstIndex { $0 === e.view } ?? e.siblings.count
            let before = e.siblings[..<mine].filter { s in e.superview.subviews.contains { $0 === s } }
            let at = before.last.flatMap { b in e.superview.subviews.firstIndex { $0 === b } }.map { $0 + 1 } ?? 0
            try? e.superview.insertSubview(e.view, at: at)
            if let stack = e.superview as? StackView, let arranged = e.arrangedSiblings {
                let mine = arranged.firstIndex { $0 === e.view } ?? arranged.count
                let before = arranged[..<mine].filter { s in stack.arrangedSubviews.contains { $0 === s } }
                let at = before.last.flatMap { b in stack.arrangedSubviews.firstIndex { $0 === b } }.map { $0 + 1 } ?? 0
                try? stack.insertArrangedSubview(e.view, at: at)
            }
        }
        for i in table.constraints.indices {
            let c = table.constraints[i].constraint
            let wanted = table.installs(constraint: i, for: now)
            // A constraint that refers to a view that left changes with
            // it (its answer includes the view's).
            guard changes(old.map { table.installs(constraint: i, for: $0) }, wanted) else { continue }
            if wanted && !c.isActive {
                activate(c, touchBranch)
            } else if !wanted, c.isActive {
                if let holder = c.installedOn { touchBranch(holder) }
                c.deactivate()
            }
        }
    }

    private func activate(_ c: LayoutConstraint, _ touchBranch: (View) -> Void) {
        for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
            if let v = item.hierarchyView { touchBranch(v) }
        }
        try? c.activate()
    }
}
