/// One entry of the "+" menu: a kind that may be inserted at a position, with what the menu shows for it.
public struct InsertableKind: Sendable, Hashable {
    /// The kind's type tag.
    public let kind: BlockKind

    /// The name shown in the menu, such as "Exercise".
    public let displayName: String

    /// The name of the symbol shown beside it.
    public let symbolName: String

    /// Lines the kind's shorthand reads, shown as hints; empty for a kind with no shorthand.
    public let shorthandExamples: [String]

    /// The entry for `definition`.
    public init(_ definition: BlockDefinition) {
        self.kind = definition.kind
        self.displayName = definition.displayName
        self.symbolName = definition.symbolName
        self.shorthandExamples = definition.shorthandExamples
    }
}
