/// The number of terminal columns `text` occupies: East Asian wide and
/// fullwidth characters (CJK, Hangul, fullwidth forms, most emoji) take two,
/// combining marks, format characters and C0/C1 controls take none.
///
/// An approximation of `wcwidth(3)` that does not depend on the locale.
/// East Asian "ambiguous" characters (box drawing, `…`, `●`) count one, as a
/// terminal outside a CJK locale draws them.
///
/// ```swift
/// displayWidth("登录 / 注册")   // 11
/// displayWidth("cafe\u{301}")  // 4
/// ```
public func displayWidth(_ text: String) -> Int {
    // One pass over the UTF-8 in place: printable ASCII, the common case,
    // takes a column a byte (an ASCII control none); any other scalar is
    // decoded from its bytes (the text is valid UTF-8) and measured, so a
    // report line with one `→` is not decoded scalar by scalar.
    text.utf8.withContiguousStorageIfAvailable(displayWidth(utf8:))
        ?? text.unicodeScalars.reduce(0) { $0 + displayWidth(of: $1) }
}

/// ``displayWidth(_:)`` of valid UTF-8.
private func displayWidth(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var width = 0
    var i = 0
    while i < bytes.count {
        let lead = bytes[i]
        i += 1
        if lead < 0x80 {
            if lead >= 0x20 && lead != 0x7F { width += 1 }
            continue
        }
        var value: UInt32, trailing: Int
        if lead >= 0xF0 {
            (value, trailing) = (UInt32(lead & 0x07), 3)
        } else if lead >= 0xE0 {
            (value, trailing) = (UInt32(lead & 0x0F), 2)
        } else {
            (value, trailing) = (UInt32(lead & 0x1F), 1)
        }
        for _ in 0..<trailing where i < bytes.count {
            value = value << 6 | UInt32(bytes[i] & 0x3F)
            i += 1
        }
        if let scalar = Unicode.Scalar(value) { width += displayWidth(of: scalar) }
    }
    return width
}

/// The columns one character takes (its scalars' widths summed: a base
/// letter and its combining marks take the base's width).
public func displayWidth(of character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars { width += displayWidth(of: scalar) }
    return width
}

/// The columns one scalar takes: 0, 1 or 2.
public func displayWidth(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    // Arrows (every change report has `→`): neither marks nor wide, so no
    // look-up of their properties.
    if (0x2190...0x21FF).contains(value) { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    if value < 0x1100 { return 1 }
    for range in wideRanges where range.contains(value) { return 2 }
    return 1
}

/// East Asian wide (W) and fullwidth (F) ranges, abridged from Unicode 15
/// `EastAsianWidth.txt` (sorted).
private let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC,
    0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
    0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
    0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755,
    0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
    0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
    0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
    0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F900...0x1F9FF,
    0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
]
