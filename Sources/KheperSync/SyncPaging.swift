/// How much of a sync travels at once: the outbox goes to the server, and the server's changes come back, in pages
/// of at most ``recordsPerPage`` records, each page its own server transaction and its own device transaction.
public enum SyncPaging {
    /// The most records one `push` carries and one `pull` asks for: small enough that a page costs what a short
    /// sync does and stays well under the server's maximum push, large enough that round trips do not dominate.
    public static let recordsPerPage = 500
}
