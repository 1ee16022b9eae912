public import KheperCore

/// What a chart plots for each session (or day): an estimated one-rep max, volume, top weight, reps or the best set.
public enum ChartMetric: String, FieldChoice {
    /// The best estimated one-rep max of the session's sets, by the chart's formula.
    case estimated1RM
    /// The sum of weight × reps over the session's sets.
    case volume
    /// The heaviest weight lifted in the session.
    case maxWeight
    /// The sum of reps over the session's sets.
    case totalReps
    /// The largest weight × reps of a single set in the session.
    case bestSet

    /// The name shown in rendered output, such as `estimated 1RM`.
    public var displayName: String {
        switch self {
        case .estimated1RM: "estimated 1RM"
        case .volume: "volume"
        case .maxWeight: "max weight"
        case .totalReps: "total reps"
        case .bestSet: "best set"
        }
    }
}
