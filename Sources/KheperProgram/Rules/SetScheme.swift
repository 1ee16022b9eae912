/// A scheme of sets as a stage writes it, `5x3+`: sets × reps, the last set as many as possible when it ends in
/// `+`.
public struct SetScheme: Sendable, Hashable {
    /// How many sets.
    public var sets: Int
    /// The reps each set asks for.
    public var reps: Int
    /// Whether the last set is as many reps as possible.
    public var lastSetIsAMRAP: Bool

    /// The pattern a scheme's text matches, for the parameter that lists them: one or two digits of sets, as
    /// ``Prescription/maximumSets`` allows, and up to three of reps, as ``init(text:)`` reads.
    public static let pattern = "^[1-9][0-9]?x[1-9][0-9]{0,2}\\+?$"

    /// Reads `5x3+` or `3x10`; `nil` for anything else, and for more than ``Prescription/maximumSets`` sets or 999
    /// reps.
    public init?(text: String) {
        let amrap = text.hasSuffix("+")
        let parts = (amrap ? text.dropLast() : Substring(text)).split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let sets = Int(parts[0]), let reps = Int(parts[1]),
            (1...Prescription.maximumSets).contains(sets), (1...999).contains(reps)
        else {
            return nil
        }
        self.sets = sets
        self.reps = reps
        self.lastSetIsAMRAP = amrap
    }

    /// The scheme as written: `5x3+`.
    public var text: String { "\(sets)x\(reps)\(lastSetIsAMRAP ? "+" : "")" }

    /// The scheme's sets at `load`: `sets` sets of `reps`, the last one `reps+` when it is AMRAP.
    public func prescription(at load: PrescribedLoad) -> Prescription {
        var prescription = Prescription(sets, .exactly(reps), at: load)
        if lastSetIsAMRAP { prescription.sets[sets - 1].reps = .atLeast(reps) }
        return prescription
    }
}
