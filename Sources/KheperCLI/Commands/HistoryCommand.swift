import Foundation
import KheperCore
import KheperTrainingLog

/// `kheper history EXERCISE`: an exercise's sessions and sets from the training log, newest first.
enum HistoryCommand {
    static let command = Command(
        name: "history",
        summary: "List an exercise's logged sessions and sets, newest first.",
        signature: CommandSignature(
            options: [.json, .unit, .store], positionals: [CommandPositional(.text, placeholder: "EXERCISE")]),
        about: """
            EXERCISE is an exercise id or a name that resolves to one ("bench press" finds "Bench Press
            (Barbell)"); `kheper exercises` lists them. Each session shows its date, the workout's title and every
            set as recorded: 5 × 82.5 kg @ RPE 8, with W, D and F marking warm-up, drop and failure sets. Units
            are as recorded, and a weight recorded in another unit than the display unit (--unit) is followed by
            its value in that unit: 8 × 150 lb (68 kg). Float noise is rounded in the text only. --json prints the same as JSON, numbers
            exactly as stored. An unknown exercise exits 1.
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let store = try LogCommand.open(arguments, context, mode: .read)
                let history = try ExerciseSessions.load(arguments.positionals[0], from: store)
                if arguments.contains(.json) {
                    context.output.writeVerbatim(history.json.serializedString([.prettyPrinted]) + "\n", format: .json)
                } else {
                    let unit = try DisplayUnit.resolve(arguments, context, store: store)
                    for line in history.lines(in: unit) { context.output.print(line) }
                }
            }
        }
    )
}
