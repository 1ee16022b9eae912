internal import KheperCore
internal import KheperEditor
internal import KheperSync

/// Reads the outbox one page at a time for a paged push, keeping the records of the last bulk row it expanded so
/// that a bulk row longer than a page (a new workout of thousands of blocks) is expanded once for the whole push,
/// not once per page it spans: pushing N records then costs O(N) on the device in all.
///
/// The kept records stay right while the bulk row is in the outbox unchanged, because every write to the rows it is
/// expanded from replaces it with plain records first (``SyncOutbox/materialize(_:on:)``). A sync killed mid-row
/// starts with nothing kept and expands the row once again, from `sync_state.pushed_through` on.
package struct SyncOutboxPager: Sendable {
    /// The records a bulk row stands for, with the row as read, so that a row changed since is never mistaken for it.
    struct Expansion: Sendable {
        var seq: Int
        var row: JSONValue
        var records: [ChangeRecord]
    }

    /// The most records one page holds.
    package let pageSize: Int
    /// How many records bulk rows were expanded into over every page read: the work the pages cost.
    package private(set) var recordsExpanded = 0
    /// The last bulk row expanded, kept for the page that goes on inside it.
    private var kept: Expansion?
    /// The seq of the last record a page held: the next page starts after it, whether or not the push confirmed it.
    private var readThrough = 0

    /// A pager that has read nothing yet, for pages of at most `pageSize` records.
    package init(pageSize: Int = SyncPaging.recordsPerPage) {
        self.pageSize = pageSize
    }

    /// The oldest `pageSize` records after the last page read that no paged push has confirmed, read in one read
    /// transaction.
    mutating func nextPage(on connection: inout SQLiteConnection) throws(StoreError) -> [ChangeRecord] {
        let page = try connection.transaction("BEGIN", doing: "reading the sync outbox") {
            (connection) throws(StoreError) in
            try SyncOutbox.records(
                limit: pageSize, after: readThrough, kept: &kept, expanded: &recordsExpanded, on: &connection)
        }
        if let last = page.last { readThrough = last.seq }
        return page
    }
}
