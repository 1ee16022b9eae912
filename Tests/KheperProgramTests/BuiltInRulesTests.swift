import KheperCore
import KheperProgram
import KheperTrainingLog
import Testing

/// Each built-in rule does the arithmetic and says why in a sentence.
@Suite struct BuiltInRulesTests {
    static func kg(_ value: Double) -> Weight { Weight(value: value, unit: .kg) }
    let rules = ProgressionRules.standard

    /// Advances `state` by `rule` after sets of `reps` done against `prescription`.
    func advance(
        _ state: LiftState, _ prescription: Prescription, _ reps: [Int], _ rule: String, _ parameters: JSONValue = .null
    ) throws -> Progression {
        try rules.advance(
            state, after: LoggedLift(prescription: prescription, reps: reps), by: rule, parameters: parameters)
    }

    @Test("linear: +2.5 kg after a session where every target was met")
    func linearSuccess() throws {
        let state = LiftState(lift: "Squat", load: Self.kg(100), failuresInARow: 2)
        let done = try advance(state, Prescription(3, .exactly(5), at: .absolute(Self.kg(100))), [5, 5, 5], "linear")
        #expect(done.state.load == Self.kg(102.5))
        #expect(done.state.failuresInARow == 0)
        #expect(done.next == Prescription(3, .exactly(5), at: .absolute(Self.kg(102.5))))
        #expect(done.reason == "Squat: 100 → 102.5 kg, 3×5 done")
    }

    @Test("linear: the load holds on a failure and deloads 10% on the third in a row")
    func linearDeload() throws {
        let prescription = Prescription(3, .exactly(5), at: .absolute(Self.kg(100)))
        var state = LiftState(lift: "Squat", load: Self.kg(100))
        let first = try advance(state, prescription, [5, 5, 4], "linear")
        #expect(first.state.load == Self.kg(100))
        #expect(first.state.failuresInARow == 1)
        #expect(first.reason == "Squat: stays at 100 kg, set 3 had 4 of 5 reps; 1 of 3 failed sessions before a deload")
        state = first.state
        state = try advance(state, prescription, [5, 5], "linear").state
        let third = try advance(state, prescription, [3, 3, 3], "linear")
        #expect(third.state.load == Self.kg(90))
        #expect(third.state.failuresInARow == 0)
        #expect(
            third.reason == "Squat: 100 → 90 kg, a 10% deload after 3 failed sessions in a row (set 1 had 3 of 5 reps)")
        let custom = try advance(
            LiftState(lift: "Press", load: Self.kg(50)), prescription, [1], "linear",
            ["failures": 1, "deload": 20, "sets": 5])
        #expect(custom.state.load == Self.kg(40))
        #expect(custom.next.sets.count == 5)
    }

    @Test("linear: a load the state lacks is an error naming it")
    func linearNeedsALoad() {
        #expect(throws: ProgressionRuleError.missingState(rule: "linear", "load", lift: "Squat")) {
            try advance(LiftState(lift: "Squat"), Prescription([]), [], "linear")
        }
    }

    @Test("double progression: reps rise inside the range, then the load rises and reps return to the bottom")
    func doubleProgression() throws {
        let state = LiftState(lift: "Curl", load: Self.kg(12), reps: 9)
        let prescription = Prescription(3, .range(9...12), at: .absolute(Self.kg(12)))
        let more = try advance(state, prescription, [10, 9, 9], "double-progression")
        #expect(more.state.reps == 10)
        #expect(more.state.load == Self.kg(12))
        #expect(more.next == Prescription(3, .range(10...12), at: .absolute(Self.kg(12))))
        #expect(more.reason == "Curl: stays at 12 kg, 10, 9, 9 done; next 10 reps a set")
        let top = try advance(state, prescription, [12, 12, 12], "double-progression")
        #expect(top.state.load == Self.kg(14.5))
        #expect(top.state.reps == 8)
        #expect(top.next == Prescription(3, .range(8...12), at: .absolute(Self.kg(14.5))))
        #expect(top.reason == "Curl: 12 → 14.5 kg, 3×12 reached the top of 8-12; back to 8 reps")
        let short = try advance(state, prescription, [12, 12, 8], "double-progression")
        #expect(short.state.load == Self.kg(12))
        #expect(short.state.reps == 9)
        #expect(short.state.failuresInARow == 1)
        #expect(short.reason == "Curl: stays at 12 kg and 9 reps a set, set 3 had 8 of 9 reps")
    }

    @Test("5/3/1: weeks 1 to 4 at the stated percentages, then the training max rises by the lift's increment")
    func fiveThreeOne() throws {
        let expected: [[(Double, String)]] = [
            [(65, "5"), (75, "5"), (85, "5+")], [(70, "3"), (80, "3"), (90, "3+")],
            [(75, "5"), (85, "3"), (95, "1+")], [(40, "5"), (50, "5"), (60, "5")],
        ]
        for (week, sets) in expected.enumerated() {
            let prescription = TrainingMaxProgression.prescription(week: week + 1)
            let resolved = try prescription.resolved(with: LiftState(lift: "Squat", trainingMax: Self.kg(100)))
            #expect(resolved.map(\.load.value) == sets.map(\.0))
            #expect(resolved.map(\.reps.text) == sets.map(\.1))
        }
        var state = LiftState(lift: "Squat", trainingMax: Self.kg(140))
        var reasons: [String] = []
        for week in 1...4 {
            let done = try advance(
                state, TrainingMaxProgression.prescription(week: week), [5, 5, 8], "531", ["body": "lower"])
            reasons.append(done.reason)
            state = done.state
        }
        #expect(state.week == 1)
        #expect(state.cycle == 2)
        #expect(state.trainingMax == Self.kg(145))
        #expect(reasons.first == "Squat: week 1 → 2 at a training max of 140 kg, 5, 5, 8 done")
        #expect(reasons.last == "Squat: training max 140 → 145 kg for cycle 2, 5, 5, 8 done")
        let upper = try advance(
            LiftState(lift: "Bench", trainingMax: Self.kg(100), week: 4), TrainingMaxProgression.prescription(week: 4),
            [5, 5, 5], "531", ["body": "upper"])
        #expect(upper.state.trainingMax == Self.kg(102.5))
        #expect(upper.next == TrainingMaxProgression.prescription(week: 1))
    }

    @Test("5/3/1: a missed target repeats the week at the same training max")
    func fiveThreeOneFailure() throws {
        let state = LiftState(lift: "Bench", trainingMax: Self.kg(100), week: 3)
        let done = try advance(
            state, TrainingMaxProgression.prescription(week: 3), [5, 3, 0], "531", ["body": "upper"])
        #expect(done.state.week == 3)
        #expect(done.state.trainingMax == Self.kg(100))
        #expect(done.state.failuresInARow == 1)
        #expect(done.reason == "Bench: week 3 again at a training max of 100 kg, set 3 had 0 of 1 reps")
    }

    @Test("stages: GZCLP T1 moves 5x3+ → 6x2+ → 10x1+ on failure, then restarts at 85%")
    func stages() throws {
        let t1 = StagesProgression().parameters[0].defaultValue
        #expect(t1 == ["5x3+", "6x2+", "10x1+"])
        var state = LiftState(lift: "Squat", load: Self.kg(100))
        let first = SetScheme(text: "5x3+")!.prescription(at: .absolute(Self.kg(100)))
        #expect(first.text == "4×3 @100 kg, 1×3+ @100 kg")
        let success = try advance(state, first, [3, 3, 3, 3, 6], "stages")
        #expect(success.state.load == Self.kg(102.5))
        #expect(success.reason == "Squat: 100 → 102.5 kg on 5x3+, 3, 3, 3, 3, 6 done")
        let second = try advance(state, first, [3, 3, 3, 2, 2], "stages")
        #expect(second.state.stage == 2)
        #expect(second.state.load == Self.kg(100))
        #expect(second.next == SetScheme(text: "6x2+")!.prescription(at: .absolute(Self.kg(100))))
        #expect(second.reason == "Squat: 5x3+ → 6x2+ at 100 kg, set 4 had 2 of 3 reps")
        state = try advance(second.state, second.next, [2, 2, 1], "stages").state
        #expect(state.stage == 3)
        let restart = try advance(
            state, SetScheme(text: "10x1+")!.prescription(at: .absolute(Self.kg(100))), [1, 1], "stages")
        #expect(restart.state.stage == 1)
        #expect(restart.state.load == Self.kg(85))
        #expect(restart.next == SetScheme(text: "5x3+")!.prescription(at: .absolute(Self.kg(85))))
        #expect(
            restart.reason == "Squat: 10x1+ failed, back to 5x3+ at 85% of 100 kg, 100 → 85 kg (set 3 was not done)")
        let t2 = try advance(
            LiftState(lift: "Bench", load: Self.kg(60), stage: 1),
            Prescription(3, .exactly(10), at: .absolute(Self.kg(60))),
            [10, 9, 8], "stages", ["stages": ["3x10", "3x8", "3x6"], "increment": 2.5])
        #expect(t2.next == Prescription(3, .exactly(8), at: .absolute(Self.kg(60))))
    }

    @Test("none: the lift holds whatever was done")
    func hold() throws {
        let state = LiftState(lift: "Squat", load: Self.kg(100), failuresInARow: 1)
        let prescription = Prescription(3, .exactly(5), at: .absolute(Self.kg(100)))
        for reps in [[5, 5, 5], [1]] {
            let done = try advance(state, prescription, reps, "none")
            #expect(done.state == state)
            #expect(done.next == prescription)
        }
        #expect(try advance(state, prescription, [5, 5, 5], "none").reason == "Squat: holds at 3×5 @100 kg, 3×5 done")
    }

    @Test("warm-ups never count toward a session's targets")
    func warmUpsDoNotCount() {
        let prescription = Prescription(1, .exactly(5), at: .absolute(Self.kg(100)))
        let logged = LoggedLift(
            prescription: prescription,
            sets: [PerformedSet(order: 1, type: .warmUp, reps: 5), PerformedSet(order: 2, type: .working, reps: 3)])
        #expect(!logged.everyTargetMet)
        #expect(logged.firstMissText == "set 1 had 3 of 5 reps")
    }
}
