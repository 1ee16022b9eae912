import Foundation
public import KheperTrainingLog

/// Reads a Strong, Hevy or FitNotes export, streaming: each session goes to a callback as soon as its last row is
/// read, so memory stays bounded whatever the file's size.
///
/// The format is detected from the header row (or, for a Strong file without one, from the first row's field
/// count and values) unless ``ImportOptions/format`` names it. Times carry no zone in these files and are stored
/// as UTC wall-clock times.
public struct LogImporter {
    private let options: ImportOptions
    private var reader: CSVReader
    private var importer: (any RowImporter)?

    /// Creates an importer; feed it bytes with ``feed(_:onSession:)`` and end with ``finish(onSession:)``.
    ///
    /// With ``ImportOptions/keepGoing`` a malformed row is skipped like any unreadable one: only that row is left
    /// out (noted with its line and reason), and the rest of its session and every later session are read.
    public init(options: ImportOptions = ImportOptions()) {
        self.options = options
        self.reader = CSVReader(skipsBadRows: options.keepGoing)
    }

    /// The bytes read so far, for a progress bar.
    public var bytesRead: Int { reader.bytesRead }

    /// Reads a chunk of the file.
    /// - Throws: ``LogImportError``, or what `onSession` throws.
    public mutating func feed(_ chunk: some Collection<UInt8>, onSession: (LoggedSession) throws -> Void) throws {
        var reader = self.reader
        defer { self.reader = reader }
        try reader.feed(chunk) { record in try self.accept(record, onSession: onSession) }
    }

    /// Ends the file, emits the last session and returns the summary.
    /// - Throws: ``LogImportError`` `import.unknown-format` for an empty file, or what `onSession` throws.
    public mutating func finish(onSession: (LoggedSession) throws -> Void) throws -> ImportSummary {
        var reader = self.reader
        defer { self.reader = reader }
        try reader.finish { record in try self.accept(record, onSession: onSession) }
        guard var importer else {
            throw LogImportError(.unknownFormat, "the file is empty: it has no header and no rows")
        }
        try importer.finish(emit: onSession)
        if reader.skippedRowCount > 0 {
            importer.summary.rows += reader.skippedRowCount
            importer.summary.skippedRows += reader.skippedRowCount
            let notes = (importer.summary.skipped + reader.skippedRows).enumerated()
                .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
            importer.summary.skipped = Array(notes.prefix(ImportSummary.notesKept))
        }
        self.importer = importer
        return importer.summary
    }

    private mutating func accept(_ record: CSVRecord, onSession: (LoggedSession) throws -> Void) throws {
        if var importer {
            self.importer = nil
            defer { self.importer = importer }
            try importer.read(record, emit: onSession)
            return
        }
        let separator = record.separator
        let (detected, isHeader) = try Self.detect(record, separator: separator, options: options)
        importer = detected
        if !isHeader { try accept(record, onSession: onSession) }
    }

    /// The importer for a file whose first record is `record`, and whether that record is a header.
    private static func detect(_ record: CSVRecord, separator: UInt8, options: ImportOptions) throws
        -> (any RowImporter, Bool)
    {
        let header = record.fields
        let wanted = options.format
        if wanted == nil || wanted == .hevy, HevyImporter.matches(header: header) {
            return (try HevyImporter(header: record, keepGoing: options.keepGoing), true)
        }
        if wanted == nil || wanted == .strong {
            if let layout = StrongLayout.detect(header: header, separator: separator) {
                _ = try ExportHeader<StrongColumn>(record, app: "Strong")
                return (
                    try StrongImporter(layout: layout, defaultUnit: options.defaultUnit, keepGoing: options.keepGoing),
                    true
                )
            }
        }
        if wanted == nil || wanted == .fitnotes, FitNotesImporter.matches(header: header) {
            return (
                try FitNotesImporter(header: record, defaultUnit: options.defaultUnit, keepGoing: options.keepGoing),
                true
            )
        }
        if wanted == nil || wanted == .strong,
            let layout = StrongLayout.detect(
                headerless: header, separator: separator, defaultUnit: options.defaultUnit)
        {
            var importer = try StrongImporter(
                layout: layout, defaultUnit: options.defaultUnit, keepGoing: options.keepGoing)
            importer.summary.dialect += ", no header row"
            return (importer, false)
        }
        let shown = LogImportError.quoted(header.prefix(6).joined(separator: String(UnicodeScalar(separator))))
        let expected = wanted.map { "a \($0.rawValue) export" } ?? "a Strong, Hevy or FitNotes export"
        throw LogImportError(
            .unknownFormat,
            "line \(record.line) starts \(shown), which is not the header or a row of \(expected)",
            at: record.position(of: 0))
    }

    /// Reads a whole file in 64 KiB chunks on a second thread while `onSession` stores what it reads on this one;
    /// `progress` gets the bytes read after each chunk. `onSession` and `progress` are called on the calling thread,
    /// in file order, and at most a few chunks' sessions wait between the two threads.
    /// - Throws: ``LogImportError`` (`import.unreadable` when the file cannot be read), or what `onSession` throws.
    public static func importFile(
        atPath path: String, options: ImportOptions = ImportOptions(), progress: ((Int) -> Void)? = nil,
        onSession: (LoggedSession) throws -> Void
    ) throws -> ImportSummary {
        let pipe = SessionPipe()
        DispatchQueue.global(qos: .userInitiated).async { read(path, options: options, into: pipe) }
        while true {
            switch pipe.receive() {
            case .sessions(let sessions, let bytesRead):
                do {
                    for session in sessions { try onSession(session) }
                } catch {
                    pipe.stop()
                    drain(pipe)
                    throw error
                }
                progress?(bytesRead)
            case .finished(let summary):
                return summary
            case .failed(let error):
                throw error
            }
        }
    }

    /// Receives until the reader's last message, so it is not left waiting for room.
    private static func drain(_ pipe: SessionPipe) {
        while true {
            switch pipe.receive() {
            case .sessions: continue
            case .finished, .failed: return
            }
        }
    }

    /// The reading thread: parses the file chunk by chunk, sending each chunk's sessions, then the summary or the
    /// error that stopped it.
    private static func read(_ path: String, options: ImportOptions, into pipe: SessionPipe) {
        var sessions: [LoggedSession] = []
        var bytesRead = 0
        do {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw LogImportError(.unreadable, "cannot open \(path) for reading")
            }
            defer { try? handle.close() }
            var importer = LogImporter(options: options)
            while !pipe.isStopped {
                let chunk: Data?
                do {
                    chunk = try handle.read(upToCount: 65_536)
                } catch {
                    throw LogImportError(.unreadable, "cannot read \(path): \(error.localizedDescription)")
                }
                guard let chunk, !chunk.isEmpty else { break }
                try importer.feed(chunk) { sessions.append($0) }
                bytesRead = importer.bytesRead
                pipe.send(.sessions(sessions, bytesRead: bytesRead))
                sessions = []
            }
            let summary = try importer.finish { sessions.append($0) }
            pipe.send(.sessions(sessions, bytesRead: importer.bytesRead))
            pipe.send(.finished(summary))
        } catch {
            if !sessions.isEmpty { pipe.send(.sessions(sessions, bytesRead: bytesRead)) }
            pipe.send(.failed(error))
        }
    }

    /// Reads a file already in memory.
    public static func importBytes(
        _ bytes: some Collection<UInt8>, options: ImportOptions = ImportOptions(),
        onSession: (LoggedSession) throws -> Void
    ) throws -> ImportSummary {
        var importer = LogImporter(options: options)
        try importer.feed(bytes, onSession: onSession)
        return try importer.finish(onSession: onSession)
    }
}
