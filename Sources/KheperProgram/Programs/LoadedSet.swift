/// One set of a session as the lifter does it: the rep target and the load rounded to what the equipment makes.
public struct LoadedSet: Sendable, Hashable {
    /// How many reps the set asks for.
    public var reps: RepTarget
    /// The load, rounded, with its exact target, the way it was rounded and the plates per side.
    public var load: RoundedLoad

    /// Creates a set.
    public init(_ reps: RepTarget, at load: RoundedLoad) {
        self.reps = reps
        self.load = load
    }
}
