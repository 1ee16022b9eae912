/// How a host names the primary muscles of the catalogue entry an exercise links (``ExerciseBlock/entry``).
///
/// The kind knows no catalogue: a host that has one hands this lookup to the renderers in the render context,
/// under ``LinkedEntryMusclesKey``, and each exercise that links an entry the lookup knows names its muscles.
public struct LinkedEntryMuscles: Sendable {
    private let lookup: @Sendable (String) -> [String]?

    /// Creates a lookup from an entry id to the names of its primary muscles, in the order to show them; `nil`
    /// for an id the host does not know.
    public init(_ lookup: @escaping @Sendable (_ entryID: String) -> [String]?) {
        self.lookup = lookup
    }

    /// The names of the primary muscles of the entry `id`, or `nil` when the host knows no such entry.
    public func primaryMuscles(ofEntry id: String) -> [String]? {
        lookup(id)
    }
}
