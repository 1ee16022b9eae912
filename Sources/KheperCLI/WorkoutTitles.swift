import KheperCore
import KheperEditor

/// Titles name workouts on the command line, so commands that give one check it is not already in use.
enum WorkoutTitles {
    /// The title the words after WORKOUT make, joined by single spaces; a blank one is a usage error asking for
    /// `what`, such as "the copy's title".
    static func title(after arguments: ParsedArguments, giving what: String) throws(CommandFailure) -> String {
        let title = arguments.positionals.dropFirst().joined(separator: " ")
        guard !ParsedArguments.isBlank(title) else {
            throw CommandFailure("TITLE is empty; give \(what)", exitCode: .usage)
        }
        return title
    }

    /// Refuses `title` when a workout in `store` already has it, naming each such workout by its id so the person
    /// can still refer to it.
    static func requireUnused(_ title: String, in store: any DocumentStore, doing what: String) throws(CommandFailure) {
        let holders = try workouts(titled: title, in: store)
        guard !holders.isEmpty else { return }
        let ids = holders.prefix(8).map(\.id.rawValue).joined(separator: ", ")
        let count = holders.count == 1 ? "a workout (id \(ids)) is" : "\(holders.count) workouts (ids \(ids)) are"
        throw CommandFailure(
            "cannot \(what): \(count) already titled \(ChangeDescription.quoted(title)), and a title must name one "
                + "workout; refer to \(holders.count == 1 ? "it" : "each") by its id, as in `kheper show "
                + "\(String(holders[0].id.rawValue.prefix(8)))`, and choose another title")
    }

    /// `title` when no workout has it, else the first of `title (copy)`, `title (copy 2)`, … that is free.
    static func free(_ title: String, in store: any DocumentStore) throws(CommandFailure) -> String {
        let used: Set<String>
        do {
            used = Set(try store.listDocuments().map(\.title))
        } catch {
            throw CommandFailure(error)
        }
        guard used.contains(title) else { return title }
        var number = 1
        while true {
            let candidate = number == 1 ? "\(title) (copy)" : "\(title) (copy \(number))"
            if !used.contains(candidate) { return candidate }
            number += 1
        }
    }

    private static func workouts(titled title: String, in store: any DocumentStore) throws(CommandFailure)
        -> [DocumentSummary]
    {
        do {
            return try store.listDocuments().filter { $0.title == title }
        } catch {
            throw CommandFailure(error)
        }
    }
}
