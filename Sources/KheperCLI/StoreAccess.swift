import KheperCore
import KheperEditor

/// Opens the store a command names and runs editor sessions on it, turning every failure into one sentence.
enum StoreAccess {
    /// The usage note shared by store commands.
    static let note = """
        The store is --store PATH, else $KHEPER_STORE, else $XDG_DATA_HOME/kheper/kheper.sqlite
        (~/.local/share/kheper/kheper.sqlite). Commands that change it create it (and its folders) when missing;
        list, show, export and check only read it, never create it, and work on a read-only file or disk.
        WORKOUT is an id, a unique id prefix or an exact title; BLOCK is an id or a unique id prefix.
        """

    /// Opens the store for `arguments`, to read it or (the default) to write it. Reading never creates a store: a
    /// missing one is a failure that names `kheper new` and `--store`.
    static func open(
        _ arguments: ParsedArguments,
        _ context: CommandContext,
        mode: KheperCommandLine.StoreMode = .write
    ) throws(CommandFailure) -> any DocumentStore {
        let path = StoreLocation.path(option: arguments[.store], environment: context.environment)
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
    ) throws(CommandFailure) -> DocumentSession {
        let store = try open(arguments, context, mode: mode)
        let id = try WorkoutAddress.resolve(reference, in: store)
        do {
            return try DocumentSession(loading: id, store: store, registry: context.registry)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The workout `reference` names, as a document to read or compute from, with the store holding it; its undo
    /// history is not read (`DocumentSession.document(loading:store:registry:)`).
    static func document(
        _ reference: String, _ arguments: ParsedArguments, _ context: CommandContext,
        mode: KheperCommandLine.StoreMode
    ) throws(CommandFailure) -> (document: BlockDocument, store: any DocumentStore) {
        let store = try open(arguments, context, mode: mode)
        let id = try WorkoutAddress.resolve(reference, in: store)
        do {
            return (try DocumentSession.document(loading: id, store: store, registry: context.registry), store)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The workout `reference` names, as a document only to be written out (`DocumentSession.documentForWriting`).
    static func documentForWriting(
        _ reference: String,
        _ arguments: ParsedArguments,
        _ context: CommandContext
    ) throws(CommandFailure) -> BlockDocument {
        let store = try open(arguments, context, mode: .read)
        let id = try WorkoutAddress.resolve(reference, in: store)
        do {
            return try DocumentSession.documentForWriting(id, store: store, registry: context.registry)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Runs `body` on a slice of the workout `reference` names, inside one exclusive store transaction, so what
    /// the command reads, decides and writes is atomic against every other writer.
    static func edit<Value>(
        _ reference: String,
        _ arguments: ParsedArguments,
        _ context: CommandContext,
        _ body: (inout DocumentSlice) throws(EditorError) -> Value
    ) throws(CommandFailure) -> Value {
        let store = try open(arguments, context)
        let id = try WorkoutAddress.resolve(reference, in: store)
        do {
            return try DocumentSession.edit(document: id, in: store, registry: context.registry, body)
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

    /// Checks that at most one of `--after`, `--before` and `--into` is given.
    static func checkPlacementOptions(_ arguments: ParsedArguments) throws(CommandFailure) {
        let chosen = CommandOption.places.filter { arguments[$0] != nil }
        guard chosen.count <= 1 else {
            throw CommandFailure("use only one of --after, --before and --into", exitCode: .usage)
        }
    }

    /// Where `--after`, `--before`, `--into` (with `--first`), `--first` or `--last` put a block, with what placing
    /// it there reads loaded into the slice; `nil` when no option names a place.
    static func insertionPoint(
        _ arguments: ParsedArguments,
        in slice: inout DocumentSlice,
        moving block: BlockID? = nil
    ) throws(EditorError) -> InsertionPoint? {
        let point: InsertionPoint?
        if let reference = arguments[.after] {
            point = .after(try WorkoutAddress.resolveBlock(reference, in: &slice))
        } else if let reference = arguments[.before] {
            point = .before(try WorkoutAddress.resolveBlock(reference, in: &slice))
        } else if let reference = arguments[.into] {
            let container = try WorkoutAddress.resolveBlock(reference, in: &slice)
            point = arguments.contains(.first) ? .firstChild(of: container) : .lastChild(of: container)
        } else {
            let parent = block.flatMap { slice.record(of: $0)?.parentID }
            if arguments.contains(.first) {
                point = parent.map { .firstChild(of: $0) } ?? .rootStart
            } else if arguments.contains(.last) {
                point = parent.map { .lastChild(of: $0) } ?? .rootEnd
            } else {
                point = nil
            }
        }
        if let point { try slice.loadPlacement(point) }
        return point
    }
}
