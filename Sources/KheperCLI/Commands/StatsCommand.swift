import Foundation
import KheperCore
import KheperTrainingLog

/// `kheper stats`: weekly volume and sessions, and each exercise's records, from the training log.
enum StatsCommand {
    static let command = Command(
        name: "stats",
        summary: "Show weekly volume, sessions per week and personal records from the training log.",
        usage: "kheper stats [--weeks N] [--store PATH]",
        details: """
            Weeks start on Monday (UTC, as the log stores times) and end with the week of the latest session, so an
            old export still shows its last weeks. Volume is the sum of weight × reps over working sets (warm-ups
            left out) in kilograms, whatever unit each set was recorded in. Records are per exercise, over working
            sets: the best estimated one-rep max (Epley) and the heaviest weight, each in the unit recorded and
            with its date.

            options:
              --weeks N     how many weeks to list (default 8, at most 520)
              --store PATH  the store to use
              -h, --help    show this help

            \(StoreAccess.note)
            """,
        spec: {
            ArgumentSpec(
                options: ["store": StoreAccess.option, "weeks": (["--weeks"], nil)], positionals: 0...0,
                positionalName: "")
        },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                var weeks = 8
                if let text = arguments.options["weeks"] {
                    guard let value = Int(text), (1...520).contains(value) else {
                        throw CommandFailure(
                            "--weeks is \"\(text)\"; expected a whole number from 1 to 520", exitCode: .usage)
                    }
                    weeks = value
                }
                let store = try LogCommand.open(arguments, context, mode: .read)
                let stats: TrainingStats
                do {
                    stats = try TrainingStats(store: store)
                } catch {
                    throw CommandFailure("cannot read the training log: \(error)")
                }
                for line in stats.lines(weeks: weeks) { context.output.print(line) }
            }
        }
    )
}
