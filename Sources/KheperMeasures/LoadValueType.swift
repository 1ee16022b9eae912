public import KheperCore
public import KheperForms

/// A load object `{"value": 100, "unit": "kg"}`, read as `100kg`, `225lb`, `bw`, `bw+10kg` or `75%`: kilograms,
/// pounds, bodyweight plus an added load in kilograms, or a percentage of the one-repetition maximum.
public struct LoadValueType: PresentedValueType {
    /// The units a load may be written in, as stored.
    public static let units = ["kg", "lb", "bodyweight", "percent1RM"]

    /// The range of a load given as a percentage of the one-repetition maximum, whatever the field's own range.
    public static let percentRange: ClosedRange<Double> = 0...150

    /// Creates the load type.
    public init() {}

    /// `load`.
    public var name: String { "load" }

    /// How messages name a load.
    public var expectedDescription: String { "a load such as 100kg, 225lb, bw, bw+10kg or 75%" }

    /// A load is an object, not a number.
    public var isNumeric: Bool { false }

    /// No unit: each load names its own.
    public var defaultUnit: String? { nil }

    /// The load control.
    public var formInput: FieldInput { .load }

    /// A load object from `100kg`, `225lb`, `bw`, `bw+10kg` or `75%`.
    public func parse(_ text: String) -> JSONValue? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        func object(_ amount: Substring, _ unit: String) -> JSONValue? {
            guard let number = JSONNumber(finiteLiteral: String(amount)), number.doubleValue >= 0 else { return nil }
            return ["value": .number(number), "unit": .string(unit)]
        }
        for prefix in ["bodyweight", "bw"] where compact.hasPrefix(prefix) {
            let rest = compact.dropFirst(prefix.count)
            if rest.isEmpty { return ["value": 0, "unit": "bodyweight"] }
            guard rest.first == "+" else { return nil }
            let amount = rest.dropFirst()
            return object(amount.hasSuffix("kg") ? amount.dropLast(2) : amount, "bodyweight")
        }
        for (suffix, unit) in [("%", "percent1RM"), ("kgs", "kg"), ("kg", "kg"), ("lbs", "lb"), ("lb", "lb")]
        where compact.hasSuffix(suffix) { return object(compact.dropLast(suffix.count), unit) }
        return nil
    }

    /// Finds a value that is no load object, or an amount out of the field's range (``percentRange`` for a
    /// percentage), reported at the load's `value`.
    public func check(
        _ value: JSONValue, of spec: FieldSpec, at path: @autoclosure () -> JSONPath, into checks: inout FieldChecks
    ) {
        guard case .object(let load) = value, case .number(let amount)? = load["value"],
            case .string(let unit)? = load["unit"]
        else { return spec.mismatch(value, at: path(), into: &checks) }
        let bounds = unit == "percent1RM" ? Self.percentRange : spec.range
        guard let bounds, !bounds.contains(amount.doubleValue) else { return }
        let suffix =
            switch unit {
            case "percent1RM": "%"
            case "bodyweight": "kg added"
            default: unit
            }
        checks.range(amount.doubleValue, bounds, field: "value", at: path().appending("value"), unit: suffix)
    }

    /// An object with a `value` in the field's range and a `unit` of ``units``.
    public func schema(of spec: FieldSpec) -> JSONObject {
        var amount: JSONObject = ["type": "number"]
        if let range = spec.range {
            amount["minimum"] = FieldSpec.number(range.lowerBound)
            amount["maximum"] = FieldSpec.number(range.upperBound)
        }
        return [
            "type": "object", "required": ["value", "unit"],
            "properties": [
                "value": .object(amount), "unit": ["type": "string", "enum": .array(Self.units.map(JSONValue.string))],
            ],
        ]
    }

    /// `100 kg` (also for a stored `100.0`), `225 lb`, `bw`, `bw + 10 kg` or `75%`; `nil` for a value that is not
    /// a load.
    public func editableText(for value: JSONValue) -> String? {
        guard case .object(let load) = value, case .number(let amount)? = load["value"],
            case .string(let unit)? = load["unit"], load.count == 2
        else { return nil }
        switch unit {
        case "kg", "lb": return "\(amount.writtenLiteral) \(unit)"
        case "percent1RM": return "\(amount.writtenLiteral)%"
        case "bodyweight": return amount.doubleValue == 0 ? "bw" : "bw + \(amount.writtenLiteral) kg"
        default: return nil
        }
    }

    /// `100 kg`, `bodyweight`, `bodyweight + 10 kg` or `75%`; `nil` for a value that is not an object.
    public func displayText(for value: JSONValue, of spec: FieldSpec) -> String? {
        guard case .object(let load) = value else { return nil }
        let amount = load["value"].map { $0.stringValue ?? $0.numberValue?.literal ?? $0.description } ?? ""
        switch load["unit"]?.stringValue {
        case "bodyweight": return amount == "0" ? "bodyweight" : "bodyweight + \(amount) kg"
        case "percent1RM": return amount + "%"
        case let unit?: return amount + " " + unit
        case nil: return amount
        }
    }
}
