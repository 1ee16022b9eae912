import KheperProgram
import KheperTrainingLog

/// Advancing a program (issue 29): a program of 6 days × 8 lifts read from its text, checked, and advanced through
/// a year of logged sessions (52 weeks × 6 days, every seventh lift failed), then the next session worked out and
/// rounded: under 50 ms, the most a command that keeps no state between runs would do to know where a program
/// stands. The ratio is against the same year done with plain arithmetic (+2.5 kg a success, a 10% deload after
/// three failures), which knows no rules, tracks, prescriptions or plates.
enum ProgramBenchmarks {
    static let suite = "programs"
    /// Days in the program, lifts a day, and sessions in a year.
    static let days = 6
    static let liftsPerDay = 8
    static let sessions = 52 * days

    static var all: [Benchmark] {
        [year, againstArithmetic]
    }

    /// The program's text: 16 lifts, each on three of the six days, `lp` 3×5.
    static let text: String = {
        var lines = ["# Six days"]
        for day in 0..<days {
            lines += ["", "## Day \(day + 1)"]
            for slot in 0..<liftsPerDay {
                let lift = (day * liftsPerDay + slot) % 16
                lines.append("Lift \(lift) 3x5 @\(40 + lift * 5)kg lp +2.5kg")
            }
        }
        return lines.joined(separator: "\n")
    }()

    static let year = Benchmark(
        name: "program-advance-year",
        suite: suite,
        goal: .duration(maximum: .milliseconds(50))
    ) { replay() }

    static let againstArithmetic = Benchmark(
        name: "program-advance-vs-arithmetic",
        suite: suite,
        goal: .ratio(maximum: 10_000, baselineName: "the year by plain arithmetic", baseline: { arithmetic() })
    ) { replay() }

    /// Whether the lift in `slot` of session `session` fails: every seventh.
    static func fails(_ session: Int, _ slot: Int) -> Bool { (session * liftsPerDay + slot) % 7 == 0 }

    /// Reads the program, advances it through the year, and works out the next session; the checksum adds the
    /// session's loads in grams.
    static func replay() -> UInt64 {
        guard let plan = try? ProgramText.parse(text, rules: .standard),
            let engine = try? ProgramEngine(plan)
        else { return 0 }
        var state = engine.start()
        for session in 0..<sessions {
            guard let today = try? engine.session(for: state) else { return 0 }
            var logged: [Int: LoggedLift] = [:]
            for lift in today.lifts {
                let reps = fails(session, lift.line) ? [5, 5, 3] : [5, 5, 5]
                logged[lift.line] = LoggedLift(prescription: lift.prescription, reps: reps)
            }
            guard let advanced = try? engine.advance(state, afterDay: today.day, logged: logged) else { return 0 }
            state = advanced.state
        }
        guard let next = try? engine.session(for: state) else { return 0 }
        return next.lifts.flatMap(\.sets).reduce(0) { $0 &+ UInt64($1.load.load.value * 1000) }
    }

    /// The same year with plain arithmetic per lift: +2.5 kg a success, 10% off after three failures in a row.
    static func arithmetic() -> UInt64 {
        var loads = (0..<16).map { Double(40 + $0 * 5) }
        var failures = [Int](repeating: 0, count: 16)
        for session in 0..<sessions {
            let day = session % days
            for slot in 0..<liftsPerDay {
                let lift = (day * liftsPerDay + slot) % 16
                if fails(session, slot) {
                    failures[lift] += 1
                    if failures[lift] == 3 {
                        loads[lift] *= 0.9
                        failures[lift] = 0
                    }
                } else {
                    loads[lift] += 2.5
                    failures[lift] = 0
                }
            }
        }
        return loads.reduce(0) { $0 &+ UInt64($1 * 1000) }
    }
}
