import KheperCore
import KheperMeasures

/// A load: a number and its unit, such as 80 kg, 75% of the one-repetition maximum, or bodyweight plus 10 kg.
public struct Load: Codable, Sendable, Hashable {
    /// The amount: for kg, lb and bodyweight (the added load) within the range the set's `load` field declares,
    /// for percent1RM within `LoadValueType.percentRange`.
    public var value: Double

    /// What `value` measures.
    public var unit: LoadUnit

    /// Creates a load.
    public init(value: Double, unit: LoadUnit) {
        self.value = value
        self.unit = unit
    }

    /// The range `value` must lie in for `unit`.
    public var allowedRange: ClosedRange<Double> {
        unit == .percent1RM ? LoadValueType.percentRange : ExerciseSet.loadRange
    }
}
