import Foundation

/// The Interface Builder documents of `../shared/ib-corpus` (public data,
/// read in place beside the package, never copied into it) and their
/// manifest's image sizes.
public enum SharedCorpus {
    /// `../shared/ib-corpus` next to the package root.
    public static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/ib-corpus")
    }

    public struct Entry: Sendable {
        public var file: String
        public var path: URL
        /// Image sizes in points, by name (unknown ones left out).
        public var images: [String: (Double, Double)]
    }

    /// Every document the manifest lists, in its order; empty when the
    /// corpus is not there.
    public static func entries() -> [Entry] {
        let manifest = directory.appendingPathComponent("manifest.json")
        guard let data = try? Data(contentsOf: manifest),
              let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return list.compactMap { item in
            guard let file = item["file"] as? String else { return nil }
            var images: [String: (Double, Double)] = [:]
            for (name, value) in item["images"] as? [String: Any] ?? [:] {
                if let pair = value as? [Double], pair.count == 2 { images[name] = (pair[0], pair[1]) }
            }
            return Entry(file: file, path: directory.appendingPathComponent("docs").appendingPathComponent(file),
                         images: images)
        }
    }

    public static func bytes(_ entry: Entry) -> [UInt8]? {
        (try? Data(contentsOf: entry.path)).map { [UInt8]($0) }
    }
}
