/// Writes seconds the one way every kind shows them, so a 3600 s rest reads `1:00:00` everywhere.
public enum DurationFormatter {
    /// A clock time: `m:ss`, or `h:mm:ss` from one hour, with a `-` before a negative time; any `Int` works.
    public static func clock(_ seconds: Int) -> String {
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
    public static func span(_ seconds: Int) -> String {
        (0..<60).contains(seconds) ? "\(seconds) s" : clock(seconds)
    }
}
