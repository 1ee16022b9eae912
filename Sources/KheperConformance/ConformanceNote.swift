public import KheperCore

/// A kind that exists only for the conformance cases: at version 2, whose one migration renames version 1's `body`
/// to `text` and fails when `body` is not a string, so that migrations are pinned down by cases.
public struct ConformanceNote: Block {
    /// `conformance/note`.
    public static let kind: BlockKind = "conformance/note"

    /// Version 2: version 1 called the field `body`.
    public static let version = 2

    /// The note.
    public var text: String

    /// Creates a note.
    public init(text: String) { self.text = text }

    /// Why a version-1 note cannot be migrated.
    struct MissingBody: Error {}

    /// The kind's definition: a leaf at the root, with the migration from version 1.
    public static let definition = BlockDefinition(
        ConformanceNote.self,
        displayName: "Conformance note",
        symbolName: "note.text",
        nesting: .leaf(atRoot: true),
        migrations: [
            BlockMigration(from: 1) { data in
                guard case .string(let body)? = data.removeValue(forKey: "body") else { throw MissingBody() }
                data["text"] = .string(body)
            }
        ],
        makeDefault: { ConformanceNote(text: "") }
    )
}
