/// How much of a sync travels at once: the outbox goes to the server, and the server's changes come back, in pages
/// of at most ``recordsPerPage`` records, each page its own server transaction and its own device transaction.
/// A push also carries at most ``bytesPerPush`` bytes of records, so a few huge records never make one huge push.
public enum SyncPaging {
    /// The most records one `push` carries and one `pull` asks for: the server's maximum push (schema 3's
    /// `kheper.max_push_records()`), so a large first sync takes as few pages, round trips and device commits as the
    /// server allows, while a page still costs the server well under a second.
    public static let recordsPerPage = 1_000

    /// The most bytes of records (each as its JSON text) one `push` carries, 8 MiB: a page of records larger than
    /// that goes in several pushes, and a single record larger than that goes alone. A thousand ordinary records
    /// take well under a tenth of it, so it only splits pages of records holding large payloads.
    public static let bytesPerPush = 8 << 20
}
