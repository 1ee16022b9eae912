public import KheperMedia
public import KheperTimer

/// One step of a play, in the order the workout is walked.
public enum PlayStep: Sendable, Hashable {
    /// A set to perform and log.
    case set(PlaySetStep)
    /// A rest of `seconds`, started by itself after the set named by `after`.
    case rest(seconds: Int, after: String)
    /// A timer block to run, after a get-ready countdown.
    case timer(TimerBlock)
    /// A timed group (EMOM, AMRAP, for time): its clock runs, after a get-ready countdown, while its sets are
    /// logged in turn.
    case timedGroup(PlayTimedGroup)
    /// Text to read before going on.
    case note(String)
    /// An image or a video to look at before going on.
    case media(MediaBlock)

    /// The set, when this step is one.
    public var set: PlaySetStep? {
        if case .set(let step) = self { return step }
        return nil
    }

    /// A one-line description for "next up" and for tests: `A1 · Bench Press`, `Rest 1:30`, `Tabata`.
    public var summary: String {
        switch self {
        case .set(let step): step.title
        case .rest(let seconds, _): "Rest \(PlayFormat.clock(seconds))"
        case .timer(let timer): timer.label.map { "\($0) (\(timer.mode.displayName))" } ?? timer.mode.displayName
        case .timedGroup(let group): group.title
        case .note(let text): PlayFormat.firstLine(text)
        case .media(let media): media.caption ?? media.alt ?? media.source
        }
    }
}
