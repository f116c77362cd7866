import CommandLanguage
import StackLayout
import ViewTree

extension Session {
    /// Tab completion for a line: where the word being completed starts (a
    /// character offset) and the candidates, sorted, deduplicated. The
    /// command table knows commands, options, values and keywords; the
    /// session adds the names of its views (only stacks where a stack is
    /// wanted, only scroll views where a scroll view is).
    public func completions(line: String, cursor: Int) -> (start: Int, candidates: [String]) {
        let c = grammar.completion(forLine: line, cursor: cursor)
        var out = c.candidates
        for slot in c.slots {
            let names: [String]
            switch slot {
            case .name(let role):
                switch role {
                case .stack: names = entries.filter { $0.view is StackView }.map(\.name)
                case .scrollView: names = entries.filter { $0.view is ScrollView }.map(\.name)
                case .newName, .command: names = []
                case .view, .parent: names = allNames
                }
            case .item: names = allNames
            default: names = []
            }
            out += names.filter { $0.hasPrefix(c.prefix) }
        }
        var seen = Set<String>()
        out = out.filter { seen.insert($0).inserted }
        return (c.start, out.sorted())
    }
}
