/// What kind of value a field holds, JSON-shaped or a module's ``FieldValueType``; it decides the field's JSON
/// Schema, its checks and how `kheper set` reads it.
public indirect enum FieldType: Sendable, Hashable {
    /// A whole number.
    case integer
    /// Any number.
    case number
    /// Text; `FieldSpec.length` bounds its characters.
    case string
    /// `true` or `false`.
    case boolean
    /// One of a closed set of strings, read by name in any case.
    case choice([String])
    /// A web address, stored as text.
    case url
    /// A list whose entries all follow one spec; `FieldSpec.count` bounds its entries.
    case list(of: FieldSpec)
    /// An object with its own fields.
    case object([FieldSpec])
    /// A value type a module declares, such as a duration.
    case custom(any FieldValueType)

    /// The names of the types the kernel knows, as a kind file writes them.
    public static let builtInNames = ["integer", "number", "string", "boolean", "choice", "url", "list", "object"]

    /// The type's name as `kheper kinds --fields` prints it and as a kind file writes it, such as `duration`.
    public var name: String {
        switch self {
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .boolean: "boolean"
        case .choice: "choice"
        case .url: "url"
        case .list: "list"
        case .object: "object"
        case .custom(let valueType): valueType.name
        }
    }

    /// Whether values of this type are JSON numbers that a range bounds.
    public var isNumeric: Bool {
        switch self {
        case .integer, .number: true
        case .custom(let valueType): valueType.isNumeric
        default: false
        }
    }

    /// The module-declared value types this type uses, itself or inside its lists and objects.
    var valueTypes: [any FieldValueType] {
        switch self {
        case .custom(let valueType): [valueType]
        case .list(let element): element.type.valueTypes
        case .object(let fields): fields.flatMap(\.type.valueTypes)
        default: []
        }
    }

    /// Whether two types are the same; value types are the same when their names are.
    public static func == (lhs: FieldType, rhs: FieldType) -> Bool {
        switch (lhs, rhs) {
        case (.integer, .integer), (.number, .number), (.string, .string), (.boolean, .boolean), (.url, .url): true
        case (.choice(let left), .choice(let right)): left == right
        case (.list(let left), .list(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        case (.custom(let left), .custom(let right)): left.name == right.name
        default: false
        }
    }

    /// Hashes the type by its name, which equal types share.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
