public import KheperCore

/// Why an export could not be read, with a stable code and a sentence naming the line, the field and the value.
public struct LogImportError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<LogImportError>

    /// The kind of error.
    public let code: Code
    /// A sentence for a person.
    public let message: String
    /// Where in the file, when the error is about one place.
    public let position: CSVPosition?

    /// Creates an error.
    public init(_ code: Code, _ message: String, at position: CSVPosition? = nil) {
        self.code = code
        self.message = message
        self.position = position
    }

    /// The file is not well-formed CSV at `position`.
    public static func malformedCSV(at position: CSVPosition, _ what: String) -> Self {
        Self(.malformedCSV, "malformed CSV at \(position): \(what)", at: position)
    }

    /// A field holds a value its column cannot take.
    public static func invalidValue(
        _ value: String, column: String, expected: String, at position: CSVPosition
    ) -> Self {
        Self(.invalidValue, "\(position): \(column) is \(quoted(value)), but it should be \(expected)", at: position)
    }

    /// Whether the error refuses the whole file even with ``ImportOptions/keepGoing``: the file names no unit, is
    /// no known export, its header names a column wrongly, or a field is longer than any export writes.
    public var refusesWholeFile: Bool {
        [.unitRequired, .unknownFormat, .unknownColumn, .repeatedColumn, .fieldTooLong].contains(code)
    }

    /// `value` in quotes for a message, with every character that would not show written as its escape
    /// (`\u{FEFF}`, `\u{0}`, `\u{200B}`): controls, format characters such as a byte order mark or a
    /// zero-width space, and line and paragraph separators. Every value a message quotes goes through here.
    public static func quoted(_ value: some StringProtocol) -> String {
        var shown = "\""
        for scalar in value.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown + "\""
    }
}

extension ErrorCode where Domain == LogImportError {
    /// The file is not well-formed CSV: a stray quote or an unterminated quoted field.
    public static let malformedCSV = Self(rawValue: "import.malformed-csv")
    /// The file's layout is not one of the known Strong, Hevy or FitNotes layouts.
    public static let unknownFormat = Self(rawValue: "import.unknown-format")
    /// The file does not say whether weights are kg or lb, and no unit was given.
    public static let unitRequired = Self(rawValue: "import.unit-required")
    /// A field holds a value its column cannot take, such as reps `ten`.
    public static let invalidValue = Self(rawValue: "import.invalid-value")
    /// A row has a different number of fields than the header and cannot be recovered.
    public static let fieldCount = Self(rawValue: "import.field-count")
    /// A field holds U+0000 (a NUL byte), which no store or sync server keeps.
    public static let nullCharacter = Self(rawValue: "import.null-character")
    /// A field is longer than ``CSVReader/maximumFieldBytes``.
    public static let fieldTooLong = Self(rawValue: "import.field-too-long")
    /// The header names a column the app does not write, such as Hevy's `weight_stone`.
    public static let unknownColumn = Self(rawValue: "import.unknown-column")
    /// The header names one column twice, such as a second `reps`.
    public static let repeatedColumn = Self(rawValue: "import.repeated-column")
    /// The file cannot be opened or read.
    public static let unreadable = Self(rawValue: "import.unreadable")
}
