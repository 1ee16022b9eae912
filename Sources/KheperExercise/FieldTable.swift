import KheperCore

/// The members of a type's JSON object, one ``DataField`` a member, in the order they are read and written: the one
/// place the type names them.
///
/// From the table come the type's field specs (``specs``), its fast reading (``read(from:into:)``), its
/// `Decodable` reading (``decode(from:into:)``) and its writing (``encode(_:to:)``). Each reads the members in the
/// table's order, so the fast path and `Decodable` find the same first error and leave the same members unread.
struct FieldTable<Root>: Sendable {
    /// The rows, in reading and writing order.
    let fields: [DataField<Root>]

    /// Each row's fast reading and its writing on their own: a large document runs these millions of times, and
    /// going through ``fields`` would copy a spec each time.
    private let readers: [@Sendable (JSONFieldReader, inout Root) throws -> Void]
    private let writers: [@Sendable (Root, inout KeyedEncodingContainer<DataFieldKey>) throws -> Void]

    /// Creates a table of `fields`, in the order they are read and written.
    init(_ fields: [DataField<Root>]) {
        self.fields = fields
        readers = fields.map(\.read)
        writers = fields.map(\.encode)
    }

    /// The members' specs as people see them, in schemas, listings and forms: the single values in the table's
    /// order, then the lists.
    var specs: [FieldSpec] {
        fields.filter { !$0.isList }.map(\.spec) + fields.filter(\.isList).map(\.spec)
    }

    /// Reads every written member from `fields` into `root`, which starts with every property empty.
    func read(from fields: JSONFieldReader, into root: inout Root) throws {
        for read in readers { try read(fields, &root) }
    }

    /// Decodes every written member from `decoder`'s object into `root`, which starts with every property empty.
    func decode(from decoder: any Decoder, into root: inout Root) throws {
        let container = try decoder.container(keyedBy: DataFieldKey.self)
        for field in fields { try field.decode(container, &root) }
    }

    /// Writes every member of `root` that is set into `encoder`'s object.
    func encode(_ root: Root, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DataFieldKey.self)
        for write in writers { try write(root, &container) }
    }
}
