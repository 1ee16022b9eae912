internal import CSQLite
internal import KheperCore
internal import KheperEditor

/// The current row of a query, read column by column; valid only inside the query's row callback.
struct SQLiteRow {
    let statement: OpaquePointer
    /// The store's file, named in errors about unreadable values.
    let path: String

    /// Whether the column holds SQL `NULL`.
    func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(statement, column) == SQLITE_NULL
    }

    /// The column as an integer.
    func integer(_ column: Int32) -> Int64 {
        sqlite3_column_int64(statement, column)
    }

    /// The column as a floating-point number.
    func real(_ column: Int32) -> Double {
        sqlite3_column_double(statement, column)
    }

    /// The column's text as UTF-8 bytes (its exact bytes, including any interior NUL).
    func bytes(_ column: Int32) -> [UInt8] {
        guard let pointer = sqlite3_column_text(statement, column) else { return [] }
        let count = Int(sqlite3_column_bytes(statement, column))
        return Array(UnsafeBufferPointer(start: pointer, count: count))
    }

    /// The column as a string.
    func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// The column's JSON text parsed exactly; damaged JSON means a damaged store.
    func json(_ column: Int32, _ what: @autoclosure () -> String) throws(StoreError) -> JSONValue {
        do {
            return try JSONValue(parsing: bytes(column), options: .storedData)
        } catch {
            throw StoreError(
                .corrupt, "The store at \(path) is damaged: \(what()) is not valid JSON (\(error.message)).")
        }
    }

    /// The JSON object in `column`, such as a row's extra members; a value that is not an object, which an earlier
    /// version kept when sync pulled one, reads as no members, as a document read from it always dropped it.
    func jsonObject(_ column: Int32, _ what: @autoclosure () -> String) throws(StoreError) -> JSONObject {
        try json(column, what()).objectValue ?? JSONObject()
    }
}
