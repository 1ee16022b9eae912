public import KheperChart
public import KheperTrainingLog

/// The chart kind's `ProgressHistorySource` over a training log: an exercise's logged sets as progress
/// entries, so `show` and `render` chart real history.
///
/// A chart's `exerciseID`, when set, must be the id of an exercise (``entries(forExerciseID:)``); otherwise its
/// `exercise` resolves like any name a person types (an id, or a name whose normalised key is one of
/// the exercise's aliases, merges included). Weights are converted to ``unit`` here, for the chart only; the log
/// keeps them as recorded. Warm-up sets are left out of every metric, as `SetType/warmUp` says (records and
/// volume are about working sets), and so are sets without reps (a timed or distance set charts nothing); a set
/// with reps and no load counts as 0 kg, so bodyweight sets still count toward total reps. A store that cannot be
/// read gives no entries, and the chart says it has no history.
public struct TrainingLogProgressHistory: ProgressHistorySource {
    /// The log read.
    public let store: any TrainingLogStore

    /// The unit every entry's weight is given in: the lifter's display unit.
    public let unit: WeightUnit

    /// Creates the source over `store`, with weights in `unit`.
    public init(store: any TrainingLogStore, unit: WeightUnit = .kg) {
        self.store = store
        self.unit = unit
    }

    /// Every weight is in ``unit``.
    public var weightUnit: String? { unit.rawValue }

    /// The working sets of the exercise `reference` names, weights in ``unit``, oldest first.
    public func entries(for reference: String) -> [ProgressEntry] {
        guard let exercise = try? store.exercise(named: reference),
            let sets = try? store.sets(forExercise: exercise.id)
        else { return [] }
        return Self.entries(from: sets, in: unit)
    }

    /// The working sets of the exercise whose id is `id`, weights in ``unit``, oldest first; `nil` when no
    /// exercise has that id (or it was merged into another), or the store cannot be read.
    public func entries(forExerciseID id: String) -> [ProgressEntry]? {
        guard let sets = try? store.sets(forExercise: id) else { return nil }
        return Self.entries(from: sets, in: unit)
    }

    /// The progress entries for logged sets: warm-ups and sets without reps left out, weights in `unit`.
    public static func entries(from sets: [ExerciseHistoryEntry], in unit: WeightUnit = .kg) -> [ProgressEntry] {
        sets.compactMap { entry in
            guard entry.set.type != .warmUp, let reps = entry.set.reps else { return nil }
            return ProgressEntry(
                date: entry.date, weight: entry.set.weight?.value(in: unit) ?? 0, reps: reps, session: entry.sessionID)
        }
    }
}
