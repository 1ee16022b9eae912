import KheperCore
import KheperEditor

/// Opens the store a command names and runs editor sessions on it, turning every failure into one sentence.
enum StoreAccess {
    /// The `--store PATH` option every store command accepts.
    static let option: (spellings: [String], values: [String]?) = (["--store"], nil)

    /// The usage note shared by store commands.
    static let note = """
        The store is --store PATH, else $KHEPER_STORE, else $XDG_DATA_HOME/kheper/kheper.sqlite
        (~/.local/share/kheper/kheper.sqlite). Commands that change it create it (and its folders) when missing;
        list, show, export and check only read it, never create it, and work on a read-only file or disk.
        WORKOUT is an id, a unique id prefix or an exact title; BLOCK is an id or a unique id prefix.
        """

    /// The options section of a store command that takes no options of its own, followed by the store note.
    static let basicOptions = """
        options:
          --store PATH  the store to use
          -h, --help    show this help

        \(note)
        """

    /// Opens the store for `arguments`, to read it or (the default) to write it. Reading never creates a store: a
    /// missing one is a failure that names `kheper new` and `--store`.
    static func open(
        _ arguments: ParsedArguments,
        _ context: CommandContext,
        mode: KheperCommandLine.StoreMode = .write
    ) throws(CommandFailure) -> any WorkoutStore {
        let path = StoreLocation.path(option: arguments.options["store"], environment: context.environment)
        do {
            return try context.openStore(path, mode)
        } catch {
            throw failure(error, opening: path)
        }
    }

    /// The failure for a store that could not be opened at `path`; a missing one names `kheper new` and `--store`.
    static func failure(_ error: StoreError, opening path: String) -> CommandFailure {
        guard error.code == .missing else { return CommandFailure(error) }
        return CommandFailure(
            "no store at \(path); `kheper new TITLE` creates one there, or pass --store PATH to use another")
    }

    /// Loads the workout `reference` names as an editing session, from a store opened for `mode`.
    static func session(
        _ reference: String,
        _ arguments: ParsedArguments,
        _ context: CommandContext,
        mode: KheperCommandLine.StoreMode = .write
    ) throws(CommandFailure) -> WorkoutSession {
        let store = try open(arguments, context, mode: mode)
        let id = try WorkoutAddress.resolve(reference, in: store)
        do {
            return try WorkoutSession(loading: id, store: store, registry: context.registry)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Runs `body`, printing a failure's sentence and returning its exit code.
    static func run(_ context: inout CommandContext, _ body: (inout CommandContext) throws(CommandFailure) -> Void)
        -> ExitCode
    {
        do {
            try body(&context)
            return .success
        } catch {
            context.fail(error.message)
            return error.exitCode
        }
    }

    /// Runs one editor operation in a session, persisting it, or turns its refusal into a failure.
    @discardableResult
    static func perform<Result>(
        _ session: inout WorkoutSession,
        _ operation: (inout WorkoutEditor) throws(EditorError) -> Result
    ) throws(CommandFailure) -> Result {
        do {
            return try session.perform(operation)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Where `--after`, `--before`, `--into` (with `--first`), `--first` or `--last` put a block.
    static func insertionPoint(
        _ arguments: ParsedArguments,
        in document: WorkoutDocument,
        moving block: BlockID? = nil
    ) throws(CommandFailure) -> InsertionPoint? {
        let chosen = ["after", "before", "into"].filter { arguments.options[$0] != nil }
        guard chosen.count <= 1 else {
            throw CommandFailure("use only one of --after, --before and --into", exitCode: .usage)
        }
        if let reference = arguments.options["after"] {
            return .after(try WorkoutAddress.resolveBlock(reference, in: document))
        }
        if let reference = arguments.options["before"] {
            return .before(try WorkoutAddress.resolveBlock(reference, in: document))
        }
        if let reference = arguments.options["into"] {
            let container = try WorkoutAddress.resolveBlock(reference, in: document)
            return arguments.flags.contains("first") ? .firstChild(of: container) : .lastChild(of: container)
        }
        let parent = block.flatMap { document[$0]?.parentID }
        if arguments.flags.contains("first") { return parent.map { .firstChild(of: $0) } ?? .rootStart }
        if arguments.flags.contains("last") { return parent.map { .lastChild(of: $0) } ?? .rootEnd }
        return nil
    }
}
