import CommandLanguage
import Geometry
import InterfaceBuilder
import SceneModel
import TerminalText
import ViewTree

// Interface Builder documents at the prompt: `open`, `scenes` and `check`.
// The format is the InterfaceBuilder target's; this only reads the files
// through the session's file system and wires the results to the scene.
extension Session {
    /// The largest document `open` reads: 32 MB (XMLTree's bound).
    static let documentByteLimit = XMLTree.maximumBytes

    /// Reads and parses an Interface Builder document.
    func readDocument(_ path: String, at location: SourceLocation, in c: ParsedCommand) throws(CommandFailure)
        -> InterfaceBuilderDocument
    {
        let lower = path.lowercased()
        guard lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") else {
            throw fail(c, "cannot open \(path): StackLab opens Interface Builder documents (.storyboard, .xib) and UIKit Swift files (.swift)",
                       at: location, hint: "to replay a script use `load \(path)`")
        }
        let bytes: [UInt8]
        do { bytes = try fileSystem.readBytes(path, limit: Self.documentByteLimit) } catch {
            throw fail(c, "cannot read \(path): \(error)", at: location, hint: "check the path")
        }
        do { return try InterfaceBuilderDocument(bytes: bytes, file: path) } catch {
            throw fail(c, error.description, at: location)
        }
    }

    /// `open FILE [scene=ID|NAME] [images=JSON]`: the scene becomes the
    /// document's root, built fresh (inside the command's transaction, so
    /// `undo` brings the old scene back). Returns the answer and the
    /// warnings.
    func openDocument(_ c: ParsedCommand) throws(CommandFailure) -> (String, [String]) {
        let path = name(c, "FILE")
        if Self.isSwiftSource(path) { return try openSwiftSource(c) }
        for option in ["type", "verbose"] {
            if let o = c.option(option) {
                throw fail(c, "\(option)\(option == "type" ? "=" : "") is for Swift files", at: o.nameLocation,
                           hint: "a storyboard's root is chosen with scene=ID|NAME")
            }
        }
        let doc = try readDocument(path, at: loc(c, "FILE"), in: c)
        var root = doc.defaultRoot
        if let option = c.option("scene"), let wanted = option.value.text {
            guard let r = doc.root(named: wanted) else {
                let ids = doc.roots.map(\.id)
                throw fail(c, "\(path) has no scene '\(wanted)'", at: option.valueLocation,
                           hint: ids.isEmpty ? nil : "`scenes \(path)` lists them: \(ids.prefix(6).joined(separator: ", "))\(ids.count > 6 ? ", …" : "")")
            }
            root = r
        }
        guard let root else {
            throw fail(c, "\(path) has no view to open (no view controller's view, top-level view or cell)", at: loc(c, "FILE"))
        }
        var images = catalogueImageSizes(for: doc, path: path)
        if let option = c.option("images"), let file = option.value.text {
            let text: String
            do { text = try fileSystem.read(file) } catch {
                throw fail(c, "cannot read \(file): \(error)", at: option.valueLocation, hint: "check the path")
            }
            do { images.merge(try ImageSizes.parse(json: text, file: file)) { _, given in given } } catch {
                throw fail(c, error.description, at: option.valueLocation)
            }
        }
        let opened: OpenedDocument
        do { opened = try doc.open(root, images: images) } catch {
            throw fail(c, error.description, at: loc(c, "FILE"))
        }
        let built: SceneBuilder.Built
        do { built = try SceneBuilder.build(opened.scene) } catch {
            throw fail(c, "cannot lay out \(path): \(error)", at: loc(c, "FILE"))
        }
        var fresh = Scene()
        fresh.window = built.window
        fresh.deviceName = opened.scene.device.name
        fresh.document = OpenedFile(path: path, opened: opened)
        scene = fresh
        for v in built.views { register(v.view, kind: v.kindName, name: v.name, ibID: v.ibID) }
        let device = window.screen.device
        let size = device.size(for: window.screen.orientation)
        let answer = "opened \(path): \(root.kind.rawValue) \(root.id) \"\(root.name)\", \(built.views.count + (root.kind == .viewController ? 1 : 0)) views on \(opened.scene.device.name) (\(device.displayName), \(formatNumber(size.width))x\(formatNumber(size.height)))"
        // Within the terminal, folded at word boundaries.
        let fold = { (line: String) in folded(line, to: max(self.terminalColumns, 40), indent: 2).joined(separator: "\n") }
        return (fold(answer), opened.warnings.map(fold))
    }

    /// The sizes of the document's images found in an asset catalogue: the
    /// `.xcassets` folders in the document's folder or the nearest folder
    /// above it that has one (at most six levels up), each image set
    /// looked up by name (also inside namespace folders, two levels deep).
    func catalogueImageSizes(for doc: InterfaceBuilderDocument, path: String) -> [String: Size] {
        let names = doc.imageNames
        guard !names.isEmpty else { return [:] }
        var dir = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        var catalogues: [String] = []
        for _ in 0..<7 {
            if let entries = fileSystem.directoryEntries(dir) {
                catalogues = entries.filter { $0.hasSuffix(".xcassets") }.map { "\(dir)/\($0)" }
                if !catalogues.isEmpty { break }
            }
            guard dir != "/" else { break }
            dir = dir == "." ? ".." : dir.hasSuffix("..") ? dir + "/.." : (dir.contains("/") ? String(dir[..<dir.lastIndex(of: "/")!]) : ".")
            if dir.isEmpty { dir = "/" }
        }
        var sizes: [String: Size] = [:]
        for catalogue in catalogues {
            var folders = [catalogue]
            for sub in fileSystem.directoryEntries(catalogue) ?? [] where !sub.hasSuffix(".imageset") && !sub.contains(".") {
                folders.append("\(catalogue)/\(sub)")
            }
            for name in names where sizes[name] == nil && !name.contains("/") && !name.hasPrefix(".") {
                for folder in folders {
                    let set = "\(folder)/\(name).imageset"
                    guard let contents = try? fileSystem.read("\(set)/Contents.json") else { continue }
                    if let size = ImageSizes.fromImageSet(contents: contents, read: { file in
                        try? self.fileSystem.readBytes("\(set)/\(file)", limit: 8 << 20)
                    }) {
                        sizes[name] = size
                        break
                    }
                }
            }
        }
        return sizes
    }

    /// `scenes FILE`: one line per layout root.
    func scenesListing(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let path = name(c, "FILE")
        if Self.isSwiftSource(path) { return try swiftScenesListing(c) }
        let doc = try readDocument(path, at: loc(c, "FILE"), in: c)
        guard !doc.roots.isEmpty else { return "\(path): no view to open" }
        let device = doc.deviceID ?? "anyAny"
        return doc.roots.flatMap { r in
            let initial = r.id == doc.initialRootID ? " (initial)" : ""
            let line = "\(r.id)  \(r.kind.rawValue)  \"\(r.name)\"\(initial)  \(device)  \(r.viewCount) view\(r.viewCount == 1 ? "" : "s")"
            return folded(line, to: max(terminalColumns, 40), indent: 12)
        }.joined(separator: "\n")
    }

    /// `check`: the opened document's views whose frame differs from the
    /// one IB recorded, with `explain`'s reason, and the summary. Fails
    /// (in replay: exit 1) when a view IB did not mark differs.
    func checkDocument(_ c: ParsedCommand) -> RunResult {
        guard let document = scene.document else {
            return bad(c.diagnostic("nothing to check: no document is open and no lesson is on", at: c.location,
                                    hint: "`open FILE.storyboard` first, or `lesson start ID`"))
        }
        let (result, canvas) = comparedWithRecordedFrames(document)
        var lines = ["check \(document.path): \(document.opened.root.kind.rawValue) \(document.opened.root.id) on \(deviceName)"]
        if canvas != .today { lines.append("  measured with \(canvas.description)") }
        for d in result.differences {
            let marked = d.view.misplaced ? " (IB marks it misplaced)" : d.view.ambiguous ? " (IB marks it ambiguous)" : ""
            lines.append("  \(d.view.name) (\(d.view.ibID)): IB \(d.recorded), StackLab \(d.laidOut)\(marked)")
            // explain speaks of the scene's own frames; with another
            // canvas only where they are the ones compared.
            if canvas == .today || byName[d.view.name]?.view.frame == d.laidOut, let reason = differenceReason(d) {
                lines.append("    \(reason)")
            }
        }
        for v in result.notLaidOut {
            lines.append("  \(v.name) (\(v.ibID)): not laid out (it is not in the window)")
        }
        lines.append(result.summary)
        let text = lines.flatMap { folded($0, to: max(terminalColumns, 40), indent: $0.hasPrefix("    ") ? 6 : 4) }
            .joined(separator: "\n")
        let failing = result.differences.contains { !$0.markedByIB } || !result.notLaidOut.isEmpty
        if failing {
            var r = RunResult([.text(text)], failed: false)
            r.append(bad(c.diagnostic("\(result.differences.filter { !$0.markedByIB }.count + result.notLaidOut.count) view(s) differ from the frames IB recorded", at: c.location,
                                      hint: "`explain NAME` tells why")))
            return r
        }
        return ok(text)
    }

    /// The opened document's recorded frames against the scene's, laid
    /// out as the canvas that recorded them measured (``DesignCanvas``):
    /// the scene's own frames when that canvas measures the scene as
    /// today's iPhone does, else those of a copy of the scene built with
    /// the canvas's measures (the scene itself is not touched). Returns
    /// the canvas used (`.today` for the scene's own frames).
    func comparedWithRecordedFrames(_ document: OpenedFile) -> (DocumentCheck, DesignCanvas) {
        window.layoutIfNeeded()
        let canvas = document.opened.designCanvas
        if canvas != .today {
            let described = sceneDescription(layout: false)
            let defaults = document.opened.defaultConfigurationTitles
            if canvas.differs(for: described, defaultConfigurationTitles: defaults),
               let frames = try? canvas.frames(of: described, defaultConfigurationTitles: defaults) {
                return (DocumentCheck(document.opened) { frames[$0] }, canvas)
            }
        }
        let check = DocumentCheck(document.opened) { name in
            let v = name == "root" ? self.window.rootView : self.byName[name]?.view
            guard let v, self.isInWindow(v) else { return nil }
            return v.frame
        }
        return (check, .today)
    }

    /// Why a view is laid out where it is, along the edge that differs
    /// most: the matching line of `explain`.
    func differenceReason(_ d: DocumentCheck.Difference) -> String? {
        guard let v = byName[d.view.name]?.view, isInWindow(v) else { return nil }
        let deltas: [(String, Double)] = [
            ("x", abs(d.recorded.origin.x - d.laidOut.origin.x)), ("width", abs(d.recorded.size.width - d.laidOut.size.width)),
            ("y", abs(d.recorded.origin.y - d.laidOut.origin.y)), ("height", abs(d.recorded.size.height - d.laidOut.size.height)),
        ]
        let key = deltas.max { $0.1 < $1.1 }!.0
        let text = explain(v)
        let line = text.split(separator: "\n").first { $0.trimmingPrefix(while: { $0 == " " }).hasPrefix("\(key) = ") }
        return line.map { String($0.trimmingPrefix(while: { $0 == " " })) }
    }
}

private extension Substring {
    func trimmingPrefix(while keep: (Character) -> Bool) -> Substring { drop(while: keep) }
}

extension Session {
    /// `stacklab check FILE…`: every root of a document opened and checked
    /// in turn, one line each —
    /// `FILE ID kind "name": N views: M agree, K differ` — or one error
    /// line when the file cannot be read. `failed` when a view IB did not
    /// mark differs, or the file does not open. The session's scene is the
    /// last root's afterwards.
    public func checkEveryRoot(of path: String) -> (lines: [String], failed: Bool) {
        let probe = "open \(Self.quotedPath(path))"
        guard case .success(let parsed)? = grammar.parse(probe, file: "<check>", firstLine: 1).first else {
            return (["\(path): error: cannot name this file in a command"], true)
        }
        let doc: InterfaceBuilderDocument
        do { doc = try readDocument(path, at: parsed.location, in: parsed) } catch {
            return ([error.diagnostic.message], true)
        }
        if doc.roots.isEmpty { return (["\(path): no view to open"], false) }
        var lines: [String] = [], failed = false
        for root in doc.roots {
            let r = run("open \(Self.quotedPath(path)) scene=\(root.id)", style: OutputStyle(reportChanges: false))
            guard !r.failed, let document = scene.document else {
                lines.append("\(path) \(root.id): \(r.diagnostics.first?.message ?? "did not open")")
                failed = true
                continue
            }
            let (result, canvas) = comparedWithRecordedFrames(document)
            let unmarked = result.differences.filter { !$0.markedByIB }
            if !unmarked.isEmpty || !result.notLaidOut.isEmpty { failed = true }
            var line = "\(path) \(root.id) \(root.kind.rawValue) \"\(root.name)\": \(result.summary)"
            if !unmarked.isEmpty { line += " (" + unmarked.prefix(3).map(\.view.name).joined(separator: ", ") + (unmarked.count > 3 ? ", …" : "") + ")" }
            if canvas != .today { line += "; measured with \(canvas.shortName)" }
            lines.append(line)
        }
        return (lines, failed)
    }

    static func quotedPath(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
