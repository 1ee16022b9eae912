import KheperCore

/// One row of a type's field table: the spec of one member of its JSON object, and the property that holds it.
///
/// From a row come the member's reading, both the fast path (``JSONFieldReader``) and `Decodable`'s, and its
/// writing; a ``FieldTable`` of rows is the one place a type names its members.
struct DataField<Root>: Sendable {
    /// The member's name, type, limits and documentation.
    let spec: FieldSpec

    /// Whether the member's value is a list, which a table lists after the single values.
    var isList: Bool {
        if case .list = spec.type { return true }
        return false
    }

    /// Reads the member, if written, into `root`, which starts with the property empty.
    let read: @Sendable (JSONFieldReader, inout Root) throws -> Void

    /// Decodes the member, if written, into `root`, as `Decodable`'s synthesized `init(from:)` would.
    let decode: @Sendable (KeyedDecodingContainer<DataFieldKey>, inout Root) throws -> Void

    /// Writes the member from `root`, leaving out an empty optional, as `Encodable`'s synthesized `encode(to:)`
    /// would.
    let encode: @Sendable (Root, inout KeyedEncodingContainer<DataFieldKey>) throws -> Void

    /// A member that may be left out, held in an optional property: `get` is its key path (`\.reps`) and `set`
    /// assigns a value read (`{ $0.reps = $1 }`). A closure, not the key path, writes it: applying a key path
    /// to a computed property at run time would double the time of reading a large document's sets.
    static func optional<Value: DataFieldValue>(
        _ get: @escaping @Sendable (Root) -> Value?, set: @escaping @Sendable (inout Root, Value) -> Void,
        _ spec: FieldSpec
    ) -> Self {
        let key = DataFieldKey(spec.name)
        return Self(
            spec: spec,
            read: { fields, root in
                if let value = try Value.readIfPresent(key.stringValue, from: fields) { set(&root, value) }
            },
            decode: { container, root in
                if let value = try container.decodeIfPresent(Value.self, forKey: key) { set(&root, value) }
            },
            encode: { root, container in try container.encodeIfPresent(get(root), forKey: key) }
        )
    }

    /// A member that must be written, held in a property read by `get` and written by `set`, as in
    /// ``optional(_:set:_:)``; its spec says it is required.
    static func required<Value: DataFieldValue>(
        _ get: @escaping @Sendable (Root) -> Value, set: @escaping @Sendable (inout Root, Value) -> Void,
        _ spec: FieldSpec
    ) -> Self {
        precondition(spec.isRequired, "the spec of the required member \"\(spec.name)\" must say it is required")
        let key = DataFieldKey(spec.name)
        return Self(
            spec: spec,
            read: { fields, root in set(&root, try Value.read(key.stringValue, from: fields)) },
            decode: { container, root in set(&root, try container.decode(Value.self, forKey: key)) },
            encode: { root, container in try container.encode(get(root), forKey: key) }
        )
    }
}
