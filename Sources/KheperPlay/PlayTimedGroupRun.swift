import KheperSet
import KheperTimer

/// A timed group being run: its clock (a get-ready countdown, then an EMOM's intervals, an AMRAP's time or a
/// for-time group's cap), the round and the exercise reached, and the entry line of that exercise's set.
public struct PlayTimedGroupRun: Sendable, Hashable {
    /// The group.
    public var group: PlayTimedGroup
    /// The clock, built from the group's fields and run by the same ticks as a timer block.
    public var clock: PlayTimerRun
    /// The round being done, from 1; for an EMOM, the interval the clock is in.
    public var round: Int
    /// The exercise being done in the round; `group.exercises.count` once an EMOM's round is done and waits for
    /// the next interval.
    public var position: Int
    /// The rounds done in full.
    public var roundsDone: Int
    /// The line being typed for the current exercise's set.
    public var line: PlayEntryLine

    /// A run of `group` from its start, with `getReady` seconds of get-ready countdown first.
    public init(group: PlayTimedGroup, getReady: Int) {
        self.group = group
        let block = group.group
        var phases: [PlayTimerRun.Phase] = []
        if getReady > 0 { phases.append(.init(name: "Get ready", seconds: getReady)) }
        switch block.resolvedStyle {
        case .emom:
            let every = max(1, block.resolvedEvery)
            let duration = block.duration ?? 0
            let intervals = min(block.emomIntervals ?? 0, PlayTimerRun.phaseLimit)
            for interval in 0..<intervals {
                phases.append(
                    .init(
                        name: "Round \(interval + 1) of \(intervals)", seconds: min(every, duration - interval * every))
                )
            }
        case .amrap:
            if let duration = block.duration, duration > 0 { phases.append(.init(name: "AMRAP", seconds: duration)) }
        case .forTime, .superset, .circuit, .giant:
            phases.append(.init(name: "For time", seconds: block.cap ?? Self.uncappedSeconds))
        }
        clock = PlayTimerRun(timer: TimerBlock(mode: .countdown), phases: phases)
        round = 1
        position = 0
        roundsDone = 0
        line = PlayEntryLine(prefill: "")
    }

    /// The clock of a for-time group without a cap: a day, the most a duration field allows.
    public static let uncappedSeconds = 86_400

    /// Whether the get-ready countdown is running.
    public var isGettingReady: Bool { clock.phase?.name == "Get ready" }

    /// Whether an EMOM's round is done and waits for the next interval.
    public var isWaiting: Bool { position >= group.exercises.count }

    /// The set to log now, or `nil` while waiting.
    public var currentStep: PlaySetStep? { isWaiting ? nil : group.step(position: position, round: round) }

    /// Whole seconds since the clock started, not counting the get-ready countdown.
    public var activeElapsed: Double {
        let firstActive = clock.phases.first?.name == "Get ready" ? 1 : 0
        guard clock.index >= firstActive else { return 0 }
        let done = clock.phases[firstActive..<min(clock.index, clock.phases.count)].reduce(0) { $0 + $1.seconds }
        return Double(done) + (clock.phase.map { Double($0.seconds) - clock.remaining } ?? 0)
    }

    /// The EMOM interval the clock is in, from 1, or `nil` during the get-ready countdown or after the end.
    var emomInterval: Int? {
        guard let name = clock.phase?.name, name.hasPrefix("Round ") else { return nil }
        return clock.index + (clock.phases.first?.name == "Get ready" ? 0 : 1)
    }

    /// Rounds and the exercises into the next one, as results are written: `5 rounds + 2`.
    public var score: String {
        let rounds = roundsDone == 1 ? "1 round" : "\(roundsDone) rounds"
        return position > 0 && !isWaiting ? "\(rounds) + \(position)" : rounds
    }
}
