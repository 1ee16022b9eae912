import KheperTerminal
import Testing

/// The one rule for a question answered with one key.
@Suite struct ConfirmationTests {
    @Test func yesNoTheDefaultAndTheAskingKey() {
        let resume = KheperTerminal.Confirmation(defaultAnswer: true)
        #expect(resume.choices == "[Y/n]")
        #expect(resume.answer(to: .enter) == true)
        #expect(resume.answer(to: .character("y")) == true)
        #expect(resume.answer(to: .character("N")) == false)
        #expect(resume.answer(to: .escape) == false)
        #expect(resume.answer(to: .character("q")) == nil)
        let quit = KheperTerminal.Confirmation(defaultAnswer: nil, askingKey: .character("q"))
        #expect(quit.choices == "[y/n]")
        #expect(quit.answer(to: .character("q")) == true)
        #expect(quit.answer(to: .enter) == nil)
        #expect(quit.hints(yes: "quit", no: "carry on") == "y or q quit · n or Esc carry on")
        #expect(
            KheperTerminal.Confirmation(defaultAnswer: false).hints(yes: "delete", no: "keep")
                == "y delete · n or Esc or Enter keep")
    }
}
