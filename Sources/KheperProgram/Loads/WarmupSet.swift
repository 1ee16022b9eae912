public import KheperTrainingLog

/// One warm-up set of a ramp: the step it comes from, its reps and its load, rounded with the lifter's profile.
///
/// A warm-up never counts toward records, volume or progression. A caller that logs it records it as a
/// `PerformedSet` whose `type` is ``setType`` (`SetType.warmUp`): the training log's statistics, records, charts and
/// progression rules leave such sets out.
public struct WarmupSet: Sendable, Hashable {
    /// The scheme's step the set comes from.
    public let step: WarmupStep
    /// The set's reps.
    public let reps: Int
    /// The set's load, rounded to one the equipment can make.
    public let load: RoundedLoad

    /// Creates a warm-up set; ``WarmupScheme/ramp(to:on:with:)`` makes them.
    public init(step: WarmupStep, reps: Int, load: RoundedLoad) {
        self.step = step
        self.reps = reps
        self.load = load
    }

    /// The type a logged warm-up set is recorded with, so it counts toward nothing: `SetType.warmUp`.
    public var setType: SetType { .warmUp }

    /// The set for a person: `40 kg × 5`.
    public var text: String { "\(LoadText.weight(load.load.value, load.load.unit)) × \(reps)" }
}
