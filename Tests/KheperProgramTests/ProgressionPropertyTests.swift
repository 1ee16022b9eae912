import KheperCore
import KheperProgram
import KheperTestSupport
import KheperTrainingLog
import Testing

/// Random walks of logged sessions through every built-in rule, with random parameters: no rule raises a load after
/// a failed session, and linear and double progression never lower one after a successful session.
@Suite struct ProgressionPropertyTests {
    static let seeds: [UInt64] = [0x2929_0001, 0x2929_0002, 0x2929_0003, 0x2929_0004]
    static let rules = ProgressionRules.standard

    /// A lift's starting state, the first prescription and random parameters for `rule`.
    static func start(_ rule: String, using random: inout SeededGenerator) -> (LiftState, Prescription, JSONValue) {
        let load = Weight(value: Double(Int.random(in: 8...80, using: &random)) * 2.5, unit: .kg)
        let increment = JSONValue.number(JSONNumber(Double(Int.random(in: 0...4, using: &random)) * 1.25)!)
        switch rule {
        case "linear":
            let sets = Int.random(in: 1...5, using: &random)
            let reps = Int.random(in: 1...8, using: &random)
            let parameters: JSONValue = [
                "sets": .number(JSONNumber(sets)), "reps": .number(JSONNumber(reps)), "increment": increment,
                "failures": .number(JSONNumber(Int.random(in: 1...4, using: &random))),
                "deload": .number(JSONNumber(Int.random(in: 0...30, using: &random))),
            ]
            return (
                LiftState(lift: "Squat", load: load), Prescription(sets, .exactly(reps), at: .absolute(load)),
                parameters
            )
        case "double-progression":
            let bottom = Int.random(in: 3...10, using: &random)
            let top = bottom + Int.random(in: 1...6, using: &random)
            let parameters: JSONValue = [
                "bottom": .number(JSONNumber(bottom)), "top": .number(JSONNumber(top)), "increment": increment,
            ]
            return (
                LiftState(lift: "Curl", load: load), Prescription(3, .range(bottom...top), at: .absolute(load)),
                parameters
            )
        case "531":
            let body: JSONValue = Bool.random(using: &random) ? "upper" : "lower"
            let week = Int.random(in: 1...4, using: &random)
            return (
                LiftState(lift: "Press", trainingMax: load, week: week),
                TrainingMaxProgression.prescription(week: week),
                ["body": body]
            )
        case "stages":
            let parameters: JSONValue = [
                "stages": Bool.random(using: &random) ? ["5x3+", "6x2+", "10x1+"] : ["3x10", "3x8", "3x6"],
                "increment": increment, "restart": .number(JSONNumber(Int.random(in: 50...100, using: &random))),
            ]
            let first = parameters["stages"]?[0]?.stringValue ?? ""
            return (
                LiftState(lift: "Deadlift", load: load), SetScheme(text: first)!.prescription(at: .absolute(load)),
                parameters
            )
        default:
            return (LiftState(lift: "Row", load: load), Prescription(3, .exactly(8), at: .absolute(load)), .null)
        }
    }

    /// Reps for each prescribed set: every target met, or one or more missed.
    static func session(for prescription: Prescription, using random: inout SeededGenerator) -> [Int] {
        let succeed = Bool.random(using: &random)
        var reps = prescription.sets.map { $0.reps.minimum + (succeed ? Int.random(in: 0...4, using: &random) : 0) }
        if !succeed, !reps.isEmpty {
            if Int.random(in: 0..<4, using: &random) == 0 {
                reps.removeLast(Int.random(in: 1...reps.count, using: &random))
            } else {
                let missed = Int.random(in: 0..<reps.count, using: &random)
                reps[missed] = Int.random(in: 0..<reps[missed], using: &random)
            }
        }
        return reps
    }

    /// The heaviest resolved load of `prescription`, in kilograms.
    static func heaviest(_ prescription: Prescription, _ state: LiftState) throws -> Double {
        try prescription.resolved(with: state).map(\.load.kilograms).max() ?? 0
    }

    @Test(
        "no rule raises a load after a failed session; linear and double progression never lower one after a success",
        arguments: seeds)
    func loadsFollowTheSession(seed: UInt64) throws {
        print("ProgressionPropertyTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        for rule in Self.rules.names {
            var (state, prescription, parameters) = Self.start(rule, using: &random)
            for step in 0..<300 {
                let logged = LoggedLift(
                    prescription: prescription, reps: Self.session(for: prescription, using: &random))
                let before = try Self.heaviest(prescription, state)
                let progression = try Self.rules.advance(state, after: logged, by: rule, parameters: parameters)
                let after = try Self.heaviest(progression.next, progression.state)
                let place = "seed \(seed), \(rule), step \(step): \(progression.reason)"
                if logged.everyTargetMet {
                    if rule == "linear" || rule == "double-progression" { #expect(after >= before, "\(place)") }
                } else {
                    #expect(after <= before, "\(place)")
                }
                (state, prescription) = (progression.state, progression.next)
            }
        }
    }
}
