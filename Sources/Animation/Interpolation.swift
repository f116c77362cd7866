import Geometry

/// Linear interpolation between `from` and `to` at `progress`.
///
/// Exact at the ends (`progress` 0 gives `from`, 1 gives `to`) and constant
/// when `from == to`, so a value that does not move never wobbles in the
/// last bit. `progress` outside 0...1 extrapolates (a spring's overshoot).
public func lerp(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    if from == to || progress == 0 { return from }
    if progress == 1 { return to }
    return from + (to - from) * progress
}

/// Both coordinates interpolated with ``lerp(_:_:_:)-(Double,Double,Double)``.
public func lerp(_ from: Point, _ to: Point, _ progress: Double) -> Point {
    Point(x: lerp(from.x, to.x, progress), y: lerp(from.y, to.y, progress))
}

/// Both lengths interpolated with ``lerp(_:_:_:)-(Double,Double,Double)``.
public func lerp(_ from: Size, _ to: Size, _ progress: Double) -> Size {
    Size(width: lerp(from.width, to.width, progress), height: lerp(from.height, to.height, progress))
}

/// Origin and size interpolated linearly, as Core Animation interpolates a
/// view's frame (its position and bounds size).
public func lerp(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
    Rect(origin: lerp(from.origin, to.origin, progress), size: lerp(from.size, to.size, progress))
}

/// A value that can be animated: the properties the ``Animator`` tracks.
public protocol Interpolatable: Equatable, Sendable {
    /// The value at `progress` between `self` (0) and `other` (1).
    func interpolated(to other: Self, progress: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, progress: Double) -> Double { lerp(self, other, progress) }
}

extension Point: Interpolatable {
    public func interpolated(to other: Point, progress: Double) -> Point { lerp(self, other, progress) }
}

extension Size: Interpolatable {
    public func interpolated(to other: Size, progress: Double) -> Size { lerp(self, other, progress) }
}

extension Rect: Interpolatable {
    public func interpolated(to other: Rect, progress: Double) -> Rect { lerp(self, other, progress) }
}
