import Geometry
import InterfaceBuilder
import SceneModel
import TestSupport
import Testing
import ViewTree
import Foundation

/// Single-line label widths through the product's own check: every
/// one-line `<label>` of `../shared/ib-corpus` that Interface Builder did
/// not mark misplaced or ambiguous, laid out by StackLab, against the width
/// IB recorded. Stretched labels count too (their width is the layout's,
/// not only the text's), so this is the issue's measure as a learner sees
/// it; `Scripts/text-metrics/fit.py` measures the unstretched ones alone.
/// The figures are printed; the floor is raised as fidelity improves.
/// With `STACKLAB_LABEL_ROWS=1` in the environment every label is printed
/// too (`LROW`, tab-separated: document, name, text, size, weight, text
/// style, IB's width, StackLab's width, its text's intrinsic width).
@Suite("Single-line label widths of ../shared/ib-corpus")
struct LabelWidthCorpusTests {
    @Test func singleLineLabelWidths() throws {
        var errors: [Double] = []
        for entry in SharedCorpus.entries() {
            let bytes = try #require(SharedCorpus.bytes(entry))
            let doc = try InterfaceBuilderDocument(bytes: bytes, file: entry.file)
            let images = entry.images.mapValues { Size(width: $0.0, height: $0.1) }
            for root in doc.roots {
                let opened = try doc.open(root, images: images)
                // As `check` measures: with the fonts IB's canvas drew the document with.
                let built = try SceneBuilder.build(opened.sceneAsDesigned)
                built.window.layoutIfNeeded()
                var views: [String: View] = [:]
                for v in built.views { views[v.name] = v.view }
                for r in opened.recorded where r.element == "label" && !r.misplaced && !r.ambiguous {
                    guard let recorded = r.frame, let v = views[r.name], v.window === built.window,
                          case let .label(text, _, lines) = v.kind, lines == 1, !text.isEmpty, !text.contains("\n")
                    else { continue }
                    errors.append(v.frame.size.width - recorded.size.width)
                    if ProcessInfo.processInfo.environment["STACKLAB_LABEL_ROWS"] != nil {
                        let f = v.kind.font ?? .system(17)
                        print("LROW\t\(entry.file)\t\(r.name)\t\(text)\t\(f.pointSize)\t\(f.weight)\t\(f.textStyle.map { "\($0)" } ?? "-")\t\(recorded.size.width)\t\(v.frame.size.width)\t\(intrinsic(v))")
                    }
                }
            }
        }
        guard !errors.isEmpty else { return }  // no corpus beside the package
        let sorted = errors.map(abs).sorted()
        let median = sorted[sorted.count / 2]
        let p90 = sorted[min(sorted.count - 1, Int((0.9 * Double(sorted.count)).rounded(.up)) - 1)]
        let within = sorted.filter { $0 <= 0.5 + 1e-9 }.count
        print("single-line labels: \(sorted.count); width error median \(median), p90 \(p90); within 0.5 pt: \(within)")
        #expect(sorted.count >= 50)
        // With the fitted table (issue 23): 98 labels, median 0.5, p90 3 (5
        // with the Roboto-based table before it), 65 within 0.5 pt (65 before).
        // The floor is the measured figure, so that a regression fails
        // (68 with the cells' content-view margins: three 317-wide labels
        // beside a disclosure indicator; 72 with the Any × Any canvas
        // matching no size-class variation: 046's grid of four labels; 73
        // with the italic's wider advances: 062's "Or"; 85 with Xcode 7's
        // documents measured with that canvas's text-style sizes, as `check`
        // measures them: 012's and 030–032's Body and Caption 1 labels).
        #expect(within >= 85)
        #expect(p90 <= 3)
    }
}

/// The label's own content width (what its text measures), for the rows.
private func intrinsic(_ v: View) -> Double { v.intrinsicContentSize.width }
