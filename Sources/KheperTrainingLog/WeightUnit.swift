/// The unit a load was recorded in; the stored value is never converted.
public enum WeightUnit: String, Sendable, Hashable, CaseIterable {
    /// Kilograms.
    case kg
    /// Pounds; 1 lb is exactly 0.45359237 kg.
    case lb

    /// Kilograms in one of this unit.
    public var kilograms: Double {
        switch self {
        case .kg: 1
        case .lb: 0.453_592_37
        }
    }
}
