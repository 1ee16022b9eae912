public import KheperCore

/// One lift of a program day: what it prescribes and the rule that moves it on.
///
/// Lines of a program share one ``LiftState`` when they are the same lift under the same rule and parameters
/// (``trackKey(with:)``), as StrongLifts' squat on day A and day B does.
public struct PlannedLift: Sendable, Hashable {
    /// The lift's name, such as `Squat`; lines with the same name are the same lift.
    public var name: String
    /// What the line asks for, such as 3×5 @100 kg; `nil` when the rule gives the sets each session (`531`).
    public var prescription: Prescription?
    /// The name of the rule in ``ProgressionRules`` that moves the lift on, such as `linear`, `531` or `none`.
    public var rule: String
    /// The rule's parameters as ``RuleParameters`` reads them; those left out take their defaults.
    public var parameters: JSONObject
    /// Where the lift begins: a load of 100 kg, or a training max of 140 kg.
    public var start: LiftState
    /// The warm-up ramped to the first working set each session (`warmup auto`: ``WarmupScheme/standard``), or
    /// `nil` for none. Warm-ups never count toward progression.
    public var warmup: WarmupScheme?

    /// Creates a line of a program day.
    public init(
        _ name: String, _ prescription: Prescription?, rule: String, parameters: JSONObject = [:], start: LiftState,
        warmup: WarmupScheme? = nil
    ) {
        self.name = name
        self.prescription = prescription
        self.rule = rule
        self.parameters = parameters
        self.start = start
        self.warmup = warmup
    }

    /// The key of the state this line moves on, shared by every line with the same key.
    ///
    /// Two lines share a state when they are the same lift (the same ``name``, letter for letter), under the same
    /// rule, with the same parameters once defaults are filled in (`parameters`, checked against the rule). So
    /// StrongLifts' squat on day A and day B is one track, and GZCLP's T1 squat (`stages` 5x3+,6x2+,10x1+) and T2
    /// squat (`stages` 3x10,3x8,3x6) are two. The key is the JSON text `["Squat","linear",{…}]`, the parameters'
    /// names sorted and each number written one way (`5`, never `5.0`; `2.5`), so it is the same in every run, for
    /// every spelling of a value, and in a port.
    public func trackKey(with parameters: RuleParameters) -> String {
        let key: JSONValue = [.string(name), .string(rule), Self.canonical(.object(parameters.values))]
        return key.serializedString(.sortedKeys)
    }

    /// `value` with every number written one way: a whole number as an integer, any other as its shortest text.
    private static func canonical(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number):
            if number.isInteger, let whole = number.int64Value { return .number(JSONNumber(whole)) }
            return JSONNumber(number.doubleValue).map(JSONValue.number) ?? value
        case .array(let items): return .array(items.map(canonical))
        case .object(let members): return .object(JSONObject(members.map { ($0.key, canonical($0.value)) }))
        default: return value
        }
    }
}
