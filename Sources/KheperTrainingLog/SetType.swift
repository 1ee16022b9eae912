/// What a performed set was for.
public enum SetType: String, Sendable, Hashable, CaseIterable {
    /// A warm-up set, left out of records and volume.
    case warmUp
    /// A normal working set.
    case working
    /// A drop set, done right after another with less load.
    case drop
    /// A set taken to failure.
    case failure
}
