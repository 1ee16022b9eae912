/// A document format: the envelope's `format` name and what one document is called, chosen by whoever builds the
/// registry. The shape is the on-disk contract that every tool and port reads.
///
/// ```
/// { "format": "NAME", "formatVersion": 1, "id": "…", "title": "…", "blocks": [NODE, …] }
/// NODE = { "id": "…", "type": "note", "version": 1, "order": "a0", "data": { … }, "children": [NODE, …] }
/// ```
public struct DocumentFormat: Sendable, Hashable {
    /// The value of the envelope's `format` member, such as `acme.reading-list`.
    public var name: String

    /// What one document is called, capitalised, such as `Reading list`: the title of an untitled document.
    public var noun: String

    /// Creates a format named `name` whose documents are called `noun`.
    public init(name: String, noun: String) {
        self.name = name
        self.noun = noun
    }

    /// The format of a registry that names none: `kheper.blocks`, whose documents are called `Document`.
    public static let generic = DocumentFormat(name: "kheper.blocks", noun: "Document")

    /// The format version this build writes.
    public static let currentVersion = 1

    /// The format versions this build reads.
    public static let supportedVersions: ClosedRange<Int> = 1...1

    /// Whether `key` is an envelope member the format defines; any others are kept as extra fields.
    static func isEnvelopeKey(_ key: String) -> Bool {
        switch key {
        case "format", "formatVersion", "id", "title", "blocks": true
        default: false
        }
    }

    /// Whether `key` is a node member the format defines; any others are kept as extra fields.
    static func isNodeKey(_ key: String) -> Bool {
        switch key {
        case "id", "type", "version", "order", "data", "children": true
        default: false
        }
    }
}
