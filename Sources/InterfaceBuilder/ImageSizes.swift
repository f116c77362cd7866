import Foundation
import Geometry

/// Image sizes in points, by image name: what `open … images=FILE.json`
/// reads (`{"Heart": [120, 120], "Star": [120, 120]}`), and what an asset
/// catalogue's image sets give (``fromImageSet(contents:read:)``).
public enum ImageSizes {
    /// Reads `{"NAME": [W, H], …}`; every size finite and not negative.
    public static func parse(json: String, file: String) throws(DocumentError) -> [String: Size] {
        guard let data = json.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) else {
            throw DocumentError(file: file, line: 1, column: 1,
                                message: "not JSON; write sizes in points as {\"Heart\": [120, 120]}")
        }
        guard let map = object as? [String: Any] else {
            throw DocumentError(file: file, line: 1, column: 1,
                                message: "expected an object of image names, e.g. {\"Heart\": [120, 120]}")
        }
        var sizes: [String: Size] = [:]
        for (name, value) in map {
            guard let pair = value as? [NSNumber], pair.count == 2,
                  case let (w, h) = (pair[0].doubleValue, pair[1].doubleValue), w.isFinite, h.isFinite, w >= 0, h >= 0,
                  w <= 100_000, h <= 100_000 else {
                throw DocumentError(file: file, line: 1, column: 1,
                                    message: "image '\(name)': expected [WIDTH, HEIGHT] in points (0 to 100000)")
            }
            sizes[name] = Size(width: w, height: h)
        }
        return sizes
    }

    /// The size in points of an asset catalogue image set: the first image
    /// file its `Contents.json` lists that `read` gives, at its `scale`
    /// (`1x`, `2x`, `3x`; a PDF or a single-scale image is 1x). PNG and
    /// JPEG give their pixel size, PDF its media box.
    public static func fromImageSet(contents: String, read: (String) -> [UInt8]?) -> Size? {
        guard let data = contents.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = object["images"] as? [[String: Any]] else { return nil }
        // Prefer the universal or iPhone images, lowest scale first.
        let ordered = images.filter { $0["filename"] is String }.sorted { a, b in
            scale(a) < scale(b)
        }
        for entry in ordered {
            guard let name = entry["filename"] as? String, !name.contains("/"), let bytes = read(name),
                  let pixels = pixelSize(bytes) else { continue }
            let s = name.lowercased().hasSuffix(".pdf") ? 1 : scale(entry)
            return Size(width: pixels.width / s, height: pixels.height / s)
        }
        return nil
    }

    static func scale(_ entry: [String: Any]) -> Double {
        guard let s = entry["scale"] as? String, let v = Double(s.dropLast()) else { return 1 }
        return v
    }

    /// A PNG's or JPEG's size in pixels, or a PDF's media box in points.
    public static func pixelSize(_ b: [UInt8]) -> Size? {
        if b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 {
            func be32(_ i: Int) -> Double { Double(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])) }
            return Size(width: be32(16), height: be32(20))
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else { i += 1; continue }
                let marker = b[i + 1]
                let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    let h = Double(Int(b[i + 5]) << 8 | Int(b[i + 6]))
                    let w = Double(Int(b[i + 7]) << 8 | Int(b[i + 8]))
                    return Size(width: w, height: h)
                }
                i += 2 + max(length, 0)
            }
            return nil
        }
        if b.count >= 5, b[0] == 0x25, b[1] == 0x50, b[2] == 0x44, b[3] == 0x46 {  // %PDF
            let text = String(decoding: b.prefix(1 << 20), as: UTF8.self)
            guard let r = text.range(of: "/MediaBox") else { return nil }
            let rest = text[r.upperBound...].drop { $0 == " " || $0 == "[" }
            let numbers = rest.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return Size(width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
        }
        return nil
    }
}
