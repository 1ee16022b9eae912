/// A muscle group as the catalogue names it, the unit that per-muscle volume and substitutes are counted in.
public enum Muscle: String, Sendable, Hashable, CaseIterable, Codable {
    /// The abdominals.
    case abdominals
    /// The hip abductors (outer thigh).
    case abductors
    /// The hip adductors (inner thigh).
    case adductors
    /// The biceps.
    case biceps
    /// The calves.
    case calves
    /// The chest (pectorals).
    case chest
    /// The forearms.
    case forearms
    /// The glutes.
    case glutes
    /// The hamstrings.
    case hamstrings
    /// The latissimus dorsi.
    case lats
    /// The lower back (spinal erectors).
    case lowerBack = "lower back"
    /// The middle back (rhomboids, mid traps).
    case middleBack = "middle back"
    /// The neck.
    case neck
    /// The quadriceps.
    case quadriceps
    /// The shoulders (deltoids).
    case shoulders
    /// The trapezius.
    case traps
    /// The triceps.
    case triceps
}
