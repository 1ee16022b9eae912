/// Where charts read an exercise's performed sets; the host supplies one through ``ProgressHistoryKey``.
public protocol ProgressHistorySource: Sendable {
    /// Every performed set of `exercise`, given as a name or an exercise id, in any order.
    func entries(for exercise: String) -> [ProgressEntry]

    /// Every performed set of the exercise whose id is exactly `id` (a chart's `exerciseID`), in any order; `nil`
    /// when no exercise has that id, so the chart can say so instead of charting nothing.
    func entries(forExerciseID id: String) -> [ProgressEntry]?

    /// The unit of every entry's weight, such as `kg`, shown beside weight values; `nil` shows none.
    var weightUnit: String? { get }
}

extension ProgressHistorySource {
    /// The sets ``entries(for:)`` gives for `id`, or `nil` when it gives none: a source that keeps no ids cannot
    /// tell an exercise with no sets from no exercise.
    public func entries(forExerciseID id: String) -> [ProgressEntry]? {
        let entries = entries(for: id)
        return entries.isEmpty ? nil : entries
    }

    /// No unit: values are shown as bare numbers.
    public var weightUnit: String? { nil }
}
