import KheperCore

/// The words every renderer uses to describe an exercise, such as `3 × 8 @ 80 kg, rest 2:00`.
///
/// The text is plain and unescaped; each target escapes it for its own syntax.
public enum ExerciseSummary {
    /// The name followed by the details: `Bench Press — 3 × 8 @ 80 kg, rest 2:00`.
    public static func line(_ block: ExerciseBlock) -> String {
        let tail = details(block)
        return tail.isEmpty ? block.name : "\(block.name) — \(tail)"
    }

    /// The sets, tempo and rest joined by commas, such as `3 × 8 @ 80 kg, tempo 3-1-1-0, rest 2:00`.
    ///
    /// - Parameters:
    ///   - block: The exercise to describe.
    ///   - includingSets: Whether to describe the sets; renderers that list them separately pass false.
    public static func details(_ block: ExerciseBlock, includingSets: Bool = true) -> String {
        var parts: [String] = []
        if includingSets, let sets = sets(block.resolvedSets) { parts.append(sets) }
        if let tempo = block.tempo { parts.append("tempo \(tempo)") }
        if let rest = block.rest { parts.append("rest \(time(rest))") }
        return parts.joined(separator: ", ")
    }

    /// Whether all the sets are the same, so that `3 × 8 @ 80 kg` says everything about them.
    public static func isUniform(_ sets: [ExerciseSet]) -> Bool {
        sets.dropFirst().allSatisfy { $0 == sets.first }
    }

    /// The sets in short: `3 × 8 @ 80 kg` when all are the same, `8, 8, 6 @ 80 kg` when only their targets
    /// differ, otherwise runs of equal sets such as `2 × 5 @ 100 kg, 3 @ 110 kg`; `nil` when there are none.
    public static func sets(_ sets: [ExerciseSet]) -> String? {
        guard let first = sets.first else { return nil }
        if isUniform(sets) {
            return sets.count == 1 ? set(first) : "\(sets.count) × \(set(first))"
        }
        // Each set's details once: writing them is most of what describing an exercise costs.
        let details = sets.map(detail)
        if details.allSatisfy({ $0 == details[0] }) {
            return sets.map(target).joined(separator: ", ") + details[0]
        }
        var runs: [String] = []
        var start = 0
        while start < sets.count {
            var end = start + 1
            while end < sets.count, sets[end] == sets[start] { end += 1 }
            let count = end - start
            let described = target(sets[start]) + details[start]
            runs.append(count == 1 ? described : "\(count) × \(described)")
            start = end
        }
        return runs.joined(separator: ", ")
    }

    /// One set: its target and details, such as `8–12 @ 25 lb @ RPE 8 (warm-up, RIR 2, rest 1:30)`.
    public static func set(_ set: ExerciseSet) -> String {
        target(set) + detail(set)
    }

    /// What the set asks for: `8`, `8–12`, `AMRAP`, `8+` (at least 8, as many as possible), `45 s`, `400 m`,
    /// `400 m in 1:30`, or `no target`.
    public static func target(_ set: ExerciseSet) -> String {
        var reps: String?
        switch (set.reps, set.repsMax) {
        case (let low?, let high?) where high != low: reps = "\(low)–\(high)"
        case (let low?, _): reps = "\(low)"
        case (nil, let high?): reps = "up to \(high)"
        case (nil, nil): reps = nil
        }
        if set.isAMRAP { reps = reps.map { "\($0)+" } ?? "AMRAP" }
        let primary: String  // Reps, distance, or both: made without a list, as it is made for every set rendered.
        switch (reps, set.distance.map(distance)) {
        case (let reps?, let distance?): primary = reps + " / " + distance
        case (let only?, nil), (nil, let only?): primary = only
        case (nil, nil): primary = ""
        }
        switch (primary.isEmpty, set.duration) {
        case (true, let duration?): return time(duration)
        case (false, let duration?): return "\(primary) in \(time(duration))"
        case (true, nil): return "no target"
        case (false, nil): return primary
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
        if let load = set.load { text += " @ \(Self.load(load))" }
        if let rpe = set.rpe { text += " @ RPE \(FieldChecks.format(rpe))" }
        var extras: [String] = []
        if let kind = set.kind, kind != .working { extras.append(label(kind)) }
        if let rir = set.rir { extras.append("RIR \(rir)") }
        if let rest = set.rest { extras.append("rest \(time(rest))") }
        if !extras.isEmpty { text += " (\(extras.joined(separator: ", ")))" }
        return text
    }
}
