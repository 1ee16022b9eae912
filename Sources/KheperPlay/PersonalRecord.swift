public import KheperTrainingLog

/// A personal record set during a play: which exercise, which measure, the new value and the one it beat.
public struct PersonalRecord: Sendable, Hashable, CustomStringConvertible {
    /// The measures a set can beat.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The best estimated one-repetition maximum (Epley).
        case e1RM
        /// The heaviest load.
        case heaviest
        /// The most reps at one load.
        case mostRepsAtLoad
        /// The most reps in a set without a load.
        case mostReps
        /// The longest timed set.
        case longest
    }

    /// The exercise's name as the workout writes it.
    public var exerciseName: String
    /// What was beaten.
    public var kind: Kind
    /// The new best: kilograms, reps or seconds by ``kind``.
    public var value: Double
    /// The best it beat, in the same unit.
    public var previous: Double
    /// For ``Kind/mostRepsAtLoad``, the load in kilograms.
    public var kilograms: Double?

    /// Creates a record.
    public init(exerciseName: String, kind: Kind, value: Double, previous: Double, kilograms: Double? = nil) {
        self.exerciseName = exerciseName
        self.kind = kind
        self.value = value
        self.previous = previous
        self.kilograms = kilograms
    }

    /// The record for a person, in kilograms: `Bench Press: best e1RM 93.3 kg (was 90 kg)`.
    public var description: String { text(in: .kg) }

    /// The record for a person, loads converted to `unit` for display and rounded to at most two decimals:
    /// `Squat: heaviest 231.49 lb (was 220.46 lb)`.
    public func text(in unit: WeightUnit) -> String {
        let number = { (value: Double) in PlayFormat.number(value) }
        let load = { (kilograms: Double) in
            "\(number(Weight(value: kilograms, unit: .kg).value(in: unit))) \(unit.rawValue)"
        }
        return switch kind {
        case .e1RM: "\(exerciseName): best e1RM \(load(value)) (was \(load(previous)))"
        case .heaviest: "\(exerciseName): heaviest \(load(value)) (was \(load(previous)))"
        case .mostRepsAtLoad:
            "\(exerciseName): \(number(value)) reps at \(load(kilograms ?? 0)) (was \(number(previous)))"
        case .mostReps: "\(exerciseName): most reps \(number(value)) (was \(number(previous)))"
        case .longest:
            "\(exerciseName): longest \(PlayFormat.clock(Int(value))) (was \(PlayFormat.clock(Int(previous))))"
        }
    }
}
