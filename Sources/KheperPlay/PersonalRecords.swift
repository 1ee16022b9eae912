internal import KheperChart
public import KheperTrainingLog

/// Personal-record detection: which measures a set beats, compared with the bests so far.
///
/// A record needs a best to beat: the first time an exercise (or a load, for most reps at a load) is done sets the
/// best without an announcement. Warm-ups never count. A set with a load counts for best e1RM (Epley, in kg),
/// heaviest load and most reps at that load; a set with reps and no load for most reps; a set with a duration for
/// longest time.
public enum PersonalRecords {
    /// The records `set` of `exerciseName` beats, compared with `bests`.
    public static func records(of set: PerformedSet, exerciseName: String, against bests: PersonalBests)
        -> [PersonalRecord]
    {
        guard set.type != .warmUp else { return [] }
        var found: [PersonalRecord] = []
        func beat(_ kind: PersonalRecord.Kind, _ value: Double, _ previous: Double?, kilograms: Double? = nil) {
            guard let previous, value > previous + 1e-9 else { return }
            found.append(
                PersonalRecord(
                    exerciseName: exerciseName, kind: kind, value: value, previous: previous, kilograms: kilograms))
        }
        let reps = set.reps ?? 0
        if let kilograms = set.weight?.kilograms, kilograms > 0, reps >= 1 {
            if let estimate = OneRepMaxFormula.epley.estimate(weight: kilograms, reps: reps) {
                beat(.e1RM, estimate, bests.e1RM)
            }
            beat(.heaviest, kilograms, bests.heaviest)
            beat(
                .mostRepsAtLoad, Double(reps), bests.mostReps(atKilograms: kilograms).map(Double.init),
                kilograms: kilograms)
        } else if reps >= 1 {
            beat(.mostReps, Double(reps), bests.mostReps.map(Double.init))
        }
        if let seconds = set.durationSeconds, seconds > 0 { beat(.longest, seconds, bests.longest) }
        return found
    }

    /// The volume of `sets` in kilograms: reps × load over every set with both, warm-ups left out.
    public static func volume(of sets: [PerformedSet]) -> Double {
        sets.reduce(0) { total, set in
            guard set.type != .warmUp, let reps = set.reps, let kilograms = set.weight?.kilograms else { return total }
            return total + Double(reps) * kilograms
        }
    }
}
