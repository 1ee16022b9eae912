public import KheperTrainingLog

/// What was logged for one lift in a session: the prescription it was done against and the sets performed.
///
/// Targets are judged by reps: working set `n` meets prescribed set `n` when its reps reach the target's minimum.
/// Warm-ups are left out (they never count toward progression), and a prescribed set with no performed set, or
/// one with no reps recorded, is missed.
public struct LoggedLift: Sendable, Hashable {
    /// The prescription the session was done against.
    public var prescription: Prescription
    /// The sets as performed, warm-ups included.
    public var sets: [PerformedSet]

    /// Creates what was logged.
    public init(prescription: Prescription, sets: [PerformedSet]) {
        self.prescription = prescription
        self.sets = sets
    }

    /// Creates what was logged from the reps done in each working set, in order, such as `[5, 5, 4]`.
    public init(prescription: Prescription, reps: [Int]) {
        self.init(
            prescription: prescription,
            sets: reps.enumerated().map { PerformedSet(order: $0.offset + 1, type: .working, reps: $0.element) })
    }

    /// The sets that count toward progression: all but warm-ups.
    public var workingSets: [PerformedSet] { sets.filter { $0.type != .warmUp } }

    /// The reps done in each working set; `0` where none were recorded.
    public var repsDone: [Int] { workingSets.map { $0.reps ?? 0 } }

    /// The prescribed sets whose targets were not met, each with its 1-based number and the reps done (`nil` when
    /// the set was not done).
    public var misses: [(set: Int, target: RepTarget, done: Int?)] {
        let done = repsDone
        return prescription.sets.enumerated().compactMap { index, set in
            let reps = index < done.count ? done[index] : nil
            return set.reps.isMet(by: reps ?? 0) ? nil : (index + 1, set.reps, reps)
        }
    }

    /// Whether every prescribed set's target was met.
    public var everyTargetMet: Bool { misses.isEmpty }

    /// The working sets' reps as a sentence writes them: `3×5` when equal, `5, 5, 4` otherwise, `no sets` for none.
    public var doneText: String {
        let done = repsDone
        guard let first = done.first else { return "no sets" }
        if done.allSatisfy({ $0 == first }) { return "\(done.count)×\(first)" }
        return done.map(String.init).joined(separator: ", ")
    }

    /// The first missed target as a sentence writes it: `set 3 had 4 of 5 reps`, or `set 3 was not done`.
    public var firstMissText: String? {
        guard let miss = misses.first else { return nil }
        guard let done = miss.done else { return "set \(miss.set) was not done" }
        return "set \(miss.set) had \(done) of \(miss.target.minimum) reps"
    }

    /// The highest one-rep max the working sets estimate through `table`, from those with reps, a load and an RPE
    /// inside the table, in the unit of the set that gives it; `nil` when no set has all three. This is how a
    /// lift's current e1RM, which RPE top sets are loaded from, follows from what was logged.
    public func estimatedOneRepMax(table: RPETable = .reactiveTrainingSystems) -> Weight? {
        var best: Weight?
        for set in workingSets {
            guard let reps = set.reps, let load = set.weight, let rpe = set.rpe,
                let estimate = try? table.estimatedOneRepMax(load: load.value, reps: reps, rpe: rpe)
            else { continue }
            if best.map({ estimate * load.unit.kilograms > $0.kilograms }) ?? true {
                best = Weight(value: estimate, unit: load.unit)
            }
        }
        return best
    }
}
