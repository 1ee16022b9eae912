public import KheperCore

/// How a set's weight and reps become an estimated one-rep max.
public enum OneRepMaxFormula: String, FieldChoice {
    /// Epley: weight × (1 + reps / 30).
    case epley
    /// Brzycki: weight × 36 / (37 − reps), defined below 37 reps.
    case brzycki

    /// The name shown in rendered output, such as `Brzycki`.
    public var displayName: String {
        switch self {
        case .epley: "Epley"
        case .brzycki: "Brzycki"
        }
    }

    /// The estimated one-rep max of `weight` lifted `reps` times, or `nil` when the formula has no answer.
    ///
    /// One rep is the weight itself; fewer than one rep, and 37 or more for Brzycki, have no estimate.
    public func estimate(weight: Double, reps: Int) -> Double? {
        guard reps >= 1, weight.isFinite else { return nil }
        if reps == 1 { return weight }
        switch self {
        case .epley:
            return weight * (1 + Double(reps) / 30)
        case .brzycki:
            guard reps < 37 else { return nil }
            return weight * 36 / Double(37 - reps)
        }
    }
}
