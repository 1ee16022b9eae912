import KheperCore

/// The parts of a timer's one-line summary, shared by every renderer so all targets say the same thing.
struct TimerSummary: Hashable {
    /// The label, if any, shown first.
    var label: String?
    /// The mode, such as `Tabata`.
    var title: String
    /// The time right after the title, such as `2:30` for a countdown.
    var time: String?
    /// The rounds after a dash, such as `8 × 20 s work / 10 s rest (3:50)`.
    var detail: String?
    /// The prepare phase, such as `10 s prepare`.
    var prepare: String?

    init(_ block: TimerBlock) {
        label = block.label.flatMap { $0.isEmpty ? nil : $0 }
        title = block.mode.displayName
        let active = block.activeDuration.map(DurationFormatter.clock)
        switch block.mode {
        case .countdown, .emom, .amrap:
            time = active
        case .interval, .tabata:
            if let work = block.resolvedWork {
                let named = block.mode == .tabata
                var text = "\(block.resolvedRounds) × \(DurationFormatter.span(work))\(named ? " work" : "")"
                if block.resolvedRest > 0 {
                    text += " / \(DurationFormatter.span(block.resolvedRest))\(named ? " rest" : "")"
                }
                detail = text + (active.map { " (\($0))" } ?? "")
            }
        }
        if block.resolvedPrepare > 0 {
            prepare = "\(DurationFormatter.span(block.resolvedPrepare)) prepare"
        }
    }

    /// The title followed by its time, such as `Countdown 2:30`.
    var headline: String {
        time.map { "\(title) \($0)" } ?? title
    }

    /// The summary after the title: ` — detail` and `, prepare`, each when present.
    var tail: String {
        (detail.map { " — \($0)" } ?? "") + (prepare.map { ", \($0)" } ?? "")
    }

}
