import KheperCore

/// The words every renderer uses to describe an exercise, such as `3 × 8 @ 80 kg, rest 2:00`.
///
/// The text is plain and unescaped; each target escapes it for its own syntax.
public enum ExerciseSummary {
    /// The name followed by the details: `Bench Press — 3 × 8 @ 80 kg, rest 2:00`.
    public static func line(_ block: ExerciseBlock) -> String { line(block, after: "") }

    /// `prefix` and then ``line(_:)``, written into one buffer: a large document renders one per exercise.
    static func line(_ block: ExerciseBlock, after prefix: String) -> String {
        let sets = block.resolvedSets
        var text = SummaryText(capacity: prefix.utf8.count + block.name.utf8.count + 32 * sets.count + 48)
        text.append(contentsOf: prefix)
        text.append(contentsOf: block.name)
        if !sets.isEmpty || block.tempo != nil || block.rest != nil {
            text.append(" — ")
            writeDetails(block, includingSets: true, to: &text)
        }
        return text.string
    }

    /// The sets, tempo and rest joined by commas, such as `3 × 8 @ 80 kg, tempo 3-1-1-0, rest 2:00`.
    ///
    /// - Parameters:
    ///   - block: The exercise to describe.
    ///   - includingSets: Whether to describe the sets; renderers that list them separately pass false.
    public static func details(_ block: ExerciseBlock, includingSets: Bool = true) -> String {
        var text = SummaryText(capacity: 64)
        writeDetails(block, includingSets: includingSets, to: &text)
        return text.string
    }

    /// Appends ``details(_:includingSets:)`` to `text`.
    private static func writeDetails(_ block: ExerciseBlock, includingSets: Bool, to text: inout SummaryText) {
        let start = text.count
        if includingSets, !block.resolvedSets.isEmpty { writeSets(block.resolvedSets, to: &text) }
        if let tempo = block.tempo {
            text.append(text.count > start ? ", tempo " : "tempo ")
            text.append(contentsOf: tempo)
        }
        if let rest = block.rest {
            text.append(text.count > start ? ", rest " : "rest ")
            text.append(contentsOf: time(rest))
        }
    }

    /// Whether all the sets are the same, so that `3 × 8 @ 80 kg` says everything about them.
    public static func isUniform(_ sets: [ExerciseSet]) -> Bool {
        sets.dropFirst().allSatisfy { $0 == sets.first }
    }

    /// The sets in short: `3 × 8 @ 80 kg` when all are the same, `8, 8, 6 @ 80 kg` when only their targets
    /// differ, otherwise runs of equal sets such as `2 × 5 @ 100 kg, 3 @ 110 kg`; `nil` when there are none.
    public static func sets(_ sets: [ExerciseSet]) -> String? {
        guard !sets.isEmpty else { return nil }
        var text = SummaryText(capacity: 32 * sets.count)
        writeSets(sets, to: &text)
        return text.string
    }

    /// Appends ``sets(_:)`` of sets that are not empty to `text`.
    private static func writeSets(_ sets: [ExerciseSet], to text: inout SummaryText) {
        if isUniform(sets) {
            if sets.count > 1 {
                text.append(sets.count)
                text.append(" × ")
            }
            writeTarget(sets[0], to: &text)
            return writeDetail(sets[0], to: &text)
        }
        // Details are compared as written, stopping at the first that differs: most exercises' sets differ by
        // their second, and each run's details are then written straight into `text`.
        let first = detailText(sets[0])
        if sets.dropFirst().allSatisfy({ detailText($0).bytes == first.bytes }) {
            for (index, set) in sets.enumerated() {
                if index > 0 { text.append(", ") }
                writeTarget(set, to: &text)
            }
            return text.append(contentsOf: first)
        }
        var start = 0
        while start < sets.count {
            var end = start + 1
            while end < sets.count, sets[end] == sets[start] { end += 1 }
            if start > 0 { text.append(", ") }
            if end - start > 1 {
                text.append(end - start)
                text.append(" × ")
            }
            writeTarget(sets[start], to: &text)
            writeDetail(sets[start], to: &text)
            start = end
        }
    }

    /// One set: its target and details, such as `8–12 @ 25 lb, RPE 8 (warm-up, RIR 2, rest 1:30)`.
    public static func set(_ set: ExerciseSet) -> String {
        var text = SummaryText(capacity: 48)
        writeTarget(set, to: &text)
        writeDetail(set, to: &text)
        return text.string
    }

    /// What the set asks for: `8`, `8–12`, `AMRAP`, `8+` (at least 8, as many as possible), `45 s`, `400 m`,
    /// `400 m in 1:30`, or `no target`.
    public static func target(_ set: ExerciseSet) -> String {
        var text = SummaryText(capacity: 16)
        writeTarget(set, to: &text)
        return text.string
    }

    /// Appends ``target(_:)`` to `text`, building no list or string of its own.
    private static func writeTarget(_ set: ExerciseSet, to text: inout SummaryText) {
        let start = text.count
        switch (set.reps, set.repsMax) {
        case (let low?, let high?) where high != low:
            text.append(low)
            text.append("–")
            text.append(high)
        case (let low?, _): text.append(low)
        case (nil, let high?):
            text.append("up to ")
            text.append(high)
        case (nil, nil): break
        }
        if set.isAMRAP { text.append(text.count > start ? "+" : "AMRAP") }
        if let metres = set.distance {
            if text.count > start { text.append(" / ") }
            text.append(contentsOf: distance(metres))
        }
        switch (text.count > start, set.duration) {
        case (true, let duration?):
            text.append(" in ")
            text.append(contentsOf: time(duration))
        case (false, let duration?): text.append(contentsOf: time(duration))
        case (false, nil): text.append("no target")
        case (true, nil): break
        }
    }

    /// A load as people write it: `80 kg`, `25 lb`, `BW`, `BW + 10 kg`, `75% 1RM`.
    public static func load(_ load: Load) -> String {
        var text = SummaryText(capacity: 16)
        writeLoad(load, to: &text)
        return text.string
    }

    /// Appends ``load(_:)`` to `text`.
    private static func writeLoad(_ load: Load, to text: inout SummaryText) {
        if load.unit == .bodyweight {
            guard load.value != 0 else { return text.append("BW") }
            text.append("BW + ")
        }
        text.append(contentsOf: FieldChecks.format(load.value))
        switch load.unit {
        case .kg, .bodyweight: text.append(" kg")
        case .lb: text.append(" lb")
        case .percent1RM: text.append("% 1RM")
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

    /// Everything about a set after its target: ` @ 80 kg, RPE 8 (warm-up, RIR 2, rest 1:30)`, with one `@` at most
    /// so that the line reads back as shorthand (`@ RPE 8` when there is no load).
    static func detail(_ set: ExerciseSet) -> String { detailText(set).string }

    /// ``detail(_:)`` as bytes.
    private static func detailText(_ set: ExerciseSet) -> SummaryText {
        var text = SummaryText(capacity: 48)
        writeDetail(set, to: &text)
        return text
    }

    /// Appends ``detail(_:)`` to `text`, building no list of its parts.
    private static func writeDetail(_ set: ExerciseSet, to text: inout SummaryText) {
        if let load = set.load {
            text.append(" @ ")
            writeLoad(load, to: &text)
        }
        if let rpe = set.rpe {
            text.append(set.load == nil ? " @ RPE " : ", RPE ")
            text.append(contentsOf: FieldChecks.format(rpe))
        }
        var opened = false
        func open() {
            text.append(opened ? ", " : " (")
            opened = true
        }
        if let kind = set.kind, kind != .working {
            open()
            text.append(contentsOf: label(kind))
        }
        if let rir = set.rir {
            open()
            text.append("RIR ")
            text.append(rir)
        }
        if let rest = set.rest {
            open()
            text.append("rest ")
            text.append(contentsOf: time(rest))
        }
        if opened { text.append(")") }
    }
}
