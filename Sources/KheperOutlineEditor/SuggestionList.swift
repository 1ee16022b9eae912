/// The names shown under a name being typed, and the one ↓ and ↑ highlight, which Tab or Enter then takes: the
/// palette's and the form's, one behaviour.
public struct SuggestionList: Sendable, Hashable {
    /// The names shown, best first; empty when none fits.
    public internal(set) var names: [String] = []
    /// The index in ``names`` of the highlighted one, or `nil` while none is.
    public internal(set) var highlighted: Int?

    /// A list of `names`, none highlighted.
    init(_ names: [String] = []) {
        self.names = names
    }

    /// The highlighted name, if any.
    public var chosen: String? { highlighted.map { names[$0] } }

    /// Moves the highlight by `step`: ↓ from none highlights the first, ↑ from the first leaves the list. Returns
    /// whether the key was the list's (names are shown, and it is not ↑ with none highlighted).
    mutating func move(by step: Int) -> Bool {
        guard !names.isEmpty, step > 0 || highlighted != nil else { return false }
        let next = (highlighted ?? -1) + step
        highlighted = next < 0 ? nil : min(next, names.count - 1)
        return true
    }

    /// The keys the status line lists while a name is highlighted.
    static let highlightedHints = "↑↓ suggestion · Tab or Enter use it · Esc cancel"

    /// The key the status line lists while names are shown and none is highlighted.
    static let shownHint = "↓ suggestions"
}
