/// A finding about a document's content: what is wrong or noteworthy, where, and how serious it is.
///
/// Validating content never throws; it returns diagnostics. A block kind's validator returns diagnostics whose
/// paths are relative to the block's `data`, and the kernel places them in the document.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
        /// The content breaks a rule; tools exit with failure.
        case error
        /// The content is allowed but probably not what was meant.
        case warning
        /// Something the reader may want to know, such as a value that was filled in.
        case info

        /// Orders errors first, then warnings, then notes.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A stable, machine-readable name for a kind of finding, such as `nesting.not-allowed`; kinds write their own
    /// as literals, such as `"note.too-long"`.
    public typealias Code = ErrorCode<Diagnostic>

    /// How serious the finding is.
    public var severity: Severity

    /// The stable code of the finding.
    public var code: Code

    /// A sentence for a person, naming the field, the value and what was expected.
    public var message: String

    /// The block the finding is about, if any.
    public var blockID: BlockID?

    /// Where in the document the finding is, such as `blocks[2].data.sets[1].reps`.
    public var path: JSONPath

    /// Creates a diagnostic.
    public init(severity: Severity, code: Code, message: String, blockID: BlockID? = nil, path: JSONPath = .root) {
        self.severity = severity
        self.code = code
        self.message = message
        self.blockID = blockID
        self.path = path
    }

    /// An error at `path`.
    public static func error(_ code: Code, _ message: String, at path: JSONPath = .root) -> Diagnostic {
        Diagnostic(severity: .error, code: code, message: message, path: path)
    }

    /// A warning at `path`.
    public static func warning(_ code: Code, _ message: String, at path: JSONPath = .root) -> Diagnostic {
        Diagnostic(severity: .warning, code: code, message: message, path: path)
    }

    /// A note at `path`.
    public static func info(_ code: Code, _ message: String, at path: JSONPath = .root) -> Diagnostic {
        Diagnostic(severity: .info, code: code, message: message, path: path)
    }

    /// The same finding placed under `prefix` and attributed to `blockID`.
    public func placed(under prefix: JSONPath, blockID: BlockID?) -> Diagnostic {
        var copy = self
        copy.path = prefix.appending(path)
        copy.blockID = copy.blockID ?? blockID
        return copy
    }

    /// `PATH: severity: message [code]`, the form tools print.
    public var description: String {
        let location = path.isEmpty ? "" : "\(path): "
        return "\(location)\(severity.rawValue): \(message) [\(code)]"
    }
}

extension Diagnostic.Code {
    /// A block's type tag is not registered; the block is kept raw.
    public static let unknownKind: Self = "unknown-kind"
    /// A block's type tag is malformed; the block is kept raw.
    public static let malformedKind: Self = "malformed-kind"
    /// A block was written by a newer version than the registry supports; it is kept raw.
    public static let newerVersion: Self = "newer-version"
    /// A migration step failed; the block is kept raw at its original version.
    public static let migrationFailed: Self = "migration-failed"
    /// A block's `data` did not decode into its kind's type; it is kept raw.
    public static let undecodableData: Self = "undecodable-data"
    /// A node could not be read at all; it is kept verbatim.
    public static let malformedBlock: Self = "malformed-block"
    /// An id was missing, not a string, or empty, and a fresh one was assigned.
    public static let invalidID: Self = "invalid-id"
    /// An id was used twice; the later block got a fresh id.
    public static let duplicateID: Self = "duplicate-id"
    /// An order key was malformed or out of sequence and was replaced.
    public static let invalidOrderKey: Self = "invalid-order-key"
    /// Siblings were not written in key order; they were sorted.
    public static let unsortedBlocks: Self = "unsorted-blocks"
    /// A block sits where its kind, or its parent's kind, does not allow it.
    public static let nestingNotAllowed: Self = "nesting.not-allowed"
    /// A container has fewer children than its kind asks for.
    public static let tooFewChildren: Self = "nesting.too-few-children"
    /// A container has more children than its kind allows.
    public static let tooManyChildren: Self = "nesting.too-many-children"
    /// A block is nested deeper than the document's depth limit.
    public static let tooDeep: Self = "nesting.too-deep"
    /// The document envelope has a field of the wrong type; a default was used and the value kept.
    public static let invalidEnvelopeField: Self = "invalid-envelope-field"
    /// A JSON object, at any depth, names the same key more than once; the last value is kept, as JSON readers do.
    public static let duplicateKey: Self = "duplicate-key"
}
