public import Foundation
public import KheperCore

/// A whole stored document: the envelope, every block as a row, and the edit history.
public struct DocumentRecord: Sendable, Hashable {
    /// The document's id.
    public var id: DocumentID

    /// The document's title.
    public var title: String

    /// Envelope members other than the standard ones, kept to be written back.
    public var extraFields: JSONObject

    /// Every block, in any order.
    public var blocks: [BlockRecord]

    /// The stored edit history, oldest first.
    public var history: [HistoryEntry]

    /// How many history entries are done; entries at and after this position can be redone.
    public var historyCursor: Int

    /// When the document last changed.
    public var modifiedAt: Date

    /// How many writes the document has had; every committed write adds one.
    public var revision: Int

    /// Creates a record.
    public init(
        id: DocumentID,
        title: String,
        extraFields: JSONObject = JSONObject(),
        blocks: [BlockRecord],
        history: [HistoryEntry] = [],
        historyCursor: Int = 0,
        modifiedAt: Date = Date(),
        revision: Int = 0
    ) {
        self.id = id
        self.title = title
        self.extraFields = extraFields
        self.blocks = blocks
        self.history = history
        self.historyCursor = historyCursor
        self.modifiedAt = modifiedAt
        self.revision = revision
    }
}

/// One stored step of edit history: its position and its encoded transaction.
public struct HistoryEntry: Sendable, Hashable {
    /// The entry's position, counted from the oldest kept step.
    public var position: Int

    /// The transaction, encoded as JSON by the editor.
    public var payload: JSONValue

    /// Creates an entry.
    public init(position: Int, payload: JSONValue) {
        self.position = position
        self.payload = payload
    }
}

/// A document as listed: enough to choose one.
public struct DocumentSummary: Sendable, Hashable {
    /// The document's id.
    public var id: DocumentID

    /// The document's title.
    public var title: String

    /// How many blocks it has, at every depth.
    public var blockCount: Int

    /// When it last changed.
    public var modifiedAt: Date

    /// Creates a summary.
    public init(id: DocumentID, title: String, blockCount: Int, modifiedAt: Date) {
        self.id = id
        self.title = title
        self.blockCount = blockCount
        self.modifiedAt = modifiedAt
    }
}
