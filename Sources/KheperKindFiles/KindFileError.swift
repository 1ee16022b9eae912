public import KheperCore

/// Why a kind file could not be loaded: a stable code, the file, the JSON path of the problem and a sentence
/// saying what was found and what was expected; its message reads `FILE: PATH: PROBLEM`.
public struct KindFileError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of kind-file problem.
    public typealias Code = ErrorCode<KindFileError>

    /// The kind of problem.
    public let code: Code

    /// The file, as it was named to the loader.
    public let file: String

    /// Where in the file the problem is, such as `fields[1].type`; the root for the file as a whole.
    public let path: JSONPath

    /// What is wrong there: the value found and what was expected.
    public let problem: String

    /// Creates an error about the member at `path` of `file`.
    public init(_ code: Code, file: String, at path: JSONPath = .root, _ problem: String) {
        self.code = code
        self.file = file
        self.path = path
        self.problem = problem
    }

    /// An error for the value `found` at `path`, which should have been `expected`.
    init(file: String, at path: JSONPath, found: JSONValue?, expected: String) {
        let value = found.map { $0.shortText } ?? "missing"
        self.init(.invalid, file: file, at: path, "found \(value); expected \(expected)")
    }

    /// `FILE: PATH: PROBLEM`, or `FILE: PROBLEM` for the file as a whole.
    public var message: String {
        path.components.isEmpty ? "\(file): \(problem)" : "\(file): \(path): \(problem)"
    }
}

extension ErrorCode where Domain == KindFileError {
    /// The file or its folder could not be read.
    public static let unreadable = Self(rawValue: "kind-file.unreadable")
    /// The file is not well-formed JSON, or writes a key twice in one object.
    public static let malformedJSON = Self(rawValue: "kind-file.malformed-json")
    /// A member is missing, unknown or of the wrong form.
    public static let invalid = Self(rawValue: "kind-file.invalid")
    /// The file is larger than a kind file may be, or declares more fields than one may.
    public static let tooLarge = Self(rawValue: "kind-file.too-large")
    /// The tag is already a built-in kind or declared by another file.
    public static let duplicateKind = Self(rawValue: "kind-file.duplicate-kind")
    /// The nesting rules name a kind that no one registers.
    public static let unknownKind = Self(rawValue: "kind-file.unknown-kind")
}

extension JSONValue {
    /// The value for messages: JSON text, shortened when long.
    var shortText: String {
        let text = description
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
