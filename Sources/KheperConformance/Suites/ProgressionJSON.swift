public import KheperCore
public import KheperProgram
public import KheperTrainingLog

/// The progression suite's JSON shapes, read and written one way: weights, lift states, prescriptions and loads,
/// as `Conformance/README.md` states them.
public enum ProgressionJSON {
    /// `{"value": 100, "unit": "kg"}`.
    public static func json(_ weight: Weight) -> JSONValue {
        ["value": FieldSpec.number(weight.value), "unit": .string(weight.unit.rawValue)]
    }

    /// Reads `{"value", "unit"}` at `place`.
    ///
    /// - Throws: ``ConformanceError`` naming the place and what was expected.
    public static func weight(_ json: JSONValue, at place: String) throws(ConformanceError) -> Weight {
        guard let value = json["value"]?.numberValue?.doubleValue,
            let unit = json["unit"]?.stringValue.flatMap(WeightUnit.init(rawValue:))
        else {
            throw ConformanceError(.malformedInput, "\(place) is \(json); expected {\"value\", \"unit\": kg or lb}")
        }
        return Weight(value: value, unit: unit)
    }

    /// A lift state with every member it has: `lift`, `load`, `trainingMax`, `oneRepMax`, `estimatedOneRepMax`,
    /// `reps`, `stage`, `failuresInARow`, `week`, `cycle`.
    public static func json(_ state: LiftState) -> JSONValue {
        var object: JSONObject = ["lift": .string(state.lift)]
        for (name, weight) in [
            ("load", state.load), ("trainingMax", state.trainingMax), ("oneRepMax", state.oneRepMax),
            ("estimatedOneRepMax", state.estimatedOneRepMax),
        ] {
            if let weight { object[name] = json(weight) }
        }
        if let reps = state.reps { object["reps"] = .number(JSONNumber(reps)) }
        object["stage"] = .number(JSONNumber(state.stage))
        object["failuresInARow"] = .number(JSONNumber(state.failuresInARow))
        object["week"] = .number(JSONNumber(state.week))
        object["cycle"] = .number(JSONNumber(state.cycle))
        return .object(object)
    }

    /// Reads a lift state; positions absent are 1 and failures 0.
    ///
    /// - Throws: ``ConformanceError`` naming the member that is malformed.
    public static func state(_ json: JSONValue) throws(ConformanceError) -> LiftState {
        guard let lift = json["lift"]?.stringValue else {
            throw ConformanceError(.malformedInput, "a lift state needs the string \"lift\"")
        }
        var state = LiftState(lift: lift)
        state.load = try optionalWeight(json["load"], "load")
        state.trainingMax = try optionalWeight(json["trainingMax"], "trainingMax")
        state.oneRepMax = try optionalWeight(json["oneRepMax"], "oneRepMax")
        state.estimatedOneRepMax = try optionalWeight(json["estimatedOneRepMax"], "estimatedOneRepMax")
        state.reps = try optionalInteger(json["reps"], "reps")
        state.stage = try optionalInteger(json["stage"], "stage") ?? 1
        state.failuresInARow = try optionalInteger(json["failuresInARow"], "failuresInARow") ?? 0
        state.week = try optionalInteger(json["week"], "week") ?? 1
        state.cycle = try optionalInteger(json["cycle"], "cycle") ?? 1
        return state
    }

    /// A prescription as a list of sets, each `{"reps": "5+", "load": LOAD}`; a load is `{"weight": WEIGHT}`,
    /// `{"percentOfTrainingMax"}`, `{"percentOfOneRepMax"}`, `{"rpe"}` or `{"percentOfTopSet"}`.
    public static func json(_ prescription: Prescription) -> JSONValue {
        .array(
            prescription.sets.map { set in
                let load: JSONValue
                switch set.load {
                case .absolute(let weight): load = ["weight": json(weight)]
                case .percentOfTrainingMax(let percent): load = ["percentOfTrainingMax": FieldSpec.number(percent)]
                case .percentOfOneRepMax(let percent): load = ["percentOfOneRepMax": FieldSpec.number(percent)]
                case .rpe(let rpe): load = ["rpe": FieldSpec.number(rpe)]
                case .percentOfTopSet(let percent): load = ["percentOfTopSet": FieldSpec.number(percent)]
                }
                return ["reps": .string(set.reps.text), "load": load]
            })
    }

    /// Reads a prescription written as `json(_:)` writes it.
    ///
    /// - Throws: ``ConformanceError`` naming the set that is malformed.
    public static func prescription(_ json: JSONValue) throws(ConformanceError) -> Prescription {
        guard let sets = json.arrayValue else {
            throw ConformanceError(.malformedInput, "a prescription is \(json.phrase); expected a list of sets")
        }
        var read: [PrescribedSet] = []
        for (index, set) in sets.enumerated() {
            let place = "set \(index + 1)"
            guard let reps = set["reps"]?.stringValue.flatMap(RepTarget.init(text:)), let load = set["load"] else {
                throw ConformanceError(.malformedInput, "\(place) needs \"reps\" (5, 8-12 or 5+) and \"load\"")
            }
            let percent = { (name: String) in load[name]?.numberValue?.doubleValue }
            if let weight = load["weight"] {
                read.append(PrescribedSet(reps, at: .absolute(try Self.weight(weight, at: "\(place)'s weight"))))
            } else if let value = percent("percentOfTrainingMax") {
                read.append(PrescribedSet(reps, at: .percentOfTrainingMax(value)))
            } else if let value = percent("percentOfOneRepMax") {
                read.append(PrescribedSet(reps, at: .percentOfOneRepMax(value)))
            } else if let value = percent("rpe") {
                read.append(PrescribedSet(reps, at: .rpe(value)))
            } else if let value = percent("percentOfTopSet") {
                read.append(PrescribedSet(reps, at: .percentOfTopSet(value)))
            } else {
                throw ConformanceError(.malformedInput, "\(place)'s load is \(load); expected one kind of load")
            }
        }
        return Prescription(read)
    }

    /// Each resolved set's load, as weights.
    public static func json(_ resolved: [ResolvedSet]) -> JSONValue {
        .array(resolved.map { json($0.load) })
    }

    private static func optionalWeight(_ json: JSONValue?, _ name: String) throws(ConformanceError) -> Weight? {
        guard let json, !json.isNull else { return nil }
        return try weight(json, at: name)
    }

    private static func optionalInteger(_ json: JSONValue?, _ name: String) throws(ConformanceError) -> Int? {
        guard let json, !json.isNull else { return nil }
        guard let value = json.numberValue?.int64Value else {
            throw ConformanceError(.malformedInput, "\"\(name)\" is \(json); expected a whole number")
        }
        return Int(value)
    }
}
