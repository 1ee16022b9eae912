public import KheperCore

/// A timer: a countdown, work/rest intervals, EMOM, AMRAP or tabata, with an optional prepare phase and label.
///
/// Fields with a default are stored as optionals so a round trip writes back exactly what was read; the
/// `resolved…` accessors give the effective values.
public struct TimerBlock: Block {
    /// `timer`.
    public static let kind: BlockKind = "timer"

    /// Tabata work when `work` is not set, in seconds.
    public static let tabataWork = 20
    /// Tabata rest when `rest` is not set, in seconds.
    public static let tabataRest = 10
    /// Tabata rounds when `rounds` is not set.
    public static let tabataRounds = 8

    /// How the timer runs.
    public var mode: TimerMode

    /// The total time in seconds; required for countdown, EMOM and AMRAP.
    public var duration: Int?

    /// Seconds of work per round; required for interval timers.
    public var work: Int?

    /// Seconds of rest after each round but the last.
    public var rest: Int?

    /// How many work/rest rounds to run.
    public var rounds: Int?

    /// Seconds to get ready before the timer starts.
    public var prepare: Int?

    /// A name shown before the timer, such as `Finisher`.
    public var label: String?

    /// Creates a timer from every field.
    public init(
        mode: TimerMode,
        duration: Int? = nil,
        work: Int? = nil,
        rest: Int? = nil,
        rounds: Int? = nil,
        prepare: Int? = nil,
        label: String? = nil
    ) {
        self.mode = mode
        self.duration = duration
        self.work = work
        self.rest = rest
        self.rounds = rounds
        self.prepare = prepare
        self.label = label
    }

    /// Seconds of work per round: `work`, or 20 for tabata; `nil` when an interval timer has none.
    public var resolvedWork: Int? {
        work ?? (mode == .tabata ? Self.tabataWork : nil)
    }

    /// Seconds of rest per round: `rest`, or 10 for tabata and 0 otherwise.
    public var resolvedRest: Int {
        rest ?? (mode == .tabata ? Self.tabataRest : 0)
    }

    /// Rounds: `rounds`, or 8 for tabata and 1 otherwise.
    public var resolvedRounds: Int {
        rounds ?? (mode == .tabata ? Self.tabataRounds : 1)
    }

    /// Seconds of prepare time: `prepare`, or 0.
    public var resolvedPrepare: Int {
        prepare ?? 0
    }

    /// Seconds the timer runs, without the prepare phase; `nil` when a required field is missing or the time
    /// does not fit in an `Int`.
    ///
    /// Countdown, EMOM and AMRAP run for `duration`; interval runs `rounds × (work + rest)` less the rest after
    /// the last round, and tabata `rounds × (work + rest)`, the classic four minutes. The arithmetic is checked,
    /// so a hostile document gets no time rather than a crash.
    public var activeDuration: Int? {
        if mode.usesDuration { return duration }
        guard let work = resolvedWork else { return nil }
        // A Tabata counts its last rest, which is why the classic protocol is "four minutes"; an interval timer
        // ends with its last work period.
        let trailingRest = mode == .tabata ? 0 : resolvedRest
        let round = work.addingReportingOverflow(resolvedRest)
        let rounds = resolvedRounds.multipliedReportingOverflow(by: round.partialValue)
        let total = rounds.partialValue.subtractingReportingOverflow(trailingRest)
        guard !round.overflow, !rounds.overflow, !total.overflow else { return nil }
        return total.partialValue
    }

    /// Seconds from start to finish, including the prepare phase; `nil` when a required field is missing or the
    /// time does not fit in an `Int`.
    public var totalDuration: Int? {
        guard let active = activeDuration else { return nil }
        let total = active.addingReportingOverflow(resolvedPrepare)
        return total.overflow ? nil : total.partialValue
    }
}
