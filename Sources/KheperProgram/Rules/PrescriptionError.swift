public import KheperCore
import KheperTrainingLog

/// Why a prescription could not be resolved to loads, with a stable code and a sentence naming the value.
public struct PrescriptionError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<PrescriptionError>

    /// The kind of error.
    public let code: Code
    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Set `set` (1-based) of `lift` needs `input` (such as `training max`), which the lift's state lacks.
    public static func missingInput(_ input: String, set: Int, lift: String) -> Self {
        Self(
            .missingInput,
            "set \(set) of \(lift) is a share of its \(input), but \(lift) has no \(input); expected the lift's "
                + "state to hold one")
    }

    /// Set `set` (1-based) of `lift` is a back-off set with no top set before it.
    public static func noTopSet(set: Int, lift: String) -> Self {
        Self(
            .noTopSet,
            "set \(set) of \(lift) is a share of the top set, but no set before it has a load of its own; expected "
                + "a top set first")
    }

    /// Set `set` (1-based) is `percent` percent of something, which is not above zero.
    public static func invalidPercentage(_ percent: Double, set: Int) -> Self {
        Self(.invalidPercentage, "set \(set) is \(percent)% of its base; expected a percentage above 0")
    }

    /// `value` of `name` (`reps` or `RPE`) lies outside the RPE table's `range`.
    public static func outsideRPETable(_ name: String, _ value: Double, range: String) -> Self {
        Self(
            .outsideRPETable,
            "\(name) \(LogNumberFormatter.shortest(value)) is outside the RPE table; expected \(name) \(range)")
    }
}

extension ErrorCode where Domain == PrescriptionError {
    /// A set needs a training max, one-rep max or estimated one-rep max the lift's state lacks.
    public static let missingInput = Self(rawValue: "prescription.missing-input")
    /// A back-off set has no top set before it.
    public static let noTopSet = Self(rawValue: "prescription.no-top-set")
    /// A percentage is not above zero.
    public static let invalidPercentage = Self(rawValue: "prescription.invalid-percentage")
    /// Reps or an RPE lie outside the RPE table.
    public static let outsideRPETable = Self(rawValue: "prescription.outside-rpe-table")
}
