/// `UILayoutGuide`: a rectangle that takes part in layout without being a
/// view. Views own two system guides: ``View/layoutMarginsGuide`` (the view
/// inset by its layout margins) and ``View/safeAreaLayoutGuide`` (the root
/// view inset by the screen's safe area; other views' guides equal their
/// bounds — StackLab does not yet intersect them with the root's safe area).
/// A ``ScrollView`` also owns ``ScrollView/contentLayoutGuide`` (role
/// `content`, named `NAME.content`) and ``ScrollView/frameLayoutGuide`` (role
/// `frame`, named `NAME.frameGuide`).
public final class LayoutGuide: LayoutItem {
    public enum Role: Hashable, Sendable {
        case margins, safeArea, custom
        /// A scroll view's content rectangle (UIScrollView.contentLayoutGuide).
        case content
        /// A scroll view's frame (UIScrollView.frameLayoutGuide).
        case frame
    }

    /// The view that owns the guide.
    public var owningView: View? { ownerReference.object }
    /// ``owningView`` as a plain pointer, not a weak reference (as
    /// ``View/superview``): a weakly referenced view keeps its counts in a
    /// side table, and every stack that aligns its items owns a spanning
    /// guide, so each retain and release of such a stack took the
    /// runtime's slow path. The owner lists the guide
    /// (``View/ownedGuides``) and clears the pointer when it goes away (its
    /// `deinit`); debug builds check every read (``PlainReference``).
    private var ownerReference: PlainReference<View>
    public let role: Role

    init(owner: View, role: Role) {
        ownerReference = PlainReference(owner)
        self.role = role
        let suffix: String
        switch role {
        case .margins: suffix = ".margins"
        case .safeArea: suffix = ".safeArea"
        case .content: suffix = ".content"
        case .frame: suffix = ".frameGuide"
        case .custom: suffix = ".guide"
        }
        super.init(name: owner.name + suffix)
        owner.ownedGuides.append(self)
    }

    /// The owner going away (``View``'s `deinit`): forgets it.
    func ownerWentAway(_ view: View) {
        ownerReference.clear(ifNaming: view)
    }

    /// A custom guide owned by `view` (UIView.addLayoutGuide).
    public convenience init(name: String, owner view: View) {
        self.init(owner: view, role: .custom)
        self.name = name
    }

    override var hostView: View? { owningView }
}
