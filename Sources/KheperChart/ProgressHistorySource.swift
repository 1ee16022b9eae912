/// Where charts read an exercise's performed sets; the host supplies one through ``ProgressHistoryKey``.
public protocol ProgressHistorySource: Sendable {
    /// Every performed set of `exercise`, given as a name or an exercise id, in any order.
    func entries(for exercise: String) -> [ProgressEntry]
}
