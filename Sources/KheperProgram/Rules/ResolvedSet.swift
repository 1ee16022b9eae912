public import KheperTrainingLog

/// A prescribed set with its load worked out: the rep target at an exact weight, before any rounding to plates.
public struct ResolvedSet: Sendable, Hashable {
    /// How many reps the set asks for.
    public var reps: RepTarget
    /// The exact load; rounding it to what the equipment can make is the caller's.
    public var load: Weight

    /// Creates a resolved set.
    public init(_ reps: RepTarget, at load: Weight) {
        self.reps = reps
        self.load = load
    }
}
