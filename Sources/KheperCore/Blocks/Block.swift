/// A block kind's payload: a value type with its own fields, identified in documents by a type tag.
///
/// Conform a struct to `Block`, describe it with a ``BlockDefinition`` and register that definition; the kernel
/// then decodes, validates, migrates and renders it without knowing anything else about it.
public protocol Block: Codable, Sendable, Hashable {
    /// The type tag written as `type` in documents.
    static var kind: BlockKind { get }

    /// The schema version of the fields this type reads and writes; starts at 1.
    static var version: Int { get }

    /// This block's type tag: `Self.kind`, unless one type backs several kinds, as kinds declared in files do.
    var instanceKind: BlockKind { get }

    /// This block's schema version: `Self.version`, unless one type backs several kinds.
    var instanceVersion: Int { get }
}

extension Block {
    /// Version 1, for kinds that have never changed their fields.
    public static var version: Int { 1 }

    /// The type's tag, `Self.kind`.
    public var instanceKind: BlockKind { Self.kind }

    /// The type's version, `Self.version`.
    public var instanceVersion: Int { Self.version }

    /// Compares this block with any other block, true only when both have the same type and equal values.
    public func isEqual(to other: any Block) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
