/// The unit a distance was recorded in; the stored value is never converted.
public enum DistanceUnit: String, Sendable, Hashable, CaseIterable {
    /// Metres.
    case m
    /// Kilometres.
    case km
    /// Statute miles; 1 mi is exactly 1609.344 m.
    case mi

    /// Metres in one of this unit.
    public var metres: Double {
        switch self {
        case .m: 1
        case .km: 1000
        case .mi: 1609.344
        }
    }
}
