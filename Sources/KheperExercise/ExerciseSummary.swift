import KheperCore

/// The words every renderer uses to describe an exercise, such as `3 × 8 @ 80 kg, rest 2:00`.
///
/// The text is plain and unescaped; each target escapes it for its own syntax.
public enum ExerciseSummary {
    /// The name followed by the details: `Bench Press — 3 × 8 @ 80 kg, rest 2:00`.
    public static func line(_ block: ExerciseBlock) -> String { line(block, after: "") }

    /// `prefix` and then ``line(_:)``, written into one string: a large document renders one per exercise.
    static func line(_ block: ExerciseBlock, after prefix: String) -> String {
        var text = prefix
        text.reserveCapacity(prefix.utf8.count + block.name.utf8.count + 28 * block.resolvedSets.count + 48)
        text += block.name
        if !block.resolvedSets.isEmpty || block.tempo != nil || block.rest != nil {
            text += " — "
            writeDetails(block, includingSets: true, to: &text)
        }
        return text
    }

    /// The sets, tempo and rest joined by commas, such as `3 × 8 @ 80 kg, tempo 3-1-1-0, rest 2:00`.
    ///
    /// - Parameters:
    ///   - block: The exercise to describe.
    ///   - includingSets: Whether to describe the sets; renderers that list them separately pass false.
    public static func details(_ block: ExerciseBlock, includingSets: Bool = true) -> String {
        var text = ""
        writeDetails(block, includingSets: includingSets, to: &text)
        return text
    }

    /// Appends ``details(_:includingSets:)`` to `text`.
    private static func writeDetails(_ block: ExerciseBlock, includingSets: Bool, to text: inout String) {
        var separator = ""
        if includingSets, !block.resolvedSets.isEmpty {
            writeSets(block.resolvedSets, to: &text)
            separator = ", "
        }
        if let tempo = block.tempo {
            text += separator + "tempo " + tempo
            separator = ", "
        }
        if let rest = block.rest { text += separator + "rest " + time(rest) }
    }

    /// Whether all the sets are the same, so that `3 × 8 @ 80 kg` says everything about them.
    public static func isUniform(_ sets: [ExerciseSet]) -> Bool {
        sets.dropFirst().allSatisfy { $0 == sets.first }
    }

    /// The sets in short: `3 × 8 @ 80 kg` when all are the same, `8, 8, 6 @ 80 kg` when only their targets
    /// differ, otherwise runs of equal sets such as `2 × 5 @ 100 kg, 3 @ 110 kg`; `nil` when there are none.
    public static func sets(_ sets: [ExerciseSet]) -> String? {
        guard !sets.isEmpty else { return nil }
        var text = ""
        writeSets(sets, to: &text)
        return text
    }

    /// Appends ``sets(_:)`` of sets that are not empty to `text`.
    private static func writeSets(_ sets: [ExerciseSet], to text: inout String) {
        if isUniform(sets) {
            if sets.count > 1 { text += String(sets.count) + " × " }
            writeTarget(sets[0], to: &text)
            return writeDetail(sets[0], to: &text)
        }
        // Each set's details once: writing them is most of what describing an exercise costs.
        let details = sets.map(detail)
        if details.allSatisfy({ $0 == details[0] }) {
            for (index, set) in sets.enumerated() {
                if index > 0 { text += ", " }
                writeTarget(set, to: &text)
            }
            text += details[0]
            return
        }
        var start = 0
        while start < sets.count {
            var end = start + 1
            while end < sets.count, sets[end] == sets[start] { end += 1 }
            if start > 0 { text += ", " }
            if end - start > 1 { text += String(end - start) + " × " }
            writeTarget(sets[start], to: &text)
            text += details[start]
            start = end
        }
    }

    /// One set: its target and details, such as `8–12 @ 25 lb @ RPE 8 (warm-up, RIR 2, rest 1:30)`.
    public static func set(_ set: ExerciseSet) -> String {
        target(set) + detail(set)
    }

    /// What the set asks for: `8`, `8–12`, `AMRAP`, `8+` (at least 8, as many as possible), `45 s`, `400 m`,
    /// `400 m in 1:30`, or `no target`.
    public static func target(_ set: ExerciseSet) -> String {
        var text = ""
        writeTarget(set, to: &text)
        return text
    }

    /// Appends ``target(_:)`` to `text`, building no list or string of its own.
    private static func writeTarget(_ set: ExerciseSet, to text: inout String) {
        let start = text.utf8.count
        switch (set.reps, set.repsMax) {
        case (let low?, let high?) where high != low: text += String(low) + "–" + String(high)
        case (let low?, _): text += String(low)
        case (nil, let high?): text += "up to " + String(high)
        case (nil, nil): break
        }
        if set.isAMRAP { text += text.utf8.count > start ? "+" : "AMRAP" }
        if let metres = set.distance { text += (text.utf8.count > start ? " / " : "") + distance(metres) }
        switch (text.utf8.count > start, set.duration) {
        case (true, let duration?): text += " in " + time(duration)
        case (false, let duration?): text += time(duration)
        case (false, nil): text += "no target"
        case (true, nil): break
        }
    }

    /// A load as people write it: `80 kg`, `25 lb`, `BW`, `BW + 10 kg`, `75% 1RM`.
    public static func load(_ load: Load) -> String {
        let value = FieldChecks.format(load.value)
        switch load.unit {
        case .kg: return "\(value) kg"
        case .lb: return "\(value) lb"
        case .bodyweight: return load.value == 0 ? "BW" : "BW + \(value) kg"
        case .percent1RM: return "\(value)% 1RM"
        }
    }

    /// A number of seconds: `45 s` under a minute, otherwise `2:00` or `1:05:00`, with a `-` before a negative
    /// time; any `Int` works.
    public static func time(_ seconds: Int) -> String {
        DurationFormatter.span(seconds)
    }

    /// A distance: `400 m` under a kilometre, otherwise `1.5 km`.
    public static func distance(_ metres: Double) -> String {
        metres < 1000 ? "\(FieldChecks.format(metres)) m" : "\(FieldChecks.format(metres / 1000)) km"
    }

    /// The name of a set kind in prose: `warm-up`, `working`, `drop set`, `to failure`.
    public static func label(_ kind: ExerciseSetKind) -> String {
        switch kind {
        case .warmup: "warm-up"
        case .working: "working"
        case .drop: "drop set"
        case .failure: "to failure"
        }
    }

    /// Everything about a set after its target: ` @ 80 kg @ RPE 8 (warm-up, RIR 2, rest 1:30)`.
    static func detail(_ set: ExerciseSet) -> String {
        var text = ""
        writeDetail(set, to: &text)
        return text
    }

    /// Appends ``detail(_:)`` to `text`, building no list of its parts.
    private static func writeDetail(_ set: ExerciseSet, to text: inout String) {
        if let load = set.load { text += " @ " + Self.load(load) }
        if let rpe = set.rpe { text += " @ RPE " + FieldChecks.format(rpe) }
        var opening = " ("
        if let kind = set.kind, kind != .working {
            text += opening + label(kind)
            opening = ", "
        }
        if let rir = set.rir {
            text += opening + "RIR " + String(rir)
            opening = ", "
        }
        if let rest = set.rest {
            text += opening + "rest " + time(rest)
            opening = ", "
        }
        if opening == ", " { text += ")" }
    }
}
