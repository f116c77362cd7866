#if canImport(FoundationXML)
import FoundationXML
import Foundation
#else
import Foundation
#endif

/// One element of an XML document as Interface Builder writes it: its name,
/// attributes, child elements and character data, and where it starts.
public final class IBElement {
    public let name: String
    public let attributes: [String: String]
    public internal(set) var children: [IBElement] = []
    /// The character data directly inside the element (a `<string>`'s text).
    public internal(set) var text = ""
    /// 1-based line and column of the element's start tag.
    public let line: Int
    public let column: Int

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name`, with `key="…"` when `key` is given.
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    public func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }
}

/// A document that cannot be read: where, and what is wrong.
public struct DocumentError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COL: error: MESSAGE`.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Reads XML into ``IBElement``s with FoundationXML's `XMLParser` (libxml2
/// underneath), under limits that a hostile document cannot get past:
///
/// - no document type declaration at all (Interface Builder never writes
///   one): so no DTD, no external entity and no entity expansion is ever
///   resolved — a file with `<!DOCTYPE` or `<!ENTITY` is refused before the
///   parser sees it;
/// - at most ``maximumBytes`` of input, ``maximumElements`` elements and
///   ``maximumDepth`` levels of nesting; past either the parse stops with an
///   error.
///
/// Why FoundationXML rather than a mirrored package: the mirrored XML
/// packages (SWXMLHash, XMLCoder) are themselves built on `XMLParser`; the
/// tree this needs is a few lines over the delegate.
public enum XMLTree {
    public static let maximumBytes = 32 << 20
    public static let maximumElements = 400_000
    public static let maximumDepth = 256

    public static func parse(_ bytes: [UInt8], file: String) throws(DocumentError) -> IBElement {
        if bytes.count > maximumBytes {
            throw DocumentError(file: file, line: 1, column: 1,
                                message: "the file is \(bytes.count >> 20) MB; documents up to \(maximumBytes >> 20) MB are read")
        }
        if let (line, column, what) = declaration(in: bytes) {
            throw DocumentError(file: file, line: line, column: column,
                                message: "\(what) is not read (Interface Builder documents have none); remove it")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        builder.parser = parser
        let ok = parser.parse()
        if let stop = builder.stopped {
            throw DocumentError(file: file, line: stop.line, column: stop.column, message: stop.message)
        }
        if !ok || parser.parserError != nil || builder.root == nil || builder.depth != 0 {
            let code = (parser.parserError as NSError?)?.code ?? 0
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            throw DocumentError(file: file, line: line, column: column,
                                message: builder.root == nil && code == 0 ? "no XML element in the file"
                                    : "malformed XML: \(words(forCode: code, depth: builder.depth))")
        }
        return builder.root!
    }

    /// The first `<!DOCTYPE` or `<!ENTITY` outside comments, with its line
    /// and column.
    static func declaration(in bytes: [UInt8]) -> (Int, Int, String)? {
        var line = 1, column = 1, i = 0
        let n = bytes.count
        func at(_ s: String) -> Bool {
            let u = Array(s.utf8)
            guard i + u.count <= n else { return false }
            for k in 0..<u.count where bytes[i + k] != u[k] { return false }
            return true
        }
        var inComment = false
        while i < n {
            if inComment {
                if at("-->") { inComment = false }
            } else if bytes[i] == UInt8(ascii: "<") {
                if at("<!--") { inComment = true }
                else if at("<!DOCTYPE") { return (line, column, "a document type declaration (<!DOCTYPE)") }
                else if at("<!ENTITY") { return (line, column, "an entity declaration (<!ENTITY)") }
            }
            if bytes[i] == UInt8(ascii: "\n") { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return nil
    }

    /// libxml2's error codes, as `XMLParser.ErrorCode` names them, in words.
    static func words(forCode code: Int, depth: Int) -> String {
        switch code {
        case 5: return depth > 0 ? "the document ends before \(depth) element\(depth == 1 ? "" : "s") are closed" : "the document ends too early"
        case 4: return "the document is empty"
        case 9: return "an invalid character"
        case 23: return "an element name or '>' is missing"
        case 26: return "an undeclared entity (only &amp; &lt; &gt; &quot; &apos; and &#N; are read)"
        case 38, 39, 40, 41: return "an attribute value is not quoted or not closed"
        case 65: return "a space is needed between attributes"
        case 68: return "a name is expected here"
        case 73: return "'>' is expected to close the tag"
        case 76: return "an end tag does not match its start tag"
        case 111: return "an attribute is given twice"
        default: return "XMLParser error \(code)"
        }
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    weak var parser: XMLParser?
    var root: IBElement?
    var stack: [IBElement] = []
    var count = 0
    var depth: Int { stack.count }
    var stopped: (line: Int, column: Int, message: String)?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        count += 1
        if count > XMLTree.maximumElements || stack.count >= XMLTree.maximumDepth {
            stopped = (parser.lineNumber, parser.columnNumber,
                       count > XMLTree.maximumElements ? "more than \(XMLTree.maximumElements) elements; the document is too large to open"
                           : "elements nested more than \(XMLTree.maximumDepth) deep")
            parser.abortParsing()
            return
        }
        let e = IBElement(name: name, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber)
        if let parent = stack.last { parent.children.append(e) } else if root == nil { root = e }
        stack.append(e)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if !stack.isEmpty { stack.removeLast() }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let top = stack.last, top.text.utf8.count < 1 << 20 else { return }
        top.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        guard let top = stack.last, let s = String(data: block, encoding: .utf8) else { return }
        top.text += s
    }
}
