import KheperCore
import KheperEditor

/// `kheper check [--store PATH]`: reads the whole store and reports whether it is sound.
enum CheckCommand {
    static let command = Command(
        name: "check",
        summary: "Check the whole store for damage.",
        signature: CommandSignature(options: [.store]),
        about: """
            Reads every page of the store (SQLite's integrity_check and foreign_key_check) without changing it,
            and prints "ok: PATH is sound (N workouts, M blocks)" or each problem found. Opening a store never
            does this, so it takes time in proportion to the store's size. Exit status: 0 when the store is sound,
            1 when it is damaged or missing, 2 when the file is not a Kheper store.
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let path = StoreLocation.path(option: arguments[.store], environment: context.environment)
                let store: any DocumentStore
                do throws(StoreError) {
                    store = try context.openStore(path, .read)
                } catch  where error.code == .corrupt {
                    // Damage found while opening is still damage: exit 1, like damage the check finds.
                    throw CommandFailure(error.message, exitCode: .failure)
                } catch {
                    throw StoreAccess.failure(error, opening: path)
                }
                guard let checked = store as? any IntegrityCheckingStore else {
                    throw CommandFailure("the store at \(path) cannot check its own integrity")
                }
                let problems: [String]
                let workouts: [DocumentSummary]
                do throws(StoreError) {
                    problems = try checked.checkIntegrity()
                    workouts = problems.isEmpty ? try checked.listDocuments() : []
                } catch  where error.code == .corrupt {
                    throw CommandFailure(error.message, exitCode: .failure)
                } catch {
                    throw CommandFailure(error)
                }
                guard problems.isEmpty else {
                    for problem in problems {
                        context.output.print("\(path): \(problem)")
                    }
                    let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
                    throw CommandFailure(
                        "the store at \(path) is damaged (\(count) found); `kheper export` may still save the "
                            + "workouts that read back")
                }
                let blocks = workouts.reduce(0) { $0 + $1.blockCount }
                let workoutCount = workouts.count == 1 ? "1 workout" : "\(workouts.count) workouts"
                let blockCount = blocks == 1 ? "1 block" : "\(blocks) blocks"
                context.output.print("ok: \(path) is sound (\(workoutCount), \(blockCount))")
            }
        }
    )
}
