/// The writer of an ``InMemoryTrainingLogStore`` import: records into a copy of the state.
final class InMemoryLogImport: TrainingLogImport {
    var state: TrainingLogState
    private(set) var tally = ImportTally()
    var linker: ExerciseLinker?
    private var created: Set<String> = []
    private var matched: Set<String> = []

    /// What this import replaced and added, when it replaces; nil for a plain import.
    private(set) var replacement: TrainingLogState.Replacement?

    init(state: TrainingLogState, replaces: Bool = false) {
        self.state = state
        if replaces {
            replacement = TrainingLogState.Replacement(id: state.replacements.count + 1, replaced: [:], added: [])
        }
    }

    func record(_ session: LoggedSession) throws(TrainingLogError) -> RecordOutcome {
        var outcome = RecordOutcome.added
        if let stored = state.sessions[session.id] {
            guard replacement != nil else {
                tally.sessionsAlreadyStored += 1
                return .alreadyStored
            }
            if replacement?.replaced[session.id] == nil, replacement?.added.contains(session.id) == false {
                replacement?.replaced[session.id] = stored
            }
            outcome = .replaced
        } else {
            replacement?.added.insert(session.id)
        }
        var ids: [String] = []
        for exercise in session.exercises {
            if let id = exercise.exerciseID {
                _ = try state.live(id)
                if !created.contains(id) { matched.insert(id) }
                ids.append(id)
                continue
            }
            let (id, isNew, link) = state.resolve(exercise.name, source: session.source, linker: linker)
            if isNew {
                created.insert(id)
                if let link { tally.newLinks[exercise.name] = link }
            } else if !created.contains(id) {
                matched.insert(id)
            }
            if let joined = state.exercises[id]?.name, joined != exercise.name { tally.joined[exercise.name] = joined }
            ids.append(id)
        }
        state.sessions[session.id] = TrainingLogState.StoredSession(session: session, exerciseIDs: ids)
        if outcome == .replaced {
            tally.sessionsReplaced += 1
            tally.setsAdded += session.setCount
            tally.exercisesNew = created.count
            tally.exercisesMatched = matched.count
            return .replaced
        }
        tally.sessionsAdded += 1
        tally.setsAdded += session.setCount
        tally.exercisesNew = created.count
        tally.exercisesMatched = matched.count
        return .added
    }
}
