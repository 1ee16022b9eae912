/// The writer of an ``InMemoryTrainingLogStore`` import: records into a copy of the state.
final class InMemoryLogImport: TrainingLogImport {
    var state: TrainingLogState
    private(set) var tally = ImportTally()
    private var created: Set<String> = []
    private var matched: Set<String> = []

    init(state: TrainingLogState) {
        self.state = state
    }

    func record(_ session: LoggedSession) throws -> RecordOutcome {
        guard state.sessions[session.id] == nil else {
            tally.sessionsAlreadyStored += 1
            return .alreadyStored
        }
        var ids: [String] = []
        for exercise in session.exercises {
            if let id = exercise.exerciseID {
                _ = try state.live(id)
                if !created.contains(id) { matched.insert(id) }
                ids.append(id)
                continue
            }
            let (id, isNew) = state.resolve(exercise.name)
            if isNew {
                created.insert(id)
            } else if !created.contains(id) {
                matched.insert(id)
            }
            ids.append(id)
        }
        state.sessions[session.id] = TrainingLogState.StoredSession(session: session, exerciseIDs: ids)
        tally.sessionsAdded += 1
        tally.setsAdded += session.setCount
        tally.exercisesNew = created.count
        tally.exercisesMatched = matched.count
        return .added
    }
}
