/// Asking a person before a command destroys something: on a terminal the command asks a `[y/N]` question and goes
/// on only on y or yes; with `--yes`, or when standard input is not a terminal (a script or a pipe), it goes on
/// without asking, as rm and git branch -D do.
enum Confirmation {
    /// Whether the command may go on: `yes` was given, standard input is not a terminal, or the person answered y
    /// or yes to `question` (escaped for the terminal).
    static func granted(_ question: String, yes: Bool, _ context: CommandContext) -> Bool {
        guard !yes && context.environment.inputIsTerminal else { return true }
        let answer = context.environment.ask(TerminalEscaper.escaped(question))?.trimmingWhitespace().lowercased()
        return answer == "y" || answer == "yes"
    }
}

extension String {
    /// The text without leading and trailing whitespace.
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
