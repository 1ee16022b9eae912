/// A streaming CSV reader that works on bytes: feed it chunks of any size and it hands over each complete record.
///
/// It drops a leading UTF-8 byte order mark, takes CRLF, LF or CR line ends, reads quoted fields with doubled
/// quotes and embedded separators and line breaks, skips blank lines, and refuses a stray quote or an unterminated
/// quoted field with its line and column. The separator is given, or detected from the first line (`;` when it has
/// more semicolons than commas outside quotes, else `,`). It holds only the record being read (and, until the
/// separator is known, the first line), so memory does not grow with the file; a field longer than
/// ``maximumFieldBytes`` is refused as soon as it passes that. A U+0000 (NUL) byte anywhere in a record is refused
/// (or, with ``skipsBadRows``, its record skipped), so no import stores text a sync server cannot hold.
///
/// With ``skipsBadRows`` it skips a bad record instead, noting it in ``skippedRows`` with its line and reason, and
/// reads on: a stray quote or text after a closing quote skips the rest of that line; a quoted field never closed
/// is skipped to the end of the line it starts on and the lines after it are read again (held for this, up to
/// ``recoveryLimit`` bytes, beyond which the error stands).
public struct CSVReader: Sendable {
    private enum State: Sendable {
        case fieldStart, unquoted, quoted, quoteInQuoted, skippingLine
    }

    /// The most bytes held after a line break inside a quoted field, to read again if the field is never closed.
    public static let recoveryLimit = 1 << 20

    /// The longest field read, in bytes (64 KiB): a longer one is refused as soon as it passes this, with where it
    /// starts, so a hostile file never makes the reader hold more than this of one field.
    public static let maximumFieldBytes = 64 * 1024

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The separator in use: given, or detected once the first line is complete.
    public private(set) var separator: UInt8?
    /// The number of bytes consumed so far, BOM included, for progress reports.
    public private(set) var bytesRead = 0

    private var state = State.fieldStart
    private var field: [UInt8] = []
    private var fieldQuoted = false
    private var fields: [String] = []
    private var positions: [CSVPosition] = []
    private var line = 1
    private var column = 1
    private var previousWasCarriageReturn = false
    private var quotedFieldStart = CSVPosition(line: 1, column: 1)
    private var leadingBytes: [UInt8] = []
    private var pastByteOrderMark = false
    /// The bytes after the first line break inside the open quoted field, with where they start, for recovery.
    private var heldAfterLineBreak: [UInt8]?
    private var heldStart = (line: 1, column: 1, afterCarriageReturn: false)
    private var heldOverflowed = false

    /// Whether a bad record is skipped and noted in ``skippedRows`` rather than ending the reading.
    public let skipsBadRows: Bool
    /// The records skipped because they were malformed, in the order found: the first
    /// ``ImportSummary/notesKept`` of them, only with ``skipsBadRows``.
    public private(set) var skippedRows: [ImportNote] = []
    /// How many records were skipped because they were malformed, listed in ``skippedRows`` or not.
    public private(set) var skippedRowCount = 0

    /// Creates a reader; a nil separator is detected from the first line. With `skipsBadRows`, a malformed record
    /// is skipped and noted rather than thrown.
    public init(separator: UInt8? = nil, skipsBadRows: Bool = false) {
        self.separator = separator
        self.skipsBadRows = skipsBadRows
    }

    /// Reads a chunk and calls `onRecord` for each record it completes.
    /// - Throws: ``LogImportError`` `import.malformed-csv` for a stray quote, or whatever `onRecord` throws.
    public mutating func feed(
        _ chunk: some Collection<UInt8>, onRecord: (CSVRecord) throws -> Void
    ) throws {
        bytesRead += chunk.count
        if pastByteOrderMark && separator != nil {
            let read: Void? = try chunk.withContiguousStorageIfAvailable { bytes in
                try consume(contentsOf: bytes, onRecord: onRecord)
            }
            if read == nil {
                for byte in chunk { try consume(byte, onRecord: onRecord) }
            }
            return
        }
        leadingBytes.append(contentsOf: chunk)
        try drainLeadingBytes(atEnd: false, onRecord: onRecord)
    }

    /// Ends the input: completes the last record and calls `onRecord` for it.
    /// - Throws: ``LogImportError`` `import.malformed-csv` when a quoted field is never closed.
    public mutating func finish(onRecord: (CSVRecord) throws -> Void) throws {
        try drainLeadingBytes(atEnd: true, onRecord: onRecord)
        while state == .quoted {
            try skipOrThrow(
                .malformedCSV(at: quotedFieldStart, "the quoted field that starts here is never closed with a quote"),
                onRecord: onRecord)
        }
        switch state {
        case .skippingLine:
            state = .fieldStart
        case .fieldStart where fields.isEmpty:
            break
        case .fieldStart:
            positions.append(CSVPosition(line: line, column: column))
            try endRecord(onRecord: onRecord)
        default:
            try endRecord(onRecord: onRecord)
        }
    }

    /// Holds the first bytes until the byte order mark is decided and the separator is known, then reads them.
    private mutating func drainLeadingBytes(atEnd: Bool, onRecord: (CSVRecord) throws -> Void) throws {
        if !pastByteOrderMark {
            let prefix = Array(leadingBytes.prefix(3))
            if prefix == Self.byteOrderMark {
                leadingBytes.removeFirst(3)
            } else if !(atEnd || prefix.count == 3) && Self.byteOrderMark.starts(with: prefix) {
                return
            }
            pastByteOrderMark = true
        }
        if separator == nil {
            // A first line longer than any field may be is read with what it has shown, so the field cap holds.
            let enough = atEnd || leadingBytes.count > Self.maximumFieldBytes
            guard let detected = Self.detectSeparator(in: leadingBytes, atEnd: enough) else { return }
            separator = detected
        }
        let pending = leadingBytes
        leadingBytes = []
        for byte in pending { try consume(byte, onRecord: onRecord) }
    }

    /// The separator of the first line, or nil while the first line is incomplete.
    static func detectSeparator(in bytes: [UInt8], atEnd: Bool) -> UInt8? {
        var inQuotes = false
        var commas = 0
        var semicolons = 0
        for byte in bytes {
            switch byte {
            case quote: inQuotes.toggle()
            case UInt8(ascii: ","): if !inQuotes { commas += 1 }
            case UInt8(ascii: ";"): if !inQuotes { semicolons += 1 }
            case lineFeed, carriageReturn:
                if !inQuotes { return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",") }
            default: break
            }
        }
        guard atEnd else { return nil }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// Reads `bytes`, copying each run of ordinary bytes inside a field in one step and handing every separator,
    /// quote and line end to ``consume(_:onRecord:)``.
    private mutating func consume(
        contentsOf bytes: UnsafeBufferPointer<UInt8>, onRecord: (CSVRecord) throws -> Void
    ) throws {
        let separator = self.separator ?? UInt8(ascii: ",")
        var index = 0
        while index < bytes.count {
            if state == .unquoted || state == .quoted, !previousWasCarriageReturn {
                var end = index
                var characters = 0
                while end < bytes.count {
                    let byte = bytes[end]
                    if byte == separator || byte == Self.quote || byte == Self.lineFeed || byte == Self.carriageReturn
                        || byte == 0
                    {
                        break
                    }
                    if byte & 0xC0 != 0x80 { characters += 1 }
                    end += 1
                }
                if end > index {
                    guard field.count + (end - index) <= Self.maximumFieldBytes else { throw fieldTooLong() }
                    field.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                    column += characters
                    index = end
                    continue
                }
            }
            try consume(bytes[index], onRecord: onRecord)
            index += 1
        }
    }

    private mutating func consume(_ byte: UInt8, onRecord: (CSVRecord) throws -> Void) throws {
        let separator = self.separator ?? UInt8(ascii: ",")
        if heldAfterLineBreak != nil {
            heldAfterLineBreak?.append(byte)
            if heldAfterLineBreak?.count ?? 0 > Self.recoveryLimit {
                heldAfterLineBreak = nil
                heldOverflowed = true
            }
        }
        if previousWasCarriageReturn {
            previousWasCarriageReturn = false
            if byte == Self.lineFeed {
                if state == .quoted { field.append(byte) }
                return
            }
        }
        let here = CSVPosition(line: line, column: column)
        advance(over: byte)
        if byte == 0, state != .skippingLine {
            try skipOrThrow(
                LogImportError(
                    .nullCharacter,
                    "\(here): a U+0000 (NUL) byte in a field; expected text without U+0000, which cannot be stored",
                    at: here),
                onRecord: onRecord)
            return
        }
        switch state {
        case .skippingLine:
            if byte == Self.lineFeed || byte == Self.carriageReturn { state = .fieldStart }
        case .fieldStart:
            positions.append(here)
            if byte == Self.quote {
                state = .quoted
                fieldQuoted = true
                quotedFieldStart = here
            } else if byte == separator {
                endField()
            } else if byte == Self.lineFeed || byte == Self.carriageReturn {
                try endRecord(onRecord: onRecord)
            } else {
                field.append(byte)
                state = .unquoted
            }
        case .unquoted:
            if byte == separator {
                endField()
                state = .fieldStart
            } else if byte == Self.lineFeed || byte == Self.carriageReturn {
                try endRecord(onRecord: onRecord)
            } else if byte == Self.quote {
                try skipOrThrow(
                    .malformedCSV(
                        at: here,
                        "a quote inside a field that does not start with one; quote the field and double the quote"),
                    onRecord: onRecord)
            } else {
                field.append(byte)
            }
        case .quoted:
            if byte == Self.quote {
                state = .quoteInQuoted
            } else {
                field.append(byte)
                if skipsBadRows, heldAfterLineBreak == nil, !heldOverflowed,
                    byte == Self.lineFeed || byte == Self.carriageReturn
                {
                    heldAfterLineBreak = []
                    heldStart = (line, column, previousWasCarriageReturn)
                }
            }
        case .quoteInQuoted:
            if byte == Self.quote {
                field.append(byte)
                state = .quoted
            } else if byte == separator {
                endField()
                state = .fieldStart
            } else if byte == Self.lineFeed || byte == Self.carriageReturn {
                try endRecord(onRecord: onRecord)
            } else {
                try skipOrThrow(
                    .malformedCSV(
                        at: here, "text after the closing quote of a field; a field ends at its closing quote"),
                    onRecord: onRecord)
            }
        }
        if field.count > Self.maximumFieldBytes { throw fieldTooLong() }
    }

    /// The refusal of the field being read, longer than ``maximumFieldBytes``, naming where it starts.
    private func fieldTooLong() -> LogImportError {
        let start = positions.last ?? CSVPosition(line: line, column: column)
        return LogImportError(
            .fieldTooLong,
            "\(start): the field that starts here is longer than \(Self.maximumFieldBytes) bytes; expected at most "
                + "\(Self.maximumFieldBytes) bytes (\(Self.maximumFieldBytes / 1024) KiB) in one field",
            at: start)
    }

    /// Moves the line and column past `byte`; a CR, an LF, or a CR LF pair is one line end.
    private mutating func advance(over byte: UInt8) {
        if byte == Self.lineFeed || byte == Self.carriageReturn {
            line += 1
            column = 1
            previousWasCarriageReturn = byte == Self.carriageReturn
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func endField() {
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        fieldQuoted = false
        heldAfterLineBreak = nil
        heldOverflowed = false
    }

    /// Throws `error`, or with ``skipsBadRows`` skips the record being read: to the end of the line it is on, or,
    /// when it is inside a quoted field that ran past the end of its first line, to the end of that line, reading
    /// the lines after it again (the quote was most likely never meant to run on).
    private mutating func skipOrThrow(_ error: LogImportError, onRecord: (CSVRecord) throws -> Void) throws {
        guard skipsBadRows else { throw error }
        guard let held = heldAfterLineBreak else {
            guard !heldOverflowed else { throw error }
            skip(error.message, line: positions.first?.line ?? error.position?.line ?? line)
            return
        }
        let start = heldStart
        let reason =
            error.position == quotedFieldStart
            ? error.message
            : "\(error.message); the quoted field that starts at \(quotedFieldStart) runs on past the end of its line"
        skip(reason, line: positions.first?.line ?? quotedFieldStart.line)
        line = start.line
        column = start.column
        previousWasCarriageReturn = start.afterCarriageReturn
        state = .fieldStart
        for byte in held { try consume(byte, onRecord: onRecord) }
    }

    /// Notes the record being read as skipped, starting on `line`, and drops it, skipping to the end of the line.
    private mutating func skip(_ reason: String, line: Int) {
        skippedRowCount += 1
        if skippedRows.count < ImportSummary.notesKept { skippedRows.append(ImportNote(line: line, reason: reason)) }
        field.removeAll(keepingCapacity: true)
        fields.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        fieldQuoted = false
        heldAfterLineBreak = nil
        heldOverflowed = false
        state = .skippingLine
    }

    private mutating func endRecord(onRecord: (CSVRecord) throws -> Void) throws {
        let blankLine = fields.isEmpty && field.isEmpty && !fieldQuoted
        if positions.count > fields.count { endField() }
        state = .fieldStart
        defer {
            fields.removeAll(keepingCapacity: true)
            positions.removeAll(keepingCapacity: true)
        }
        if blankLine { return }
        try onRecord(CSVRecord(fields: fields, positions: positions, separator: separator ?? UInt8(ascii: ",")))
    }
}
