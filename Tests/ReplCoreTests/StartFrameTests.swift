import Testing

@testable import ReplCore

/// `expect NAME.startFrame`: where a view moved from in the last animation
/// (uikit-stackview.md §14.3), so a lesson can tell the star that flies in
/// from the row that grows.
@Suite("expect NAME.startFrame")
struct StartFrameTests {
    static let list = """
        stack list axis=vertical spacing=8
        add list to root
        constrain list.top == root.top
        constrain list.leading == root.leading
        set list alignment=leading
        label first "First row"
        add first to list
        """

    @Test func aViewMadeInsideTheAnimationStartsAtZero() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run(Self.list).failed)
        #expect(!s.run("animate { label second \"Second\"; add second to list }").failed)
        // Frame zero (UILabel()), then its slot below the first row ("First row",
        // 65.5 × 20.5): y = 20.5 + 8; "Second" is 58 wide.
        #expect(!s.run("expect second.startFrame == {{0, 0}, {0, 0}}").failed)
        #expect(!s.run("expect second.frame == {{0, 28.5}, {58, 20.5}}").failed)
        let wrong = s.run("expect second.startFrame == {{0, 28.5}, {58, 20.5}}")
        #expect(wrong.failed)
        #expect(wrong.output.contains("but it is {{0, 0}, {0, 0}}"), "\(wrong.output)")
    }

    @Test func aRowShownInsideTheAnimationGrowsInPlace() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run(Self.list + "\nlabel second \"Second\" hidden=true\nadd second to list").failed)
        #expect(!s.run("animate { show second }").failed)
        // Hidden it was zero tall, after the first row (y = 20.5), its own width.
        #expect(!s.run("expect second.startFrame == {{0, 20.5}, {58, 0}}").failed)
        // A view that did not move in the last animation: its frame now.
        #expect(!s.run("expect first.startFrame == {{0, 0}, {65.5, 20.5}}").failed)
    }

    @Test func withoutAnAnimationItIsTheFrameNow() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run(Self.list).failed)
        #expect(!s.run("expect first.startFrame == {{0, 0}, {65.5, 20.5}}").failed)
        #expect(s.run("expect nope.startFrame == {{0, 0}, {0, 0}}").failed)
    }
}
