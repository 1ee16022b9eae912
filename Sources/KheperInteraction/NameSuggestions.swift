public import KheperCore

/// Names to suggest as a person types one into a block: which kind's field takes them, where the name lies in that
/// kind's shorthand, and the names themselves. A port the host fills (the `kheper` tool with the exercise catalogue
/// and the training log's names), so an editor offers them without knowing a catalogue, a store or a kind.
public struct NameSuggestions: Sendable {
    /// The kind whose blocks are named by the suggestions.
    public let kind: BlockKind
    /// The field of that kind the suggestions fill.
    public let field: String
    /// The most names offered at once.
    public let limit: Int
    private let nameInShorthand: @Sendable (String) -> Range<String.Index>?
    private let suggest: @Sendable (String, Int) -> [String]

    /// Suggestions for `field` of `kind`'s blocks: `suggest` gives at most the count it is handed of names for the
    /// typed text, best first; `nameInShorthand` finds the name in a line of the kind's shorthand (`nil` when the
    /// line starts with none).
    public init(
        kind: BlockKind, field: String, limit: Int = 5,
        nameInShorthand: @escaping @Sendable (String) -> Range<String.Index>?,
        suggest: @escaping @Sendable (String, Int) -> [String]
    ) {
        self.kind = kind
        self.field = field
        self.limit = limit
        self.nameInShorthand = nameInShorthand
        self.suggest = suggest
    }

    /// The names to offer for `typed`, the text of the field so far; none when one of them is already what was typed
    /// (in any case), since there is nothing left to complete.
    public func suggestions(for typed: String) -> [String] {
        let found = suggest(typed, limit)
        let typedKey = typed.lowercased()
        return found.contains { $0.lowercased() == typedKey } ? [] : found
    }

    /// The names to offer for a shorthand line of the kind as typed so far: only while the line is a name alone (a
    /// person typing the sets has moved on from the name), none otherwise.
    public func suggestions(forShorthand line: String) -> [String] {
        guard let range = nameInShorthand(line), line[range.upperBound...].allSatisfy(\.isWhitespace) else {
            return []
        }
        return suggestions(for: String(line[range]))
    }
}
