/// A load as recorded: the value and its unit, kept exactly as the source wrote them.
///
/// Conversion (``kilograms``, ``value(in:)``) is for display and charts only; never store a converted value.
public struct Weight: Sendable, Hashable {
    /// The recorded number, float noise included (`149.99999999999997` stays as it came).
    public var value: Double
    /// The recorded unit.
    public var unit: WeightUnit

    /// Creates a load as recorded.
    public init(value: Double, unit: WeightUnit) {
        self.value = value
        self.unit = unit
    }

    /// The load in kilograms, for display and charts.
    public var kilograms: Double { value * unit.kilograms }

    /// The load in `unit`, for display and charts.
    public func value(in unit: WeightUnit) -> Double {
        unit == self.unit ? value : kilograms / unit.kilograms
    }

    /// The load for a person, rounded to at most two decimals (`150 kg`), without changing the stored value.
    public var displayText: String { "\(LogNumberFormatter.display(value)) \(unit.rawValue)" }
}
