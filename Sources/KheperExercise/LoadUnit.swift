public import KheperCore

/// The unit of a ``Load``.
public enum LoadUnit: String, FieldChoice {
    /// Kilograms.
    case kg
    /// Pounds.
    case lb
    /// The lifter's bodyweight, with `value` the added load in kilograms.
    case bodyweight
    /// A percentage of the one-repetition maximum.
    case percent1RM

    /// The unit as written after a number in messages: `kg`, `lb`, `kg added` or `%`.
    var messageSuffix: String {
        switch self {
        case .kg: "kg"
        case .lb: "lb"
        case .bodyweight: "kg added"
        case .percent1RM: "%"
        }
    }
}
