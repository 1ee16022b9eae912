import KheperCore
import KheperEditor
import KheperTrainingLog

/// One `kheper` subcommand: its name, help text, accepted arguments and what it does.
struct Command: Sendable {
    /// The subcommand's name, such as `validate`.
    let name: String
    /// One line for the command list.
    let summary: String
    /// The usage line, such as `kheper validate [--json] FILE…`.
    let usage: String
    /// The option and behaviour notes shown by `--help`.
    let details: String
    /// What the command accepts.
    let spec: @Sendable () -> ArgumentSpec
    /// Runs the command.
    let run: @Sendable (ParsedArguments, inout CommandContext) -> ExitCode
    /// Help that depends on the words given with `--help`, such as the kind in `kheper add exercise --help`;
    /// `nil`, or a `nil` result, shows ``help``.
    var helpForArguments: (@Sendable ([String], BlockRegistry) -> String?)? = nil

    var help: String {
        "usage: \(usage)\n\n\(summary)\n\n\(details)"
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
    let openStore: @Sendable (String, KheperCommandLine.StoreMode) throws(StoreError) -> any WorkoutStore
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
