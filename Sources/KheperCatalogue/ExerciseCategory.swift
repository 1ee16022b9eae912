/// The kind of training an entry belongs to, as the catalogue classifies it.
public enum ExerciseCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// Strength training.
    case strength
    /// Stretching and mobility.
    case stretching
    /// Jumps and other explosive bodyweight work.
    case plyometrics
    /// The powerlifts and their variants.
    case powerlifting
    /// The Olympic lifts and their variants.
    case olympicWeightlifting = "olympic weightlifting"
    /// Strongman events.
    case strongman
    /// Conditioning and cardio.
    case cardio
}
