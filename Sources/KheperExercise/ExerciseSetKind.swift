public import KheperCore

/// The kind of a set: a warm-up, a working set, a drop set or a set taken to failure.
public enum ExerciseSetKind: String, FieldChoice {
    /// A lighter set before the working sets.
    case warmup
    /// A regular set; the default.
    case working
    /// A set done straight after another with less load.
    case drop
    /// A set taken to muscular failure.
    case failure
}
