/// Formats a number the way the solver's dump and descriptions show it:
/// integers without a decimal point, otherwise up to 3 decimals with trailing
/// zeros dropped (like UIKit's NSStringFromCGRect). No Foundation needed.
func formatNumber(_ x: Double) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    let scaled = (abs(x) * 1000).rounded()
    if scaled >= 9.0e15 { return String(x) }
    let n = Int64(scaled)
    let whole = n / 1000
    var frac = n % 1000
    let negative = x < 0 && n != 0
    var s = (negative ? "-" : "") + String(whole)
    if frac != 0 {
        var digits = 3
        while frac % 10 == 0 { frac /= 10; digits -= 1 }
        let f = String(frac)
        s += "." + String(repeating: "0", count: digits - f.count) + f
    }
    return s
}
