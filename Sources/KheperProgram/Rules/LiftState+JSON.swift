public import KheperCore
import KheperTrainingLog

extension LiftState {
    /// The state as a JSON object with every member it has: `lift`, `load`, `trainingMax`, `oneRepMax`,
    /// `estimatedOneRepMax` (each `{"value", "unit"}`), `reps`, `stage`, `failuresInARow`, `week` and `cycle`. A
    /// stored program's lift blocks and the conformance cases write it so.
    public var json: JSONValue {
        var object: JSONObject = ["lift": .string(lift)]
        for (name, weight) in [
            ("load", load), ("trainingMax", trainingMax), ("oneRepMax", oneRepMax),
            ("estimatedOneRepMax", estimatedOneRepMax),
        ] {
            if let weight { object[name] = RoundedLoad.json(weight) }
        }
        if let reps { object["reps"] = .number(JSONNumber(reps)) }
        object["stage"] = .number(JSONNumber(stage))
        object["failuresInARow"] = .number(JSONNumber(failuresInARow))
        object["week"] = .number(JSONNumber(week))
        object["cycle"] = .number(JSONNumber(cycle))
        return .object(object)
    }

    /// Reads a state written as ``json`` writes it; positions absent are 1 and failures 0.
    ///
    /// - Throws: ``ProgressionRuleError`` (`progression.invalid-state`) naming the member that is malformed and
    ///   what was expected.
    public init(json: JSONValue) throws(ProgressionRuleError) {
        guard let lift = json["lift"]?.stringValue else {
            throw ProgressionRuleError(.invalidState, "a lift's state is \(json); expected an object with a \"lift\"")
        }
        self.init(lift: lift)
        load = try Self.weight(json, "load")
        trainingMax = try Self.weight(json, "trainingMax")
        oneRepMax = try Self.weight(json, "oneRepMax")
        estimatedOneRepMax = try Self.weight(json, "estimatedOneRepMax")
        reps = try Self.integer(json, "reps", from: 1)
        stage = try Self.integer(json, "stage", from: 1) ?? 1
        failuresInARow = try Self.integer(json, "failuresInARow", from: 0) ?? 0
        week = try Self.integer(json, "week", from: 1) ?? 1
        cycle = try Self.integer(json, "cycle", from: 1) ?? 1
    }

    /// The weight `{"value", "unit"}` at `member`, or `nil` when it is absent.
    private static func weight(_ json: JSONValue, _ member: String) throws(ProgressionRuleError) -> Weight? {
        guard let value = json[member], value != .null else { return nil }
        guard let number = value["value"]?.numberValue?.doubleValue, number.isFinite, number >= 0,
            let unit = value["unit"]?.stringValue.flatMap(WeightUnit.init(rawValue:))
        else {
            throw ProgressionRuleError(
                .invalidState,
                "\"\(member)\" is \(value); expected {\"value\": a number of 0 or more, \"unit\": kg or lb}")
        }
        return Weight(value: number, unit: unit)
    }

    /// The whole number at `member`, at least `minimum`, or `nil` when it is absent.
    private static func integer(_ json: JSONValue, _ member: String, from minimum: Int) throws(ProgressionRuleError)
        -> Int?
    {
        guard let value = json[member], value != .null else { return nil }
        guard let number = value.numberValue?.int64Value, let whole = Int(exactly: number), whole >= minimum else {
            throw ProgressionRuleError(
                .invalidState, "\"\(member)\" is \(value); expected a whole number of \(minimum) or more")
        }
        return whole
    }
}
