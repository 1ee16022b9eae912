import Foundation
import KheperChart
import KheperCore
import KheperTrainingLog

/// `kheper stats`: weekly volume and sessions, and each exercise's records, from the training log.
enum StatsCommand {
    /// `--weeks N`: how many weeks to list.
    static let weeks = CommandOption(
        "--weeks", value: .text, placeholder: "N", help: "how many weeks to list (default 8, at most 520)")
    /// `--top N`: how many exercises' records to list.
    static let top = CommandOption(
        "--top", value: .text, placeholder: "N",
        help: "how many exercises' records to list (default \(TrainingStats.defaultTop), so the report fits one "
            + "screen; at most 100000)")
    /// `--exercise EXERCISE`: one exercise's records.
    static let exercise = CommandOption(
        "--exercise", value: .text, placeholder: "EXERCISE",
        help: "only this exercise's records (an id or a name, as `kheper history` reads it)")

    /// `--muscles`: working sets per muscle and week instead of volume and records.
    static let muscles = CommandOption(
        flag: "--muscles",
        help: "working sets per muscle and week instead of volume and records (\(WeeklyMuscleSets.rule))")

    static let command = Command(
        name: "stats",
        summary:
            "Show weekly volume, sessions and personal records, or working sets per muscle, from the training log.",
        signature: CommandSignature(options: [weeks, muscles, top, exercise, .unit, .store]),
        about: """
            Weeks start on Monday (UTC, as the log stores times) and end with the week of the latest session, so an
            old export still shows its last weeks. Volume is the sum of weight × reps over working sets (warm-ups
            left out), in the display unit (--unit) whatever unit each set was recorded in. Records are per
            exercise, over working sets, most trained first: the best estimated one-rep max and the heaviest
            weight, each in the display unit with the set as recorded and its date. The estimate is \(
                TrainingStats.formula.displayName)'s, weight × (1 + reps / 30), and counts only sets of \(
                OneRepMaxFormula.validReps.lowerBound)–\(OneRepMaxFormula.validReps.upperBound) reps: past about
            10 reps the formulas overestimate, so a 20-rep set is no one-rep max.

            --muscles lists working sets per muscle and week instead, most trained muscle first: each working set
            (warm-ups left out) counts 1 for each primary muscle of its exercise's entry in the exercise catalogue
            and ½ for each secondary one, so 3 sets of bench press count 3 for chest and 1.5 each for shoulders and
            triceps. An exercise's entry is the one its link in the log names (import and play match new exercises;
            `kheper exercises link` and `unlink` fix one), and an exercise never matched is matched by its name; the
            working sets of an exercise linked to none are listed by exercise, under the muscles, rather than dropped.
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                var weeks = 8
                if let text = arguments[StatsCommand.weeks] {
                    guard let value = Int(text), (1...520).contains(value) else {
                        throw CommandFailure(
                            "--weeks is \"\(text)\"; expected a whole number from 1 to 520", exitCode: .usage)
                    }
                    weeks = value
                }
                let byMuscle = arguments.contains(StatsCommand.muscles)
                if byMuscle,
                    let other = [StatsCommand.top, StatsCommand.exercise].first(where: { arguments[$0] != nil })
                {
                    throw CommandFailure(
                        "--muscles lists every exercise's sets by muscle, not records; leave out \(other.spellings[0])",
                        exitCode: .usage)
                }
                var top = TrainingStats.defaultTop
                if let text = arguments[StatsCommand.top] {
                    guard let value = Int(text), (1...100_000).contains(value) else {
                        throw CommandFailure(
                            "--top is \"\(text)\"; expected a whole number from 1 to 100000", exitCode: .usage)
                    }
                    top = value
                }
                let store = try LogCommand.open(arguments, context, mode: .read)
                let chosen = try arguments[StatsCommand.exercise].map { (reference) throws(CommandFailure) in
                    try ExerciseSessions.exercise(reference, in: store)
                }
                let unit = try DisplayUnit.resolve(arguments, context, store: store)
                let stats: TrainingStats
                do {
                    stats = try TrainingStats(
                        store: store, unit: unit, exercise: chosen,
                        resolver: byMuscle ? ExerciseEntryResolver.standard(for: store) : nil,
                        catalogue: byMuscle ? ExerciseEntries.catalogue(for: store) : ExerciseEntries.bundled)
                } catch {
                    throw CommandFailure("cannot read the training log: \(error)")
                }
                let lines = byMuscle ? stats.muscleLines(weeks: weeks) : stats.lines(weeks: weeks, top: top)
                for line in lines { context.output.print(line) }
            }
        }
    )
}
