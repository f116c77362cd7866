import Geometry
import InterfaceBuilder
import SceneModel
import TestSupport
import Testing
import ViewTree

/// Alignment-rect insets and symbol buttons against the frames Interface
/// Builder recorded in `../shared/ib-corpus` (issue 23, behaviour 3): every
/// slider, switch, segmented control and info button named here, and the
/// views their layout places, agree with IB's frame. Before the insets the
/// sliders were 4 narrower and their stacks 2 taller; before the symbol
/// buttons the cookbook's button rows were 30 tall, not 22.
@Suite("Alignment rects and symbol buttons in ../shared/ib-corpus")
struct AlignmentRectCorpusTests {
    /// The views checked, per document: each one's frame must be IB's.
    static let cases: [(file: String, names: [String])] = [
        ("004-pro648-coreanimation.storyboard", ["timeOffsetSlide", "speedSlide", "stack3", "stack", "shipControl", "playButton"]),
        ("007-pro648-propertyanimator.storyboard", ["slider", "stack"]),
        ("046-mubaloo-wwdc2015.storyboard", ["imageSwitch", "labelControl"]),
        ("014-cookbook-launchscreen.storyboard", ["buttonStack", "previousButton", "button", "nextButton"]),
        ("021-cookbook-main.storyboard", ["buttonStack", "previousButton", "button", "nextButton"]),
    ]

    @Test func recordedFramesAgree() throws {
        let entries = SharedCorpus.entries()
        guard !entries.isEmpty else { return }  // no corpus beside the package
        for (file, names) in Self.cases {
            let entry = try #require(entries.first { $0.file == file }, "\(file) is in the corpus")
            let bytes = try #require(SharedCorpus.bytes(entry))
            let doc = try InterfaceBuilderDocument(bytes: bytes, file: file)
            let images = entry.images.mapValues { Size(width: $0.0, height: $0.1) }
            var found = Set<String>()
            for root in doc.roots {
                let opened = try doc.open(root, images: images)
                // The root that holds the first view named (names repeat across roots).
                guard opened.recorded.contains(where: { $0.name == names[0] }) else { continue }
                // As `check` measures: as the canvas that recorded the frames.
                let built = try SceneBuilder.build(opened.sceneAsDesigned)
                built.window.layoutIfNeeded()
                var views: [String: View] = [:]
                for v in built.views { views[v.name] = v.view }
                for r in opened.recorded where names.contains(r.name) {
                    guard let recorded = r.frame, let v = views[r.name] else { continue }
                    found.insert(r.name)
                    #expect(v.frame == recorded, "\(file) \(r.name): IB \(recorded), StackLab \(v.frame)")
                }
            }
            #expect(found == Set(names), "\(file): every view named is compared")
        }
    }
}
