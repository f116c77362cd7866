import ViewTree

/// The shape of one generated constraint: everything that decides what it
/// asks of the solver, plus its identifier. Two specs are equal exactly when
/// the constraints they describe are interchangeable, which is how a stack
/// keeps its unchanged constraints from one update to the next.
struct ConstraintSpec: Hashable {
    var identifier: StackConstraintIdentifier?
    var first: LayoutItem
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: LayoutItem?
    var secondAttribute: LayoutAttribute?
    var multiplier: Double
    var constant: Double
    var priority: Double

    init(
        _ identifier: StackConstraintIdentifier?, _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000
    ) {
        self.identifier = identifier
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? nil : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    init(_ c: LayoutConstraint) {
        self.init(
            c.stackIdentifier, c.firstItem, c.firstAttribute, c.relation, c.secondItem, c.secondAttribute,
            multiplier: c.multiplier, constant: c.constant, priority: c.priority.value)
    }

    func make() -> LayoutConstraint {
        LayoutConstraint(
            first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant,
            priority: LayoutPriority(priority), system: identifier)
    }

    static func == (a: ConstraintSpec, b: ConstraintSpec) -> Bool {
        a.identifier == b.identifier && a.first === b.first && a.firstAttribute == b.firstAttribute
            && a.relation == b.relation && a.second === b.second && a.secondAttribute == b.secondAttribute
            && a.multiplier == b.multiplier && a.constant == b.constant && a.priority == b.priority
    }

    /// The items and the constant only: few specs share all three, and the
    /// identifiers and attributes hash as strings (their raw values), which
    /// made hashing the dearest step of a stack's update.
    func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(first))
        h.combine(second.map { ObjectIdentifier($0) })
        h.combine(constant)
    }
}
