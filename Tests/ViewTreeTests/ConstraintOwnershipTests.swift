import Geometry
import Testing
import ViewTree

/// Constraints do not retain their items (as in UIKit): a view that holds a
/// constraint on itself is freed with the constraint when it is released.
/// Found by Scripts/fuzz: every discarded scene leaked its views.
@Suite("Constraint ownership")
struct ConstraintOwnershipTests {
    @Test func aViewWithAConstraintOnItselfIsFreed() throws {
        weak var released: View?
        weak var constraint: LayoutConstraint?
        do {
            let w = Window(screen: Screen(device: .iPhone8))
            let v = View(name: "box")
            try w.rootView.addSubview(v)
            let c = v.widthAnchor.constraint(equalToConstant: 100)
            try LayoutConstraint.activate([c, v.heightAnchor.constraint(equalTo: v.widthAnchor)])
            w.layoutIfNeeded()
            #expect(v.frame.size == Size(width: 100, height: 100))
            released = v
            constraint = c
        }
        #expect(released == nil, "the view is freed with its window")
        #expect(constraint == nil, "and so is the constraint installed on it")
    }

    @Test func aRemovedViewKeepsItsOwnConstraintsAndIsFreedWhenReleased() throws {
        let w = Window(screen: Screen(device: .iPhone8))
        weak var released: View?
        do {
            let v = View(name: "box")
            try w.rootView.addSubview(v)
            let own = v.widthAnchor.constraint(equalToConstant: 100)
            let outside = v.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor)
            try LayoutConstraint.activate([own, outside])
            v.removeFromSuperview()
            #expect(own.isActive, "a constraint within the view stays, as in UIKit")
            #expect(!outside.isActive, "one that reaches outside goes")
            released = v
        }
        #expect(released == nil)
        w.layoutIfNeeded()
        #expect(w.rootView.subviews.isEmpty)
    }
}
