public import KheperCore
import KheperProgram
import KheperTrainingLog

/// The plates cases: a target load and an equipment profile, then the load the equipment makes, which way it was
/// rounded and the plates per side (`round`); a working load and a warm-up scheme, then the ramp (`warmup`); and how
/// each is run with `KheperProgram`'s `LoadRounder` and `WarmupScheme`.
public enum PlateCases {
    /// Runs `round` or `warmup` on the input.
    ///
    /// - Throws: ``ConformanceError`` when the input lacks a member the operation reads.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        do {
            switch operation {
            case "round": return try round(input)
            case "warmup": return try warmup(input)
            default: throw ConformanceError(.malformedInput, "plates has no operation \"\(operation)\"")
            }
        } catch let error as LoadError {
            return ["error": .string(error.code.rawValue)]
        } catch let error as ConformanceError {
            throw error
        } catch {
            throw ConformanceError(.malformedInput, "\(error)")
        }
    }

    /// `{"load", "unit", "rounded", "outOfRange"}`, with `platesPerSide` on a barbell.
    private static func round(_ input: JSONValue) throws -> JSONValue {
        let target = try weight(input["target"], "target")
        let rounder = LoadRounder(try profile(input["profile"], unit: target.unit))
        let result = try rounder.round(target, for: try equipment(input))
        var object: JSONObject = [
            "load": RoundedLoad.number(result.load.value), "unit": .string(result.load.unit.rawValue),
            "rounded": .string(result.direction.rawValue), "outOfRange": .bool(result.isOutOfRange),
        ]
        if result.equipment == .barbell {
            object["platesPerSide"] = .array(result.platesPerSide.map(RoundedLoad.number))
        }
        return .object(object)
    }

    /// `{"sets": [{"load", "reps"}]}`, in the profile's unit.
    private static func warmup(_ input: JSONValue) throws -> JSONValue {
        let working = try weight(input["working"], "working")
        let rounder = LoadRounder(try profile(input["profile"], unit: working.unit))
        var scheme = WarmupScheme.standard
        if let steps = input["scheme"]?.arrayValue {
            scheme = try WarmupScheme(
                steps.map { step throws(ConformanceError) in
                    guard let reps = step["reps"]?.numberValue?.int64Value else {
                        throw ConformanceError(.malformedInput, "a warm-up step needs the integer \"reps\"")
                    }
                    guard let percent = step["percent"]?.numberValue?.doubleValue else { return .bar(reps: Int(reps)) }
                    return .percent(percent, reps: Int(reps))
                })
        }
        let sets = try scheme.ramp(to: working, on: try equipment(input), with: rounder)
        return [
            "sets": .array(
                sets.map { ["load": RoundedLoad.number($0.load.load.value), "reps": .number(JSONNumber($0.reps))] }),
            "unit": .string(rounder.profile.unit.rawValue),
        ]
    }

    /// The input's `equipment`, `barbell` when absent.
    private static func equipment(_ input: JSONValue) throws(ConformanceError) -> LoadEquipment {
        guard let text = input["equipment"]?.stringValue else { return .barbell }
        guard let equipment = LoadEquipment(rawValue: text) else {
            throw ConformanceError(.malformedInput, "equipment is \"\(text)\"; expected barbell, dumbbell or machine")
        }
        return equipment
    }

    /// A `{"value", "unit"}` weight.
    private static func weight(_ json: JSONValue?, _ name: String) throws(ConformanceError) -> Weight {
        guard let value = json?["value"]?.numberValue?.doubleValue,
            let unit = json?["unit"]?.stringValue.flatMap(WeightUnit.init(rawValue:))
        else {
            throw ConformanceError(.malformedInput, "a plates input needs \"\(name)\": {\"value\", \"unit\": kg or lb}")
        }
        return Weight(value: value, unit: unit)
    }

    /// The profile: `"kg"` or `"lb"` for a standard one, an object for the lifter's own (steps standard unless
    /// given), or, when absent, the standard one of `unit`.
    private static func profile(_ json: JSONValue?, unit: WeightUnit) throws -> EquipmentProfile {
        guard let json else { return .standard(unit) }
        if let text = json.stringValue, let unit = WeightUnit(rawValue: text) { return .standard(unit) }
        guard let unit = json["unit"]?.stringValue.flatMap(WeightUnit.init(rawValue:)),
            let bar = json["bar"]?.numberValue?.doubleValue, let plates = json["plates"]?.arrayValue
        else {
            throw ConformanceError(
                .malformedInput,
                "a profile is \"kg\", \"lb\" or {\"unit\", \"bar\", \"plates\": [{\"weight\", \"count\"}]}")
        }
        let standard = EquipmentProfile.standard(unit)
        return try EquipmentProfile(
            unit: unit, bar: bar,
            plates: plates.map { plate in
                PlateStock(
                    weight: plate["weight"]?.numberValue?.doubleValue ?? 0,
                    count: Int(plate["count"]?.numberValue?.int64Value ?? 0))
            },
            dumbbells: try steps(json["dumbbells"]) ?? standard.dumbbells,
            machine: try steps(json["machine"]) ?? standard.machine)
    }

    /// `{"lightest", "step", "heaviest"}`, or `nil` when absent.
    private static func steps(_ json: JSONValue?) throws(ConformanceError) -> LoadSteps? {
        guard let json else { return nil }
        guard let lightest = json["lightest"]?.numberValue?.doubleValue,
            let step = json["step"]?.numberValue?.doubleValue,
            let heaviest = json["heaviest"]?.numberValue?.doubleValue
        else { throw ConformanceError(.malformedInput, "steps are {\"lightest\", \"step\", \"heaviest\"}") }
        return LoadSteps(lightest: lightest, step: step, heaviest: heaviest)
    }
}
