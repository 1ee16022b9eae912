internal import CSQLite
internal import KheperCore
internal import KheperEditor

extension SQLiteConnection {
    /// The parameters of one run of a prepared statement, bound one at a time straight from Swift values: no array
    /// of ``SQLiteValue`` per row, and text copied into the statement's own buffer, which SQLite keeps between runs
    /// because the statement is reset without clearing its bindings.
    ///
    /// Every run binds every parameter, so nothing bound for an earlier row can leak into a later one.
    struct Parameters: ~Copyable {
        fileprivate let statement: OpaquePointer
        /// The first status other than `SQLITE_OK`, with the parameter it came from.
        fileprivate var failure: Int32 = SQLITE_OK

        /// Binds `value` as TEXT, or `NULL` when it is nil.
        mutating func text(_ index: Int32, _ value: String?) {
            guard let value else { return null(index) }
            let status =
                value.utf8.withContiguousStorageIfAvailable { Self.bind($0, to: statement, at: index) }
                ?? {
                    var copy = value
                    return copy.withUTF8 { Self.bind($0, to: statement, at: index) }
                }()
            record(status)
        }

        /// Binds `value` as compact JSON text, written with `JSONValue.serialized()`.
        mutating func json(_ index: Int32, _ value: JSONValue) {
            record(value.serialized().withUnsafeBufferPointer { Self.bind($0, to: statement, at: index) })
        }

        /// Binds `value` as INTEGER, or `NULL` when it is nil.
        mutating func integer(_ index: Int32, _ value: Int?) {
            guard let value else { return null(index) }
            record(sqlite3_bind_int64(statement, index, Int64(value)))
        }

        /// Binds `value` as REAL, exactly as it is, or `NULL` when it is nil.
        mutating func real(_ index: Int32, _ value: Double?) {
            guard let value else { return null(index) }
            record(sqlite3_bind_double(statement, index, value))
        }

        /// Binds `NULL`.
        mutating func null(_ index: Int32) {
            record(sqlite3_bind_null(statement, index))
        }

        private mutating func record(_ status: Int32) {
            if failure == SQLITE_OK && status != SQLITE_OK { failure = status }
        }

        /// Binds UTF-8 bytes as TEXT, copied by SQLite; an empty buffer binds '' rather than `NULL`.
        private static func bind(_ bytes: UnsafeBufferPointer<UInt8>, to statement: OpaquePointer, at index: Int32)
            -> Int32
        {
            guard let start = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text(statement, index, "", 0, SQLiteConnection.sqliteTransient)
            }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                sqlite3_bind_text(statement, index, chars, Int32(bytes.count), SQLiteConnection.sqliteTransient)
            }
        }
    }

    /// Runs a statement from ``statement(_:doing:)`` with the parameters `bind` sets, which must be all of them,
    /// and returns how many rows it changed; `action`, which names what was being done, is only worked out for an
    /// error.
    @discardableResult
    mutating func run(
        prepared statement: OpaquePointer, doing action: @autoclosure () -> String,
        binding bind: (inout Parameters) -> Void
    ) throws(StoreError) -> Int {
        var parameters = Parameters(statement: statement)
        bind(&parameters)
        guard parameters.failure == SQLITE_OK else {
            let failure = error(parameters.failure, doing: action())
            sqlite3_reset(statement)
            throw failure
        }
        var status = sqlite3_step(statement)
        while status == SQLITE_ROW {
            status = sqlite3_step(statement)
        }
        let failure = status == SQLITE_DONE ? nil : error(status, doing: action())
        // Reset without clearing the bindings: the statement keeps its text buffers for the next run.
        sqlite3_reset(statement)
        if let failure { throw failure }
        return changes
    }
}
