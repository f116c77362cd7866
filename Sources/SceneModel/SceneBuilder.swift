import ConstraintSolver
import Geometry
import StackLayout
import ViewTree

/// Turns a ``SceneDescription`` into views: a window on the description's
/// device with every view, its properties, its place in the hierarchy and
/// its stack, custom spacings, size-class variations, the app's
/// constraints and scroll offsets.
///
/// ```swift
/// let built = try SceneBuilder.build(description)
/// built.window.layoutIfNeeded()
/// built.views.map(\.name)          // creation order, root left out
/// ```
///
/// A format that reads a document (Interface Builder XML, Swift source)
/// produces a description; the REPL builds it with this and registers the
/// names. Building a description that ``SceneDescription`` was taken from
/// gives the same description back (the formats' round-trip tests rely on
/// it). Nothing is laid out.
public enum SceneBuilder {
    /// One built view, with the name and the command word it goes by.
    public struct BuiltView {
        public let name: String
        public let kindName: String
        public let view: View
        public let ibID: String?
    }

    /// What ``build(_:)`` made: the window and the named views in the
    /// description's creation order.
    public struct Built {
        public let window: Window
        public let views: [BuiltView]
    }

    /// Why a description cannot be built, naming the view or constraint.
    public struct BuildError: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    public static func build(_ d: SceneDescription) throws(BuildError) -> Built {
        let window = Window(screen: Screen(device: d.device.device, orientation: d.device.orientation))
        var byName: [String: View] = ["root": window.rootView]
        var states: [String: SceneDescription.ViewState] = [:]
        for state in d.views {
            guard byName[state.name] == nil || state.kindName == "root" else {
                throw BuildError(description: "two views are named '\(state.name)'")
            }
            states[state.name] = state
            if state.kindName == "root" { continue }
            let view: View
            switch state.kind {
            case .stack: view = StackView(name: state.name)
            case .scroll: view = ScrollView(name: state.name)
            default: view = View(name: state.name, kind: state.kind)
            }
            byName[state.name] = view
        }
        for state in d.views {
            guard let v = byName[state.name] else { continue }
            v.isHidden = state.isHidden
            if state.isHidden { v.hiddenCount = max(1, state.hiddenCount) }
            v.alpha = state.alpha
            v.contentMode = state.contentMode
            v.layoutMargins = state.layoutMargins
            v.preservesSuperviewLayoutMargins = state.preservesSuperviewLayoutMargins
            v.intrinsicSizeOverride = state.intrinsicSizeOverride
            v.alignmentInsetsOverride = state.alignmentInsetsOverride
            v.preferredMaxLayoutWidth = state.preferredMaxLayoutWidth
            v.fontVariations = state.fontVariations
            if state.hugging.count == 2 { v.contentHugging = (state.hugging[0], state.hugging[1]) }
            if state.resistance.count == 2 { v.compressionResistance = (state.resistance[0], state.resistance[1]) }
            if let s = v as? ScrollView, let inset = state.contentInset { s.contentInset = inset }
        }
        // The hierarchy: subviews in order, then each stack's arranged list.
        for state in d.views {
            guard let parent = byName[state.name] else { continue }
            for name in state.subviews {
                guard let child = byName[name] else {
                    throw BuildError(description: "\(state.name) lists an unknown subview '\(name)'")
                }
                do { try parent.addSubview(child) } catch {
                    throw BuildError(description: "\(name) cannot go into \(state.name): \(error)")
                }
            }
        }
        for state in d.views {
            guard let stackState = state.stack, let stack = byName[state.name] as? StackView else { continue }
            stack.axis = stackState.axis
            stack.distribution = stackState.distribution
            stack.alignment = stackState.alignment
            stack.spacing = stackState.spacing
            stack.isLayoutMarginsRelativeArrangement = stackState.isLayoutMarginsRelativeArrangement
            stack.isBaselineRelativeArrangement = stackState.isBaselineRelativeArrangement
            stack.textWidthRule = stackState.textWidthRule
            stack.hidingRule = stackState.hidingRule
            for (i, name) in stackState.arranged.enumerated() {
                guard let item = byName[name] else {
                    throw BuildError(description: "\(state.name) arranges an unknown view '\(name)'")
                }
                do { try stack.addArrangedSubview(item) } catch {
                    throw BuildError(description: "\(name) cannot be arranged in \(state.name): \(error)")
                }
                if i < stackState.customSpacings.count, stackState.customSpacings[i] != StackView.spacingUseDefault {
                    stack.setCustomSpacing(stackState.customSpacings[i], after: item)
                }
            }
            for variation in stackState.variations {
                stack.setVariation(variation.value, horizontal: variation.horizontal, vertical: variation.vertical)
            }
        }
        // Views installed for some size classes only: registered with
        // their document place while every view is still attached.
        var installations = SizeClassInstallations()
        var entryOf: [ObjectIdentifier: Int] = [:]
        var conditional: [(View, View, SizeClassRule)] = []
        for state in d.views {
            guard let rule = state.installedFor, let v = byName[state.name], let parent = v.superview else { continue }
            entryOf[ObjectIdentifier(v)] = conditional.count
            conditional.append((v, parent, rule))
        }
        for (v, parent, rule) in conditional {
            var enclosing: Int? = nil
            var up: View? = parent
            while let u = up, enclosing == nil {
                enclosing = entryOf[ObjectIdentifier(u)]
                up = u.superview
            }
            let stack = parent as? StackView
            let arranged = stack.map { s in s.arrangedSubviews.contains { $0 === v } } ?? false
            installations.views.append(.init(
                view: v, superview: parent, rule: rule, siblings: parent.subviews,
                arrangedSiblings: arranged ? stack?.arrangedSubviews : nil, enclosing: enclosing))
        }
        // Constraints, each view's in order (they install on the nearest
        // common ancestor of their items, where they were described).
        for state in d.views {
            for c in state.constraints {
                let constraint = try makeConstraint(c, byName)
                do { try constraint.activate() } catch {
                    throw BuildError(description: "constraint \(c.first).\(c.firstAttribute.rawValue) on \(state.name): \(error)")
                }
                if installations.views.isEmpty && c.installedFor == nil { continue }
                var dependsOn: [Int] = []
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                    var up: View? = item.hierarchyView
                    while let u = up {
                        if let i = entryOf[ObjectIdentifier(u)], !dependsOn.contains(i) { dependsOn.append(i) }
                        up = u.superview
                    }
                }
                if c.installedFor != nil || !dependsOn.isEmpty {
                    installations.constraints.append(.init(constraint: constraint, rule: c.installedFor, dependsOn: dependsOn))
                }
            }
        }
        if !installations.isEmpty {
            window.sizeClassInstallations = installations
            window.applySizeClassInstallations(from: nil, touch: { _ in })
        }
        for state in d.views {
            if let s = byName[state.name] as? ScrollView, let offset = state.contentOffset {
                window.layoutIfNeeded()
                s.setContentOffset(offset)
            }
        }
        let views = d.creationOrder.compactMap { name -> BuiltView? in
            guard let v = byName[name], let state = states[name] else { return nil }
            return BuiltView(name: name, kindName: state.kindName, view: v, ibID: state.ibID)
        }
        return Built(window: window, views: views)
    }

    /// The item a constraint names: a view, `root`, or a guide `NAME.margins`,
    /// `NAME.safeArea`, `NAME.content`, `NAME.frameGuide`.
    public static func item(_ name: String, in byName: [String: View]) -> LayoutItem? {
        if let v = byName[name] { return v }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        guard let owner = byName[String(name[..<dot])] else { return nil }
        switch name[name.index(after: dot)...] {
        case "margins": return owner.layoutMarginsGuide
        case "safeArea": return owner.safeAreaLayoutGuide
        case "content": return (owner as? ScrollView)?.contentLayoutGuide
        case "frameGuide": return (owner as? ScrollView)?.frameLayoutGuide
        default: return nil
        }
    }

    static func makeConstraint(_ c: SceneDescription.ConstraintState, _ byName: [String: View]) throws(BuildError)
        -> LayoutConstraint
    {
        guard let first = item(c.first, in: byName) else {
            throw BuildError(description: "a constraint names an unknown item '\(c.first)'")
        }
        var second: LayoutItem? = nil
        if let name = c.second {
            guard let s = item(name, in: byName) else {
                throw BuildError(description: "a constraint names an unknown item '\(name)'")
            }
            second = s
        }
        return LayoutConstraint(
            first, c.firstAttribute, c.relation, second, c.secondAttribute, multiplier: c.multiplier,
            constant: c.constant, priority: LayoutPriority(c.priority), identifier: c.identifier,
            usesSystemSpacing: c.usesSystemSpacing)
    }
}
