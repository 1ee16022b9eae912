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

    /// Checks every field against its bounds; paths are relative to the block's `data`.
    func validationDiagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        checks.length(name, 1...120, field: "name", at: ["name"])
        checks.count(resolvedSets.count, 0...50, field: "sets", at: ["sets"])
        checks.range(rest, 0...3600, field: "rest", at: ["rest"], unit: "s")
        if let tempo, !Self.isValidTempo(tempo) {
            checks.append(
                .error(
                    .invalidValue,
                    "\"tempo\" is \(JSONValue.string(tempo).description); expected \(Self.tempoForm)",
                    at: ["tempo"]
                )
            )
        }
        checks.length(notes, 0...1000, field: "notes", at: ["notes"])
        for (index, set) in resolvedSets.enumerated() {
            set.check(into: &checks, at: ["sets", .index(index)], number: index + 1)
        }
        return checks.diagnostics
    }
}

extension ExerciseSet {
    /// Adds this set's findings to `checks`, with paths under `path`.
    fileprivate func check(into checks: inout FieldChecks, at path: JSONPath, number: Int) {
        checks.range(reps, 0...1000, field: "reps", at: path.appending("reps"))
        let lowest = Swift.min(Swift.max(reps ?? 0, 0), 1000)
        checks.range(repsMax, lowest...1000, field: "repsMax", at: path.appending("repsMax"))
        if let load {
            checks.range(
                load.value, load.allowedRange, field: "value", at: path.appending("load").appending("value"),
                unit: load.unit.messageSuffix)
        }
        checks.range(duration, 0...86_400, field: "duration", at: path.appending("duration"), unit: "s")
        checks.range(distance, 0...1_000_000, field: "distance", at: path.appending("distance"), unit: "m")
        checks.range(rpe, 1...10, field: "rpe", at: path.appending("rpe"))
        if let rpe, (1...10).contains(rpe), (rpe * 2).rounded() != rpe * 2 {
            checks.append(
                .error(
                    .invalidValue,
                    "\"rpe\" is \(FieldChecks.format(rpe)); expected 1 to 10 in steps of 0.5",
                    at: path.appending("rpe")
                )
            )
        }
        checks.range(rir, 0...10, field: "rir", at: path.appending("rir"))
        checks.range(rest, 0...3600, field: "rest", at: path.appending("rest"), unit: "s")
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
