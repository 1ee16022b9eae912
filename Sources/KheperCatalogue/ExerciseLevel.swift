/// How experienced a lifter should be for an entry, as the catalogue grades it.
public enum ExerciseLevel: String, Sendable, Hashable, CaseIterable, Codable {
    /// Suitable for a beginner.
    case beginner
    /// For a lifter with some experience.
    case intermediate
    /// For an experienced lifter.
    case expert
}
