import KheperProgram
import KheperTrainingLog
import Testing

/// Runs a program through sessions written as a table: each row is the day's sets at their rounded loads as the
/// lifter sees them, and what was logged where it was not exactly the targets; a missed row is a day not trained.
struct ProgramSimulation {
    /// One row of the table.
    struct Row {
        /// The day worked out, as ``ProgramSimulation/text(_:)`` writes it; `nil` for a day not trained.
        let expected: String?
        /// The reps logged for a line, by its index in the day, where they are not the targets; an empty list is a
        /// line not logged at all. Every other line is logged at its targets, an AMRAP set 2 reps beyond.
        let done: [Int: [Int]]

        /// A trained day.
        init(_ expected: String, done: [Int: [Int]] = [:]) {
            self.expected = expected
            self.done = done
        }

        private init(missed: Void) {
            self.expected = nil
            self.done = [:]
        }

        /// A day the lifter did not train: nothing is logged or advanced.
        static let missed = Row(missed: ())
    }

    /// The engine, for the example programs' equipment and the standard kilogram profile.
    let engine: ProgramEngine

    /// A simulation of `plan`.
    init(_ plan: ProgramPlan) throws {
        engine = try ProgramEngine(plan, profile: .kilograms, equipment: ExamplePrograms.equipment)
    }

    /// A session as the table writes it: `A: Squat 3×5@60 | Bench Press 3×5@40`, runs of equal sets as
    /// `COUNT×REPS@LOAD`, the load rounded and in kilograms.
    static func text(_ session: ProgramSession) -> String {
        let lifts = session.lifts.map { lift in
            var runs: [(count: Int, reps: String, load: Double)] = []
            for set in lift.sets {
                if let last = runs.last, last.reps == set.reps.text, last.load == set.load.load.value {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append((1, set.reps.text, set.load.load.value))
                }
            }
            let sets = runs.map { "\($0.count)×\($0.reps)@\(number($0.load))" }.joined(separator: ", ")
            return "\(lift.name) \(sets)"
        }
        return "\(session.name): " + lifts.joined(separator: " | ")
    }

    /// `60`, `62.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The reps of a lift logged at its targets, an AMRAP set 2 beyond its minimum.
    static func targets(_ prescription: Prescription) -> [Int] {
        prescription.sets.map { set in
            if case .atLeast(let reps) = set.reps { reps + 2 } else { set.reps.minimum }
        }
    }

    /// What was logged for `session` by `row`.
    static func logged(_ session: ProgramSession, _ row: Row) -> [Int: LoggedLift] {
        var logged: [Int: LoggedLift] = [:]
        for lift in session.lifts {
            let reps = row.done[lift.line] ?? targets(lift.prescription)
            if !reps.isEmpty { logged[lift.line] = LoggedLift(prescription: lift.prescription, reps: reps) }
        }
        return logged
    }

    /// Runs `rows` from the program's start, checking each trained day against its row, and returns the final
    /// state.
    @discardableResult
    func run(_ rows: [Row], sourceLocation: SourceLocation = #_sourceLocation) throws -> ProgramState {
        var state = engine.start()
        for (number, row) in rows.enumerated() {
            guard let expected = row.expected else { continue }
            let session = try engine.session(for: state)
            #expect(Self.text(session) == expected, "row \(number)", sourceLocation: sourceLocation)
            state = try engine.advance(state, afterDay: session.day, logged: Self.logged(session, row)).state
        }
        return state
    }
}
