/// Whether an entry moves several joints or one; substitutes keep the same mechanic.
public enum Mechanic: String, Sendable, Hashable, CaseIterable, Codable {
    /// Several joints move (a squat, a row).
    case compound
    /// One joint moves (a curl, a raise).
    case isolation
}
