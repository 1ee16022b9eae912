import Foundation

/// The whole of an in-memory training log: exercises, their aliases, sessions and merges, as plain values, so an
/// import or a merge works on a copy and commits by assignment.
struct TrainingLogState: Sendable {
    /// An exercise's row: its display name, and the exercise it was merged into, if any.
    struct Exercise: Sendable {
        var name: String
        var mergedInto: String?
    }

    /// A stored session and the exercise id each of its performed exercises resolved to.
    struct StoredSession: Sendable {
        var session: LoggedSession
        var exerciseIDs: [String]
    }

    /// A merge and the performed exercises (session id, position) it moved.
    struct Merge: Sendable {
        var merge: ExerciseMerge
        var entries: [(session: String, position: Int)]
    }

    var exercises: [String: Exercise] = [:]
    var aliases: [String: String] = [:]
    /// The lifter's settings, by name.
    var settings: [String: String] = [:]
    /// One replacing import: the sessions it replaced, as they were, and the ids of those it added; or one removal,
    /// whose removed sessions are kept in `replaced` and named in `removed`.
    struct Replacement: Sendable {
        var id: Int
        var replaced: [String: StoredSession]
        var added: Set<String>
        var removed: Set<String> = []
        var undone = false
    }

    /// Every replacing import and removal, oldest first.
    var replacements: [Replacement] = []
    var sessions: [String: StoredSession] = [:]
    var merges: [Merge] = []
    /// The session open for each workout id, saved during a play and not yet closed.
    var openSessions: [String: String] = [:]
    /// Each exercise's link to the exercise catalogue, by exercise id.
    var links: [String: ExerciseLink] = [:]
    /// The lifter's link changes, oldest first; a change's id is its position plus one.
    var linkChanges: [ExerciseLinkChange] = []
    /// The lifter's own catalogue entries, by id.
    var customEntries: [String: CustomExerciseEntry] = [:]

    /// The exercise a name recorded by `source` resolves to (``ExerciseName/lookupKeys(_:source:)``), creating
    /// one when none matches, and whether it was created.
    /// With a `linker`, a name no key finds joins the exercise that links to the entry its link names (see
    /// ``linkedExercise(_:)``), and an exercise created is linked as the linker says; the link is returned then.
    mutating func resolve(_ name: String, source: LogSource, linker: ExerciseLinker? = nil)
        -> (id: String, created: Bool, link: ExerciseLink?)
    {
        let key = ExerciseName.key(name)
        for candidate in ExerciseName.lookupKeys(name, source: source) {
            guard let id = aliases[candidate] else { continue }
            if aliases[key] == nil { aliases[key] = id }
            return (id, false, nil)
        }
        let link = linker?.link(name)
        if let entryID = link?.entryID, let id = linkedExercise(entryID) {
            if aliases[key] == nil { aliases[key] = id }
            return (id, false, nil)
        }
        let id = newExercise(named: name, key: key)
        aliases[key] = id
        if let link { links[id] = link }
        return (id, true, link)
    }

    /// The exercise, not merged away, that links to the entry `entryID`; of several, the least id, as the SQLite
    /// store chooses.
    func linkedExercise(_ entryID: String) -> String? {
        links.filter { $0.value.entryID == entryID && exercises[$0.key]?.mergedInto == nil }.keys.min()
    }

    /// Stores a matcher's links, leaving the lifter's as they are.
    mutating func storeMatches(_ found: [String: ExerciseLink]) throws(TrainingLogError) {
        for id in found.keys where exercises[id] == nil { throw TrainingLogError.unknownExercise(id) }
        for (id, link) in found where links[id]?.isLifters != true { links[id] = link }
    }

    /// Sets the lifter's link of exercise `id` and records the change.
    mutating func setLink(_ link: ExerciseLink, forExercise id: String) throws(TrainingLogError)
        -> ExerciseLinkChange
    {
        _ = try live(id)
        let change = ExerciseLinkChange(
            id: linkChanges.count + 1, exerciseID: id, before: links[id], after: link, undone: false)
        links[id] = link
        linkChanges.append(change)
        return change
    }

    /// Adds the lifter's entry, refusing an id taken.
    mutating func addCustomEntry(_ entry: CustomExerciseEntry) throws(TrainingLogError) {
        guard customEntries[entry.id] == nil else { throw TrainingLogError.customEntryExists(entry.id) }
        customEntries[entry.id] = entry
    }

    /// Removes the lifter's entry `id`, leaving the exercises linked to it unmatched.
    mutating func removeCustomEntry(id: String) throws(TrainingLogError) -> CustomEntryRemoval {
        guard let entry = customEntries.removeValue(forKey: id) else {
            throw TrainingLogError.unknownCustomEntry(id)
        }
        let linked = links.filter { $0.value.entryID == id }.keys.sorted()
        for exercise in linked { links[exercise] = ExerciseLink(entryID: nil, how: ExerciseLink.entryRemoved) }
        return CustomEntryRemoval(entry: entry, unlinkedExercises: linked)
    }

    /// Undoes link change `id`, or the latest not undone.
    mutating func undoLinkChange(_ id: Int?) throws(TrainingLogError) -> ExerciseLinkChange {
        let index =
            id.map { id in linkChanges.firstIndex { $0.id == id && !$0.undone } }
            ?? linkChanges.lastIndex { !$0.undone }
        guard let index else { throw TrainingLogError.noLinkChangeToUndo(id) }
        linkChanges[index].undone = true
        let change = linkChanges[index]
        links[change.exerciseID] = change.before
        return change
    }

    /// Adds an exercise named `name`, with the stable id of `key` (and a suffix when an exercise, merged away say,
    /// has it already), and returns its id.
    mutating func newExercise(named name: String, key: String) -> String {
        var id = LoggedExercise.stableID(key: key)
        var suffix = 2
        while exercises[id] != nil {
            id = LoggedExercise.stableID(key: key) + "-\(suffix)"
            suffix += 1
        }
        exercises[id] = Exercise(name: name)
        return id
    }

    /// Moves the performed exercises recorded under the spelling `name`, and its alias key when
    /// `ExerciseSplit.movedAlias(splitting:from:)` gives one, off the exercise the key leads to, to a new
    /// exercise named as the oldest of them recorded it.
    mutating func split(_ name: String) throws(TrainingLogError) -> ExerciseSplit {
        let key = ExerciseName.key(name)
        guard !key.isEmpty, let sourceID = aliases[key], let source = exercises[sourceID] else {
            throw TrainingLogError.noSpelling(name)
        }
        guard name != source.name else { throw TrainingLogError.splittingFirstName(name, id: sourceID) }
        var taken: [(session: String, position: Int, start: Date, name: String)] = []
        var spellings: Set<String> = []
        for (sessionID, stored) in sessions {
            for position in stored.exerciseIDs.indices where stored.exerciseIDs[position] == sourceID {
                let recorded = stored.session.exercises[position].name
                spellings.insert(recorded)
                guard ExerciseSplit.takes(recorded, splitting: name, from: source.name) else { continue }
                taken.append((sessionID, position, stored.session.start, recorded))
            }
        }
        taken.sort { ($0.start, $0.session, $0.position) < ($1.start, $1.session, $1.position) }
        guard let first = taken.first else {
            throw TrainingLogError.nothingToSplit(name, from: source.name, id: sourceID, spellings: spellings.sorted())
        }
        let newID = newExercise(named: first.name, key: key)
        for entry in taken { sessions[entry.session]?.exerciseIDs[entry.position] = newID }
        let alias = ExerciseSplit.movedAlias(splitting: name, from: source.name)
        aliases[alias] = newID
        return ExerciseSplit(
            name: first.name, sourceID: sourceID, sourceName: source.name, newID: newID, movedAlias: alias,
            movedEntries: taken.count)
    }

    /// An exercise that exists and is not merged away, or the unknown-exercise error.
    func live(_ id: String) throws(TrainingLogError) -> Exercise {
        guard let exercise = exercises[id], exercise.mergedInto == nil else {
            throw TrainingLogError.unknownExercise(id)
        }
        return exercise
    }

    mutating func merge(_ source: String, into target: String) throws(TrainingLogError) -> ExerciseMerge {
        _ = try live(source)
        _ = try live(target)
        guard source != target else {
            throw TrainingLogError(.sameExercise, "cannot merge exercise \"\(source)\" into itself")
        }
        let moved = aliases.filter { $0.value == source }.map(\.key).sorted()
        for key in moved { aliases[key] = target }
        var entries: [(session: String, position: Int)] = []
        for (sessionID, var stored) in sessions {
            for position in stored.exerciseIDs.indices where stored.exerciseIDs[position] == source {
                stored.exerciseIDs[position] = target
                entries.append((sessionID, position))
            }
            sessions[sessionID] = stored
        }
        exercises[source]?.mergedInto = target
        let merge = ExerciseMerge(
            id: merges.count + 1, sourceID: source, targetID: target, movedAliases: moved,
            movedEntries: entries.count, undone: false)
        merges.append(Merge(merge: merge, entries: entries))
        return merge
    }

    mutating func undoMerge(_ id: Int?) throws(TrainingLogError) -> ExerciseMerge {
        let index: Int?
        if let id {
            index = merges.firstIndex { $0.merge.id == id && !$0.merge.undone }
        } else {
            index = merges.lastIndex { !$0.merge.undone }
        }
        guard let index else {
            throw TrainingLogError(
                .noMerge,
                id.map { "there is no merge number \($0) left to undo" }
                    ?? "there is no merge to undo")
        }
        let record = merges[index]
        for key in record.merge.movedAliases { aliases[key] = record.merge.sourceID }
        for entry in record.entries { sessions[entry.session]?.exerciseIDs[entry.position] = record.merge.sourceID }
        exercises[record.merge.sourceID]?.mergedInto = nil
        merges[index].merge.undone = true
        return merges[index].merge
    }

    /// The sessions the latest replacement not yet taken back added, or replaced by a session that differs.
    func sessionsChangedByLatestReplacement() -> Set<String> {
        guard let replacement = replacements.last(where: { !$0.undone }) else { return [] }
        let differing = replacement.replaced.compactMap { id, kept in
            sessions[id].map { ($0.session, $0.exerciseIDs) == (kept.session, kept.exerciseIDs) } == true ? nil : id
        }
        return replacement.added.union(differing)
    }

    /// Takes back the latest replacement not yet taken back.
    mutating func undoReplacement() throws(TrainingLogError) -> LogReplacement {
        guard let index = replacements.lastIndex(where: { !$0.undone }) else {
            throw TrainingLogError.noReplacementToUndo
        }
        let replacement = replacements[index]
        for id in replacement.added { sessions[id] = nil }
        for (id, stored) in replacement.replaced { sessions[id] = stored }
        replacements[index].undone = true
        return LogReplacement(
            id: replacement.id,
            replacedSessions: replacement.replaced.keys.filter { !replacement.removed.contains($0) }.sorted(),
            addedSessions: replacement.added.sorted(), removedSessions: replacement.removed.sorted())
    }

    /// Removes the sessions `ids`, kept as a step ``undoReplacement()`` takes back.
    mutating func removeSessions(_ ids: [String]) throws(TrainingLogError) -> LogReplacement {
        var removal = Replacement(id: replacements.count + 1, replaced: [:], added: [], removed: Set(ids))
        for id in ids where removal.replaced[id] == nil {
            guard let stored = sessions[id] else { throw TrainingLogError.unknownSession(id) }
            removal.replaced[id] = stored
            sessions[id] = nil
            openSessions = openSessions.filter { $0.value != id }
        }
        replacements.append(removal)
        return LogReplacement(
            id: removal.id, replacedSessions: [], addedSessions: [], removedSessions: removal.removed.sorted())
    }
}
