import Foundation
import KheperTerminal

/// A yes-or-no question asked on the process's terminal and answered with one key: the question on standard
/// error, standard input in raw mode only while the key is read, and the answer echoed so the line reads whole.
enum TerminalQuestion {
    /// Shows `question` (already escaped) and returns the answer of the first key that gives one by
    /// `confirmation`'s rule; `nil` at the end of input or on Ctrl-C.
    static func ask(_ question: String, _ confirmation: Confirmation) -> Bool? {
        FileHandle.standardError.write(Data(question.utf8))
        let terminal = Terminal(input: STDIN_FILENO, output: STDERR_FILENO)
        do {
            try terminal.enter(alternateScreen: false)
        } catch {
            // No raw mode to be had: the line typed answers.
            return readLine().flatMap { Self.answer(toLine: $0, confirmation) }
        }
        var session = TerminalSession(device: terminal, colors: false)
        var answer: Bool?
        reading: while true {
            switch session.nextEvent() {
            case .key(.ctrl("c")), .end, nil: break reading
            case .key(let key):
                answer = confirmation.answer(to: key)
                if answer != nil { break reading }
            case .resize: continue
            }
        }
        terminal.restore()
        FileHandle.standardError.write(Data(((answer.map { $0 ? "y" : "n" } ?? "") + "\n").utf8))
        return answer
    }

    /// The answer a typed line gives where keys are not read one by one: its first character after blanks, or
    /// Enter for a blank line.
    static func answer(toLine line: String, _ confirmation: Confirmation) -> Bool? {
        confirmation.answer(to: line.first { !$0.isWhitespace }.map(Key.character) ?? .enter)
    }
}
