/// Writes and reads seconds the one way every kind does, so a 3600 s rest reads `1:00:00` everywhere and `2m`
/// means two minutes everywhere.
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
    public static func span(_ seconds: Int) -> String { (0..<60).contains(seconds) ? "\(seconds) s" : clock(seconds) }

    /// Reads whole seconds, the one way every kind and `kheper set` read them: `90`, `1:30` (two digits after
    /// each colon), `1:05:00`, `2m`,
    /// `2min`, `2m30s`, `1h 5m` or `1 hour 5 minutes`; units go from hours down, each at most once.
    ///
    /// - Parameters:
    ///   - text: The duration as a person typed it.
    ///   - bareNumbers: Whether a number without a unit, such as `90`, is seconds; shorthand, where a bare number
    ///     means something else, passes `false`.
    /// - Returns: The seconds, or `nil` when `text` is not a duration.
    public static func seconds(parsing text: String, bareNumbers: Bool = true) -> Int? {
        let lower = text.lowercased()
        if lower.contains(":") {
            let parts = lower.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 }) else { return nil }
            let numbers = parts.compactMap { part in part.allSatisfy { $0.isASCII && $0.isNumber } ? Int(part) : nil }
            guard numbers.count == parts.count, parts.dropFirst().allSatisfy({ $0.count == 2 }),
                numbers.dropFirst().allSatisfy({ $0 < 60 })
            else { return nil }
            return numbers.reduce(0) { $0 * 60 + $1 }
        }
        let compact = lower.filter { !$0.isWhitespace }
        if !compact.isEmpty, compact.count <= 9, compact.allSatisfy({ $0.isASCII && $0.isNumber }),
            let plain = Int(compact)
        {
            return bareNumbers ? plain : nil
        }
        let units: [(names: [String], scale: Int)] = [
            (["hours", "hour", "hrs", "hr", "h"], 3_600),
            (["minutes", "minute", "mins", "min", "m"], 60),
            (["seconds", "second", "secs", "sec", "s"], 1),
        ]
        var rest = Substring(compact)
        var total = 0
        var nextUnit = 0
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 6, let amount = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            let match = units.indices.dropFirst(nextUnit).lazy.compactMap { index in
                units[index].names.first { rest.hasPrefix($0) }.map { (index, $0) }
            }.first
            guard let (index, unitName) = match else { return nil }
            rest = rest.dropFirst(unitName.count)
            total += amount * units[index].scale
            nextUnit = index + 1
        }
        return nextUnit > 0 ? total : nil
    }
}
