import KheperPlay
import KheperTerminal
import Testing

/// The "Quit?" question follows the one rule for single-key confirmations (``Confirmation``).
@Suite struct PlayQuitConfirmationTests {
    func machine() -> PlayMachine { PlayMachine(document: PlayFixtures.pushDay, history: PlayMachineTests.history) }

    @Test func qAtTheQuitQuestionQuitsAndTheScreenSaysSo() throws {
        var play = machine()
        PlayFixtures.press([.character("q")], on: &play)
        #expect(
            PlayFixtures.screen(play, columns: 80).contains(
                "Quit? Everything logged so far is kept. y or q quit · n or Esc carry on"))
        let effects = PlayFixtures.press([.character("q")], on: &play)
        guard case .finish(let summary) = try #require(effects.last) else {
            Issue.record("q at the quit question did not quit")
            return
        }
        #expect(summary.endedEarly)
    }

    @Test func enterAndOtherKeysLeaveTheQuestionAndEscapeCarriesOn() {
        var play = machine()
        PlayFixtures.press([.character("q"), .enter, .character("x")], on: &play)
        #expect(play.state.confirmingQuit)
        #expect(!play.state.isFinished)
        PlayFixtures.press([.escape], on: &play)
        #expect(!play.state.confirmingQuit)
    }
}
