public import KheperCore

/// Why a program's text, or one lift's line, was refused: a stable code, the line it is on, and a sentence naming
/// what was written and what was expected.
public struct ProgramTextError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<ProgramTextError>

    /// The kind of error.
    public let code: Code
    /// The line of the program's text it is on, from 1; `nil` for a lift's line read on its own.
    public let line: Int?
    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, line: Int? = nil, _ message: String) {
        self.code = code
        self.line = line
        self.message = message
    }

    /// This error placed on `line`, its message starting `line N: `.
    func on(line: Int) -> Self { Self(code, line: line, "line \(line): \(message)") }

    /// A word that could not be read where `expected` was.
    static func unreadable(_ word: String, _ expected: String) -> Self {
        Self(.unreadable, "\"\(word)\" cannot be read; expected \(expected)")
    }
}

extension ErrorCode where Domain == ProgramTextError {
    /// A word of a lift's line, or a line of a program, cannot be read where it is.
    public static let unreadable = Self(rawValue: "program-text.unreadable")
    /// A lift's rule parameters are refused by the rule, or given twice.
    public static let invalidParameter = Self(rawValue: "program-text.invalid-parameter")
    /// A rule needs something the line lacks, such as the sets `lp` reads its sets and reps from.
    public static let incomplete = Self(rawValue: "program-text.incomplete")
    /// A program's text has no program heading, no day, or a lift before its first day.
    public static let structure = Self(rawValue: "program-text.structure")
}
