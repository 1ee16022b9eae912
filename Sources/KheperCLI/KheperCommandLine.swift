import Foundation
public import KheperCore
public import KheperEditor
import KheperKindFiles
public import KheperTrainingLog

/// The `kheper` command-line tool as a library: the executable is a thin `main` over ``run(_:)``, and tests call
/// it directly with a registry and an environment of their own.
public struct KheperCommandLine: Sendable {
    /// The version the tool reports.
    public static let version = "0.3.0"

    /// The kinds the tool knows.
    public let registry: BlockRegistry

    /// Where the tool runs.
    public let environment: ToolEnvironment

    /// What a command will do with the store it opens, so reading commands never create or write one.
    public enum StoreMode: Sendable, Hashable {
        /// The command only reads: the store must exist, and it is opened without writing anything.
        case read
        /// The command writes: the store, its folders and its tables are created when missing.
        case write
    }

    /// Opens the store at a path for reading or writing; the executable passes the SQLite store, tests may pass
    /// another.
    public let openStore: @Sendable (String, StoreMode) throws(StoreError) -> any DocumentStore

    /// Opens the training log in the store at a path, for `kheper log` and `kheper exercises`; nil when the host
    /// keeps no log, and those commands then say so.
    public let openLog: (@Sendable (String, StoreMode) throws(StoreError) -> any TrainingLogStore)?

    /// Where a document written to standard output (`normalize`, `export`) goes as it is made, so a large one is
    /// never whole in memory; the executable writes it to standard output. `nil`, for tests, keeps it in the output.
    public var standardOutputStream: (@Sendable ([UInt8]) -> Void)?

    /// Creates the tool over a registry, an environment, a way to open stores and, for the log commands, a way to
    /// open the training log.
    public init(
        registry: BlockRegistry,
        environment: ToolEnvironment,
        openLog: (@Sendable (String, StoreMode) throws(StoreError) -> any TrainingLogStore)? = nil,
        openStore: @escaping @Sendable (String, StoreMode) throws(StoreError) -> any DocumentStore
    ) {
        self.registry = registry
        self.environment = environment
        self.openStore = openStore
        self.openLog = openLog
    }

    /// Runs one command line (without the program name) and returns its exit code and output.
    ///
    /// Kinds declared in files join the registry first: those in the user's kinds folder and in each folder a
    /// leading `--kinds DIR` names. A malformed kind file, or a `--kinds` folder that cannot be read, exits 2;
    /// `--version` and `--help` read none.
    public func run(_ arguments: [String]) -> (exitCode: ExitCode, output: CommandOutput) {
        let output = CommandOutput(
            colorOutput: environment.allowsColor(onTerminal: environment.outputIsTerminal),
            colorError: environment.allowsColor(onTerminal: environment.errorIsTerminal),
            outputIsTerminal: environment.outputIsTerminal,
            stream: standardOutputStream
        )
        var context = CommandContext(
            registry: registry, environment: environment, openStore: openStore, output: output)
        context.openLog = openLog
        let split: (directories: [String], rest: [String])
        do {
            split = try KindDirectories.split(arguments)
        } catch {
            context.fail(error.message)
            return (error.exitCode, context.output)
        }
        do {
            let withKindFiles =
                Self.needsNoKinds(split.rest)
                ? registry : try KindDirectories.registry(registry, adding: split.directories, environment: environment)
            context = CommandContext(
                registry: withKindFiles, environment: environment, openStore: openStore, output: output)
            context.openLog = openLog
        } catch {
            context.fail(error.message)
            return (.usage, context.output)
        }
        let code = dispatch(split.rest, &context)
        return (code, context.output)
    }

    /// Whether `arguments` ask only for the version or the overview, which no kind changes, so no kind file is
    /// read for them.
    private static func needsNoKinds(_ arguments: [String]) -> Bool {
        let first = arguments.first == AutoSync.option ? arguments.dropFirst().first : arguments.first
        return first.map { ["--version", "-h", "--help"].contains($0) } ?? false
    }

    private func dispatch(_ given: [String], _ context: inout CommandContext) -> ExitCode {
        var arguments = given
        var autoSync = AutoSync.isSetInEnvironment(environment)
        if arguments.first == AutoSync.option {
            autoSync = true
            arguments.removeFirst()
        }
        guard let first = arguments.first else {
            context.output.printError(overview)
            return .usage
        }
        switch first {
        case "-h", "--help":
            context.output.print(overview)
            return .success
        case "--version":
            context.output.print("kheper \(Self.version)")
            return .success
        case "help":
            guard let name = arguments.dropFirst().first else {
                context.output.print(overview)
                return .success
            }
            guard let command = Self.commands.first(where: { $0.name == name }) else {
                context.fail("no command named \"\(name)\"; run `kheper --help` to list them")
                return .usage
            }
            context.output.print(command.help)
            return .success
        default:
            break
        }
        guard let command = Self.commands.first(where: { $0.name == first }) else {
            let suggestion = Self.commands.map(\.name).filter { !$0.hasPrefix("_") }.first {
                $0.hasPrefix(String(first.prefix(2)))
            }
            let hint = suggestion.map { " (did you mean `\($0)`?)" } ?? ""
            context.fail("unknown command \"\(first)\"\(hint); run `kheper --help` to list the commands")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if command.name != CompletionCommand.completer.name,
            rest.contains(where: CommandSignature.helpOption.spellings.contains)
        {
            context.output.print(command.help(for: rest, registry: context.registry))
            return .success
        }
        do {
            let parsed = try ParsedArguments(rest, signature: command.signature)
            let code = command.run(parsed, &context)
            if autoSync, code == .success, command.edits(with: parsed) {
                AutoSync.run(after: parsed, &context)
            }
            return code
        } catch {
            context.fail(error.message)
            context.output.printError("usage: \(command.usage)")
            return .usage
        }
    }

    private var overview: String {
        let visible = Self.commands.filter { !$0.name.hasPrefix("_") }
        let width = visible.map(\.name.count).max() ?? 0
        let list = visible.map { command in
            "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary
        }
        return """
            kheper — write, check and render Kheper workouts

            usage: kheper [--kinds DIR]… [--auto-sync] COMMAND [OPTIONS] [ARGUMENTS]
                   kheper --version

            commands:
            \(list.joined(separator: "\n"))

            Kinds declared in NAME.kind.json files are loaded from $XDG_CONFIG_HOME/kheper/kinds (by default
            ~/.config/kheper/kinds) and from each folder given with --kinds DIR before the command;
            `kheper schema --kind-file` prints the file format's JSON Schema.

            Run `kheper COMMAND --help` for a command's options. Exit status: 0 when all is well, 1 when a
            document has errors, 2 for a usage mistake or an input that cannot be read as a document.
            Colour is used on terminals unless NO_COLOR is set. --auto-sync (or KHEPER_AUTO_SYNC=1) runs
            `kheper sync` after each command that edits the store; a failed auto-sync never fails the edit.
            """
    }

    static let commands: [Command] = [
        ValidateCommand.command,
        RenderCommand.command,
        KindsCommand.command,
        SchemaCommand.command,
        NormalizeCommand.command,
        NewCommand.command,
        ListCommand.command,
        ShowCommand.command,
        AddCommand.command,
        MoveCommand.command,
        RemoveCommand.command,
        SetCommand.command,
        UndoCommand.command(redo: false),
        UndoCommand.command(redo: true),
        ImportCommand.command,
        ExportCommand.command,
        DeleteCommand.command,
        CheckCommand.command,
        LogCommand.command,
        ExercisesCommand.command,
        PlayCommand.command,
        EditCommand.command,
        HistoryCommand.command,
        StatsCommand.command,
        SettingsCommand.command,
        PlatesCommand.command,
        ProgramCommand.command,
        ConformanceCommand.command,
        ServerCommand.command,
        SyncCommand.command,
        RenameCommand.command,
        CopyCommand.command,
        CompletionCommand.command,
        VersionCommand.command,
        CompletionCommand.completer,
    ]
}
