import Foundation
import HTTPTypes
import Hummingbird

/// The page's files (HTML, CSS, plain JavaScript), package resources of
/// this target, read once when the server starts: nothing comes from a
/// CDN and nothing is built.
struct PageAssets {
    struct Asset: Sendable {
        var bytes: [UInt8]
        var contentType: String

        func response() -> Response {
            var headers = HTTPFields()
            headers[.contentType] = contentType
            headers[.cacheControl] = "no-cache"
            headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
            headers[HTTPField.Name("Content-Security-Policy")!] =
                "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
    }

    /// Each URL path and its file.
    var byPath: [String: Asset]

    static let files: [(path: String, file: String, type: String)] = [
        ("/", "index.html", "text/html; charset=utf-8"),
        ("/index.html", "index.html", "text/html; charset=utf-8"),
        ("/app.css", "app.css", "text/css; charset=utf-8"),
        ("/app.js", "app.js", "text/javascript; charset=utf-8"),
    ]

    static func load() throws -> PageAssets {
        guard let dir = Bundle.module.url(forResource: "Assets", withExtension: nil) else {
            throw AssetError.missing("Assets")
        }
        var byPath: [String: Asset] = [:]
        for f in files {
            guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent(f.file).path) else {
                throw AssetError.missing(f.file)
            }
            byPath[f.path] = Asset(bytes: [UInt8](data), contentType: f.type)
        }
        return PageAssets(byPath: byPath)
    }

    enum AssetError: Error, CustomStringConvertible {
        case missing(String)
        var description: String {
            switch self {
            case .missing(let f): "the page's \(f) is missing from this build (a resource of the WebServer target); rebuild with `swift build`"
            }
        }
    }
}
