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

    /// A lift state with every member it has, as `LiftState.json` writes it.
    public static func json(_ state: LiftState) -> JSONValue { state.json }

    /// Reads a lift state; positions absent are 1 and failures 0.
    ///
    /// - Throws: ``ConformanceError`` naming the member that is malformed.
    public static func state(_ json: JSONValue) throws(ConformanceError) -> LiftState {
        do {
            return try LiftState(json: json)
        } catch {
            throw ConformanceError(.malformedInput, error.message)
        }
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
}
