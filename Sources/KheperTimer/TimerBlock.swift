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
    /// Countdown, EMOM and AMRAP run for `duration`; interval and tabata run `rounds × work + rests × rest`
    /// (``restCount``): a timer ends with its last work period, so `tabata x8` is 3:50 and `interval 40s/20s x6`
    /// 5:40. The arithmetic is checked, so a hostile document gets no time rather than a crash.
    public var activeDuration: Int? {
        if mode.usesDuration { return duration }
        guard let work = resolvedWork else { return nil }
        let working = max(0, resolvedRounds).multipliedReportingOverflow(by: work)
        let resting = restCount.multipliedReportingOverflow(by: resolvedRest)
        let total = working.partialValue.addingReportingOverflow(resting.partialValue)
        guard !working.overflow, !resting.overflow, !total.overflow else { return nil }
        return total.partialValue
    }

    /// How many rests an interval or tabata timer has: one between each two rounds, none after the last (the
    /// timer ends with its last work period), and none when the rest is 0. The one rule the summary, the play
    /// and the docs (docs/FORMAT.md) follow.
    public var restCount: Int {
        resolvedRest > 0 ? max(1, resolvedRounds) - 1 : 0
    }

    /// Seconds from start to finish, including the prepare phase; `nil` when a required field is missing or the
    /// time does not fit in an `Int`.
    public var totalDuration: Int? {
        guard let active = activeDuration else { return nil }
        let total = active.addingReportingOverflow(resolvedPrepare)
        return total.overflow ? nil : total.partialValue
    }
}
