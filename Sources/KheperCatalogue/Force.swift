/// The direction of effort in an entry, as the catalogue records it.
public enum Force: String, Sendable, Hashable, CaseIterable, Codable {
    /// The weight is pulled toward the body.
    case pull
    /// The weight is pushed away from the body.
    case push
    /// A hold, with no movement.
    case `static`
}
