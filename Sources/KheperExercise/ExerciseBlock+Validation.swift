public import KheperCore

extension Diagnostic.Code {
    /// A working set has no target: no reps, no AMRAP, no duration and no distance.
    public static let exerciseNoTarget: Self = "exercise.no-target"
}

extension ExerciseBlock {
    /// The expected form of ``tempo``, as named in messages.
    public static let tempoForm = "four parts separated by \"-\", each a digit or X, as in 3-1-1-0"

    /// Whether `text` is a tempo of four parts separated by `-`, each one digit or `X` (either case).
    public static func isValidTempo(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        return parts.allSatisfy { part in
            guard part.count == 1, let byte = part.first else { return false }
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "X")
                || byte == UInt8(ascii: "x")
        }
    }

    /// The findings about this exercise, with paths relative to its `data`: the bounds its ``fields`` declare,
    /// then the rules that span fields.
    public func validationDiagnostics() -> [Diagnostic] {
        Self.definition.validate(self)
    }

    /// The rules that span fields or need more than a bound: `repsMax` at least `reps`, and working sets with a
    /// target; the tempo's form is its field's pattern.
    func ruleDiagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        for (index, set) in resolvedSets.enumerated() {
            set.check(into: &checks, at: ["sets", .index(index)], number: index + 1)
        }
        return checks.diagnostics
    }
}

extension ExerciseSet {
    /// Adds this set's findings to `checks`, with paths under `path`.
    fileprivate func check(into checks: inout FieldChecks, at path: JSONPath, number: Int) {
        let reps = Self.repsRange
        if let repsMax, reps.contains(repsMax), let lowest = self.reps, reps.contains(lowest) {
            checks.range(repsMax, lowest...reps.upperBound, field: "repsMax", at: path.appending("repsMax"))
        }
        if resolvedKind == .working, !hasTarget {
            checks.append(
                .warning(
                    .exerciseNoTarget,
                    "set \(number) is a working set with no target; expected \"reps\", \"amrap\", \"duration\" "
                        + "or \"distance\"",
                    at: path
                )
            )
        }
    }
}
