/// Whether two numbers differ by at most `tolerance`.
///
/// The comparison is absolute, `|a - b| <= tolerance`, which suits layout
/// values measured in points. Equal values always compare equal (including
/// infinities of the same sign); NaN equals nothing.
///
/// - Parameters:
///   - a: The first number.
///   - b: The second number.
///   - tolerance: The largest difference still counted as equal.
/// - Returns: `true` if `a` and `b` are within `tolerance` of each other.
public func approximatelyEqual(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    a == b || (a - b).magnitude <= tolerance
}
