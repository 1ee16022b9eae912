import Foundation
import KheperCore
import KheperEditor

/// `kheper list [--json]`: the workouts in the store.
enum ListCommand {
    static let command = Command(
        name: "list",
        summary: "List the workouts in the store.",
        signature: CommandSignature(options: [.json.with(help: "print the workouts as JSON"), .store]),
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let store = try StoreAccess.open(arguments, context, mode: .read)
                let workouts: [DocumentSummary]
                do {
                    workouts = try store.listDocuments()
                } catch {
                    throw CommandFailure(error)
                }
                let formatter = ISO8601DateFormatter()
                if arguments.contains(.json) {
                    let list: [JSONValue] = workouts.map { workout in
                        [
                            "id": .string(workout.id.rawValue), "title": .string(workout.title),
                            "blocks": .number(JSONNumber(workout.blockCount)),
                            "modified": .string(formatter.string(from: workout.modifiedAt)),
                        ]
                    }
                    context.output.writeVerbatim(
                        JSONValue.array(list).serializedString([.prettyPrinted]) + "\n", format: .json)
                    return
                }
                guard !workouts.isEmpty else {
                    context.output.printError("no workouts yet; `kheper new TITLE` makes one")
                    return
                }
                let width = workouts.map(\.id.rawValue.count).max() ?? 0
                for workout in workouts {
                    let id = TextStyle.dim.apply(
                        workout.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0),
                        when: context.colorOutput)
                    let blocks = workout.blockCount == 1 ? "1 block" : "\(workout.blockCount) blocks"
                    let row: TerminalText = "\(id)  \(workout.title)  (\(blocks))"
                    context.output.print(row)
                }
            }
        }
    )
}
