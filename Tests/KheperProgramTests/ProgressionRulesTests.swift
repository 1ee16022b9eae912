import KheperCore
import KheperProgram
import KheperTrainingLog
import Testing

/// The registry takes a stranger's rule beside the built-in ones, reports duplicate names, and checks parameters
/// against each rule's declared fields.
@Suite struct ProgressionRulesTests {
    /// A rule from outside the module: it adds `amount` to the load whatever happened.
    struct AlwaysAdd: ProgressionRule {
        var name = "always-add"
        var summary: String { "adds the amount every session" }
        var parameters: [FieldSpec] { [FieldSpec("amount", .number, range: 0...10, default: 1, doc: "Added.")] }
        func advance(_ state: LiftState, after logged: LoggedLift, with parameters: RuleParameters)
            throws(ProgressionRuleError) -> Progression
        {
            var next = state
            next.load = Weight(value: (state.load?.value ?? 0) + parameters.number("amount"), unit: .kg)
            return Progression(state: next, next: logged.prescription, reason: "added")
        }
    }

    static let logged = LoggedLift(
        prescription: Prescription(3, .exactly(5), at: .percentOfTrainingMax(80)), reps: [5, 5, 5])
    static let state = LiftState(lift: "Squat", load: Weight(value: 100, unit: .kg))

    @Test("the built-in rules are registered under their names")
    func builtInNames() throws {
        #expect(ProgressionRules.standard.names == ["531", "double-progression", "linear", "none", "stages"])
        #expect(try ProgressionRules(ProgressionRules.builtIn).names == ProgressionRules.standard.names)
    }

    @Test("a stranger's rule registers without touching the built-in ones, and runs with its parameters")
    func strangersRule() throws {
        let rules = try ProgressionRules.standard.adding([AlwaysAdd()])
        #expect(rules.names.contains("always-add"))
        #expect(rules.rule(named: "linear") != nil)
        let progression = try rules.advance(Self.state, after: Self.logged, by: "always-add", parameters: ["amount": 4])
        #expect(progression.state.load == Weight(value: 104, unit: .kg))
    }

    @Test("duplicate names are reported, each once, and malformed names refused")
    func duplicates() {
        #expect(throws: ProgressionRuleError.duplicateNames(["always-add", "linear"])) {
            try ProgressionRules.standard.adding([AlwaysAdd(), AlwaysAdd(), LinearProgression(), AlwaysAdd()])
        }
        #expect(throws: ProgressionRuleError.malformedName("Always Add")) {
            try ProgressionRules([AlwaysAdd(name: "Always Add")])
        }
    }

    @Test("an unknown rule is an error listing the known ones")
    func unknownRule() {
        #expect {
            try ProgressionRules.standard.advance(Self.state, after: Self.logged, by: "wave")
        } throws: { error in
            let error = error as? ProgressionRuleError
            return error?.code == .unknownRule && error?.message.contains("531, double-progression, linear") == true
        }
    }

    @Test("a bad parameter is an error naming the parameter, the value and what was expected")
    func badParameters() {
        let cases: [(String, JSONValue, String)] = [
            ("linear", ["increment": -1], "\"increment\" is -1; expected"),
            ("linear", ["failures": 2.5], "\"failures\" is 2.5; expected a whole number"),
            ("linear", ["deload": 100], "\"deload\" is 100"),
            ("linear", ["step": 1], "\"step\" is not one it takes; expected one of: sets, reps, increment"),
            ("531", [:], "\"body\" is missing"),
            ("531", ["body": "middle"], "\"body\" is \"middle\"; expected one of: upper, lower"),
            ("stages", ["stages": ["5x3+", "five"]], "\"stage\" is \"five\"; expected text matching"),
            ("stages", ["stages": ["5x3+", "five"]], "(at stages[1])"),
            ("double-progression", ["bottom": 12, "top": 8], "\"bottom\" is 12; expected a number below \"top\", 8"),
            ("none", ["increment": 1], "\"increment\" is not one it takes; expected none"),
            ("linear", [1, 2], "expected an object of parameters"),
        ]
        for (rule, parameters, words) in cases {
            #expect {
                try ProgressionRules.standard.advance(Self.state, after: Self.logged, by: rule, parameters: parameters)
            } throws: { error in
                let error = error as? ProgressionRuleError
                return error?.code == .invalidParameter && error?.message.contains(words) == true
                    && error?.message.contains("the \(rule) rule's parameter") == true
            }
        }
    }

    @Test("every built-in rule declares documented parameters with defaults, except a required choice")
    func declaredParameters() {
        for rule in ProgressionRules.standard.rules {
            #expect(!rule.summary.isEmpty)
            for spec in rule.parameters {
                #expect(!spec.doc.isEmpty, "\(rule.name).\(spec.name)")
                #expect(spec.defaultValue != nil || spec.isRequired, "\(rule.name).\(spec.name)")
            }
        }
    }
}
