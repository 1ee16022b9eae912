import KheperCore
import KheperProgram
import KheperTrainingLog
import Testing

/// Which lines share a state, where a program starts, how a day is worked out and advanced, and what is refused.
@Suite struct ProgramEngineTests {
    static func kg(_ value: Double) -> Weight { ExamplePrograms.kg(value) }

    @Test("the same lift under the same rule and parameters is one track; another rule or parameters is another")
    func trackKeys() throws {
        let linear = try ProgramEngine(ExamplePrograms.linearProgression).trackKeys
        #expect(linear[0][0] == linear[1][0])
        #expect(Set(linear.joined()).count == 5)
        let gzclp = try ProgramEngine(ExamplePrograms.gzclp).trackKeys
        #expect(gzclp[0][0] != gzclp[2][1], "T1 and T2 squat")
        #expect(gzclp[0][2] == gzclp[2][2], "the lat pulldown on days 1 and 3")
        #expect(linear[0][0] == #"["Squat","linear",{"deload":10,"failures":3,"increment":2.5,"reps":5,"sets":3}]"#)
    }

    @Test("parameters left to their defaults and written out, or a number spelt two ways, make one track")
    func defaultsMakeOneTrack() throws {
        let written = ExamplePrograms.linear("Squat", 3, 5, at: 100, increment: 2.5)
        var implied = written
        implied.parameters = [:]
        let plan = ProgramPlan(
            "two spellings", days: [ProgramDay("A", lifts: [written]), ProgramDay("B", lifts: [implied])])
        let keys = try ProgramEngine(plan).trackKeys
        #expect(keys[0] == keys[1])
        #expect(try plan.start().lifts.count == 1)
        var fraction = ExamplePrograms.linear("Deadlift", 1, 5, at: 100, increment: 5)
        fraction.parameters["increment"] = .number(JSONNumber(literal: "5.00")!)
        var whole = fraction
        whole.parameters["increment"] = 5
        let spelt = ProgramPlan(
            "spellings", days: [ProgramDay("A", lifts: [fraction]), ProgramDay("B", lifts: [whole])])
        let spellings = try ProgramEngine(spelt).trackKeys
        #expect(spellings[0] == spellings[1])
        #expect(spellings[0][0].contains(#""increment":5,"#))
    }

    @Test("a program starts on its first day with each track at its first line's start")
    func start() throws {
        let state = try ExamplePrograms.wendler.start()
        #expect(state.nextDay == 0)
        #expect(state.lifts.count == 8)
        let squat = try ProgramEngine(ExamplePrograms.wendler).trackKeys[0][0]
        #expect(state.lifts[squat] == LiftState(lift: "Squat", trainingMax: Self.kg(140)))
    }

    @Test("a day is worked out to rounded loads with their plates and rounding, on the lift's equipment")
    func session() throws {
        let engine = try ProgramEngine(ExamplePrograms.wendler)
        let squat = try engine.session(for: engine.start()).lifts[0]
        #expect(squat.prescription == TrainingMaxProgression.prescription(week: 1))
        #expect(squat.sets[0].load.target == Self.kg(91))
        #expect(squat.sets[0].load.load == Self.kg(90))
        #expect(squat.sets[0].load.roundingSentence == "91 kg cannot be made: rounded down to 90 kg")
        #expect(squat.sets[2].load.platesText == "25 + 25")
        let gzclp = try ProgramEngine(ExamplePrograms.gzclp, equipment: ExamplePrograms.equipment)
        let row = try gzclp.session(day: 1, for: gzclp.start()).lifts[2]
        #expect(row.sets[0].load.equipment == .dumbbell)
        #expect(row.sets[0].load.loadingSentence == "20 kg dumbbell")
    }

    @Test("a line with warmup auto ramps to its first working set on the lift's equipment; advancing ignores warm-ups")
    func warmups() throws {
        var squat = ExamplePrograms.linear("Squat", 3, 5, at: 100, increment: 2.5)
        squat.warmup = .standard
        let plain = ExamplePrograms.linear("Bench Press", 3, 5, at: 60, increment: 2.5)
        let engine = try ProgramEngine(ProgramPlan("warm", days: [ProgramDay("A", lifts: [squat, plain])]))
        let session = try engine.session(for: engine.start())
        #expect(session.lifts[0].warmups.map(\.text) == ["20 kg × 5", "40 kg × 5", "60 kg × 3", "80 kg × 2"])
        #expect(session.lifts[0].warmups.allSatisfy { $0.setType == .warmUp })
        #expect(session.lifts[1].warmups.isEmpty)
        let warm = session.lifts[0].warmups.enumerated().map {
            PerformedSet(order: $0.offset, type: .warmUp, reps: 1, weight: $0.element.load.load)
        }
        let working = (4..<7).map { PerformedSet(order: $0, reps: 5, weight: Self.kg(100)) }
        let done = try engine.advance(
            engine.start(), afterDay: 0,
            logged: [
                0: LoggedLift(prescription: session.lifts[0].prescription, sets: warm + working),
                1: LoggedLift(prescription: session.lifts[1].prescription, reps: [5, 5, 5]),
            ])
        #expect(done.changes[0].reason == "Squat: 100 → 102.5 kg, 3×5 done")
    }

    @Test("advancing moves the next day on, advances each track the day trained, and says why")
    func advance() throws {
        let engine = try ProgramEngine(ExamplePrograms.linearProgression)
        let start = engine.start()
        let session = try engine.session(for: start)
        let logged = ProgramSimulation.logged(session, ProgramSimulation.Row("", done: [1: [5, 5, 4]]))
        let advance = try engine.advance(start, afterDay: 0, logged: logged)
        #expect(advance.state.nextDay == 1)
        #expect(
            advance.changes.map(\.reason) == [
                "Squat: 60 → 62.5 kg, 3×5 done",
                "Bench Press: stays at 40 kg, set 3 had 4 of 5 reps; 1 of 3 failed sessions before a deload",
                "Barbell Row: 40 → 42.5 kg, 3×5 done",
            ])
        let keys = engine.trackKeys
        #expect(advance.state.lifts[keys[1][1]] == start.lifts[keys[1][1]], "the press, not trained, holds")
        #expect(advance.state.lifts[keys[0][0]]?.load == Self.kg(62.5))
        let after = try engine.advance(advance.state, afterDay: 1, logged: [:])
        #expect(after.state.nextDay == 0, "after the last day the first comes again")
    }

    @Test("a line with nothing logged counts as a failed session")
    func notLoggedFails() throws {
        let engine = try ProgramEngine(ExamplePrograms.linearProgression)
        let advance = try engine.advance(engine.start(), afterDay: 0, logged: [:])
        #expect(
            advance.changes[0].reason
                == "Squat: stays at 60 kg, set 1 was not done; 1 of 3 failed sessions before a deload")
        #expect(advance.changes.allSatisfy { $0.after.failuresInARow == 1 })
    }

    @Test("a track trained twice in a day advances once, and fails when either line misses")
    func trackTwiceInADay() throws {
        let squat = ExamplePrograms.linear("Squat", 3, 5, at: 100, increment: 2.5)
        let engine = try ProgramEngine(ProgramPlan("twice", days: [ProgramDay("A", lifts: [squat, squat])]))
        let start = engine.start()
        let five = Prescription(3, .exactly(5), at: .absolute(Self.kg(100)))
        let done = try engine.advance(
            start, afterDay: 0,
            logged: [
                0: LoggedLift(prescription: five, reps: [5, 5, 5]), 1: LoggedLift(prescription: five, reps: [5, 5, 5]),
            ])
        #expect(done.changes.count == 1)
        #expect(done.changes[0].lines == [0, 1])
        #expect(done.changes[0].after.load == Self.kg(102.5))
        let missed = try engine.advance(
            start, afterDay: 0,
            logged: [
                0: LoggedLift(prescription: five, reps: [5, 5, 5]), 1: LoggedLift(prescription: five, reps: [5, 4]),
            ])
        #expect(missed.changes[0].after.load == Self.kg(100))
        #expect(missed.changes[0].reason.contains("set 5 had 4 of 5 reps"))
    }

    @Test("only the next day can be advanced: a missed day stays next, and nothing is skipped by accident")
    func onlyTheNextDay() throws {
        let engine = try ProgramEngine(ExamplePrograms.linearProgression)
        #expect(throws: ProgramError.notNextDay(1, name: "Day B", next: 0, nextName: "Day A")) {
            try engine.advance(engine.start(), afterDay: 1, logged: [:])
        }
        #expect(throws: ProgramError.unknownDay(2, count: 2)) {
            try engine.advance(engine.start(), afterDay: 2, logged: [:])
        }
        #expect(throws: ProgramError.unknownLine(3, day: "Day A", count: 3)) {
            try engine.advance(
                engine.start(), afterDay: 0, logged: [3: LoggedLift(prescription: Prescription([]), reps: [])])
        }
    }

    @Test("an advance is undone to the exact state before it, and only from the state it reached")
    func undo() throws {
        let engine = try ProgramEngine(ExamplePrograms.gzclp)
        let start = engine.start()
        let advance = try engine.advance(start, afterDay: 0, logged: [:])
        #expect(try advance.undone(from: advance.state) == start)
        let later = try engine.advance(advance.state, afterDay: 1, logged: [:])
        #expect(throws: ProgramError.self) { try advance.undone(from: later.state) }
        #expect(try later.undone(from: later.state) == advance.state)
    }

    @Test("a share of a training max on a line without one takes the max of the same lift's track that has one")
    func borrowedTrainingMax() throws {
        let engine = try ProgramEngine(ExamplePrograms.wendler)
        var state = engine.start()
        let bbb = try engine.session(for: state).lifts[1]
        #expect(bbb.sets.map(\.load.load) == Array(repeating: Self.kg(70), count: 5))
        state.lifts[engine.trackKeys[0][0]]?.trainingMax = Self.kg(150)
        #expect(try engine.session(for: state).lifts[1].sets[0].load.load == Self.kg(75))
        let alone = ProgramPlan(
            "alone",
            days: [ExamplePrograms.wendler.days[0]].map { day in
                ProgramDay(day.name, lifts: [day.lifts[1]])
            })
        let lone = try ProgramEngine(alone)
        #expect(throws: ProgramError.self) { try lone.session(for: lone.start()) }
    }

    @Test("a session logged with loads and RPEs sets the track's estimated one-rep max, which RPE sets follow")
    func estimatedOneRepMaxFollowsTheLog() throws {
        let topSet = Prescription([PrescribedSet(.exactly(3), at: .rpe(8))])
        let squat = PlannedLift(
            "Squat", topSet, rule: "none", start: LiftState(lift: "Squat", estimatedOneRepMax: Self.kg(150)))
        let engine = try ProgramEngine(ProgramPlan("RPE", days: [ProgramDay("A", lifts: [squat])]))
        let start = engine.start()
        #expect(try engine.session(for: start).lifts[0].sets[0].load.target == Self.kg(150 * 86.3 / 100))
        let set = PerformedSet(order: 1, reps: 3, weight: Self.kg(120), rpe: 8)
        let advance = try engine.advance(
            start, afterDay: 0, logged: [0: LoggedLift(prescription: topSet, sets: [set])])
        let estimate = try #require(advance.changes[0].after.estimatedOneRepMax)
        #expect(abs(estimate.value - 120 * 100 / 86.3) < 1e-9)
        #expect(try engine.session(for: advance.state).lifts[0].sets[0].load.load == Self.kg(120))
        let plain = try engine.advance(
            advance.state, afterDay: 0, logged: [0: LoggedLift(prescription: topSet, reps: [3])])
        #expect(plain.state == advance.state, "sets without an RPE leave the estimate")
    }

    @Test("a program refuses no days, an unknown rule, bad parameters, and a line with no sets its rule does not give")
    func refusals() {
        #expect(throws: ProgramError.noDays("empty")) { try ProgramEngine(ProgramPlan("empty", days: [])) }
        var lift = ExamplePrograms.linear("Squat", 3, 5, at: 100, increment: 2.5)
        lift.rule = "sideways"
        let unknown = #expect(throws: ProgramError.self) {
            try ProgramEngine(ProgramPlan("p", days: [ProgramDay("A", lifts: [lift])]))
        }
        #expect(unknown?.code == .line)
        #expect(unknown?.message.hasPrefix("\"A\", line 0 (Squat): no progression rule is named \"sideways\"") == true)
        lift.rule = "linear"
        lift.parameters["increment"] = "lots"
        let parameter = #expect(throws: ProgramError.self) {
            try ProgramEngine(ProgramPlan("p", days: [ProgramDay("A", lifts: [lift])]))
        }
        #expect(parameter?.message.contains("[progression.invalid-parameter]") == true)
        let hold = PlannedLift("Squat", nil, rule: "none", start: LiftState(lift: "Squat", load: Self.kg(80)))
        #expect(throws: ProgramError.noPrescription(0, "Squat", day: "A", rule: "none")) {
            try ProgramEngine(ProgramPlan("p", days: [ProgramDay("A", lifts: [hold])]))
        }
        let noLoad = PlannedLift("Squat", nil, rule: "linear", start: LiftState(lift: "Squat"))
        #expect(throws: ProgramError.self) {
            try ProgramEngine(ProgramPlan("p", days: [ProgramDay("A", lifts: [noLoad])]))
        }
    }
}
