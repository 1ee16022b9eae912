internal import Foundation
public import KheperCore
public import KheperEditor
internal import KheperSync

/// A `DocumentStore` kept in one SQLite file: a row per workout, per block and per history step.
///
/// Every write is one `BEGIN IMMEDIATE` transaction that touches only the rows it names and is synced to disk
/// (write-ahead log, `synchronous=FULL`) before the call returns. Several processes may share one file; a writer
/// waits up to the busy timeout for another, then fails with `StoreError.Code.busy`. Opening costs the same at
/// any store size: the whole-file check is ``checkIntegrity()``, run on request.
public final class SQLiteDocumentStore: IntegrityCheckingStore {
    /// How a store is opened: to read and write it, or only to read it.
    public enum Access: Sendable, Hashable {
        /// Reads and writes; the file, its folders and its tables are created when missing, and an older schema
        /// is upgraded.
        case readWrite
        /// Reads only: the file is opened `SQLITE_OPEN_READONLY` and never created, upgraded or written, so a
        /// store on a read-only file or mount can be read.
        case readOnly
    }

    /// Conditions a test imposes on the store, standing in for media it cannot arrange; never set in use.
    @_spi(Testing) public struct TestConditions: Sendable, Hashable {
        /// Opens the file `SQLITE_OPEN_READONLY` whatever the access and treats its folder as unwritable, as on a
        /// read-only file or mount: writes fail, and reads take the path they would take there.
        public var readOnlyMedium: Bool

        /// `PRAGMA max_page_count`: the file cannot grow past this many pages, so a write needing more fails
        /// with a real `SQLITE_FULL`, as on a full disk. Ignored when reading.
        public var maxPageCount: Int?

        /// Creates conditions; the defaults impose none.
        public init(readOnlyMedium: Bool = false, maxPageCount: Int? = nil) {
            self.readOnlyMedium = readOnlyMedium
            self.maxPageCount = maxPageCount
        }
    }

    /// The store's file.
    public let path: String

    /// How the store was opened.
    public let access: Access

    /// Held while the connection is in use, so one caller at a time uses it.
    private let lock = NSLock()

    /// The one connection; touched only through ``withConnection(_:)``, which holds `lock`.
    private nonisolated(unsafe) var connection: SQLiteConnection

    /// Opens the store at `path`. Read-write access creates the file, its missing parent folders and its tables
    /// on first use; read-only access never creates or writes anything.
    ///
    /// - Throws: `StoreError` with code `notAStore` for a file that is not a Kheper store (it is left untouched),
    ///   `corrupt` for a damaged one, `newerSchema` for one written by a newer Kheper, `unwritable` when the file
    ///   cannot be created or written (a read-only file or mount opened for writing), `busy` when another process
    ///   holds it beyond `busyTimeout`, `diskFull` when the disk is full; when reading, `missing` when there is no
    ///   file and `needsUpgrade` for an older schema.
    public convenience init(
        path: String, access: Access = .readWrite, busyTimeout: Duration = .seconds(5)
    ) throws(StoreError) {
        try self.init(path: path, access: access, busyTimeout: busyTimeout, conditions: TestConditions())
    }

    /// Opens the store at `path` as ``init(path:access:busyTimeout:)`` does, under conditions a test imposes.
    @_spi(Testing) public init(
        path: String, access: Access = .readWrite, busyTimeout: Duration = .seconds(5), conditions: TestConditions
    ) throws(StoreError) {
        self.path = path
        self.access = access
        switch access {
        case .readWrite:
            try Self.createParentDirectory(of: path)
            if !conditions.readOnlyMedium { Self.createWholeIfMissing(path, busyTimeout: busyTimeout) }
            var connection = try SQLiteConnection(
                path: path, mode: conditions.readOnlyMedium ? .readOnly : .readWrite, busyTimeout: busyTimeout)
            guard !connection.isReadOnly else {
                throw StoreError(
                    .unwritable,
                    "The store at \(path) cannot be written: the file or the disk it is on is read-only. It can "
                        + "still be opened for reading; nothing was changed.")
            }
            try StoreSchema.prepare(&connection, busyTimeout: busyTimeout)
            try connection.executeScript(
                "PRAGMA wal_autocheckpoint = \(Self.autoCheckpointPages)", doing: "configuring the connection")
            if let pages = conditions.maxPageCount {
                try connection.executeScript("PRAGMA max_page_count = \(pages)", doing: "limiting the file's size")
            }
            self.connection = connection
        case .readOnly:
            let connection = try Self.openForReading(
                path, busyTimeout: busyTimeout, folderIsWritable: !conditions.readOnlyMedium)
            self.connection = connection
        }
    }

    /// Reads the whole file with SQLite's `integrity_check` and `foreign_key_check`, returning each problem found,
    /// or nothing when the store is sound. It costs time in proportion to the store's size.
    ///
    /// - Throws: `StoreError` with code `corrupt` when the file is damaged beyond what the check can walk.
    public func checkIntegrity() throws(StoreError) -> [String] {
        try withConnection { (connection) throws(StoreError) -> [String] in
            try StoreSchema.checkIntegrity(&connection)
        }
    }

    /// Rows inserted, updated or deleted through this store since it was opened, as SQLite counts them.
    public var rowsWritten: Int {
        (try? withConnection { $0.totalChanges }) ?? 0
    }

    /// Every workout in the store, ordered by title and then id.
    public func listDocuments() throws(StoreError) -> [DocumentSummary] {
        try withConnection { (connection) throws(StoreError) -> [DocumentSummary] in
            var summaries: [DocumentSummary] = []
            try connection.query(
                """
                SELECT id, title, modified_at, (SELECT count(*) FROM blocks WHERE blocks.workout_id = workouts.id)
                FROM workouts ORDER BY title, id
                """,
                doing: "listing workouts"
            ) { row in
                summaries.append(
                    DocumentSummary(
                        id: DocumentID(row.text(0)), title: row.text(1), blockCount: Int(row.integer(3)),
                        modifiedAt: Date(timeIntervalSinceReferenceDate: row.real(2))))
            }
            return summaries
        }
    }

    /// The workout with `id`, with all its blocks and its edit history, or `nil` when there is none.
    public func loadDocument(id: DocumentID) throws(StoreError) -> DocumentRecord? {
        try transaction(on: id, "BEGIN", doing: "loading workout \"\(id)\"") { (transaction) throws(StoreError) in
            try transaction.wholeDocument()
        }
    }

    /// Loads a workout's blocks in one read transaction, without reading its history.
    public func loadDocumentBlocks(id: DocumentID) throws(StoreError) -> DocumentRecord? {
        try transaction(on: id, "BEGIN", doing: "loading workout \"\(id)\"") { (transaction) throws(StoreError) in
            try transaction.workout(withHistory: false)
        }
    }

    /// Adds a new workout with its blocks and history, in one transaction.
    ///
    /// - Throws: `StoreError` with code `alreadyExists` when a workout has the id.
    public func createDocument(_ workout: DocumentRecord) throws(StoreError) {
        let action = "creating workout \"\(workout.id)\""
        try ReadBackCheck.check(workout)
        try transaction(on: workout.id, "BEGIN IMMEDIATE", doing: action) { (transaction) throws(StoreError) in
            let inserted = try transaction.run(
                """
                INSERT INTO workouts (id, title, extra, history_cursor, modified_at, revision)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                ON CONFLICT (id) DO NOTHING
                """,
                [
                    .text(workout.id), .text(workout.title), .json(.object(workout.extraFields)),
                    .int(workout.historyCursor), .real(workout.modifiedAt.timeIntervalSinceReferenceDate),
                    .int(workout.revision),
                ],
                doing: action)
            guard inserted == 1 else {
                throw StoreError(.alreadyExists, "A workout with id \"\(workout.id)\" already exists in \(path).")
            }
            // Parents before children is not needed: the parent check waits for the commit.
            try transaction.upsert(workout.blocks, placingFirst: false, doing: action)
            for entry in workout.history {
                try transaction.insert(entry, doing: action)
            }
            try transaction.recordCreation(of: workout)
        }
    }

    /// Runs `body` inside one `BEGIN IMMEDIATE` transaction on the workout `id`: no other process writes the
    /// store until it ends, and what it applied is synced to disk when this returns.
    public func exclusively<Result>(
        _ id: DocumentID,
        _ body: (any DocumentStoreTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try transaction(on: id, "BEGIN IMMEDIATE", doing: "editing workout \"\(id)\"") {
            (transaction) throws(StoreError) in try body(transaction)
        }
    }

    /// Deletes a workout with its blocks and history.
    ///
    /// - Throws: `StoreError` with code `notFound` when the workout does not exist.
    public func deleteDocument(id: DocumentID) throws(StoreError) {
        let action = "deleting workout \"\(id)\""
        try withConnection { (connection) throws(StoreError) in
            try connection.transaction("BEGIN IMMEDIATE", doing: action) { (connection) throws(StoreError) in
                try SyncOutbox.materialize(.workout(id.rawValue), on: &connection)
                // Blocks and history go with the workout's row (ON DELETE CASCADE).
                let deleted = try connection.run("DELETE FROM workouts WHERE id = ?1", [.text(id)], doing: action)
                guard deleted == 1 else { throw Self.notFound(id, in: path) }
                try SyncOutbox.append([.deleteWorkout(workout: id.rawValue)], on: &connection)
            }
        }
    }

    // MARK: - Transactions

    /// Runs `body` in a transaction opened with `begin`, handing it the workout's rows.
    func transaction<Result>(
        on id: DocumentID,
        _ begin: String,
        doing action: String,
        _ body: (SQLiteDocumentTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try withConnection { (connection) throws(StoreError) -> Result in
            try connection.transaction(begin, doing: action) { (connection) throws(StoreError) -> Result in
                try withUnsafeMutablePointer(to: &connection) { (pointer) throws(StoreError) -> Result in
                    try body(SQLiteDocumentTransaction(documentID: id, connection: pointer))
                }
            }
        }
    }

    /// Runs `body` with the connection, holding the lock; the training log shares it (`SQLiteTrainingLogStore`).
    func withConnection<Value>(
        _ body: (inout SQLiteConnection) throws(StoreError) -> Value
    ) throws(StoreError) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return try body(&connection)
    }

    static func notFound(_ id: DocumentID, in path: String) -> StoreError {
        StoreError(.notFound, "No workout has the id \"\(id)\" in \(path).")
    }

    /// Opens `path` for reading only. A store in write-ahead-log mode needs its `-shm` file, which SQLite cannot
    /// create in a read-only folder or on a full disk; when the log is absent or empty the file holds every
    /// committed change, so it is read as immutable (no locks, no `-shm`) instead.
    private static func openForReading(
        _ path: String, busyTimeout: Duration, folderIsWritable: Bool
    ) throws(StoreError) -> SQLiteConnection {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw StoreError(.missing, "There is no store at \(path).")
        }
        guard !isDirectory.boolValue else {
            throw StoreError(.notAStore, "The path \(path) is a folder, not a Kheper store file.")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        // Whether the file is in write-ahead-log mode is read from its header only where it decides something:
        // reading it opens and closes a descriptor of the file, which drops every POSIX lock this process holds on
        // it, SQLite's connections' included.
        let walIsEmpty = (fileSize(path + "-wal") ?? 0) == 0
        let indexIsMissing = !FileManager.default.fileExists(atPath: path + "-shm")
        let canMakeIndex = folderIsWritable && FileManager.default.isWritableFile(atPath: folder)
        // A first log import writes through a rollback journal; one that stopped midway leaves that journal, which
        // a read-only connection cannot roll back. Roll it back as any writer opening the file would, so reading
        // shows the last commit instead of failing.
        if canMakeIndex && (fileSize(path + "-journal") ?? 0) > 0 && FileManager.default.isWritableFile(atPath: path) {
            let recovery = try SQLiteConnection(path: path, mode: .readWrite, busyTimeout: busyTimeout)
            try recovery.executeScript("PRAGMA schema_version", doing: "rolling back a write that stopped midway")
        }
        if indexIsMissing && !canMakeIndex && isInWALMode(path) {
            guard walIsEmpty else { throw unreadableLog(path) }
            var connection = try SQLiteConnection(path: path, mode: .immutable, busyTimeout: busyTimeout)
            try StoreSchema.prepareForReading(&connection)
            return connection
        }
        do {
            var connection = try SQLiteConnection(path: path, mode: .readOnly, busyTimeout: busyTimeout)
            try StoreSchema.prepareForReading(&connection)
            return connection
        } catch {
            let semantic: Set<StoreError.Code> = [.notAStore, .corrupt, .newerSchema, .needsUpgrade, .busy]
            // The shared-memory index could not be made (a full disk, or a folder that refuses it): read the file
            // as immutable when the log holds nothing it lacks.
            guard !semantic.contains(error.code), (fileSize(path + "-wal") ?? 0) == 0, isInWALMode(path) else {
                throw error
            }
            var connection = try SQLiteConnection(path: path, mode: .immutable, busyTimeout: busyTimeout)
            try StoreSchema.prepareForReading(&connection)
            return connection
        }
    }

    /// The error for a store on read-only media whose write-ahead log holds changes SQLite cannot reach there.
    private static func unreadableLog(_ path: String) -> StoreError {
        StoreError(
            .unwritable,
            "The store at \(path) cannot be read here: its write-ahead log \(path)-wal holds changes, and reading "
                + "them needs \(path)-shm, which cannot be created in its read-only folder. Open it once where it "
                + "can be written (or copy it with its -wal file to a writable folder) and try again.")
    }

    /// Whether the file's header says it is in write-ahead-log mode (bytes 18 and 19 are 2).
    private static func isInWALMode(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 20), header.count == 20 else { return false }
        return header[header.startIndex + 18] == 2 && header[header.startIndex + 19] == 2
    }

    /// The size of the file at `path` in bytes, or nil when there is none.
    private static func fileSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    }

    /// Makes the store at `path`, when there is none, in a temporary file beside it and links that into place
    /// once its tables are written and its log folded in, so a reader racing the first write sees no file or a
    /// whole store, never an empty one. Two processes creating it at once each make one; the first link wins and
    /// the other's is thrown away. When the temporary file cannot be made or linked (a read-only folder, a file
    /// system without hard links) nothing is left behind, and opening `path` itself creates it and reports why.
    private static func createWholeIfMissing(_ path: String, busyTimeout: Duration) {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let temporary = path + ".new-" + UUID().uuidString
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
        }
        do {
            var connection = try SQLiteConnection(path: temporary, mode: .readWrite, busyTimeout: busyTimeout)
            try StoreSchema.prepare(&connection, busyTimeout: busyTimeout)
            // Closing the only connection checkpoints the write-ahead log into the file and deletes the log.
        } catch {
            return
        }
        guard (fileSize(temporary + "-wal") ?? 0) == 0 else { return }
        _ = link(temporary, path)
    }

    /// Creates the folders above `path` when they are missing.
    private static func createParentDirectory(of path: String) throws(StoreError) {
        guard !path.isEmpty, path != ":memory:" else { return }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw StoreError(
                    .unwritable, "The store at \(path) cannot be created: \(parent.path) is a file, not a folder.")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw StoreError(
                .unwritable,
                "The store at \(path) cannot be created: its folder \(parent.path) could not be made "
                    + "(\(error.localizedDescription)).")
        }
    }
}
