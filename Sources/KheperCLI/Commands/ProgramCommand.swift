import KheperCatalogue
import KheperCore
import KheperProgram
import KheperTrainingLog

/// `kheper program show FILE`: reads a program written as text (docs/PROGRAMS.md), refuses a line it cannot read
/// naming the file, the line and what was expected, and prints each day's first session: every lift's sets at the
/// loads its rule starts from, rounded to what the lifter's equipment makes, with a barbell's plates a side.
enum ProgramCommand {
    static let command = Command(
        name: "program",
        summary: "Read a program written as text and show each day's sets, loads and plates.",
        signature: CommandSignature(
            options: [.store],
            positionals: [CommandPositional(.choice(["show"])), CommandPositional(.file)],
            forms: [["show", .option(.store), "FILE"]]),
        about: """
            A program is plain text: a # heading naming it, a ## heading a day (or ## a week and ### its days), and
            one line a lift: its name, its sets each with a load, and its rule, as in
            Squat 3x5 @100kg lp +2.5kg (`kheper kinds --examples` lists every rule's words). show reads FILE (- for
            standard input) and prints each day with the sets its lifts start at: percentages of a training max
            worked out, every load rounded to one your bar and plates (`kheper settings barbell`, else the standard
            set of the program's unit), dumbbells or machine make, and each barbell load's plates a side. A line
            that cannot be read is refused naming FILE, its line, the word and what was expected (exit status 2).
            """,
        notes: """
            examples:
              kheper program show Examples/Programs/linear-3x5.txt
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                try show(arguments, &context)
            }
        })

    /// Prints each day of the program in FILE with its first session's sets, loads and plates.
    private static func show(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        let file = arguments.positionals[1]
        let bytes: [UInt8]
        switch DocumentInput.read(file, environment: context.environment) {
        case .failure(let error): throw CommandFailure(error.message, exitCode: .usage)
        case .success(let value): bytes = value
        }
        let plan: ProgramPlan
        do {
            plan = try ProgramText.parse(String(decoding: bytes, as: UTF8.self), rules: .standard)
        } catch {
            let place = error.line.map { "\(file):\($0)" } ?? file
            let message = error.line.map { error.message.dropFirst("line \($0): ".count) } ?? Substring(error.message)
            throw CommandFailure("\(place): \(message) [\(error.code.rawValue)]", exitCode: .usage)
        }
        let catalogue = ExerciseEntries.catalogue(arguments, context)
        let equipment = Self.equipment(of: plan, catalogue)
        let stored = try BarbellSetting.stored(in: SettingsCommand.openForReading(arguments, context))
        let engine: ProgramEngine
        let sessions: [ProgramSession]
        do {
            engine = try ProgramEngine(
                plan, profile: stored ?? .standard(Self.unit(of: plan)), equipment: equipment.loading)
            let start = engine.start()
            sessions = try plan.days.indices.map { day throws(ProgramError) in try engine.session(day: day, for: start)
            }
        } catch {
            throw CommandFailure("\(file): \(error.message) [\(error.code.rawValue)]", exitCode: .usage)
        }
        let bold = TextStyle.bold
        let days = plan.days.count == 1 ? "1 day" : "\(plan.days.count) days"
        context.output.print(bold.apply("\(plan.name): \(days), repeated in turn", when: context.colorOutput))
        let bar = stored == nil ? "the standard bar and plates" : "your bar and plates (kheper settings barbell)"
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

    /// What each lift of `plan` is loaded on, from its catalogue entry: a barbell, dumbbells, or a machine or
    /// cable's stack; a lift the catalogue does not know, or knows with other equipment, is rounded as a barbell
    /// but shown with no plates.
    private static func equipment(of plan: ProgramPlan, _ catalogue: ExerciseCatalogue)
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
    private static func unit(of plan: ProgramPlan) -> WeightUnit {
        let starts = plan.days.flatMap(\.lifts).map(\.start)
        return starts.lazy.compactMap { $0.load ?? $0.trainingMax }.first?.unit ?? .kg
    }
}
