import KheperTerminal

extension Confirmation {
    /// Whether a command that destroys something may go on: `yes` (`--yes`) was given, standard input is not a
    /// terminal (a script or a pipe, as rm and git branch -D do), or the person answered yes to `question`, asked
    /// on the terminal with one key by the one rule for confirmations, `[y/N]`.
    static func granted(_ question: String, yes: Bool, _ context: CommandContext) -> Bool {
        guard !yes && context.environment.inputIsTerminal else { return true }
        let confirmation = Confirmation(defaultAnswer: false)
        let asked = TerminalEscaper.escaped("\(question) \(confirmation.choices) ")
        return context.environment.confirm(asked, confirmation) == true
    }
}
