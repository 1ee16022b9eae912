/// Where charts read an exercise's performed sets; the host supplies one through ``ProgressHistoryKey``.
public protocol ProgressHistorySource: Sendable {
    /// Every performed set of `exercise`, given as a name or an exercise id, in any order.
    func entries(for exercise: String) -> [ProgressEntry]

    /// The unit of every entry's weight, such as `kg`, shown beside weight values; `nil` shows none.
    var weightUnit: String? { get }
}

extension ProgressHistorySource {
    /// No unit: values are shown as bare numbers.
    public var weightUnit: String? { nil }
}
