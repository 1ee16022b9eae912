public import KheperCore

extension FieldSpec {
    /// A value as a person would type it into this field, which `FieldSpec.parse(_:)` reads back to the same value:
    /// durations as `45s` below a minute and `2:00` or `1:05:00` above, loads as `100 kg` (also for a stored
    /// `100.0`), `225 lb`, `bw`,
    /// `bw + 10 kg` or `75%`, distances as `400 m` or `5 km`, numbers as written (`8`, also for a stored `8.0`),
    /// booleans as `true` or `false`, choices and text as they are, lists and objects as JSON. A missing value (or
    /// `null`) is empty text.
    public func editableText(for value: JSONValue?) -> String {
        guard let value, !value.isNull else { return "" }
        switch (type, value) {
        case (.string, .string(let text)), (.url, .string(let text)), (.choice, .string(let text)): return text
        case (.boolean, .bool(let flag)): return flag ? "true" : "false"
        case (.number, .number(let number)): return Self.written(number)
        case (.duration, .number(let number)):
            guard let seconds = number.int64Value.flatMap({ Int(exactly: $0) }) else { return number.literal }
            return (0..<60).contains(seconds) ? "\(seconds)s" : DurationFormatter.clock(seconds)
        case (.distance, .number(let number)):
            if let metres = number.int64Value, metres >= 1_000, metres % 1_000 == 0 { return "\(metres / 1_000) km" }
            return "\(Self.written(number)) m"
        case (.load, .object(let load)):
            return Self.loadText(load) ?? value.description
        default: return value.description
        }
    }

    /// `100 kg`, `225 lb`, `bw`, `bw + 10 kg` or `75%`; `nil` for an object that is not a load.
    private static func loadText(_ load: JSONObject) -> String? {
        guard case .number(let amount)? = load["value"], case .string(let unit)? = load["unit"], load.count == 2 else {
            return nil
        }
        switch unit {
        case "kg", "lb": return "\(written(amount)) \(unit)"
        case "percent1RM": return "\(written(amount))%"
        case "bodyweight": return amount.doubleValue == 0 ? "bw" : "bw + \(written(amount)) kg"
        default: return nil
        }
    }

    /// A number as a person writes it: a whole number stored with a zero fraction, as the shorthand stores `80kg`
    /// (`80.0`), without it; any other number as stored.
    private static func written(_ number: JSONNumber) -> String {
        let literal = number.literal
        guard let point = literal.firstIndex(of: "."),
            literal[literal.index(after: point)...].allSatisfy({ $0 == "0" }),
            literal.index(after: point) != literal.endIndex
        else { return literal }
        return String(literal[..<point])
    }
}
