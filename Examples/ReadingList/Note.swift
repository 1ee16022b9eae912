import KheperCore

/// A free-text note, on its own or on a shelf.
struct Note: Block {
    /// `note`.
    static let kind: BlockKind = "note"

    /// The note, 1 to 1,000 characters.
    var text: String
}
