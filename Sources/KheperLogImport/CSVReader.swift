/// A streaming CSV reader that works on bytes: feed it chunks of any size and it hands over each complete record.
///
/// It drops a leading UTF-8 byte order mark, takes CRLF, LF or CR line ends, reads quoted fields with doubled
/// quotes and embedded separators and line breaks, skips blank lines, and refuses a stray quote or an unterminated
/// quoted field with its line and column. The separator is given, or detected from the first line (`;` when it has
/// more semicolons than commas outside quotes, else `,`). It holds only the record being read (and, until the
/// separator is known, the first line), so memory does not grow with the file.
public struct CSVReader: Sendable {
    private enum State: Sendable {
        case fieldStart, unquoted, quoted, quoteInQuoted
    }

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

    /// Creates a reader; a nil separator is detected from the first line.
    public init(separator: UInt8? = nil) {
        self.separator = separator
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
        switch state {
        case .quoted:
            throw LogImportError.malformedCSV(
                at: quotedFieldStart, "the quoted field that starts here is never closed with a quote")
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
            guard let detected = Self.detectSeparator(in: leadingBytes, atEnd: atEnd) else { return }
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
                    if byte == separator || byte == Self.quote || byte == Self.lineFeed || byte == Self.carriageReturn {
                        break
                    }
                    if byte & 0xC0 != 0x80 { characters += 1 }
                    end += 1
                }
                if end > index {
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
        if previousWasCarriageReturn {
            previousWasCarriageReturn = false
            if byte == Self.lineFeed {
                if state == .quoted { field.append(byte) }
                return
            }
        }
        let here = CSVPosition(line: line, column: column)
        advance(over: byte)
        switch state {
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
                throw LogImportError.malformedCSV(
                    at: here,
                    "a quote inside a field that does not start with one; quote the field and double the quote")
            } else {
                field.append(byte)
            }
        case .quoted:
            if byte == Self.quote {
                state = .quoteInQuoted
            } else {
                field.append(byte)
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
                throw LogImportError.malformedCSV(
                    at: here, "text after the closing quote of a field; a field ends at its closing quote")
            }
        }
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
