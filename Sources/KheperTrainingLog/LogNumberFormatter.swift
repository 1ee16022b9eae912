/// Writes recorded numbers for people: float noise from exporting apps (`149.99999999999997`) is rounded away in
/// the text, while the stored value stays as it came.
public enum LogNumberFormatter {
    /// The value rounded to at most `fractionDigits` decimals, with no trailing zeros and no `-0`:
    /// `149.99999999999997` → `150`, `102.5` → `102.5`, `0.1 + 0.2` → `0.3`.
    public static func display(_ value: Double, fractionDigits: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        var scale = 1.0
        for _ in 0..<max(0, min(fractionDigits, 15)) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return shortest(rounded == 0 ? 0 : rounded)
    }

    /// The shortest text that reads back as `value`, without a trailing `.0`: `45.0` → `45`, `17.5` → `17.5`.
    public static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// The shortest text that reads back as `value`, always with a fraction: `45` → `45.0`, `17.5` → `17.5`.
    public static func withFraction(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) + ".0" }
        return String(value)
    }
}
