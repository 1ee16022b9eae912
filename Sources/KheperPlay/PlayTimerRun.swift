public import KheperTimer

/// A timer block being run: its phases (get ready, then work and rest, minutes, or one countdown) and the time
/// left in the current one.
public struct PlayTimerRun: Sendable, Hashable {
    /// One stretch of a timer with a name and a length.
    public struct Phase: Sendable, Hashable {
        /// What the phase is, as shown: `Get ready`, `Work 3 of 8`, `Minute 2 of 10`, `AMRAP`.
        public var name: String
        /// Its length in whole seconds.
        public var seconds: Int

        /// Creates a phase.
        public init(name: String, seconds: Int) {
            self.name = name
            self.seconds = seconds
        }
    }

    /// The most phases a timer is split into; a hostile document gets a shorter timer rather than a huge list.
    public static let phaseLimit = 10_000

    /// The timer being run.
    public var timer: TimerBlock
    /// The phases in order, the get-ready countdown first.
    public var phases: [Phase]
    /// The index of the current phase; `phases.count` once the timer has run out.
    public var index: Int
    /// Seconds left in the current phase.
    public var remaining: Double

    /// A run of `timer` from its start: a get-ready countdown of the timer's own `prepare` when written, else
    /// `getReady` seconds, then the mode's phases (interval work/rest × rounds, Tabata 20/10 × 8 by default, each
    /// ending with its last work period as `TimerBlock.restCount` says; an EMOM's minutes, one AMRAP or countdown).
    public init(timer: TimerBlock, getReady: Int = 10) {
        self.timer = timer
        var phases: [Phase] = []
        let prepare = timer.prepare ?? getReady
        if prepare > 0 { phases.append(Phase(name: "Get ready", seconds: prepare)) }
        switch timer.mode {
        case .countdown, .amrap:
            if let duration = timer.duration, duration > 0 {
                phases.append(Phase(name: timer.mode.displayName, seconds: duration))
            }
        case .emom:
            if let duration = timer.duration, duration > 0 {
                let minutes = min((duration + 59) / 60, Self.phaseLimit)
                for minute in 0..<minutes {
                    phases.append(
                        Phase(name: "Minute \(minute + 1) of \(minutes)", seconds: min(60, duration - minute * 60)))
                }
            }
        case .interval, .tabata:
            if let work = timer.resolvedWork, work > 0 {
                let rounds = min(max(0, timer.resolvedRounds), Self.phaseLimit / 2)
                let rests = min(timer.restCount, rounds - 1)
                for round in 1...max(1, rounds) where rounds > 0 {
                    phases.append(Phase(name: "Work \(round) of \(rounds)", seconds: work))
                    if round <= rests {
                        phases.append(Phase(name: "Rest \(round) of \(rests)", seconds: timer.resolvedRest))
                    }
                }
            }
        }
        self.phases = phases
        index = 0
        remaining = Double(phases.first?.seconds ?? 0)
    }

    /// A run of `phases` in order, for a clock not written as a timer block, such as a timed group's.
    init(timer: TimerBlock, phases: [Phase]) {
        self.timer = timer
        self.phases = phases
        index = 0
        remaining = Double(phases.first?.seconds ?? 0)
    }

    /// Ends the current phase at once, as "start now" does for a get-ready countdown.
    mutating func skipPhase() {
        guard !isFinished else { return }
        index += 1
        remaining = Double(phase?.seconds ?? 0)
    }

    /// The current phase, or `nil` once the timer has run out.
    public var phase: Phase? { index < phases.count ? phases[index] : nil }

    /// Whether the timer has run out.
    public var isFinished: Bool { index >= phases.count }

    /// Whether the timer has anything to run besides the get-ready countdown.
    public var hasActivePhases: Bool { phases.contains { $0.name != "Get ready" } }

    /// Lets `seconds` pass and returns how many phases ended, one bell each.
    public mutating func advance(by seconds: Double) -> Int {
        var left = seconds
        var ended = 0
        while !isFinished, left > 0 || remaining <= 0 {
            if remaining > left {
                remaining -= left
                return ended
            }
            left -= max(0, remaining)
            ended += 1
            index += 1
            remaining = Double(phase?.seconds ?? 0)
        }
        return ended
    }
}
