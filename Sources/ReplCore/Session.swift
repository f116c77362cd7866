import Animation
import CommandLanguage
import Geometry
import InterfaceBuilder
import StackLayout
import Lessons
import ViewTree

/// A failed command: one diagnostic; the scene is unchanged.
struct CommandFailure: Error {
    var diagnostic: Diagnostic
}

/// A StackLab session: the ``Scene``, the journal that undo, redo and save
/// work from, the input history, the files it reads and writes, and its
/// modes.
///
/// A session runs ``ParsedCommand``s (``run(_:)``); it never touches a
/// terminal. Each command applies whole or not at all: it runs inside a
/// ``Transaction`` that keeps what it touched, and a command that fails is
/// rolled back through it. `undo` and `redo` revert the journal's
/// transactions; nothing is ever replayed.
public final class Session {
    /// The scene the commands change.
    public internal(set) var scene = Scene()
    /// The change under way, if any: commands touch views through it.
    var transaction: Transaction?

    /// One entry of the journal: the commands as typed (a `load` is one
    /// unit of many) and the transaction that takes their change back.
    struct Unit {
        /// The commands, the first held apart: most units are one command,
        /// and a list of one was 48 bytes a command in a journal of 10 000.
        private let firstCommand: String?
        private let moreCommands: [String]
        var change: Transaction
        /// For a `load`, the file's text as it was read: `save` writes it
        /// back word for word (Save+Lesson.swift).
        var words: String? = nil

        init(commands: [String], change: Transaction, words: String? = nil) {
            firstCommand = commands.first
            moreCommands = Array(commands.dropFirst())
            self.change = change
            self.words = words
        }

        var commands: [String] { firstCommand.map { [$0] + moreCommands } ?? [] }
    }
    /// The journal: what undo can take back, and what redo can bring again.
    var applied: [Unit] = []
    var undone: [Unit] = []
    /// Every line entered, for `history`.
    public internal(set) var inputHistory: [String] = []
    /// The width in columns everything printed fits (folded at word
    /// boundaries, pictures and tables sized to it) and the terminal's
    /// height in lines (nil when not known). The width is `output
    /// width=N`'s, else ``automaticColumns``.
    public var terminalColumns = 80
    /// The width `output width=auto` means: the terminal's at a terminal,
    /// else `$COLUMNS`, else 80 (the executable sets it, and keeps it up to
    /// date as the terminal is resized).
    public var automaticColumns = 80 {
        didSet { if output.width == nil { terminalColumns = automaticColumns } }
    }
    public var terminalRows: Int? = nil
    /// Whether `animate` keeps a picture of every sample for the live
    /// terminal (``takeLivePlaybacks()``): `stacklab --live`.
    public var recordsLivePlaybacks = false
    var livePlaybacks: [LivePlayback] = []
    /// Pictures, change reports and timelines (`output`, stacklab's flags).
    public var output = OutputSettings()

    /// How many `animate` blocks the command running is inside (0 outside,
    /// and in a `then` block): `isHidden = true` set in one counts under a
    /// stack's `hidingRule=ios12` (StackLayout's `View.setHidden`).
    var animationBlockDepth = 0

    /// The lesson being played at the prompt (`lesson start`), if any.
    public var tutor: LessonTutor?
    /// A lesson's goal lines as parsed, by file, line and text: the goal is
    /// judged after every input, and its lines never change (LessonCheck.swift).
    var parsedGoalLines: [String: [Result<ParsedCommand, Diagnostic>]] = [:]

    /// A check for tests (Session+Changes.swift): each command's change
    /// report is also made the whole way, from snapshots of every view,
    /// and every difference is kept here (nil: not checking).
    var changeReportMismatches: [String]?
    var changeReportsChecked = 0

    /// How the session reads and writes files (`save`, `load`, `export`).
    public var fileSystem: FileSystem

    /// A shared server's bounds (``SessionLimits``); nil at the terminal.
    public var limits: SessionLimits? = nil
    /// Where the command being run starts (a limit's error points there).
    var runningCommand: ParsedCommand? = nil

    public let grammar = CommandGrammar(commandTable)

    public init(fileSystem: FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    // MARK: The scene's parts

    public var deviceName: String { scene.deviceName }
    public var window: Window { scene.window }
    var entries: [SceneEntry] { scene.entries }
    var byName: [String: SceneEntry] { scene.byName }
    public var lastTimeline: Timeline? { scene.lastTimeline }
    public var clock: ManualClock { scene.clock }

    /// Keeps `view`'s state in the transaction under way before it changes.
    func touch(_ view: View) { transaction?.touch(view) }

    /// Touches `view`, which the change under way has just made
    /// (``Transaction/touchCreated(_:)``: no savepoint is kept).
    func touchCreated(_ view: View) { transaction?.touchCreated(view) }

    /// Touches `view` and its ancestors: a view leaving its superview takes
    /// constraints away from them.
    func touchBranch(_ view: View) {
        var v: View? = view
        while let x = v {
            touch(x)
            v = x.superview
        }
    }

    // MARK: Names

    /// How many named views the scene has.
    public var entriesCount: Int { entries.count }

    /// The root view and the named views, in creation order.
    var allNames: [String] { ["root"] + entries.map(\.name) }

    /// "Did you mean" for a view name: what ``Suggestions/closest(to:among:limit:)``
    /// gives over `root` (unless left out) and the names `accepts` lets in,
    /// in creation order, from the names' index.
    func closestNames(
        to word: String, includingRoot: Bool = true, where accepts: (SceneEntry) -> Bool = { _ in true }
    ) -> [String] {
        let named = scene.names.closest(to: word, where: accepts)
        guard includingRoot, let root = Suggestions.closest(to: word, among: ["root"]).first else { return named }
        // Root comes first among equals: keep it when it is at least as close.
        let best = Suggestions.closest(to: word, among: [root] + named)
        return Array(best.prefix(3))
    }

    func entry(_ name: String, at location: SourceLocation, in command: ParsedCommand) throws(CommandFailure) -> SceneEntry {
        if let e = byName[name] { return e }
        if let e = entry(ibID: name) { return e }
        if name == "root" {
            throw CommandFailure(diagnostic: command.diagnostic(
                "root cannot be used here", at: location, hint: "name one of your views"))
        }
        let suggestions = closestNames(to: name)
        throw CommandFailure(diagnostic: command.diagnostic(
            Suggestions.appending(to: "unknown view '\(name)'", suggestions), at: location,
            hint: suggestions.isEmpty ? "create it first, e.g. `view \(name)`" : nil, suggestions: suggestions))
    }

    /// A view by name; `root` is the root view.
    func view(_ name: String, at location: SourceLocation, in command: ParsedCommand) throws(CommandFailure) -> View {
        if name == "root" || (name == scene.document?.opened.root.id && byName[name] == nil
                              && scene.document?.opened.root.kind == .viewController) {
            return window.rootView
        }
        return try entry(name, at: location, in: command).view
    }

    func stack(_ name: String, at location: SourceLocation, in command: ParsedCommand) throws(CommandFailure) -> StackView {
        let v = try view(name, at: location, in: command)
        guard let s = v as? StackView else {
            let near = closestNames(to: name, includingRoot: false) { $0.view is StackView }
            throw CommandFailure(diagnostic: command.diagnostic(
                Suggestions.appending(to: "'\(name)' is not a stack view", near), at: location,
                hint: near.isEmpty ? "create one with `stack NAME`" : nil, suggestions: near))
        }
        return s
    }

    func scrollView(_ name: String, at location: SourceLocation, in command: ParsedCommand) throws(CommandFailure) -> ScrollView {
        let v = try view(name, at: location, in: command)
        guard let s = v as? ScrollView else {
            let near = closestNames(to: name, includingRoot: false) { $0.view is ScrollView }
            throw CommandFailure(diagnostic: command.diagnostic(
                Suggestions.appending(to: "'\(name)' is not a scroll view", near), at: location,
                hint: near.isEmpty ? "create one with `scroll NAME`" : nil, suggestions: near))
        }
        return s
    }

    func register(_ view: View, kind: String, name: String, ibID: String? = nil) {
        scene.names.append(SceneEntry(name: name, view: view, kind: kind, ibID: ibID))
    }

    /// The view opened from a document with IB object id `id`.
    func entry(ibID id: String) -> SceneEntry? {
        guard scene.document != nil else { return nil }
        return entries.first { $0.ibID == id }
    }

    /// A view's IB object id, when the scene was opened from a document.
    func ibID(of v: View) -> String? {
        guard let document = scene.document else { return nil }
        if v === window.rootView { return document.opened.root.kind == .viewController ? document.opened.root.id : nil }
        return byName[v.name]?.ibID
    }

    func kindName(of view: View) -> String {
        if view === window.rootView { return "root" }
        return byName[view.name]?.kind ?? "view"
    }

    // MARK: Scene snapshots (for change reports)

    struct Snapshot {
        var frames: [(name: String, frame: Rect?)]
        var contentSizes: [(name: String, size: Size)]
        var offsets: [(name: String, offset: Point)]
        var hidden: [String: Bool]
    }

    func snapshot() -> Snapshot {
        window.layoutIfNeeded()
        var frames: [(String, Rect?)] = [("root", window.rootView.frame)]
        var sizes: [(String, Size)] = []
        var offsets: [(String, Point)] = []
        var hidden: [String: Bool] = [:]
        for e in entries {
            frames.append((e.name, isInWindow(e.view) ? e.view.frame : nil))
            hidden[e.name] = e.view.isHidden
            if let s = e.view as? ScrollView, isInWindow(s) {
                sizes.append((e.name, s.contentSize))
                offsets.append((e.name, s.contentOffset))
            }
        }
        return Snapshot(frames: frames, contentSizes: sizes, offsets: offsets, hidden: hidden)
    }

    func isInWindow(_ view: View) -> Bool { view.window === window }

    /// The views in the order `dump` lists them: root, the tree in
    /// preorder, then detached views in creation order.
    func dumpOrder() -> [View] {
        let tree = window.rootView.allViews()
        var seen = Set(tree.map { ObjectIdentifier($0) })
        var out = tree
        for e in entries where !seen.contains(ObjectIdentifier(e.view)) {
            // A detached subtree: its top view and its descendants.
            var top = e.view
            while let s = top.superview { top = s }
            for v in top.allViews() where !seen.contains(ObjectIdentifier(v)) {
                seen.insert(ObjectIdentifier(v))
                out.append(v)
            }
        }
        return out
    }
}
