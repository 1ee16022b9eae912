import KheperCore
import KheperEditor

/// Resolves the WORKOUT and BLOCK arguments: an id, a unique id prefix, or (for workouts) an exact title.
enum WorkoutAddress {
    /// The id of the one workout `reference` names.
    static func resolve(_ reference: String, in store: any WorkoutStore) throws(CommandFailure) -> String {
        let workouts: [WorkoutSummary]
        do {
            workouts = try store.listWorkouts()
        } catch {
            throw CommandFailure(error)
        }
        if let exact = workouts.first(where: { $0.id == reference }) { return exact.id }
        let titled = workouts.filter { $0.title == reference }
        let prefixed = workouts.filter { $0.id.hasPrefix(reference) }
        let candidates = titled.isEmpty ? prefixed : titled
        switch candidates.count {
        case 1:
            return candidates[0].id
        case 0:
            throw CommandFailure("no workout has the id, id prefix or title \"\(reference)\"; `kheper list` shows them")
        default:
            let names = candidates.prefix(8).map { "\($0.id) (\($0.title))" }.joined(separator: ", ")
            throw CommandFailure("\"\(reference)\" matches \(candidates.count) workouts: \(names); give more of the id")
        }
    }

    /// The id of the one block `reference` names in `document`.
    static func resolveBlock(_ reference: String, in document: WorkoutDocument) throws(CommandFailure) -> BlockID {
        let id = BlockID(reference)
        if document.contains(id) { return id }
        let candidates = document.allIDs.filter { $0.rawValue.hasPrefix(reference) }
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            throw CommandFailure("no block in \"\(document.title)\" has the id or id prefix \"\(reference)\"")
        default:
            let names = candidates.prefix(8).map { id in
                "\(id) (\(document[id]?.content.typeTag ?? "?"))"
            }
            throw CommandFailure(
                "\"\(reference)\" matches \(candidates.count) blocks: \(names.joined(separator: ", ")); give more of the id"
            )
        }
    }
}

/// A command that was refused or failed, with one sentence for the user and the exit code to use.
struct CommandFailure: Error {
    let message: String
    let exitCode: ExitCode

    init(_ message: String, exitCode: ExitCode = .failure) {
        self.message = message
        self.exitCode = exitCode
    }

    init(_ error: StoreError) {
        let environmental: Set<StoreError.Code> = [.notAStore, .corrupt, .newerSchema, .unwritable]
        self.init(error.message, exitCode: environmental.contains(error.code) ? .usage : .failure)
    }

    init(_ error: EditorError) {
        self.init(error.message)
    }

    init(_ error: any Error) {
        switch error {
        case let error as StoreError: self.init(error)
        case let error as EditorError: self.init(error)
        default: self.init(String(describing: error))
        }
    }
}
