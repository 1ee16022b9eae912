import KheperCore

/// How far along a book is: a closed choice whose decoding error lists the choices.
enum ReadingStatus: String, FieldChoice {
    /// Not started; the default.
    case wantToRead = "want-to-read"
    /// Being read.
    case reading
    /// Done.
    case finished

    /// A box for the text rendering: `[ ]`, `[~]` or `[x]`.
    var mark: String {
        switch self {
        case .wantToRead: "[ ]"
        case .reading: "[~]"
        case .finished: "[x]"
        }
    }
}
