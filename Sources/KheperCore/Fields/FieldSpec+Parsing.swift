extension FieldSpec {
    /// Reads a value as a person types it for this field, the same way for every kind: durations `90`, `1:30`,
    /// `2m`, `1h 5m`; loads `100kg`, `225lb`, `bw+10kg`, `75%`; distances `400m`, `5km`; choices by name in any
    /// case; booleans `true`, `yes`, `on`; lists and objects as JSON.
    ///
    /// It reads the value's form only; whether it is in range is validation's to say.
    ///
    /// - Throws: ``FieldValueError`` naming the field, the text and what was expected.
    public func parse(_ text: String) throws(FieldValueError) -> JSONValue {
        let trimmed = text.trimmingWhitespace()
        let value: JSONValue?
        switch type {
        case .string, .url: return .string(text)
        case .integer: value = Int(trimmed).map { .number(JSONNumber($0)) }
        case .number: value = JSONNumber(finiteLiteral: trimmed).map(JSONValue.number)
        case .boolean: value = Self.boolean(trimmed.lowercased()).map(JSONValue.bool)
        case .choice(let choices):
            let wanted = Self.folded(trimmed)
            value = choices.first { Self.folded($0) == wanted }.map(JSONValue.string)
        case .duration: value = DurationFormatter.seconds(parsing: trimmed).map { .number(JSONNumber($0)) }
        case .load: value = Self.load(trimmed)
        case .distance: value = Self.metres(trimmed)
        case .list, .object: value = try? JSONValue(parsing: trimmed)
        }
        guard let value else { throw FieldValueError(field: name, value: text, expected: expectedDescription) }
        return value
    }

    /// Reinterprets a value that `FIELD=VALUE` already read as JSON: text becomes this field's type (`"2m"`
    /// becomes 120 for a duration), and a number or boolean given for a text field becomes its text; anything
    /// else is kept for validation to judge.
    ///
    /// - Throws: ``FieldValueError`` when text cannot be read as the field's type.
    public func interpret(_ value: JSONValue) throws(FieldValueError) -> JSONValue {
        switch (type, value) {
        case (.string, .number), (.string, .bool), (.url, .number), (.url, .bool): return .string(value.description)
        case (.string, _), (.url, _), (_, .array), (_, .object), (_, .null): return value
        case (_, .string(let text)): return try parse(text)
        case (.choice, _), (.load, _): return try parse(value.description)
        default: return value
        }
    }

    private static func folded(_ text: some StringProtocol) -> String {
        String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "yes", "on", "1": true
        case "false", "no", "off", "0": false
        default: nil
        }
    }

    /// A load object from `100kg`, `225lb`, `bw`, `bw+10kg` or `75%`.
    static func load(_ text: String) -> JSONValue? {
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

    /// Metres from `400`, `400m` or `5km`.
    static func metres(_ text: String) -> JSONValue? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        if compact.hasSuffix("km"), let kilometres = Double(compact.dropLast(2)), kilometres.isFinite, kilometres >= 0 {
            return kilometres * 1000 < 1e15 ? number(kilometres * 1000) : nil
        }
        let digits = compact.hasSuffix("m") ? String(compact.dropLast()) : compact
        return JSONNumber(finiteLiteral: digits).map(JSONValue.number)
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
