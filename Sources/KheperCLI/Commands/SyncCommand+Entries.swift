import KheperSync
import KheperTrainingLog

/// What a sync does with the lifter's own catalogue entries another device added: as `exercises add-entry` does on
/// the device that added one, the log's unmatched exercises that match it now are linked to it.
extension SyncCommand {
    /// Links the log's unmatched exercises that match an entry `report` received, and says which; `nil` when it
    /// received no entry or linked none.
    static func linkReceivedEntries(_ report: SyncReport, _ arguments: ParsedArguments, _ context: CommandContext)
        throws(CommandFailure) -> String?
    {
        guard !report.received.customEntries.isEmpty, context.openLog != nil else { return nil }
        let store = try LogCommand.open(arguments, context, mode: .write)
        let linked: [LoggedExercise]
        do throws(TrainingLogError) {
            let catalogue = try ExerciseEntries.catalogue(for: store)
            linked = try ExercisesCommand.linkMatching(report.received.customEntries, in: catalogue, store: store)
        } catch {
            throw CommandFailure(error.message)
        }
        guard !linked.isEmpty else { return nil }
        return "linked \(plural(linked.count, "exercise")) to your entries from other devices: "
            + linked.map { "\"\($0.name)\" (\($0.id))" }.joined(separator: ", ")
    }
}
