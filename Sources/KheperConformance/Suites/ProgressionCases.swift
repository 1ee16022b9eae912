public import KheperCore
import KheperProgram
import KheperTrainingLog

/// The progression cases: a lift's state and a logged session through each built-in rule, to its new state, its
/// next prescription with loads and the sentence saying why; prescriptions resolved to loads; and the RPE table.
public enum ProgressionCases {
    /// Runs `advance`, `resolve` or `rpe` on `input`; a refusal is `{"error": CODE}`.
    ///
    /// - Throws: ``ConformanceError`` when the input is not one the operation reads.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        switch operation {
        case "advance": return try advance(input)
        case "resolve": return try resolve(input)
        case "rpe": return try rpe(input)
        default: throw ConformanceError(.malformedInput, "progression has no operation \"\(operation)\"")
        }
    }

    /// `{"rule", "parameters"?, "state", "prescription", "reps"}` → `{"state", "next", "loads", "reason"}`.
    private static func advance(_ input: JSONValue) throws(ConformanceError) -> JSONValue {
        guard let rule = input["rule"]?.stringValue, let reps = input["reps"]?.arrayValue else {
            throw ConformanceError(.malformedInput, "an advance input needs the string \"rule\" and the list \"reps\"")
        }
        let state = try ProgressionJSON.state(input["state"] ?? .null)
        let prescription = try ProgressionJSON.prescription(input["prescription"] ?? .null)
        let done = reps.map { Int($0.numberValue?.int64Value ?? 0) }
        let logged = LoggedLift(prescription: prescription, reps: done)
        do {
            let progression = try ProgressionRules.standard.advance(
                state, after: logged, by: rule, parameters: input["parameters"] ?? .null)
            let loads = try? progression.next.resolved(with: progression.state)
            return [
                "state": ProgressionJSON.json(progression.state), "next": ProgressionJSON.json(progression.next),
                "loads": loads.map(ProgressionJSON.json) ?? .null, "reason": .string(progression.reason),
            ]
        } catch {
            return ["error": .string(error.code.rawValue)]
        }
    }

    /// `{"state", "prescription"}` → `{"loads"}`.
    private static func resolve(_ input: JSONValue) throws(ConformanceError) -> JSONValue {
        let state = try ProgressionJSON.state(input["state"] ?? .null)
        let prescription = try ProgressionJSON.prescription(input["prescription"] ?? .null)
        do {
            return ["loads": ProgressionJSON.json(try prescription.resolved(with: state))]
        } catch {
            return ["error": .string(error.code.rawValue)]
        }
    }

    /// `{"reps", "rpe", "load"?}` → `{"percent", "estimatedOneRepMax"?}`.
    private static func rpe(_ input: JSONValue) throws(ConformanceError) -> JSONValue {
        guard let reps = input["reps"]?.numberValue?.int64Value, let rpe = input["rpe"]?.numberValue?.doubleValue else {
            throw ConformanceError(.malformedInput, "an rpe input needs the numbers \"reps\" and \"rpe\"")
        }
        let table = RPETable.reactiveTrainingSystems
        do {
            var result: JSONObject = ["percent": FieldSpec.number(try table.percentage(reps: Int(reps), rpe: rpe))]
            if let load = input["load"]?.numberValue?.doubleValue {
                result["estimatedOneRepMax"] = FieldSpec.number(
                    try table.estimatedOneRepMax(load: load, reps: Int(reps), rpe: rpe))
            }
            return .object(result)
        } catch {
            return ["error": .string(error.code.rawValue)]
        }
    }

    /// The progression case files, before their expectations are filled in.
    static func files() -> [ConformanceFile] {
        [
            ConformanceFile(
                suite: .progression, name: "advance", operation: "advance",
                about: "A lift's state and a logged session (the prescription done and the reps of each working set) "
                    + "through each built-in progression rule (linear, double-progression, 531, stages, none) with "
                    + "its parameters, to the new state, the next prescription, its exact loads (null when the state "
                    + "cannot resolve them) and the sentence saying why; or the refusal's code.",
                cases: advanceCases),
            ConformanceFile(
                suite: .progression, name: "resolve", operation: "resolve",
                about: "Prescriptions resolved to exact loads from a lift's state: absolute loads, percentages of a "
                    + "training max or a one-rep max, RPE top sets from the estimated one-rep max through the RPE "
                    + "table, back-off sets as a percentage of the top set; or the refusal's code.",
                cases: resolveCases),
            ConformanceFile(
                suite: .progression, name: "rpe", operation: "rpe",
                about: "The RPE table (Tuchscherer's Reactive Training Systems chart, reps 1 to 12, RPE 6.5 to 10 in "
                    + "half steps): every cell's percentage of a one-rep max, the one-rep max a set estimates "
                    + "(load / percentage), and values outside the table refused.",
                cases: rpeCases),
        ]
    }

    private static func kg(_ value: Double) -> Weight { Weight(value: value, unit: .kg) }

    private static func advanceCase(
        _ name: String, _ pins: String, rule: String, parameters: JSONValue = .null, state: LiftState,
        _ prescription: Prescription, reps: [Int]
    ) -> ConformanceCase {
        var input: JSONObject = [
            "rule": .string(rule), "state": ProgressionJSON.json(state),
            "prescription": ProgressionJSON.json(prescription), "reps": .array(reps.map { .number(JSONNumber($0)) }),
        ]
        if !parameters.isNull { input["parameters"] = parameters }
        return ConformanceCase(name: name, pins: pins, input: .object(input))
    }

    private static var advanceCases: [ConformanceCase] {
        let squat = LiftState(lift: "Squat", load: kg(100))
        let threeByFive = Prescription(3, .exactly(5), at: .absolute(kg(100)))
        let curl = LiftState(lift: "Curl", load: kg(12), reps: 9)
        let curlSets = Prescription(3, .range(9...12), at: .absolute(kg(12)))
        let press = LiftState(lift: "Press", trainingMax: kg(60))
        let deadlift = LiftState(lift: "Deadlift", load: kg(140))
        let scheme = { (text: String, load: Double) in
            SetScheme(text: text)?.prescription(at: .absolute(kg(load))) ?? Prescription([])
        }
        let t2: JSONValue = ["stages": ["3x10", "3x8", "3x6"], "restart": 90]
        let week = { (week: Int) in TrainingMaxProgression.prescription(week: week) }
        var failing = squat
        failing.failuresInARow = 2
        var atTop = curl
        atTop.reps = nil
        var pounds = squat
        pounds.load = Weight(value: 225, unit: .lb)
        return [
            advanceCase(
                "linear-01", "every target met: the load goes up by the increment, 2.5 by default", rule: "linear",
                state: squat, threeByFive, reps: [5, 5, 5]),
            advanceCase(
                "linear-02", "a target missed: the load holds and the failure is counted", rule: "linear",
                state: squat, threeByFive, reps: [5, 5, 4]),
            advanceCase(
                "linear-03", "the third failed session in a row deloads by 10%", rule: "linear", state: failing,
                threeByFive, reps: [5, 4, 3]),
            advanceCase(
                "linear-04", "a prescribed set not done is a missed target", rule: "linear", state: squat,
                threeByFive, reps: [5, 5]),
            advanceCase(
                "linear-05", "reps beyond the target still meet it", rule: "linear", state: failing, threeByFive,
                reps: [5, 5, 8]),
            advanceCase(
                "linear-06", "parameters: 5x3, +5, deload 20% after one failure", rule: "linear",
                parameters: ["sets": 5, "reps": 3, "increment": 5, "failures": 1, "deload": 20], state: squat,
                Prescription(5, .exactly(3), at: .absolute(kg(100))), reps: [3, 3, 3, 3, 2]),
            advanceCase(
                "linear-07", "the increment is in the load's unit", rule: "linear", parameters: ["increment": 5],
                state: pounds, Prescription(3, .exactly(5), at: .absolute(Weight(value: 225, unit: .lb))),
                reps: [5, 5, 5]),
            advanceCase(
                "linear-08", "a state with no load is refused", rule: "linear", state: LiftState(lift: "Squat"),
                threeByFive, reps: [5, 5, 5]),
            advanceCase(
                "linear-09", "a negative increment is refused", rule: "linear", parameters: ["increment": -2.5],
                state: squat, threeByFive, reps: [5, 5, 5]),
            advanceCase(
                "double-progression-01", "every set met its target short of the top: one more rep a set",
                rule: "double-progression", state: curl, curlSets, reps: [10, 9, 9]),
            advanceCase(
                "double-progression-02", "every set reached the top: the load goes up and reps return to the bottom",
                rule: "double-progression", state: curl, curlSets, reps: [12, 12, 12]),
            advanceCase(
                "double-progression-03", "a set short of its target: load and reps hold",
                rule: "double-progression", state: curl, curlSets, reps: [12, 12, 8]),
            advanceCase(
                "double-progression-04", "a state with no reps starts from the bottom of the range",
                rule: "double-progression", parameters: ["bottom": 6, "top": 10, "sets": 4], state: atTop,
                Prescription(4, .range(6...10), at: .absolute(kg(12))), reps: [7, 6, 6, 6]),
            advanceCase(
                "double-progression-05", "a bottom not below the top is refused", rule: "double-progression",
                parameters: ["bottom": 12, "top": 12], state: curl, curlSets, reps: [12, 12, 12]),
            advanceCase(
                "double-progression-06", "a state's reps outside the range are refused", rule: "double-progression",
                parameters: ["bottom": 10, "top": 15], state: curl, curlSets, reps: [12, 12, 12]),
            advanceCase(
                "531-01", "week 1 (65/75/85% x 5/5/5+) done: week 2 (70/80/90% x 3/3/3+)", rule: "531",
                parameters: ["body": "upper"], state: press, week(1), reps: [5, 5, 9]),
            advanceCase(
                "531-02", "week 2 done: week 3 (75/85/95% x 5/3/1+)", rule: "531", parameters: ["body": "upper"],
                state: LiftState(lift: "Press", trainingMax: kg(60), week: 2), week(2), reps: [3, 3, 5]),
            advanceCase(
                "531-03", "week 3 done: week 4, the deload (40/50/60% x 5)", rule: "531",
                parameters: ["body": "upper"], state: LiftState(lift: "Press", trainingMax: kg(60), week: 3),
                week(3), reps: [5, 3, 3]),
            advanceCase(
                "531-04", "week 4 done, an upper-body lift: the next cycle with the training max + 2.5",
                rule: "531", parameters: ["body": "upper"],
                state: LiftState(lift: "Press", trainingMax: kg(60), week: 4), week(4), reps: [5, 5, 5]),
            advanceCase(
                "531-05", "week 4 done, a lower-body lift: the next cycle with the training max + 5", rule: "531",
                parameters: ["body": "lower"],
                state: LiftState(lift: "Squat", trainingMax: kg(140), week: 4, cycle: 3), week(4), reps: [5, 5, 5]),
            advanceCase(
                "531-06", "the AMRAP set short of its minimum: the week repeats at the same training max",
                rule: "531", parameters: ["body": "lower"],
                state: LiftState(lift: "Squat", trainingMax: kg(140), week: 3), week(3), reps: [5, 3, 0]),
            advanceCase(
                "531-07", "the increments are parameters", rule: "531",
                parameters: ["body": "lower", "lowerIncrement": 10],
                state: LiftState(lift: "Squat", trainingMax: Weight(value: 315, unit: .lb), week: 4), week(4),
                reps: [5, 5, 5]),
            advanceCase(
                "531-08", "body is required", rule: "531", state: press, week(1), reps: [5, 5, 5]),
            advanceCase(
                "531-09", "a state with no training max is refused", rule: "531", parameters: ["body": "upper"],
                state: LiftState(lift: "Press"), week(1), reps: [5, 5, 5]),
            advanceCase(
                "531-10", "a week outside 1 to 4 is refused", rule: "531", parameters: ["body": "upper"],
                state: LiftState(lift: "Press", trainingMax: kg(60), week: 5), week(1), reps: [5, 5, 5]),
            advanceCase(
                "stages-01", "every target met: the load goes up on the same stage (GZCLP T1 by default)",
                rule: "stages", state: deadlift, scheme("5x3+", 140), reps: [3, 3, 3, 3, 7]),
            advanceCase(
                "stages-02", "5x3+ failed: 6x2+ at the same load", rule: "stages", state: deadlift,
                scheme("5x3+", 140), reps: [3, 3, 3, 3, 2]),
            advanceCase(
                "stages-03", "6x2+ failed: 10x1+ at the same load", rule: "stages",
                state: LiftState(lift: "Deadlift", load: kg(140), stage: 2, failuresInARow: 1), scheme("6x2+", 140),
                reps: [2, 2, 2, 2, 1]),
            advanceCase(
                "stages-04", "the last stage failed: the first stage at 85% of the load", rule: "stages",
                state: LiftState(lift: "Deadlift", load: kg(140), stage: 3, failuresInARow: 2), scheme("10x1+", 140),
                reps: [1, 1, 1, 1, 1, 1, 1, 0]),
            advanceCase(
                "stages-05", "GZCLP T2: 3x10 failed, 3x8 at the same load", rule: "stages", parameters: t2,
                state: LiftState(lift: "Bench", load: kg(60)), scheme("3x10", 60), reps: [10, 10, 9]),
            advanceCase(
                "stages-06", "GZCLP T2: 3x6 failed, 3x10 at the stated 90%", rule: "stages", parameters: t2,
                state: LiftState(lift: "Bench", load: kg(60), stage: 3), scheme("3x6", 60), reps: [6, 5, 5]),
            advanceCase(
                "stages-07", "a scheme that is not SETSxREPS is refused", rule: "stages",
                parameters: ["stages": ["5x3+", "5 by 3"]], state: deadlift, scheme("5x3+", 140), reps: [3]),
            advanceCase(
                "stages-08", "a stage beyond the last is refused", rule: "stages",
                state: LiftState(lift: "Deadlift", load: kg(140), stage: 4), scheme("5x3+", 140), reps: [3]),
            advanceCase(
                "none-01", "the lift holds after every target met", rule: "none", state: squat, threeByFive,
                reps: [5, 5, 5]),
            advanceCase(
                "none-02", "the lift holds after a missed target, counting nothing", rule: "none", state: failing,
                threeByFive, reps: [1]),
            advanceCase(
                "none-03", "none takes no parameters", rule: "none", parameters: ["increment": 2.5], state: squat,
                threeByFive, reps: [5, 5, 5]),
            advanceCase(
                "unknown-rule", "a rule no registry holds is refused", rule: "wave", state: squat, threeByFive,
                reps: [5, 5, 5]),
        ]
    }

    private static var resolveCases: [ConformanceCase] {
        let full = LiftState(
            lift: "Squat", trainingMax: kg(140), oneRepMax: kg(160), estimatedOneRepMax: kg(150))
        let one = { (name: String, pins: String, state: LiftState, sets: [PrescribedSet]) in
            ConformanceCase(
                name: name, pins: pins,
                input: ["state": ProgressionJSON.json(state), "prescription": ProgressionJSON.json(Prescription(sets))])
        }
        return [
            one("absolute", "an absolute load is itself", full, [PrescribedSet(.exactly(5), at: .absolute(kg(102.5)))]),
            one(
                "training-max", "a percentage of the training max, exact", full,
                [
                    PrescribedSet(.exactly(5), at: .percentOfTrainingMax(75)),
                    .init(.atLeast(5), at: .percentOfTrainingMax(85)),
                ]),
            one(
                "one-rep-max", "a percentage of the one-rep max", full,
                [PrescribedSet(.range(8...12), at: .percentOfOneRepMax(65))]),
            one(
                "rpe-top-set", "an RPE top set: the e1RM times the table's percentage for its reps", full,
                [PrescribedSet(.exactly(3), at: .rpe(8))]),
            one(
                "back-off", "back-off sets: a percentage of the nearest set before them with a load of its own", full,
                [
                    PrescribedSet(.exactly(1), at: .rpe(9)), .init(.exactly(5), at: .percentOfTopSet(85)),
                    .init(.exactly(5), at: .percentOfTopSet(85)),
                ]),
            one(
                "pounds", "loads are in the unit of what they are a share of",
                LiftState(lift: "Bench", trainingMax: Weight(value: 200, unit: .lb)),
                [PrescribedSet(.exactly(5), at: .percentOfTrainingMax(65))]),
            one(
                "no-training-max", "a %TM set with no training max is refused", LiftState(lift: "Squat"),
                [PrescribedSet(.exactly(5), at: .percentOfTrainingMax(75))]),
            one(
                "no-one-rep-max", "a %1RM set with no one-rep max is refused", LiftState(lift: "Squat"),
                [PrescribedSet(.exactly(5), at: .percentOfOneRepMax(75))]),
            one(
                "no-e1rm", "an RPE set with no estimated one-rep max is refused", LiftState(lift: "Squat"),
                [PrescribedSet(.exactly(5), at: .rpe(8))]),
            one(
                "no-top-set", "a back-off set first is refused", full,
                [PrescribedSet(.exactly(5), at: .percentOfTopSet(80))]),
            one(
                "zero-percent", "a percentage not above zero is refused", full,
                [PrescribedSet(.exactly(5), at: .percentOfTrainingMax(0))]),
            one(
                "rpe-outside-table", "an RPE top set of more reps than the table holds is refused", full,
                [PrescribedSet(.exactly(15), at: .rpe(8))]),
        ]
    }

    private static var rpeCases: [ConformanceCase] {
        var cases: [ConformanceCase] = []
        let table = RPETable.reactiveTrainingSystems
        for step in stride(from: 20, through: 13, by: -1) {
            let rpe = Double(step) / 2
            for reps in table.reps {
                cases.append(
                    ConformanceCase(
                        name: "rpe-\(LogNumberFormatter.shortest(rpe))-reps-\(reps)",
                        pins: "the chart's cell for \(reps) reps at RPE \(LogNumberFormatter.shortest(rpe))",
                        input: ["reps": .number(JSONNumber(reps)), "rpe": FieldSpec.number(rpe)]))
            }
        }
        let more: [(String, String, JSONValue)] = [
            (
                "e1rm-5-at-8", "the one-rep max a set estimates is its load divided by the percentage",
                ["reps": 5, "rpe": 8, "load": 100]
            ),
            ("e1rm-1-at-10", "a single at RPE 10 is the one-rep max", ["reps": 1, "rpe": 10, "load": 182.5]),
            ("reps-0", "no reps is outside the table", ["reps": 0, "rpe": 8]),
            ("reps-13", "13 reps is outside the table", ["reps": 13, "rpe": 8]),
            ("rpe-6", "RPE 6 is below the published chart", ["reps": 5, "rpe": 6]),
            ("rpe-10.5", "RPE above 10 is outside the table", ["reps": 5, "rpe": 10.5]),
            ("rpe-8.25", "an RPE between half steps is outside the table", ["reps": 5, "rpe": 8.25]),
        ]
        cases += more.map { ConformanceCase(name: $0.0, pins: $0.1, input: $0.2) }
        return cases
    }
}
