public import KheperCore

/// How a timer runs: one countdown, work/rest intervals, or one of the common training formats.
public enum TimerMode: String, FieldChoice {
    /// Counts down `duration` once.
    case countdown
    /// Alternates `work` and `rest` for `rounds`.
    case interval
    /// Every minute on the minute, for `duration`.
    case emom
    /// As many rounds as possible within `duration`.
    case amrap
    /// Tabata intervals: 20 s work, 10 s rest, 8 rounds unless set otherwise.
    case tabata

    /// The name shown in rendered output, such as `EMOM`.
    public var displayName: String {
        switch self {
        case .countdown: "Countdown"
        case .interval: "Interval"
        case .emom: "EMOM"
        case .amrap: "AMRAP"
        case .tabata: "Tabata"
        }
    }

    /// Whether the mode needs `duration` rather than work/rest intervals.
    public var usesDuration: Bool {
        switch self {
        case .countdown, .emom, .amrap: true
        case .interval, .tabata: false
        }
    }

    /// The mode named with an article, for messages, such as `an EMOM timer`.
    var phrase: String {
        switch self {
        case .countdown: "a countdown timer"
        case .interval: "an interval timer"
        case .emom: "an EMOM timer"
        case .amrap: "an AMRAP timer"
        case .tabata: "a tabata timer"
        }
    }
}
