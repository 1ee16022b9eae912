public import KheperTrainingLog

/// Where a prescribed set's load comes from: a weight, or a share of something the lift's state knows.
///
/// Percentages are written as percents (`75`, not `0.75`), so `100 × 75 / 100` is exact.
public enum PrescribedLoad: Sendable, Hashable {
    /// This weight, written `@100kg`.
    case absolute(Weight)
    /// A percentage of the lift's training max, written `@75%TM`.
    case percentOfTrainingMax(Double)
    /// A percentage of the lift's one-repetition max, written `@75%1RM`.
    case percentOfOneRepMax(Double)
    /// A top set at this RPE: the load is the lift's estimated one-repetition max times the ``RPETable``
    /// percentage for the set's reps at this RPE, written `@RPE8`.
    case rpe(Double)
    /// A back-off set: a percentage of the load of the set's top set (the nearest set before it whose load is not
    /// a back-off), written `@90%top`.
    case percentOfTopSet(Double)

    /// The load as the shorthand writes it, after `@`: `100 kg`, `75%TM`, `75%1RM`, `RPE8`, `90%top`.
    public var text: String {
        switch self {
        case .absolute(let weight): weight.displayText
        case .percentOfTrainingMax(let percent): "\(LogNumberFormatter.shortest(percent))%TM"
        case .percentOfOneRepMax(let percent): "\(LogNumberFormatter.shortest(percent))%1RM"
        case .rpe(let rpe): "RPE\(LogNumberFormatter.shortest(rpe))"
        case .percentOfTopSet(let percent): "\(LogNumberFormatter.shortest(percent))%top"
        }
    }
}
