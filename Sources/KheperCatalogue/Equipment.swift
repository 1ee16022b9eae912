/// What an exercise is done with, as the catalogue records it; the matcher treats equipment as part of a lift's
/// identity.
public enum Equipment: String, Sendable, Hashable, CaseIterable, Codable {
    /// A barbell.
    case barbell
    /// One or two dumbbells.
    case dumbbell
    /// A kettlebell.
    case kettlebells
    /// A cable station or pulley.
    case cable
    /// A machine, plate-loaded or selectorised (the Smith machine included).
    case machine
    /// The body alone.
    case bodyOnly = "body only"
    /// Resistance bands.
    case bands
    /// A medicine ball.
    case medicineBall = "medicine ball"
    /// An exercise (Swiss) ball.
    case exerciseBall = "exercise ball"
    /// A foam roller.
    case foamRoll = "foam roll"
    /// An E-Z curl bar.
    case ezCurlBar = "e-z curl bar"
    /// Anything else: a trap bar, an ab wheel, a box, a sled.
    case other
}
