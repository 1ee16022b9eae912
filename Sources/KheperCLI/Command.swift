import KheperCore
import KheperEditor
import KheperTrainingLog

/// One `kheper` subcommand: its name, its help, what it accepts and what it does. Adding a command is one file
/// that declares one of these and one line in `KheperCommandLine.commands`.
struct Command: Sendable {
    /// Whether a command edits the store, so `--auto-sync` syncs after it.
    enum StoreEdits: Sendable {
        /// It never changes the store.
        case never
        /// It may change the store whenever it succeeds.
        case always
        /// It changes the store only when its arguments say so (`log import`, not `log export`).
        case when(@Sendable (ParsedArguments) -> Bool)
    }

    /// The subcommand's name, such as `validate`.
    let name: String
    /// One line for the command list.
    let summary: String
    /// What the command accepts; the usage line, the options help, parsing and completion come from it.
    let signature: CommandSignature
    /// Whether it edits the store.
    var edits: StoreEdits = .never
    /// The notes shown by `--help` before the options list; empty when there are none.
    var about: String = ""
    /// The notes shown by `--help` after the options list; empty when there are none.
    var notes: String = ""
    /// Runs the command.
    let run: @Sendable (ParsedArguments, inout CommandContext) -> ExitCode
    /// Help that depends on the words given with `--help`, such as the kind in `kheper add exercise --help`;
    /// `nil`, or a `nil` result, shows `help`.
    var helpForArguments: (@Sendable ([String], BlockRegistry) -> String?)? = nil

    /// The usage line, such as `kheper validate [--json] [--format text|json|compiler] FILE…`.
    var usage: String { signature.usage(for: name) }

    /// What `--help` shows: the usage, the summary, the notes and the options.
    var help: String {
        let sections = [about, signature.optionsHelp, notes].filter { !$0.isEmpty }
        return "usage: \(usage)\n\n\(summary)\n\n" + sections.joined(separator: "\n\n")
    }

    /// Whether running it with `arguments` edited the store.
    func edits(with arguments: ParsedArguments) -> Bool {
        switch edits {
        case .never: false
        case .always: true
        case .when(let predicate): predicate(arguments)
        }
    }

    /// The help for `--help` given with `arguments`.
    func help(for arguments: [String], registry: BlockRegistry) -> String {
        helpForArguments?(arguments, registry) ?? help
    }
}

/// What a running command can reach: the registry, the environment and the output.
struct CommandContext {
    let registry: BlockRegistry
    let environment: ToolEnvironment
    let openStore: @Sendable (String, KheperCommandLine.StoreMode) throws(StoreError) -> any DocumentStore
    var output: CommandOutput
    /// Opens the training log, when the host keeps one.
    var openLog: (@Sendable (String, KheperCommandLine.StoreMode) throws(StoreError) -> any TrainingLogStore)? = nil

    var colorOutput: Bool { output.colorOutput }
    var colorError: Bool { output.colorError }

    /// Prints `kheper: message` on standard error, the message escaped.
    mutating func fail(_ message: String) {
        let line: TerminalText = "\(TextStyle.red.apply("kheper:", when: colorError)) \(message)"
        output.printError(line)
    }
}
