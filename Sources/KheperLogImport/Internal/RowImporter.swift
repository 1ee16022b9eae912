import KheperTrainingLog

/// What each app's importer does with the records after the header: turn them into sessions, one at a time.
protocol RowImporter {
    /// What has been read so far.
    var summary: ImportSummary { get set }

    /// Whether a row that cannot be read is skipped and reported rather than ending the import.
    var keepGoing: Bool { get }

    /// The session being built from contiguous rows.
    var assembler: SessionAssembler { get set }

    /// Reads one data record of the app's layout; `emit` gets each session as soon as it is complete.
    mutating func readRow(_ record: CSVRecord, emit: (LoggedSession) throws -> Void) throws
}

extension RowImporter {
    /// Reads one data record, skipping it with its line and reason when it cannot be read and `keepGoing` is set;
    /// a malformed file always ends the import.
    mutating func read(_ record: CSVRecord, emit: (LoggedSession) throws -> Void) throws {
        summary.rows += 1
        do {
            try readRow(record, emit: emit)
        } catch let error as LogImportError where keepGoing && error.code != .malformedCSV {
            summary.skip(ImportNote(line: record.line, reason: error.message))
        }
    }

    /// Ends the input and emits the last session.
    mutating func finish(emit: (LoggedSession) throws -> Void) throws {
        var assembler = self.assembler
        defer { self.assembler = assembler }
        try assembler.flush(summary: &summary, emit: emit)
    }
}

/// Builds sessions from contiguous rows: a new session when the session key changes, a new exercise when the name
/// changes or the source says a new one begins.
struct SessionAssembler {
    private(set) var session: LoggedSession?
    /// The current session's key: up to three texts that its rows repeat, such as date and title.
    private var key = ("", "", "")
    private var exerciseKeys = ExerciseKeyCache()

    /// Starts a session when `key` differs from the current one's, emitting the finished one first. The key is a
    /// tuple rather than an array so that reading a row allocates nothing for it.
    mutating func enter(
        key: (String, String, String), summary: inout ImportSummary, emit: (LoggedSession) throws -> Void,
        make: () throws -> LoggedSession
    ) throws {
        if session != nil && key == self.key { return }
        let next = try make()
        try flush(summary: &summary, emit: emit)
        self.key = key
        session = next
    }

    /// The index of the exercise to add to: the last one when it has this name and `startsNew` is false, else a new
    /// one.
    mutating func exercise(named name: String, startsNew: Bool) -> Int {
        if let last = session?.exercises.last, last.name == name, !startsNew {
            return session!.exercises.count - 1
        }
        session?.exercises.append(PerformedExercise(name: name))
        return (session?.exercises.count ?? 1) - 1
    }

    /// Changes the current session.
    mutating func update(_ change: (inout LoggedSession) -> Void) {
        guard session != nil else { return }
        change(&session!)
    }

    /// Emits the current session, if any, dropping exercises that ended up with no sets, no note and no rest, and
    /// the session itself when nothing is left (every row of it was skipped).
    mutating func flush(summary: inout ImportSummary, emit: (LoggedSession) throws -> Void) throws {
        guard var finished = session else { return }
        session = nil
        finished.exercises.removeAll { $0.sets.isEmpty && $0.notes == nil && $0.restSeconds == nil }
        if finished.exercises.isEmpty { return }
        summary.count(finished, keys: &exerciseKeys)
        try emit(finished)
    }
}

/// Looks up fields by column and turns bad values into errors that name the line, column and value.
struct FieldReader {
    let record: CSVRecord
    let headers: [String]

    /// The field at `index` trimmed, or "" when the column is absent.
    func text(_ index: Int?) -> String {
        guard let index, let value = record[safe: index] else { return "" }
        return value.trimmingSpaces
    }

    /// A number, nil when blank; throws when the field is not a number.
    func number(_ index: Int?) throws -> Double? {
        let value = text(index)
        if value.isEmpty { return nil }
        guard let number = FieldParsing.number(value) else {
            throw invalid(index, value, expected: "a number such as 42.5")
        }
        guard number.isFinite else {
            throw invalid(index, value, expected: "a number no larger than \(Double.greatestFiniteMagnitude)")
        }
        return number
    }

    /// A whole number, nil when blank; throws when the field is not one.
    func wholeNumber(_ index: Int?) throws -> Int? {
        let value = text(index)
        if value.isEmpty { return nil }
        guard let number = FieldParsing.wholeNumber(value) else {
            throw invalid(index, value, expected: "a whole number such as 8")
        }
        return number
    }

    /// An error naming the field's column, value and position.
    func invalid(_ index: Int?, _ value: String, expected: String) -> LogImportError {
        let column = index.flatMap { $0 < headers.count ? headers[$0] : nil } ?? "field \((index ?? 0) + 1)"
        return LogImportError.invalidValue(
            value, column: column, expected: expected, at: record.position(of: index ?? 0))
    }

    /// Whether the record has as many fields as there are headers; throws `import.field-count` otherwise.
    func checkFieldCount() throws {
        guard record.fields.count != headers.count else { return }
        throw LogImportError(
            .fieldCount,
            "line \(record.line): the row has \(record.fields.count) fields, but the header has \(headers.count)",
            at: record.position(of: 0))
    }
}
