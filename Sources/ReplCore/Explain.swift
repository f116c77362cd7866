import ViewTree

// Explanations: why a view has its frame, the last conflict, ambiguity.
//
// Everything here reads the solution through `Window.constraintStatuses(of:)`
// (which constraints hold a view with equality, which optional ones gave
// way) and `Window.ambiguousValues(of:)` (the other optimal layouts), and
// words it. The wording is deterministic: the same scene explains the same.
// The subjects have their own files: Explainer.swift (`explain NAME`, with
// Explain+SafeArea.swift and Explain+Wrapping.swift), Explainer+Exercise.swift
// (`exercise NAME`), ConflictExplainer.swift (`explain conflicts`), and the
// words they share, ExplainWords.swift and StackConstraintWords.swift.
extension Session {
    /// `explain NAME`: plain-English reasons for the frame along each axis.
    func explain(_ view: View) -> String {
        window.layoutIfNeeded()
        guard isInWindow(view) else {
            return "\(view.name) is not in the window, so nothing lays it out: add it to a view first"
        }
        return Explainer(session: self, view: view).text()
    }

    /// `explain conflicts`: the last conflict report, explained.
    func explainConflicts() -> String {
        window.layoutIfNeeded()
        guard let report = window.conflictReports.last else { return "no conflicts so far" }
        return ConflictExplainer(session: self).text(report, index: window.conflictReports.count)
    }

    /// `exercise NAME`: the alternative layouts of an ambiguous view.
    func exercise(_ view: View) -> String {
        window.layoutIfNeeded()
        guard isInWindow(view) else {
            return "\(view.name) is not in the window, so nothing lays it out: add it to a view first"
        }
        return Explainer(session: self, view: view).exercise()
    }
}
