/// One set of a prescription: a rep target at a load.
public struct PrescribedSet: Sendable, Hashable {
    /// How many reps the set asks for.
    public var reps: RepTarget
    /// Where its load comes from.
    public var load: PrescribedLoad

    /// Creates a set of `reps` at `load`.
    public init(_ reps: RepTarget, at load: PrescribedLoad) {
        self.reps = reps
        self.load = load
    }
}
