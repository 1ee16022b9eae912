import KheperCore

/// A named group of books and notes, such as "Fiction".
struct Shelf: Block {
    /// `shelf`.
    static let kind: BlockKind = "shelf"

    /// The shelf's name, 1 to 60 characters.
    var name: String
}
