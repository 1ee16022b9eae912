import KheperCore
import KheperPlay
import KheperTerminal
import Testing

/// The errors `kheper play` can show have the one shape, `CodedError`: the terminal layer's through this module.
@Suite struct PlayErrorShapeTests {
    private func shape(_ error: any CodedError) -> (code: String, description: String) {
        (error.code.rawValue, error.description)
    }

    @Test func anEntryErrorHasTheEntryCode() {
        let shown = shape(PlayEntryError("“x” is not reps"))
        #expect(shown.code == "play.entry")
        #expect(shown.description == "“x” is not reps [play.entry]")
    }

    @Test func theTerminalLayersErrorsAreCodedErrors() {
        let terminal = shape(TerminalError(.systemCall, "tcgetattr failed"))
        #expect(terminal.code == "terminal.system-call")
        #expect(terminal.description == "tcgetattr failed [terminal.system-call]")

        let script = shape(KeyScriptError(line: 2, message: "“uup” is not a key name"))
        #expect(script.code == "key-script.unknown-key")
        #expect(script.description == "line 2: “uup” is not a key name [key-script.unknown-key]")
    }
}
