/// The version of the rules `KheperProgram` computes loads by: a conformance case names it, so a port that computes
/// loads otherwise is caught, and a change to a rule's arithmetic raises it.
public enum KheperProgramVersion {
    /// The current rules' version.
    public static let current = 1
}
