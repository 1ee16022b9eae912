import KheperCore
import KheperEditor
import KheperInteraction
import KheperOutlineEditor
import KheperTerminal

/// `kheper edit [WORKOUT]`: the full-screen block editor; every change is stored before the next key is read, and
/// another process's change to the same workout is picked up, never written over.
enum EditCommand {
    static let command = Command(
        name: "edit",
        summary: "Edit a stored workout full screen: insert, move, nest, edit and delete blocks, saved as you go.",
        signature: CommandSignature(options: [.store], positionals: [CommandPositional(.workout, .optional)]),
        edits: .always,
        about: """
            Opens the workout as an outline, sets with their blocks indented under them, each block drawn as
            `kheper show` draws it. A WORKOUT that names no stored workout is offered as the title of a new one
            (Enter or y creates it). Without WORKOUT, a list of the stored workouts comes first, with one entry
            that creates a new workout. There is no save key: every change is stored before the next key is
            read, and undo (u) steps back through the same history as `kheper undo`. A change made meanwhile by
            another process (`kheper add`, a second editor) is picked up and shown, never written over.
            Charts read the training log as `kheper show` does, weights in the display unit: $KHEPER_UNIT, else
            the setting `kheper settings unit`, else the log's most used.

            keys:
              moving          Up/Down or k/j · Home/End · PgUp/PgDn · Left/Right collapse or expand a set
              inserting       + or / opens the kinds allowed here: type to filter, then the shorthand
                              (ex Bench 5x5 @100kg rest 3m); Enter with no shorthand inserts the default;
                              Tab puts it into the focused set instead of after it
              names           as an exercise's name is typed (in its shorthand or its Name field), up to
                              five names from the exercise catalogue and the training log show under it:
                              Down/Up highlight one, Tab or Enter puts it in place of what was typed
              moving blocks   Space or m grabs: Up/Down place it, Left/Right change the depth, Enter drops,
                              x or the trash row deletes, Esc cancels · Alt-Up/Alt-Down move one step
              fields          Enter edits the focused block's fields in place: Tab/Shift-Tab between
                              them, a message under a field whose value cannot be read; sets are a table,
                              Up/Down between sets in a column, scrolled sideways to the focused cell when
                              wider than the terminal (… marks columns out of view); Ctrl-N/Ctrl-X add or
                              remove a set, Enter saves (one undo step), Esc cancels
              editing         d duplicate · x delete · w wrap in a set · W unwrap · c convert
              history         u or Ctrl-Z undo · Ctrl-R or Ctrl-Y redo
              other           ? help · q quit
              questions       one key answers, with no Enter (every question Kheper asks on a
                              terminal): y yes · n or Esc no · Enter the answer in capitals, as in
                              [Y/n] · the key that asked, pressed again, yes (q at play's Quit? quits)
            """,
        notes: """
            Exit status: 0 when the editor is left, 1 when the store cannot be read or written, 2 for a usage
            mistake or when standard input or output is not a terminal (scripts use `kheper add`, `kheper set`
            and `kheper move`).

            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                try edit(arguments, &context)
            }
        }
    )

    /// The sentence for a run without a terminal.
    static let notATerminal =
        "kheper edit needs a terminal on standard input and output; scripts change workouts with "
        + "`kheper add`, `kheper set` and `kheper move`"

    private static func edit(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        guard context.environment.inputIsTerminal, context.environment.outputIsTerminal else {
            throw CommandFailure(notATerminal, exitCode: .usage)
        }
        // The log for charts is opened before the store the editor writes through: opening a store to read may look
        // at the file's header through a descriptor of its own (on read-only media), and closing it drops every
        // POSIX lock this process holds on the file, SQLite's included; the editor's connection then no longer saw
        // another process's changes (scripts/tmux-edit.sh caught it).
        // The names read from the log first, its connection closed before any other opens (see above).
        let names = ExerciseNames.editorSuggestions(ExerciseNames.suggester(store: arguments[.store], context))
        let charts = ChartHistory.renderContext(arguments, context)
        let store = try StoreAccess.open(arguments, context)
        var workoutID: DocumentID?
        if let reference = arguments.positionals.first {
            if try WorkoutAddress.candidates(for: reference, in: store).isEmpty {
                workoutID = try create(titled: reference, in: store, context: &context)
            } else {
                workoutID = try WorkoutAddress.resolve(reference, in: store)
            }
        }
        let terminal = Terminal()
        do {
            try terminal.enter()
        } catch {
            throw CommandFailure("\(error)")
        }
        defer { terminal.restore() }
        guard let session = try openSession(workoutID, store: store, terminal: terminal, context: context) else {
            return
        }
        var editor = makeEditor(session: session, size: terminal.size, charts: charts, names: names)
        OutlineRunner().run(&editor, on: terminal, colors: terminal.wantsColors)
    }

    /// The editor over `session`, drawing charts with `charts`, the store's training log through ``ChartHistory``,
    /// as `kheper show` does, and suggesting exercise names from `names` (``ExerciseNames``).
    static func makeEditor(
        session: DocumentSession, size: TerminalSize, charts: RenderContext, names: NameSuggestions? = nil
    ) -> OutlineEditor {
        OutlineEditor(session: session, size: size, renderContext: charts, nameSuggestions: names)
    }

    /// Offers to create a workout titled `title`, which names none yet, by a single-key question (Enter or `y`
    /// creates it); returns the new workout's id and says so, or fails, creating nothing, when the answer is no.
    private static func create(
        titled title: String, in store: any DocumentStore, context: inout CommandContext
    ) throws(CommandFailure) -> DocumentID {
        let confirmation = Confirmation(defaultAnswer: true)
        let quoted = ChangeDescription.quoted(title)
        let question = TerminalEscaper.escaped(
            "No workout has the id, id prefix or title \(quoted). Create it? \(confirmation.choices) ")
        guard context.environment.confirm(question, confirmation) == true else {
            throw CommandFailure("no workout created; `kheper list` shows the stored ones")
        }
        do {
            let id = try DocumentSession.create(title: title, store: store, registry: context.registry).document.id
            context.output.print("created workout \(quoted) (\(id))")
            return id
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The session on `workoutID`, or on the workout chosen (or created) in the picker; `nil` when the person left
    /// the picker.
    private static func openSession(
        _ workoutID: DocumentID?, store: any DocumentStore, terminal: Terminal, context: CommandContext
    ) throws(CommandFailure) -> DocumentSession? {
        var chosen = workoutID.map(DocumentPicker.Choice.workout)
        if chosen == nil {
            let workouts: [DocumentSummary]
            do {
                workouts = try store.listDocuments()
            } catch {
                throw CommandFailure(error)
            }
            chosen = DocumentPicker.run(workouts: workouts, on: terminal, colors: terminal.wantsColors)
        }
        do {
            switch chosen {
            case .workout(let id): return try DocumentSession(loading: id, store: store, registry: context.registry)
            case .new(let title):
                return try DocumentSession.create(title: title, store: store, registry: context.registry)
            case nil: return nil
            }
        } catch {
            throw CommandFailure(error)
        }
    }
}
