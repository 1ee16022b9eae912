import CSQLite
import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import Testing

/// A fresh folder under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appending(path: "kheper-sqlite-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder.
    func path(_ name: String) -> String {
        url.appending(path: name).path
    }
}

/// The stores the contract runs against.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case reference

    var testDescription: String { rawValue }

    /// A new empty store; `directory` keeps the SQLite file alive for the test.
    func make(in directory: TemporaryDirectory) throws -> any DocumentStore {
        switch self {
        case .sqlite: try SQLiteDocumentStore(path: directory.path("store.sqlite"))
        case .reference: ReferenceDocumentStore()
        }
    }
}

/// A workout as comparable lines: every column of every row in a fixed order, JSON as its exact text, and
/// `modifiedAt` left out (each store stamps its own clock).
func snapshot(_ record: DocumentRecord?) -> [String] {
    guard let record else { return ["<none>"] }
    var lines = [
        "workout \(record.id) title=\(record.title) extra=\(JSONValue.object(record.extraFields).serializedString()) "
            + "cursor=\(record.historyCursor)"
    ]
    lines += record.blocks.sorted { $0.id < $1.id }.map { block in
        "block \(block.id) parent=\(block.parentID?.rawValue ?? "-") order=\(block.order) type=\(block.kind) "
            + "v\(block.version) raw=\(block.isRawNode) data=\(block.data.serializedString()) "
            + "extra=\(JSONValue.object(block.extraFields).serializedString())"
    }
    lines += record.history.map { "history \($0.position) \($0.payload.serializedString())" }
    return lines
}

/// Summaries without their timestamps.
func snapshot(_ summaries: [DocumentSummary]) -> [String] {
    summaries.map { "\($0.id) \($0.title) \($0.blockCount)" }
}

/// A block record with the given place and a small payload.
func block(
    _ id: String,
    parent: String? = nil,
    order: String = "a0",
    kind: BlockKind = "text",
    data: JSONValue = ["text": "Hello"]
) -> BlockRecord {
    BlockRecord(
        id: BlockID(id), parentID: parent.map { BlockID($0) }, order: try! OrderKey(order), kind: kind, version: 1,
        data: data)
}

/// A direct SQLite connection for inspecting or forging files behind the store's back.
final class RawDatabase {
    private var handle: OpaquePointer?

    init(path: String) {
        sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs SQL and returns its status.
    @discardableResult
    func execute(_ sql: String) -> Int32 {
        sqlite3_exec(handle, sql, nil, nil, nil)
    }

    /// Every row of a query, each column as text (`NULL` as "∅").
    func rows(_ sql: String) -> [[String]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }
        var rows: [[String]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            rows.append(
                (0..<sqlite3_column_count(statement)).map { column in
                    sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "∅"
                })
        }
        return rows
    }
}
