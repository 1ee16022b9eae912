/// A distance as recorded: the value and its unit, kept exactly as the source wrote them.
///
/// Conversion (``metres``, ``value(in:)``) is for display and charts only; never store a converted value.
public struct Distance: Sendable, Hashable {
    /// The recorded number.
    public var value: Double
    /// The recorded unit.
    public var unit: DistanceUnit

    /// Creates a distance as recorded.
    public init(value: Double, unit: DistanceUnit) {
        self.value = value
        self.unit = unit
    }

    /// The distance in metres, for display and charts.
    public var metres: Double { value * unit.metres }

    /// The distance in `unit`, for display and charts.
    public func value(in unit: DistanceUnit) -> Double {
        unit == self.unit ? value : metres / unit.metres
    }

    /// The distance for a person, rounded to at most two decimals (`5 km`), without changing the stored value.
    public var displayText: String { "\(LogNumberFormatter.display(value)) \(unit.rawValue)" }
}
