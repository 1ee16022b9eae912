import KheperProgram
import KheperTestSupport
import KheperTrainingLog
import Testing

/// Random walks through the four example programs, each day logged at its targets, with a target missed, or not
/// logged at all, and some days missed: advancing then undoing gives the state back exactly, every load worked out
/// can be loaded with the standard kilogram profile, and no rule raises a lift's load after a failed session.
@Suite struct ProgramPropertyTests {
    static let seeds: [UInt64] = [0x2929_1001, 0x2929_1002, 0x2929_1003]

    /// One trained day of a walk: the state before, the day worked out, what was logged and the advance.
    struct Step {
        let state: ProgramState
        let session: ProgramSession
        let logged: [Int: LoggedLift]
        let advance: ProgramAdvance
    }

    /// What the lifter did for `lift`: its targets (an AMRAP set some reps beyond), a target missed, or nothing.
    static func log(_ lift: SessionLift, using random: inout SeededGenerator) -> LoggedLift? {
        var reps = lift.prescription.sets.map { set in
            if case .atLeast(let minimum) = set.reps {
                minimum + Int.random(in: 0...5, using: &random)
            } else {
                set.reps.minimum
            }
        }
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<3: return nil
        case 3..<8 where !reps.isEmpty:
            let missed = Int.random(in: 0..<reps.count, using: &random)
            reps[missed] = Int.random(in: 0..<max(1, lift.prescription.sets[missed].reps.minimum), using: &random)
        default: break
        }
        return LoggedLift(prescription: lift.prescription, reps: reps)
    }

    /// 150 days of `plan` from its start, one in ten missed.
    static func walk(_ plan: ProgramPlan, _ engine: ProgramEngine, using random: inout SeededGenerator) throws
        -> [Step]
    {
        var state = engine.start()
        var steps: [Step] = []
        for _ in 0..<150 where Int.random(in: 0..<10, using: &random) > 0 {
            let session = try engine.session(for: state)
            var logged: [Int: LoggedLift] = [:]
            for lift in session.lifts { logged[lift.line] = log(lift, using: &random) }
            let advance = try engine.advance(state, afterDay: session.day, logged: logged)
            steps.append(Step(state: state, session: session, logged: logged, advance: advance))
            state = advance.state
        }
        return steps
    }

    /// Runs `check` on every step of a walk through each example program from `seed`.
    static func forEachStep(seed: UInt64, _ check: (ProgramEngine, Step, String) throws -> Void) throws {
        print("ProgramPropertyTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        for plan in ExamplePrograms.all {
            let engine = try ProgramEngine(plan, profile: .kilograms, equipment: ExamplePrograms.equipment)
            for (number, step) in try walk(plan, engine, using: &random).enumerated() {
                try check(engine, step, "seed \(seed), \(plan.name), day \(number)")
            }
        }
    }

    @Test(
        "advancing then undoing gives the program's state back exactly, and only the day's tracks change",
        arguments: seeds)
    func undoRestores(seed: UInt64) throws {
        try Self.forEachStep(seed: seed) { _, step, place in
            let undone = try step.advance.undone(from: step.advance.state)
            #expect(undone == step.state, "\(place)")
            let changed = Set(step.advance.changes.map(\.track))
            for (track, lift) in step.state.lifts where !changed.contains(track) {
                #expect(step.advance.state.lifts[track] == lift, "\(place): \(track)")
            }
        }
    }

    @Test("every load worked out can be loaded with the standard kilogram profile", arguments: seeds)
    func loadsCanBeLoaded(seed: UInt64) throws {
        let profile = EquipmentProfile.kilograms
        let owned = Dictionary(uniqueKeysWithValues: profile.plates.map { ($0.weight, $0.count) })
        try Self.forEachStep(seed: seed) { engine, step, place in
            for lift in step.session.lifts {
                for set in lift.sets {
                    let load = set.load.load
                    #expect(load.unit == .kg)
                    let again = try engine.rounder.round(load, for: set.load.equipment)
                    #expect(again.direction == .exact, "\(place)")
                    guard set.load.equipment == .barbell else { continue }
                    #expect(profile.bar + 2 * set.load.platesPerSide.reduce(0, +) == load.value, "\(place)")
                    for plate in Set(set.load.platesPerSide) {
                        #expect(
                            2 * set.load.platesPerSide.count(where: { $0 == plate }) <= owned[plate] ?? 0, "\(place)")
                    }
                }
            }
        }
    }

    @Test("no rule raises a lift's load after a failed session", arguments: seeds)
    func noRiseAfterFailure(seed: UInt64) throws {
        try Self.forEachStep(seed: seed) { engine, step, place in
            for change in step.advance.changes {
                let failed = change.lines.contains { step.logged[$0].map { !$0.everyTargetMet } ?? true }
                guard failed else { continue }
                var probe = step.state
                probe.lifts[change.track] = change.after
                let before = try engine.session(day: step.session.day, for: step.state)
                let after = try engine.session(day: step.session.day, for: probe)
                for line in change.lines {
                    let heaviest = { (session: ProgramSession) in
                        session.lifts[line].sets.map(\.load.target.kilograms).max() ?? 0
                    }
                    #expect(heaviest(after) <= heaviest(before), "\(place): \(change.reason)")
                }
            }
        }
    }
}
