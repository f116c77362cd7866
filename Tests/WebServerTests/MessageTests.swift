import Foundation
import Lessons
import PropertyBased
import ReplCore
import Testing

@testable import WebServer

/// Messages the page did not send: whatever arrives, the answer is one
/// JSON object (an error for anything malformed) and the session lives on.
@Suite struct MessageTests {
    static let valid = [
        #"{"type":"run","id":1,"text":"label a \"A\""}"#,
        #"{"type":"run","id":8,"text":"label c \"C\"","columns":48}"#,
        #"{"type":"complete","id":2,"line":"add la","cursor":6}"#,
        #"{"type":"look","id":3,"view":"a"}"#,
        #"{"type":"open","id":4,"name":"s.stack","content":"label b \"B\""}"#,
        #"{"type":"download","id":5,"what":"svg"}"#,
        #"{"type":"share","id":6}"#,
        #"{"type":"ping","id":7}"#,
    ]

    @Test func malformedMessagesAreRefusedOneByOne() {
        let p = PageSession(limits: SessionLimits(), lessons: [])
        let bad: [(String, String)] = [
            ("", "JSON object"),
            ("[]", "JSON object"),
            ("null", "JSON object"),
            (#"{"id":1}"#, "needs a \"type\""),
            (#"{"type":"rm -rf","id":1}"#, "unknown message type"),
            (#"{"type":"run","id":1}"#, "needs \"text\""),
            (#"{"type":"run","id":1,"text":5}"#, "JSON object"),
            (#"{"type":"run","id":true,"text":"x"}"#, "JSON object"),
            (#"{"type":"run","id":-4,"text":"x"}"#, "whole number"),
            (#"{"type":"complete","id":1,"line":"ab","cursor":9}"#, "cursor"),
            (#"{"type":"run","id":1,"text":"x","columns":3}"#, "\"columns\" is a whole number from 20 to 400"),
            (#"{"type":"run","id":1,"text":"x","columns":"wide"}"#, "JSON object"),
            (#"{"type":"download","id":1,"what":"passwd"}"#, "one of"),
            (#"{"type":"look","id":1,"view":"\#(String(repeating: "v", count: 300))"}"#, "256 at most"),
        ]
        for (message, words) in bad {
            let reply = PageSessionTests.json(p.handle(message))
            #expect(reply["type"] as? String == "error", "\(message)")
            #expect((reply["message"] as? String)?.contains(words) == true, "\(message): \(reply)")
        }
        #expect(PageSessionTests.json(p.handle(Self.valid[0]))["failed"] as? Bool == false)
    }

    /// Valid messages cut, spliced, with bytes flipped or inserted: every
    /// answer is a JSON object with a type, and the session still runs.
    @Test func noMangledMessageBreaksTheSession() async {
        let p = PageSession(limits: SessionLimits(), lessons: [])
        let input = zip(Gen.int(in: 0..<Self.valid.count), Gen.int(in: 0...5), Gen.int(in: 0...10_000), Gen.int(in: 0...255))
            .array(of: 1...8)
        await propertyCheck(count: 300, input: input) { edits in
            for (which, how, at, byte) in edits {
                var bytes = Array(Self.valid[which].utf8)
                let i = bytes.isEmpty ? 0 : at % bytes.count
                switch how {
                case 0: bytes = Array(bytes[..<i])
                case 1: bytes[i] = UInt8(byte)
                case 2: bytes.insert(UInt8(byte), at: i)
                case 3: bytes += Array(Self.valid[(which + 1) % Self.valid.count].utf8.dropFirst(i % 10))
                case 4: bytes.removeSubrange(i..<min(bytes.count, i + 3))
                default: bytes = Array(bytes.reversed())
                }
                let reply = PageSessionTests.json(p.handle(String(decoding: bytes, as: UTF8.self)))
                #expect(reply["type"] is String, "\(String(decoding: bytes, as: UTF8.self))")
            }
            #expect(PageSessionTests.json(p.handle(#"{"type":"ping","id":9}"#))["type"] as? String == "pong")
        }
    }

    /// Any text quoted by the replies' builder reads back as itself, with
    /// no `<` (never `</script>`) and no raw U+2028/U+2029 in the JSON.
    @Test func quotedTextReadsBackAsItself() async {
        let pieces = ["a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1f}", "\u{7f}", "<", "</script>", "\u{2028}", "\u{2029}",
                      "\u{2027}", "é", "✓", "👍🏽", "\u{E2}", " ", "{}"]
        await propertyCheck(count: 300, input: Gen.int(in: 0..<pieces.count).array(of: 0...40)) { picks in
            let text = picks.map { pieces[$0] }.joined()
            let quoted = JSONObject.quote(text)
            #expect(!quoted.contains("<") && !quoted.contains("\u{2028}") && !quoted.contains("\u{2029}"))
            let back = try? JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
            #expect(back == [text], "\(quoted)")
        }
    }
}
