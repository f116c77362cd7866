import Animation
import InterfaceBuilder
import SwiftSource
import ViewTree

/// What one named view is to the scene.
final class SceneEntry {
    let name: String
    let view: View
    /// The word of the command that made it (`view`, `label`, `stack`…).
    let kind: String
    /// Its object id in the Interface Builder document it was opened from.
    let ibID: String?
    init(name: String, view: View, kind: String, ibID: String? = nil) {
        self.name = name
        self.view = view
        self.kind = kind
        self.ibID = ibID
    }
}

/// The scene a session works on: the device, the window with its view tree,
/// every named view in creation order, the last animation's timeline and
/// the manual clock. Presenters (`explain`, the exports, pictures) read it.
///
/// A value: copying it copies references, never views or name lists, so a
/// ``Transaction`` keeps the scene it started from for free. The views and
/// the ``NameTable`` are shared by the copies; what a change does to the
/// views is kept by the transaction's savepoints, and the names it added by
/// the table's count when it began (names are only ever appended).
public struct Scene {
    /// The device's name as typed (a preset name or `WxH@Sx`).
    public internal(set) var deviceName = "iphone8"
    public internal(set) var window = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
    /// Every named view, in creation order (shared by copies of the scene).
    let names = NameTable()
    var entries: [SceneEntry] { names.entries }
    var byName: [String: SceneEntry] { names.byName }
    /// The last animation's timeline (`dump timeline`).
    public internal(set) var lastTimeline: Timeline? {
        get { timelineBox?.timeline }
        set { timelineBox = newValue.map(TimelineBox.init) }
    }
    /// The timeline, held by reference: inline it is 88 of the scene's
    /// bytes, and the journal keeps a scene value per command.
    private var timelineBox: TimelineBox?
    /// The manual clock: moves only when an animation plays.
    public internal(set) var clock = ManualClock()
    /// The Interface Builder document the scene was opened from (`open`),
    /// with the frames IB recorded: what `check` compares.
    var document: OpenedFile? {
        get { documentBox?.file }
        set { documentBox = newValue.map(DocumentBox.init) }
    }
    /// The document, held by reference: inline it is 464 of the scene's
    /// 568 bytes, and the journal keeps a scene value per command (10 000
    /// label commands kept 4.6 MB of empty documents; issue 28, item 6).
    private var documentBox: DocumentBox?
    /// The Swift file's program the scene was opened from (`open FILE.swift`):
    /// its actions run against the scene's views.
    var swiftProgram: SwiftProgram?

    /// A fresh scene: iphone8, portrait, an empty root.
    public init() {}
}

/// A document `open` read, and the root it opened.
struct OpenedFile {
    var path: String
    var opened: OpenedDocument
}

/// A ``Timeline`` held by reference (never changed: a new value makes a
/// new box, so the scene stays a value).
final class TimelineBox {
    let timeline: Timeline
    init(_ timeline: Timeline) { self.timeline = timeline }
}

/// An ``OpenedFile`` held by reference (never changed: a new value makes a
/// new box, so the scene stays a value).
final class DocumentBox {
    let file: OpenedFile
    init(_ file: OpenedFile) { self.file = file }
}

/// The scene's named views, in creation order, with a lookup by name.
///
/// A reference, so that keeping the scene a transaction started from costs
/// nothing per name: a journal of N commands that each create a view would
/// otherwise hold N copies of a growing list (quadratic memory and time).
/// Names are only appended; a transaction that is taken back removes the
/// ones it added from the end (``removeLast(_:)``) and hands them to the
/// transaction that brings them back (``append(_:)``), so the table always
/// matches the scene the session holds.
final class NameTable {
    private(set) var entries: [SceneEntry] = []
    private(set) var byName: [String: SceneEntry] = [:]
    /// "Did you mean" over the names (``closest(to:where:)``), filed on
    /// the first question and kept in step from then on: until a name is
    /// mistyped nothing asks, and filing every name as it came was the
    /// largest part of a scene's memory after its views (about 30 keys a
    /// name: 5 MB of 10 000 rows' 40; issue 28, item 6).
    private var index: NameIndex?
    /// Each named view's place in `entries` (for reports in creation order).
    private(set) var position: [ObjectIdentifier: Int] = [:]
    /// How many names have each length (in characters), to know the
    /// longest without a scan.
    private var namesOfLength: [Int] = []

    var count: Int { entries.count }

    /// The length of the longest name (0 for none).
    var longestName: Int { namesOfLength.lastIndex { $0 > 0 } ?? 0 }

    func append(_ e: SceneEntry) {
        position[ObjectIdentifier(e.view)] = entries.count
        entries.append(e)
        byName[e.name] = e
        index?.append(e.name)
        let n = e.name.count
        if namesOfLength.count <= n { namesOfLength += Array(repeating: 0, count: n + 1 - namesOfLength.count) }
        namesOfLength[n] += 1
    }

    func append(_ tail: [SceneEntry]) {
        for e in tail { append(e) }
    }

    /// Removes and returns the last `k` entries, oldest first.
    func removeLast(_ k: Int) -> [SceneEntry] {
        let tail = Array(entries.suffix(k))
        entries.removeLast(k)
        for e in tail {
            byName[e.name] = nil
            index?.removeLast()
            position[ObjectIdentifier(e.view)] = nil
            namesOfLength[e.name.count] -= 1
        }
        return tail
    }

    /// The names closest to `word` among the entries `accepts` lets in, as
    /// ``Suggestions/closest(to:among:limit:)`` finds them over the names in
    /// creation order, in time that does not grow with the table (once
    /// the first question has filed every name).
    func closest(to word: String, where accepts: (SceneEntry) -> Bool = { _ in true }) -> [String] {
        if index == nil {
            var filed = NameIndex()
            for e in entries { filed.append(e.name) }
            index = filed
        }
        return index!.closest(to: word) { accepts(entries[$0]) }.map { entries[$0].name }
    }
}
