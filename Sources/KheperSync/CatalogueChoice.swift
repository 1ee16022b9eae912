/// What one change to the lifter's catalogue choices is about: one of their own entries, or one log exercise's
/// link. The server keeps the latest change to each whole (docs/SYNC.md, rule 8).
public enum CatalogueChoice: Sendable, Hashable {
    /// The lifter's own catalogue entry with this id.
    case customEntry(String)
    /// The link of the log exercise with this name.
    case exerciseLink(String)
}
