public import KheperCore
import KheperTrainingLog

extension RoundedLoad {
    /// The rounded load as a stable JSON object, as `kheper plates --json` prints it: `equipment`, `target` and `load`
    /// (each `{"value", "unit"}`), `rounded` (`exact`, `down`, `up`), `outOfRange`, on a barbell `bar` and
    /// `platesPerSide` (heaviest first), and `sentence`.
    public var json: JSONValue {
        var object: JSONObject = [
            "equipment": .string(equipment.rawValue),
            "target": Self.json(target),
            "load": Self.json(load),
            "rounded": .string(direction.rawValue),
            "outOfRange": .bool(isOutOfRange),
        ]
        if let bar {
            object["bar"] = Self.number(bar)
            object["platesPerSide"] = .array(platesPerSide.map(Self.number))
        }
        object["sentence"] = .string(sentence)
        return .object(object)
    }

    /// `weight` as `{"value", "unit"}`.
    static func json(_ weight: Weight) -> JSONValue {
        ["value": number(weight.value), "unit": .string(weight.unit.rawValue)]
    }

    /// `value` as a JSON number, whole numbers without a fraction: `20`, `1.25`.
    public static func number(_ value: Double) -> JSONValue {
        if value == value.rounded(), abs(value) < 1e15 { return .number(JSONNumber(Int64(value))) }
        return JSONNumber(value).map(JSONValue.number) ?? .null
    }
}
