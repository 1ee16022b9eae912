public import KheperCore
public import KheperForms

/// Metres, read as `400`, `400m` or `5km`.
public struct DistanceValueType: PresentedValueType {
    /// Creates the distance type.
    public init() {}

    /// `distance`.
    public var name: String { "distance" }

    /// How messages name a distance.
    public var expectedDescription: String { "a distance such as 400, 400m or 5km" }

    /// Distances are numbers of metres that a range bounds.
    public var isNumeric: Bool { true }

    /// Metres.
    public var defaultUnit: String? { "m" }

    /// A number field.
    public var formInput: FieldInput { .number }

    /// Metres from `400`, `400m` or `5km`.
    public func parse(_ text: String) -> JSONValue? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        if compact.hasSuffix("km"), let kilometres = Double(compact.dropLast(2)), kilometres.isFinite, kilometres >= 0 {
            return kilometres * 1000 < 1e15 ? FieldSpec.number(kilometres * 1000) : nil
        }
        let digits = compact.hasSuffix("m") ? String(compact.dropLast()) : compact
        return JSONNumber(finiteLiteral: digits).map(JSONValue.number)
    }

    /// Finds a value that is not a number, or one out of the field's range or step.
    public func check(
        _ value: JSONValue, of spec: FieldSpec, at path: @autoclosure () -> JSONPath, into checks: inout FieldChecks
    ) {
        guard case .number(let number) = value else { return spec.mismatch(value, at: path(), into: &checks) }
        spec.checkNumber(number.doubleValue, at: path(), into: &checks)
    }

    /// A number.
    public func schema(of spec: FieldSpec) -> JSONObject { ["type": "number"] }

    /// `400 m`, or `5 km` for whole kilometres.
    public func editableText(for value: JSONValue) -> String? {
        guard case .number(let number) = value else { return nil }
        if let metres = number.int64Value, metres >= 1_000, metres % 1_000 == 0 { return "\(metres / 1_000) km" }
        return "\(number.writtenLiteral) m"
    }

    /// The value as written, then the field's unit: `400 m`.
    public func displayText(for value: JSONValue, of spec: FieldSpec) -> String? {
        let text = value.stringValue ?? value.numberValue?.literal ?? value.description
        return text + (spec.unit.map { " " + $0 } ?? "")
    }
}
