import Kheper
import KheperCatalogue
import KheperCore
import KheperEditor
import KheperProgram
import KheperTrainingLog

/// `kheper program show|import FILE` and `kheper program status|advance PROGRAM`: show reads a program written as
/// text (docs/PROGRAMS.md), refusing a line it cannot read by file and line, and prints each day's first session
/// with rounded loads and a barbell's plates a side; import stores it as a document of day titles and lift blocks;
/// status prints where each lift of a stored program stands; advance moves it on from the latest logged session.
enum ProgramCommand {
    static let command = Command(
        name: "program",
        summary: "Show a program written as text, import it as a document, show where its lifts stand, or advance it.",
        signature: CommandSignature(
            options: [.store],
            positionals: [
                CommandPositional(.choice(["show", "import", "status", "advance"])),
                CommandPositional(.text, placeholder: "FILE|PROGRAM"),
            ],
            forms: [
                ["show", .option(.store), "FILE"], ["import", .option(.store), "FILE"],
                ["status", .option(.store), "PROGRAM"], ["advance", .option(.store), "PROGRAM"],
            ]),
        about: """
            A program is plain text: a # heading naming it, a ## heading a day (or ## a week and ### its days), and
            one line a lift: its name, its sets each with a load, and its rule, as in
            Squat 3x5 @100kg lp +2.5kg (`kheper kinds --examples` lists every rule's words). show reads FILE (- for
            standard input) and prints each day with the sets its lifts start at: percentages of a training max
            worked out, every load rounded to one your bar and plates (`kheper settings barbell`, else the standard
            set of the program's unit), dumbbells or machine make (`kheper settings dumbbells` and `machine`, else
            the standard steps), and each barbell load's plates a side. A line
            that cannot be read is refused naming FILE, its line, the word and what was expected (exit status 2).
            import stores the program as a document, titled with its name, and prints its id: each day a title
            block (in a program of weeks, each week a title and each day a heading) and each lift a lift block
            holding its line, so `kheper edit`, `show`, `render --format markdown` and sync treat it as any
            document, and its Markdown is the program's text again. status reads a stored program (by id or title)
            and prints, for each lift's line, where it stands: its load, training max, stage and failures in a row.
            advance moves a stored program on after its next day, from the latest session in the training log
            (played with kheper play or imported with kheper log import): each lift's rule judges the sets logged
            for it (a lift not logged failed), its new state is written into every line of that lift, and the day
            after becomes next, as one step `kheper undo PROGRAM` takes back. It prints what each rule did and why;
            a session it already advanced from is refused. When log import --replace, log remove or log undo
            changes a session an advance came from, that advance and every later one are taken back and made
            again from the sessions as now logged (one that is gone is left out), as one more step kheper undo
            takes back. A lift keeps its last \(LiftBlock.Progress.keptEarlier) advances, and the program's undo
            history the earlier ones of its latest \(EditHistory.defaultLimit) steps; an advance beyond both (a
            program imported from an export has no history) is not followed: the program is named while a lift
            still keeps that advance, and left as it stands.
            """,
        notes: """
            examples:
              kheper program show Examples/Programs/linear-3x5.txt
              kheper program import Examples/Programs/gzclp.txt
              kheper program status GZCLP
              kheper program advance GZCLP
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                switch arguments.positionals[0] {
                case "import": try importProgram(arguments, &context)
                case "status": try status(arguments, &context)
                case "advance": try advance(arguments, &context)
                default: try show(arguments, &context)
                }
            }
        })

    /// Stores the program in FILE as a new document and prints its id.
    private static func importProgram(_ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let plan = try read(arguments.positionals[1], context)
        let store = try StoreAccess.open(arguments, context)
        try WorkoutTitles.requireUnused(plan.name, in: store, doing: "import \(ChangeDescription.quoted(plan.name))")
        let document = ProgramDocument.document(of: plan, rules: .standard)
        do {
            try DocumentSession.store(document, in: store, registry: context.registry)
        } catch {
            throw CommandFailure(error)
        }
        context.output.print(document.id.rawValue)
    }

    /// Prints where each lift of a stored program stands, in the order its days first name them.
    private static func status(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        let program = try StoredProgram(arguments.positionals[1], arguments, context, mode: .read)
        let bold = TextStyle.bold
        let title = program.document.title
        let next = program.engine.dayName(program.state.nextDay)
        context.output.print(bold.apply("\(title): next is \(next)", when: context.colorOutput))
        var shown: Set<String> = []
        for (day, (lifts, keys)) in zip(program.engine.plan.days.map(\.lifts), program.engine.trackKeys).enumerated() {
            for (line, (lift, key)) in zip(lifts, keys).enumerated() where shown.insert(key).inserted {
                guard let standing = program.engine.describe(day: day, line: line, in: program.state) else { continue }
                context.output.print("  " + LiftLine.text(of: lift, rules: .standard))
                context.output.print("    \(standing)")
            }
        }
    }

    /// Prints each day of the program in FILE with its first session's sets, loads and plates.
    private static func show(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        let file = arguments.positionals[1]
        let plan = try read(file, context)
        let catalogue = ExerciseEntries.catalogue(arguments, context)
        let equipment = Self.equipment(of: plan, catalogue)
        let (profile, ownBarbell) = try EquipmentSettings.profile(
            in: SettingsCommand.openForReading(arguments, context), unit: Self.unit(of: plan))
        let engine: ProgramEngine
        let sessions: [ProgramSession]
        do {
            engine = try ProgramEngine(
                plan, profile: profile, equipment: equipment.loading)
            let start = engine.start()
            sessions = try plan.days.indices.map { day throws(ProgramError) in try engine.session(day: day, for: start)
            }
        } catch {
            throw CommandFailure("\(file): \(error.message) [\(error.code.rawValue)]", exitCode: .usage)
        }
        let bold = TextStyle.bold
        let days = plan.days.count == 1 ? "1 day" : "\(plan.days.count) days"
        context.output.print(bold.apply("\(plan.name): \(days), repeated in turn", when: context.colorOutput))
        let bar = ownBarbell ? "your bar and plates (kheper settings barbell)" : "the standard bar and plates"
        context.output.print("the first session of each day; barbell loads on \(bar)")
        var week: String?
        for session in sessions {
            context.output.print("")
            if let name = session.week, name != week {
                week = name
                context.output.print(bold.apply(name, when: context.colorOutput))
            }
            context.output.print(bold.apply(session.name, when: context.colorOutput))
            for lift in session.lifts {
                context.output.print("  \(lift.name): \(lift.setsText)")
                if !lift.warmups.isEmpty {
                    context.output.print("    warm-up: " + lift.warmups.map(\.text).joined(separator: ", "))
                }
                var said: Set<RoundedLoad> = []
                for set in lift.sets where said.insert(set.load).inserted {
                    if let note = set.load.roundingSentence {
                        context.output.print(TextStyle.yellow.apply("    \(note)", when: context.colorOutput))
                    }
                    if equipment.barbells.contains(lift.name) {
                        context.output.print("    \(set.load.loadingSentence)")
                    }
                }
            }
        }
    }

    /// The program written in `file` (`-` for standard input).
    ///
    /// - Throws: ``CommandFailure`` with exit status 2 for a file that cannot be read, or text that is not a
    ///   program, naming the file and the line.
    private static func read(_ file: String, _ context: CommandContext) throws(CommandFailure) -> ProgramPlan {
        let bytes: [UInt8]
        switch DocumentInput.read(file, environment: context.environment) {
        case .failure(let error): throw CommandFailure(error.message, exitCode: .usage)
        case .success(let value): bytes = value
        }
        do {
            return try ProgramText.parse(String(decoding: bytes, as: UTF8.self), rules: .standard)
        } catch {
            let place = error.line.map { "\(file):\($0)" } ?? file
            let message = error.line.map { error.message.dropFirst("line \($0): ".count) } ?? Substring(error.message)
            throw CommandFailure("\(place): \(message) [\(error.code.rawValue)]", exitCode: .usage)
        }
    }

    /// What each lift of `plan` is loaded on, from its catalogue entry: a barbell, dumbbells, or a machine or
    /// cable's stack; a lift the catalogue does not know, or knows with other equipment, is rounded as a barbell
    /// but shown with no plates.
    static func equipment(of plan: ProgramPlan, _ catalogue: ExerciseCatalogue)
        -> (loading: [String: LoadEquipment], barbells: Set<String>)
    {
        let matcher = ExerciseMatcher(catalogue: catalogue)
        var loading: [String: LoadEquipment] = [:]
        var barbells: Set<String> = []
        for lift in plan.days.flatMap(\.lifts) where loading[lift.name] == nil {
            let entry = matcher.match(lift.name).entryID.flatMap { catalogue.entry(id: $0) }
            let equipment = LoadEquipment(catalogue: entry?.equipment)
            loading[lift.name] = equipment ?? .barbell
            if equipment == .barbell { barbells.insert(lift.name) }
        }
        return (loading, barbells)
    }

    /// The unit of the program's first written weight, kilograms when it writes none.
    static func unit(of plan: ProgramPlan) -> WeightUnit {
        let starts = plan.days.flatMap(\.lifts).map(\.start)
        return starts.lazy.compactMap { $0.load ?? $0.trainingMax }.first?.unit ?? .kg
    }
}
