public import KheperCore

/// How a set's weight and reps become an estimated one-rep max.
public enum OneRepMaxFormula: String, FieldChoice {
    /// Epley: weight × (1 + reps / 30).
    case epley
    /// Brzycki: weight × 36 / (37 − reps).
    case brzycki

    /// The name shown in rendered output, such as `Brzycki`.
    public var displayName: String {
        switch self {
        case .epley: "Epley"
        case .brzycki: "Brzycki"
        }
    }

    /// The reps a set may have for its estimate to count: Epley and Brzycki drift apart and overestimate past about
    /// 10–12 reps, so a 20-rep set is no one-rep max. Every estimate (charts, `kheper stats`) keeps to this range.
    public static let validReps = 1...10

    /// How the formula and its range read in output, such as `Epley, sets of 1–10 reps`.
    public var withRepRange: String {
        "\(displayName), sets of \(Self.validReps.lowerBound)–\(Self.validReps.upperBound) reps"
    }

    /// The estimated one-rep max of `weight` lifted `reps` times, or `nil` when the formula has no answer.
    ///
    /// One rep is the weight itself; reps outside ``validReps`` have no estimate.
    public func estimate(weight: Double, reps: Int) -> Double? {
        guard Self.validReps.contains(reps), weight.isFinite else { return nil }
        if reps == 1 { return weight }
        switch self {
        case .epley:
            return weight * (1 + Double(reps) / 30)
        case .brzycki:
            return weight * 36 / Double(37 - reps)
        }
    }
}
