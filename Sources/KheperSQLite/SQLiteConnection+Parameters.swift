internal import CSQLite
internal import KheperCore
internal import KheperEditor

extension SQLiteConnection {
    /// The parameters of one run of a prepared statement, bound one at a time straight from Swift values: no array
    /// of ``SQLiteValue`` per row, and text copied once into the connection's ``SQLiteTextArena``, which SQLite
    /// reads in place while the statement runs.
    ///
    /// Every run binds every parameter, so nothing bound for an earlier row can leak into a later one.
    struct Parameters: ~Copyable {
        fileprivate let statement: OpaquePointer
        fileprivate let arena: SQLiteTextArena
        /// The first status other than `SQLITE_OK`.
        fileprivate var failure: Int32 = SQLITE_OK

        /// Binds `value` as TEXT, or `NULL` when it is nil.
        mutating func text(_ index: Int32, _ value: String?) {
            guard let value else { return null(index) }
            let status =
                value.utf8.withContiguousStorageIfAvailable { bind($0, at: index) }
                ?? {
                    var copy = value
                    return copy.withUTF8 { bind($0, at: index) }
                }()
            record(status)
        }

        /// Binds `value` as compact JSON text, written with `JSONValue.serialized()`.
        mutating func json(_ index: Int32, _ value: JSONValue) {
            record(value.serialized().withUnsafeBufferPointer { bind($0, at: index) })
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

        /// Binds any stored value as ``SQLiteConnection/run(_:_:doing:)`` does, SQLite copying its text.
        mutating func value(_ index: Int32, _ value: SQLiteValue) {
            record(SQLiteConnection.bindCopying(value, to: statement, at: index))
        }

        /// Binds `NULL`.
        mutating func null(_ index: Int32) {
            record(sqlite3_bind_null(statement, index))
        }

        private mutating func record(_ status: Int32) {
            if failure == SQLITE_OK && status != SQLITE_OK { failure = status }
        }

        /// Binds UTF-8 bytes as TEXT from the arena's copy of them (`SQLITE_STATIC`: valid until the arena is
        /// reset by the next run, after this one's statement is reset); no bytes bind '' rather than `NULL`.
        private func bind(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int32) -> Int32 {
            sqlite3_bind_text(statement, index, arena.copy(bytes), Int32(bytes.count), nil)
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
        textArena.reset()
        var parameters = Parameters(statement: statement, arena: textArena)
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
