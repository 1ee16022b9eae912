import KheperTrainingLog

/// How loads are written for a person in this module's sentences, and the grain they are counted in.
enum LoadText {
    /// Thousandths of a unit in one unit: every weight of a profile is a whole number of them.
    static let grainsPerUnit: Int64 = 1000

    /// `value` with at most three decimals and no trailing zeros: `102.5`, `1.25`, `102.058`.
    static func number(_ value: Double) -> String {
        LogNumberFormatter.display(value, fractionDigits: 3)
    }

    /// `value` in `unit`: `102.5 kg`.
    static func weight(_ value: Double, _ unit: WeightUnit) -> String {
        "\(number(value)) \(unit.rawValue)"
    }

    /// `value` as a whole number of thousandths, or `nil` when it is not one (up to float noise) or is too large.
    static func grains(_ value: Double) -> Int64? {
        let scaled = value * Double(grainsPerUnit)
        guard scaled.isFinite, abs(scaled) < 1e15 else { return nil }
        let rounded = scaled.rounded()
        return abs(scaled - rounded) <= 1e-9 * max(1, abs(scaled)) ? Int64(rounded) : nil
    }

    /// `grains` thousandths back in units.
    static func units(_ grains: Int64) -> Double {
        Double(grains) / Double(grainsPerUnit)
    }
}
