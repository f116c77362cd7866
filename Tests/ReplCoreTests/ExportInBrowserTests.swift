// The SVG and HTML exports as a browser draws them: Debian's headless
// Chromium loads each export with a small script that reads back every
// drawn text's box (getBoundingClientRect) into the page, and `--dump-dom`
// returns it. The texts the phone shows are drawn with a size; the names of
// the overlay never overlap. The PNGs (`--screenshot`) are left in the
// temporary folder for a person to look at.

import Foundation
import Testing
import TestSupport

@testable import ReplCore

@Suite("Exports in a browser")
struct ExportInBrowserTests {
    struct DrawnText: Equatable {
        var text: String
        var isName: Bool
        var x, y, width, height: Double
    }

    /// Measures the texts of `markup` (an SVG document or an HTML page) in
    /// headless Chromium.
    static func drawnTexts(_ markup: String, isSVG: Bool, name: String) throws -> [DrawnText] {
        let measure = """
            <script>
            (function () {
              var out = [];
              document.querySelectorAll("text").forEach(function (t) {
                var r = t.getBoundingClientRect();
                if (r.width === 0 || r.height === 0) { return; }
                var isName = !!(t.parentNode && t.parentNode.getAttribute && t.parentNode.getAttribute("data-label-for"));
                out.push([t.textContent, isName ? 1 : 0, r.x, r.y, r.width, r.height]);
              });
              var pre = document.createElement("pre");
              pre.id = "measured";
              pre.textContent = JSON.stringify(out);
              document.body.appendChild(pre);
            })();
            </script>
            """
        var page: String
        if isSVG {
            let svg = markup.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
            page = "<!doctype html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">\n\(svg)\n\(measure)</body></html>"
        } else {
            page = markup.replacingOccurrences(of: "</body>", with: "\(measure)\n</body>")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-exports")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("\(name).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        try markup.write(to: dir.appendingPathComponent(name + (isSVG ? ".svg" : ".export.html")),
                         atomically: true, encoding: .utf8)
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=420,900"]
        let png = ChildProcess.run(["chromium"] + flags + ["--screenshot=\(dir.path)/\(name).png", file.path],
                                   log: dir.appendingPathComponent("\(name).shot.log").path, timeout: 90)
        #expect(png.status == 0, "chromium --screenshot: \(png.output)")
        let dump = ChildProcess.run(["chromium"] + flags + ["--dump-dom", file.path],
                                    log: dir.appendingPathComponent("\(name).dom").path, timeout: 90)
        #expect(dump.status == 0, "chromium --dump-dom: status \(dump.status)")
        guard let start = dump.output.range(of: "<pre id=\"measured\">"),
              let end = dump.output.range(of: "</pre>", range: start.upperBound..<dump.output.endIndex)
        else {
            Issue.record("no measurements in the page Chromium dumped (is Debian's chromium installed?)")
            return []
        }
        let json = String(dump.output[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]])
        return rows.map { r in
            DrawnText(text: r[0] as? String ?? "", isName: (r[1] as? Double ?? 0) == 1,
                      x: r[2] as? Double ?? 0, y: r[3] as? Double ?? 0,
                      width: r[4] as? Double ?? 0, height: r[5] as? Double ?? 0)
        }
    }

    static func overlap(_ a: DrawnText, _ b: DrawnText) -> Bool {
        a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
    }

    @Test(arguments: [("login.stack", ["User Name:", "Password:", "登录", "Email/Phone/ID"]),
                      ("seed000.stack", ["Horizontal", "heart", "star"])])
    func exportsDrawWhatThePhoneShowsAndNamesNeverOverlap(file: String, texts: [String]) throws {
        let s = try ScreenPictureTests.scene(file, columns: 80)
        for (isSVG, markup) in [(true, s.svgDocument()), (false, s.htmlDocument())] {
            let name = file.replacingOccurrences(of: ".stack", with: "") + (isSVG ? "-svg" : "-html")
            let drawn = try Self.drawnTexts(markup, isSVG: isSVG, name: name)
            for text in texts {
                #expect(drawn.contains { !$0.isName && $0.text.contains(text) && $0.height >= 8 },
                        "\(name): \(text) not drawn")
            }
            let names = drawn.filter(\.isName)
            #expect(names.count >= 5, "\(name): \(names.count) names drawn")
            for (i, a) in names.enumerated() {
                for b in names[(i + 1)...] where Self.overlap(a, b) {
                    Issue.record("\(name): \(a.text) at \(a.x),\(a.y) overlaps \(b.text) at \(b.x),\(b.y)")
                }
            }
        }
    }
}
