/// Which way a target load was rounded to one that can be loaded.
public enum RoundingDirection: String, Sendable, Hashable, CaseIterable {
    /// The target can be loaded as it is.
    case exact
    /// The load is lighter than the target.
    case down
    /// The load is heavier than the target.
    case up
}
