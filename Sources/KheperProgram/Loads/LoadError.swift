public import KheperCore
import KheperTrainingLog

/// Why an equipment profile, a warm-up scheme or a target load was refused: a stable code and a sentence naming the
/// field, the value and what was expected.
public struct LoadError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<LoadError>

    /// The kind of error.
    public let code: Code
    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The weight `value` given for `field` is not one the profile accepts; `expected` says what it accepts.
    static func weight(_ code: Code, field: String, value: Double, unit: WeightUnit, expected: String) -> Self {
        Self(code, "\(field) is \(LoadText.number(value)) \(unit.rawValue); expected \(expected)")
    }
}

extension ErrorCode where Domain == LoadError {
    /// The bar weighs zero, less, or is not a number.
    public static let barWeight = Self(rawValue: "load.bar-weight")
    /// A plate weighs zero, less, is not a number, or is listed twice.
    public static let plateWeight = Self(rawValue: "load.plate-weight")
    /// A plate's count is negative or odd: plates go on a barbell in pairs, one a side.
    public static let plateCount = Self(rawValue: "load.plate-count")
    /// Dumbbell or machine steps are not a lightest load, a step and a heaviest load that fit together.
    public static let steps = Self(rawValue: "load.steps")
    /// A weight has more than three decimals, or the plates make more loads than a profile may hold.
    public static let precision = Self(rawValue: "load.precision")
    /// A warm-up step's percentage or reps are out of range.
    public static let warmupStep = Self(rawValue: "load.warmup-step")
    /// A target load is negative or not a number.
    public static let target = Self(rawValue: "load.target")
}
