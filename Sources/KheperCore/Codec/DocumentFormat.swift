/// The constants of the document format, the on-disk contract that every tool and port reads.
///
/// ```
/// { "format": "kheper.workout", "formatVersion": 1, "id": "…", "title": "…", "blocks": [NODE, …] }
/// NODE = { "id": "…", "type": "exercise", "version": 1, "order": "a0", "data": { … }, "children": [NODE, …] }
/// ```
public enum DocumentFormat {
    /// The value of the envelope's `format` member for workouts, the default of ``BlockRegistry/documentFormat``.
    public static let name = "kheper.workout"

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
