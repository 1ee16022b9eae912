internal import CSQLite
internal import Foundation
internal import KheperCore
internal import KheperEditor

/// One open SQLite connection with its cache of prepared statements.
///
/// The type is non-copyable, so exactly one value owns the handle and closes it; it is not `Sendable`, and only
/// ever lives inside the store's `Mutex`, which is what makes the store safe to share. No unchecked conformance
/// is needed anywhere: the handle never leaves the lock.
struct SQLiteConnection: ~Copyable {
    /// The file the connection opened, named in every error.
    let path: String

    /// The raw `sqlite3*`.
    private let handle: OpaquePointer

    /// How long a statement waits for another process's lock before failing with `busy`.
    let busyTimeout: Duration

    /// Prepared statements by their SQL text, prepared once and reset after each use.
    private var statements: [String: OpaquePointer] = [:]

    /// The text bound by ``run(prepared:doing:binding:)``, which SQLite reads in place.
    let textArena = SQLiteTextArena()

    /// How a connection opens its file.
    enum OpenMode {
        /// Reading and writing, creating the file when it is missing.
        case readWrite
        /// Reading only (`SQLITE_OPEN_READONLY`): never creates the file and never writes it.
        case readOnly
        /// Reading only through the `immutable=1` URI: no locks and no shared-memory file, for a file on media
        /// nobody can write and whose write-ahead log is absent or empty.
        case immutable
    }

    /// Opens the database file at `path` in `mode`, with extended result codes and a busy timeout.
    init(path: String, mode: OpenMode, busyTimeout: Duration) throws(StoreError) {
        self.path = path
        self.busyTimeout = busyTimeout
        var raw: OpaquePointer?
        let flags: Int32
        let filename: String
        switch mode {
        case .readWrite:
            flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
            filename = path
        case .readOnly:
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
            filename = path
        case .immutable:
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
            filename = Self.immutableURI(path)
        }
        let status = sqlite3_open_v2(filename, &raw, flags, nil)
        guard status == SQLITE_OK, let raw else {
            let detail = raw.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(raw)
            if mode == .readWrite && (status == SQLITE_CANTOPEN || status == SQLITE_PERM || status == SQLITE_READONLY) {
                throw StoreError(.unwritable, "The store at \(path) cannot be opened or created (\(detail)).")
            }
            throw StoreError(.io, "The store at \(path) could not be opened for reading (\(detail)).")
        }
        self.handle = raw
        sqlite3_extended_result_codes(raw, 1)
        // Another process holding the write lock makes this one wait (sleeping and retrying) up to the timeout,
        // instead of failing at once with SQLITE_BUSY.
        sqlite3_busy_timeout(raw, Self.milliseconds(busyTimeout))
    }

    /// `duration` in whole milliseconds, as `sqlite3_busy_timeout` takes it.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(max(0, min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000)))
    }

    /// Runs `body` with no busy timeout, so a statement that would wait for another process fails at once with
    /// `busy`; the timeout is back when it returns.
    mutating func withoutWaiting<Value>(_ body: (inout SQLiteConnection) throws(StoreError) -> Value)
        throws(StoreError) -> Value
    {
        sqlite3_busy_timeout(handle, 0)
        defer { sqlite3_busy_timeout(handle, Self.milliseconds(busyTimeout)) }
        return try body(&self)
    }

    /// `file:` URI for `path` with `immutable=1`; `%`, `?` and `#` are escaped so any path survives.
    private static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return "file:\(escaped)?immutable=1"
    }

    deinit {
        for statement in statements.values {
            sqlite3_finalize(statement)
        }
        sqlite3_close_v2(handle)
    }

    /// Rows inserted, updated or deleted through this connection since it opened, as SQLite counts them.
    var totalChanges: Int {
        Int(sqlite3_total_changes64(handle))
    }

    /// Rows inserted, updated or deleted by the statement that ran last.
    var changes: Int {
        Int(sqlite3_changes(handle))
    }

    /// Whether SQLite opened the file read-only: asked to, or because the file or the disk it is on cannot be written.
    var isReadOnly: Bool {
        sqlite3_db_readonly(handle, "main") == 1
    }

    /// Runs SQL text that may hold several statements and returns nothing (schema changes, pragmas).
    func executeScript(_ sql: String, doing action: String) throws(StoreError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        if let message { sqlite3_free(message) }
        guard status == SQLITE_OK else { throw error(status, doing: action) }
    }

    /// Runs one statement with `bindings` and returns how many rows it changed.
    @discardableResult
    mutating func run(_ sql: String, _ bindings: [SQLiteValue] = [], doing action: String) throws(StoreError) -> Int {
        let statement = try prepared(sql, doing: action)
        defer { finish(statement) }
        try bind(bindings, to: statement, doing: action)
        var status = sqlite3_step(statement)
        while status == SQLITE_ROW {
            status = sqlite3_step(statement)
        }
        guard status == SQLITE_DONE else { throw error(status, doing: action) }
        return Int(sqlite3_changes(handle))
    }

    /// The statement for `sql`, prepared once and kept for the connection's life, for a loop that runs it many
    /// times with ``run(prepared:doing:binding:)`` instead of finding it by its text each time.
    mutating func statement(_ sql: String, doing action: String) throws(StoreError) -> OpaquePointer {
        try prepared(sql, doing: action)
    }

    /// Runs one query with `bindings`, calling `body` for each row.
    mutating func query(
        _ sql: String,
        _ bindings: [SQLiteValue] = [],
        doing action: String,
        _ body: (SQLiteRow) throws(StoreError) -> Void
    ) throws(StoreError) {
        let statement = try prepared(sql, doing: action)
        defer { finish(statement) }
        try bind(bindings, to: statement, doing: action)
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw error(status, doing: action) }
            try body(SQLiteRow(statement: statement, path: path))
        }
    }

    /// Runs `body` inside a transaction opened with `begin` (`BEGIN` or `BEGIN IMMEDIATE`), committing when it
    /// returns and rolling back when it throws.
    mutating func transaction<Result>(
        _ begin: String,
        doing action: String,
        _ body: (inout SQLiteConnection) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try run(begin, doing: action)
        do {
            let result = try body(&self)
            try run("COMMIT", doing: action)
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 {
                sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
            }
            throw error
        }
    }

    /// The store error for an SQLite result code, naming the file and what was being done.
    func error(_ status: Int32, doing action: String) -> StoreError {
        let detail = String(cString: sqlite3_errstr(status))
        let message = String(cString: sqlite3_errmsg(handle))
        let reason = message == detail || message == "not an error" ? detail : "\(detail): \(message)"
        switch status & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return StoreError(
                .busy,
                "The store at \(path) stayed locked by another process for longer than the busy timeout while "
                    + "\(action).")
        case SQLITE_NOTADB:
            return StoreError(.notAStore, "The file at \(path) is not a Kheper store: it is not an SQLite database.")
        case SQLITE_CONSTRAINT:
            let broken =
                status == SQLITE_CONSTRAINT | (3 << 8)  // SQLITE_CONSTRAINT_FOREIGNKEY
                ? "a block would be left inside a block that no longer exists"
                : "two blocks would share one place among their siblings"
            return StoreError(
                .conflict, "The store at \(path) refused the change while \(action): \(broken); nothing was changed.")
        case SQLITE_CORRUPT:
            return StoreError(
                .corrupt, "The store at \(path) is damaged (\(reason)) and could not be read while \(action).")
        case SQLITE_FULL:
            return Self.diskFull(path, doing: action)
        case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM:
            return StoreError(.unwritable, "The store at \(path) cannot be written (\(reason)) while \(action).")
        case SQLITE_IOERR where Self.diskIsFull(under: path):
            // Growing the shared-memory index or the log fails with an I/O error, not SQLITE_FULL.
            return Self.diskFull(path, doing: action)
        default:
            return StoreError(.io, "The store at \(path) failed while \(action) (\(reason)).")
        }
    }

    /// The error for a write that found the disk full; SQLite rolled it back, so nothing changed.
    private static func diskFull(_ path: String, doing action: String) -> StoreError {
        StoreError(
            .diskFull,
            "The store at \(path) cannot be written because the disk is full (it failed while \(action)); "
                + "nothing was changed. Free some space and try again.")
    }

    /// Whether the file system holding `path` has no space left for ordinary users.
    private static func diskIsFull(under path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return info.f_bavail == 0
    }

    private mutating func prepared(_ sql: String, doing action: String) throws(StoreError) -> OpaquePointer {
        if let cached = statements[sql] { return cached }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw error(status, doing: action)
        }
        statements[sql] = statement
        return statement
    }

    private func finish(_ statement: OpaquePointer) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
    }

    private func bind(
        _ values: [SQLiteValue], to statement: OpaquePointer, doing action: @autoclosure () -> String
    ) throws(StoreError) {
        for (offset, value) in values.enumerated() {
            let status = Self.bindCopying(value, to: statement, at: Int32(offset + 1))
            guard status == SQLITE_OK else { throw error(status, doing: action()) }
        }
    }

    /// Binds one value, SQLite copying any text; returns SQLite's status.
    static func bindCopying(_ value: SQLiteValue, to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(statement, index)
        case .integer(let integer):
            return sqlite3_bind_int64(statement, index, integer)
        case .real(let real):
            return sqlite3_bind_double(statement, index, real)
        case .text(var text):
            // Native strings bind from their own storage; only a bridged or lazy one is copied first.
            return text.withUTF8 { Self.bindText($0, to: statement, at: index) }
        case .json(let json):
            if case .object(let object) = json, object.isEmpty {  // Most rows' extra fields: no writer needed.
                return sqlite3_bind_text(statement, index, "{}", 2, Self.sqliteTransient)
            }
            return Self.bindText(json.serialized(), to: statement, at: index)
        case .jsonText(let text):
            return Self.bindText(text.bytes, to: statement, at: index)
        }
    }

    /// Binds UTF-8 bytes as TEXT; SQLite copies them (`SQLITE_TRANSIENT`), since the buffer dies on return.
    private static func bindText(_ bytes: [UInt8], to statement: OpaquePointer, at index: Int32) -> Int32 {
        bytes.withUnsafeBufferPointer { bindText($0, to: statement, at: index) }
    }

    /// Binds UTF-8 bytes as TEXT from a buffer; SQLite copies them (`SQLITE_TRANSIENT`).
    private static func bindText(_ bytes: UnsafeBufferPointer<UInt8>, to statement: OpaquePointer, at index: Int32)
        -> Int32
    {
        // An empty buffer may have no storage at all, and a NULL pointer would bind SQL NULL rather than ''.
        guard let start = bytes.baseAddress, !bytes.isEmpty else {
            return sqlite3_bind_text(statement, index, "", 0, sqliteTransient)
        }
        return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
            sqlite3_bind_text(statement, index, chars, Int32(bytes.count), sqliteTransient)
        }
    }

    /// `SQLITE_TRANSIENT`, the destructor value `-1` that C spells as a cast and Swift cannot import: it tells
    /// SQLite to copy the bound bytes before the call returns.
    static var sqliteTransient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }
}
