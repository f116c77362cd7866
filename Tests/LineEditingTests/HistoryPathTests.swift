import Testing
@testable import LineEditing

@Suite("History file location")
struct HistoryPathTests {
    private func resolve(_ environment: [String: String]) -> String? {
        CommandHistory.resolvePath(environment: environment)
    }

    @Test func explicitVariableWins() {
        #expect(resolve(["STACKLAB_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/state", "HOME": "/home/u"]) == "/tmp/h")
        #expect(resolve(["STACKLAB_HISTORY": "relative/h"]) == "relative/h")
    }

    @Test func emptyExplicitVariableTurnsTheFileOff() {
        #expect(resolve(["STACKLAB_HISTORY": "", "XDG_STATE_HOME": "/state", "HOME": "/home/u"]) == nil)
    }

    @Test func stateHomeBeforeHome() {
        #expect(resolve(["XDG_STATE_HOME": "/state", "HOME": "/home/u"]) == "/state/stacklab/history")
        #expect(resolve(["XDG_STATE_HOME": "/state/", "HOME": "/home/u"]) == "/state/stacklab/history")
    }

    @Test func emptyOrRelativeStateHomeIsIgnored() {
        #expect(resolve(["XDG_STATE_HOME": "", "HOME": "/home/u"]) == "/home/u/.local/state/stacklab/history")
        #expect(resolve(["XDG_STATE_HOME": "state", "HOME": "/home/u"]) == "/home/u/.local/state/stacklab/history")
    }

    @Test func homeFallback() {
        #expect(resolve(["HOME": "/home/u"]) == "/home/u/.local/state/stacklab/history")
        #expect(resolve(["HOME": "/"]) == "/.local/state/stacklab/history")
    }

    @Test func nothingToGoOn() {
        #expect(resolve([:]) == nil)
        #expect(resolve(["HOME": ""]) == nil)
        #expect(resolve(["PATH": "/usr/bin"]) == nil)
    }
}
