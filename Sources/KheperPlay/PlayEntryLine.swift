/// The entry line of a set: the text shown, whether the user has typed (the prefill is replaced by the first
/// key typed), and the reason the last Enter was refused.
public struct PlayEntryLine: Sendable, Hashable {
    /// The text on the line.
    public var text: String
    /// Whether the text is the user's own rather than the prefill.
    public var isEdited: Bool
    /// Why the last Enter was refused, shown under the line.
    public var error: String?

    /// A line showing `prefill`, not yet edited.
    public init(prefill: String) {
        text = prefill
        isEdited = false
        error = nil
    }
}
