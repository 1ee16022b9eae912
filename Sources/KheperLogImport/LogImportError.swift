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
        Self(
            .invalidValue, "\(position): \(column) is \"\(value)\", but it should be \(expected)", at: position)
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
    /// The file cannot be opened or read.
    public static let unreadable = Self(rawValue: "import.unreadable")
}
