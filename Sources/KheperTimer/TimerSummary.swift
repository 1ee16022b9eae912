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
        let active = block.activeDuration.map(Self.clock)
        switch block.mode {
        case .countdown, .emom, .amrap:
            time = active
        case .interval, .tabata:
            if let work = block.resolvedWork {
                let named = block.mode == .tabata
                var text = "\(block.resolvedRounds) × \(Self.span(work))\(named ? " work" : "")"
                if block.resolvedRest > 0 {
                    text += " / \(Self.span(block.resolvedRest))\(named ? " rest" : "")"
                }
                detail = text + (active.map { " (\($0))" } ?? "")
            }
        }
        if block.resolvedPrepare > 0 {
            prepare = "\(Self.span(block.resolvedPrepare)) prepare"
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

    /// A clock time: `m:ss`, or `h:mm:ss` from one hour, with a `-` before a negative time; any `Int` works.
    static func clock(_ seconds: Int) -> String {
        let magnitude = seconds.magnitude
        let hours = magnitude / 3_600
        let minutes = magnitude / 60 % 60
        let rest = magnitude % 60
        let sign = seconds < 0 ? "-" : ""
        let ss = rest < 10 ? "0\(rest)" : "\(rest)"
        guard hours > 0 else { return "\(sign)\(magnitude / 60):\(ss)" }
        return "\(sign)\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(ss)"
    }

    /// A short span: `40 s` below a minute, otherwise a clock time such as `1:30`.
    static func span(_ seconds: Int) -> String {
        (0..<60).contains(seconds) ? "\(seconds) s" : clock(seconds)
    }
}
