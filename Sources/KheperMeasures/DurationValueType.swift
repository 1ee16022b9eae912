public import KheperCore
public import KheperForms

/// Whole seconds, read as `90`, `1:30`, `2m`, `2m30s` or `1h 5m`, and written back the way `DurationFormatter`
/// writes them.
public struct DurationValueType: PresentedValueType {
    /// Creates the duration type.
    public init() {}

    /// `duration`.
    public var name: String { "duration" }

    /// How messages name a duration.
    public var expectedDescription: String { "a duration such as 90, 1:30, 2m or 1h 5m" }

    /// Durations are numbers of seconds that a range bounds.
    public var isNumeric: Bool { true }

    /// Seconds.
    public var defaultUnit: String? { "s" }

    /// The duration control.
    public var formInput: FieldInput { .duration }

    /// Seconds from `90`, `1:30`, `2m`, `2m30s` or `1h 5m`.
    public func parse(_ text: String) -> JSONValue? {
        DurationFormatter.seconds(parsing: text).map { .number(JSONNumber($0)) }
    }

    /// Finds a value that is not a whole number, or one out of the field's range or step.
    public func check(
        _ value: JSONValue, of spec: FieldSpec, at path: @autoclosure () -> JSONPath, into checks: inout FieldChecks
    ) {
        guard case .number(let number) = value, number.isInteger else {
            return spec.mismatch(value, at: path(), into: &checks)
        }
        spec.checkNumber(number.doubleValue, at: path(), into: &checks)
    }

    /// An integer.
    public func schema(of spec: FieldSpec) -> JSONObject { ["type": "integer"] }

    /// `45s` below a minute, `2:00` or `1:05:00` above.
    public func editableText(for value: JSONValue) -> String? {
        guard case .number(let number) = value else { return nil }
        guard let seconds = number.int64Value.flatMap({ Int(exactly: $0) }) else { return number.literal }
        return (0..<60).contains(seconds) ? "\(seconds)s" : DurationFormatter.clock(seconds)
    }

    /// `45 s` below a minute, `2:00` or `1:05:00` above.
    public func displayText(for value: JSONValue, of spec: FieldSpec) -> String? {
        value.numberValue?.int64Value.flatMap { Int(exactly: $0) }.map(DurationFormatter.span)
    }
}
