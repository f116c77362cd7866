import Foundation

/// One message from the page, checked: a JSON object whose `type` is one
/// of the known ones, with the fields that type needs, of the right kinds
/// and sizes. Anything else is a ``MessageError`` the page is told about;
/// nothing runs.
///
/// - `{"type":"run","id":1,"text":"add label title","columns":72}`: one
///   input, as typed; `columns` (optional, 20–400) is how many characters
///   of the page's transcript fit in a line, and the output's tables and
///   paragraphs are laid out to it as they are to a terminal's width;
/// - `{"type":"complete","id":2,"line":"add la","cursor":6}`: Tab;
/// - `{"type":"look","id":3,"view":"title"}`: the panel for a view;
/// - `{"type":"open","id":4,"name":"scene.stack","content":"…"}`: a file
///   chosen or dropped (a share link's script comes the same way);
/// - `{"type":"download","id":5,"what":"save"}`: a save or an export
///   (`svg`, `html`, `swift`, `storyboard`, `xib`);
/// - `{"type":"share","id":6}`: the script a link carries;
/// - `{"type":"ping","id":7}`.
enum Inbound: Equatable {
    case run(id: Int, text: String, columns: Int?)
    case complete(id: Int, line: String, cursor: Int)
    case look(id: Int, view: String)
    case open(id: Int, name: String, content: String)
    case download(id: Int, what: String)
    case share(id: Int)
    case ping(id: Int)

    var id: Int {
        switch self {
        case .run(let id, _, _), .complete(let id, _, _), .look(let id, _), .open(let id, _, _), .download(let id, _),
             .share(let id), .ping(let id):
            id
        }
    }

    static let downloads = ["save", "svg", "html", "swift", "storyboard", "xib"]

    /// The widths a `run` may ask its output to be laid out to.
    static let columnRange = 20...400

    /// Parses and checks one text message.
    /// - Parameters:
    ///   - scriptBytes: The longest `text` (an input).
    ///   - fileBytes: The longest `content` (a file).
    static func parse(_ text: String, scriptBytes: Int, fileBytes: Int) throws(MessageError) -> Inbound {
        let raw: Raw
        do { raw = try JSONDecoder().decode(Raw.self, from: Data(text.utf8)) } catch {
            throw MessageError(id: nil, "a message is a JSON object with a \"type\" string, an \"id\" from 0 and string fields")
        }
        let id = raw.id ?? 0
        guard id >= 0 else { throw MessageError(id: nil, "\"id\" is a whole number from 0") }
        guard let type = raw.type else { throw MessageError(id: id, "a message needs a \"type\" string") }
        let fields: [String: String?] = [
            "text": raw.text, "line": raw.line, "view": raw.view, "name": raw.name, "content": raw.content, "what": raw.what,
        ]

        func string(_ key: String, max: Int) throws(MessageError) -> String {
            guard let s = fields[key] ?? nil else {
                throw MessageError(id: id, "\"\(type)\" needs \"\(key)\", a string")
            }
            let size = s.utf8.count
            if size > max {
                throw MessageError(id: id, "\"\(key)\" is \(size) bytes, and this server takes \(max) at most")
            }
            return s
        }

        switch type {
        case "run":
            let text = try string("text", max: scriptBytes)
            if let columns = raw.columns, !(columnRange ~= columns) {
                throw MessageError(id: id, "\"columns\" is a whole number from \(columnRange.lowerBound) to \(columnRange.upperBound)")
            }
            return .run(id: id, text: text, columns: raw.columns)
        case "complete":
            let line = try string("line", max: 4096)
            guard let cursor = raw.cursor, cursor >= 0, cursor <= line.unicodeScalars.count
            else { throw MessageError(id: id, "\"complete\" needs \"cursor\", a position within \"line\"") }
            return .complete(id: id, line: line, cursor: cursor)
        case "look":
            return .look(id: id, view: try string("view", max: 256))
        case "open":
            let name = try string("name", max: 256)
            return .open(id: id, name: name, content: try string("content", max: fileBytes))
        case "download":
            let what = try string("what", max: 32)
            guard downloads.contains(what) else {
                throw MessageError(id: id, "\"what\" is one of \(downloads.joined(separator: ", "))")
            }
            return .download(id: id, what: what)
        case "share":
            return .share(id: id)
        case "ping":
            return .ping(id: id)
        default:
            throw MessageError(id: id, "unknown message type \"\(type.prefix(40))\"")
        }
    }
}

/// The fields a message may have, each of one kind (a field of another
/// kind refuses the message).
private struct Raw: Decodable {
    var type: String?
    var id: Int?
    var text: String?
    var line: String?
    var cursor: Int?
    var columns: Int?
    var view: String?
    var name: String?
    var content: String?
    var what: String?
}

/// Why a message was refused, said to the page as `{"type":"error"}`.
struct MessageError: Error, Equatable {
    var id: Int?
    var message: String
    init(id: Int?, _ message: String) {
        self.id = id
        self.message = message
    }
}

/// Builds a JSON object's text (the replies): keys in the order given.
struct JSONObject {
    private var parts: [String] = []

    init() {}

    mutating func set(_ key: String, _ value: String) { parts.append(Self.quote(key) + ":" + Self.quote(value)) }
    mutating func set(_ key: String, _ value: Int) { parts.append(Self.quote(key) + ":" + String(value)) }
    mutating func set(_ key: String, _ value: Bool) { parts.append(Self.quote(key) + ":" + (value ? "true" : "false")) }
    mutating func set(_ key: String, _ value: JSONObject) { parts.append(Self.quote(key) + ":" + value.text) }
    mutating func set(_ key: String, _ values: [JSONObject]) {
        parts.append(Self.quote(key) + ":[" + values.map(\.text).joined(separator: ",") + "]")
    }
    mutating func set(_ key: String, _ values: [String]) {
        parts.append(Self.quote(key) + ":[" + values.map(Self.quote).joined(separator: ",") + "]")
    }
    mutating func setNull(_ key: String) { parts.append(Self.quote(key) + ":null") }
    /// `json` must already be JSON text.
    mutating func setRaw(_ key: String, _ json: String) { parts.append(Self.quote(key) + ":" + json) }

    var text: String { "{" + parts.joined(separator: ",") + "}" }

    /// `s` as a JSON string. It works on the UTF-8 bytes (the replies
    /// carry whole SVG documents, and a scalar at a time was a tenth of the
    /// server's time under load): runs that need no escape are copied whole.
    static func quote(_ s: String) -> String {
        var s = s
        return s.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + bytes.count / 16 + 2)
            out.append(0x22)
            var run = 0  // start of the bytes not yet copied
            var i = 0
            let n = bytes.count
            func escape(_ text: StaticString, skip: Int) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                text.withUTF8Buffer { out.append(contentsOf: $0) }
                i += skip
                run = i
            }
            while i < n {
                let b = bytes[i]
                switch b {
                case 0x22: escape("\\\"", skip: 1)
                case 0x5C: escape("\\\\", skip: 1)
                case 0x0A: escape("\\n", skip: 1)
                case 0x0D: escape("\\r", skip: 1)
                case 0x09: escape("\\t", skip: 1)
                case 0x3C: escape("\\u003c", skip: 1)  // never `</script>` wherever it lands
                case 0..<0x20:
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 15)]])
                    i += 1
                    run = i
                // U+2028 and U+2029 (E2 80 A8/A9): line ends to JavaScript.
                case 0xE2 where i + 2 < n && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA8: escape("\\u2028", skip: 3)
                case 0xE2 where i + 2 < n && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9: escape("\\u2029", skip: 3)
                default: i += 1
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<n]))
            out.append(0x22)
            return String(decoding: out, as: UTF8.self)
        }
    }
}
