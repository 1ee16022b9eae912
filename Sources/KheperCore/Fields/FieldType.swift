/// What kind of value a field holds; it decides the field's JSON Schema, its checks and how `kheper set` reads it.
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
    /// Whole seconds, read as `90`, `1:30`, `2m`, `2m30s` or `1h 5m`.
    case duration
    /// A load object `{"value": 100, "unit": "kg"}`, read as `100kg`, `225lb`, `bw`, `bw+10kg` or `75%`.
    case load
    /// Metres, read as `400`, `400m` or `5km`.
    case distance
    /// A web address, stored as text.
    case url
    /// A list whose entries all follow one spec; `FieldSpec.count` bounds its entries.
    case list(of: FieldSpec)
    /// An object with its own fields.
    case object([FieldSpec])

    /// The type's name as `kheper kinds --fields` prints it and as a kind file writes it, such as `duration`.
    public var name: String {
        switch self {
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .boolean: "boolean"
        case .choice: "choice"
        case .duration: "duration"
        case .load: "load"
        case .distance: "distance"
        case .url: "url"
        case .list: "list"
        case .object: "object"
        }
    }

    /// Whether values of this type are JSON numbers that a range bounds.
    public var isNumeric: Bool {
        switch self {
        case .integer, .number, .duration, .distance: true
        default: false
        }
    }

    /// The units a load may be written in, as stored.
    public static let loadUnits = ["kg", "lb", "bodyweight", "percent1RM"]

    /// The range of a load given as a percentage of the one-repetition maximum, whatever the field's own range.
    public static let percentLoadRange: ClosedRange<Double> = 0...150
}
