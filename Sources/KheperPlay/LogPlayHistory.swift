public import KheperTrainingLog

/// The ``PlayHistory`` `kheper play` reads from the training log: for each exercise of the workout, the sets of
/// the latest session that had it, and the bests over every session, read once before the play starts so the
/// screen never waits on the store.
///
/// An exercise block with an `exerciseID` finds its exercise by that id, which must be one `kheper exercises`
/// lists; any other finds it by name as `kheper log` does (`TrainingLogStore/exercise(named:)`, through the
/// names' candidate keys), else, given a linker (`ExerciseLinker/play(_:names:)`), through the catalogue entry
/// the linker gives the name (a block's `entry`, else the catalogue's match): the exercise linked to that entry
/// (`TrainingLogStore/exercise(linkedTo:)`, the least id of several). That is the exercise its sets are then
/// logged under (the store resolves a played name the same way, handed the same linker), whose name
/// ``loggedName(for:)`` gives. The session being played is left out, so a resumed play compares
/// with the session before. Last time's weights are given as lifted, so a prefilled load is one the lifter can put
/// on the bar again; the play screen adds a weight's value in the lifter's `DisplayUnit` when it was lifted in
/// the other unit.
public struct LogPlayHistory: PlayHistory {
    /// An exercise of the workout: its name as written, and the log's id when the block gives one.
    public struct Exercise: Hashable, Sendable {
        /// The exercise's name as the block writes it.
        public var name: String
        /// The log's exercise id the block links to, if any.
        public var logExerciseID: String?

        /// An exercise named `name`, linked to the log's exercise `logExerciseID` when given.
        public init(name: String, logExerciseID: String? = nil) {
            self.name = name
            self.logExerciseID = logExerciseID
        }
    }

    /// The lifter's unit: the play screen shows last time's weights in it too, and a typed load without a unit is
    /// read in it.
    public let displayUnit: WeightUnit
    private var last: [String: [PerformedSet]] = [:]
    private var best: [String: PersonalBests] = [:]
    private var lastByID: [String: [PerformedSet]] = [:]
    private var bestByID: [String: PersonalBests] = [:]
    private var names: [String: String] = [:]

    /// Reads the history of each of `exercises` from `store`, leaving out the session `excluded`, for a lifter
    /// whose display unit is `unit`; a name no alias finds is looked up through the entry `linker` gives it.
    /// - Throws: `TrainingLogError` `log.unknown-exercise` when an `exerciseID` names no exercise of the log,
    ///   or another when the store cannot be read.
    public init(
        store: any TrainingLogStore, exercises: some Sequence<Exercise>, excluding excluded: String?,
        unit: WeightUnit = .kg, linker: ExerciseLinker? = nil
    ) throws(TrainingLogError) {
        displayUnit = unit
        var known: [LoggedExercise]?
        for exercise in Set(exercises) {
            if let id = exercise.logExerciseID {
                guard lastByID[id] == nil, bestByID[id] == nil else { continue }
                if known == nil { known = try store.exercises() }
                let all = known ?? []
                guard all.contains(where: { $0.id == id }) else { throw Self.unknown(id, block: exercise.name) }
                let (sets, bests) = try Self.history(of: id, in: store, excluding: excluded)
                lastByID[id] = sets
                bestByID[id] = bests
                continue
            }
            let key = ExerciseName.key(exercise.name)
            guard best[key] == nil, let found = try Self.resolve(exercise.name, in: store, linker: linker) else {
                continue
            }
            let (sets, bests) = try Self.history(of: found.id, in: store, excluding: excluded)
            last[key] = sets
            best[key] = bests
            names[key] = found.name
        }
    }

    /// The log's exercise the plan's name `name` resolves to: by its keys among the aliases, else the exercise
    /// linked to the entry `linker` gives it; nil when neither finds one.
    private static func resolve(_ name: String, in store: any TrainingLogStore, linker: ExerciseLinker?)
        throws(TrainingLogError) -> LoggedExercise?
    {
        if let found = try store.exercise(named: name) { return found }
        guard let entryID = linker?.link(name).entryID else { return nil }
        return try store.exercise(linkedTo: entryID)
    }

    /// Checks that every `exerciseID` of `exercises` names an exercise of the log, before anything is played.
    /// - Throws: `TrainingLogError` `log.unknown-exercise` for the first that does not.
    public static func checkIDs(of exercises: some Sequence<Exercise>, in store: any TrainingLogStore)
        throws(TrainingLogError)
    {
        let withIDs = exercises.filter { $0.logExerciseID != nil }
        guard !withIDs.isEmpty else { return }
        let known = Set(try store.exercises().map(\.id))
        for exercise in withIDs {
            guard let id = exercise.logExerciseID, !known.contains(id) else { continue }
            throw unknown(id, block: exercise.name)
        }
    }

    /// The sets of the latest session that had the exercise `id`, as recorded, and its bests, leaving out
    /// `excluded`.
    private static func history(of id: String, in store: any TrainingLogStore, excluding excluded: String?)
        throws(TrainingLogError)
        -> ([PerformedSet]?, PersonalBests)
    {
        let entries = try store.sets(forExercise: id).filter { $0.sessionID != excluded }
        let latest = entries.last?.sessionID
        let sets = latest.map { latest in entries.filter { $0.sessionID == latest }.map(\.set) }
        return (sets, PersonalBests(sets: entries.map(\.set)))
    }

    /// The error for an `exerciseID` that names no exercise, naming the block, the field, the value and what was
    /// expected.
    static func unknown(_ id: String, block name: String) -> TrainingLogError {
        TrainingLogError(
            .unknownExercise,
            "the exercise \"\(name)\" has \"exerciseID\" \"\(id)\", which names no exercise in the training log; "
                + "expected an id that `kheper exercises` lists, such as ex-0123456789abcdef, or no exerciseID to "
                + "find the exercise by its name")
    }

    /// The sets of the latest session that had the exercise.
    public func lastSets(for reference: String) -> [PerformedSet] {
        lastByID[reference] ?? last[ExerciseName.key(reference)] ?? []
    }

    /// The name of the log's exercise the plan's name resolves to.
    public func loggedName(for exerciseName: String) -> String? {
        names[ExerciseName.key(exerciseName)]
    }

    /// The bests of the exercise over every session.
    public func bests(for reference: String) -> PersonalBests {
        bestByID[reference] ?? best[ExerciseName.key(reference)] ?? .none
    }
}
