import KheperCore

/// A book on the list: its title, author, length and how far along it is.
struct Book: Block {
    /// `book`.
    static let kind: BlockKind = "book"

    /// Allowed `pages`.
    static let pagesRange = 1...10_000

    /// The title, 1 to 200 characters.
    var title: String

    /// Who wrote it.
    var author: String

    /// How many pages it has, if known.
    var pages: Int?

    /// How far along it is, as written; `nil` means ``ReadingStatus/wantToRead``.
    var status: ReadingStatus?

    /// The status in effect.
    var resolvedStatus: ReadingStatus { status ?? .wantToRead }
}
