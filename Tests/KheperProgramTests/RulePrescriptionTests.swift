import KheperCore
import KheperProgram
import KheperTestSupport
import KheperTrainingLog
import Testing

/// Each built-in rule's prescription for a state, and that it is the one the rule's advance gives for the state it
/// reaches.
@Suite struct RulePrescriptionTests {
    static func kg(_ value: Double) -> Weight { Weight(value: value, unit: .kg) }
    let rules = ProgressionRules.standard

    /// The prescription `rule` gives for `state`.
    func prescription(_ rule: String, _ state: LiftState, _ parameters: JSONValue = .null) throws -> Prescription? {
        let found = try #require(rules.rule(named: rule))
        return try found.prescription(for: state, with: RuleParameters(parameters, for: found))
    }

    @Test("each rule prescribes from the state: linear's load, double progression's reps, 531's week, the stage")
    func prescriptions() throws {
        #expect(
            try prescription("linear", LiftState(lift: "Deadlift", load: Self.kg(100)), ["sets": 1])
                == Prescription(1, .exactly(5), at: .absolute(Self.kg(100))))
        #expect(
            try prescription("double-progression", LiftState(lift: "Curl", load: Self.kg(12), reps: 10))
                == Prescription(3, .range(10...12), at: .absolute(Self.kg(12))))
        #expect(
            try prescription("531", LiftState(lift: "Squat", trainingMax: Self.kg(140), week: 3), ["body": "lower"])
                == TrainingMaxProgression.prescription(week: 3))
        #expect(
            try prescription("stages", LiftState(lift: "Squat", load: Self.kg(100), stage: 2))
                == SetScheme(text: "6x2+")?.prescription(at: .absolute(Self.kg(100))))
        #expect(try prescription("none", LiftState(lift: "Squat", load: Self.kg(100))) == nil)
        #expect(throws: ProgressionRuleError.missingState(rule: "linear", "load", lift: "Squat")) {
            try prescription("linear", LiftState(lift: "Squat"))
        }
        #expect(throws: ProgressionRuleError.self) {
            try prescription("stages", LiftState(lift: "Squat", load: Self.kg(100), stage: 4))
        }
    }

    @Test("a rule's advance gives the prescription the rule gives for the state it reaches", arguments: [0x2929_2001])
    func advanceAgreesWithPrescription(seed: UInt64) throws {
        print("RulePrescriptionTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        for rule in rules.names {
            var (state, prescription, parameters) = ProgressionPropertyTests.start(rule, using: &random)
            let found = try #require(rules.rule(named: rule))
            let checked = try RuleParameters(parameters, for: found)
            for step in 0..<200 {
                let reps = ProgressionPropertyTests.session(for: prescription, using: &random)
                let progression = try found.advance(
                    state, after: LoggedLift(prescription: prescription, reps: reps), with: checked)
                let given = try found.prescription(for: progression.state, with: checked)
                #expect(given == nil || given == progression.next, "seed \(seed), \(rule), step \(step)")
                (state, prescription) = (progression.state, progression.next)
            }
        }
    }
}
