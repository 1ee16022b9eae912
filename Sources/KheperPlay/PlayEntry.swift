import KheperCore
public import KheperTrainingLog

/// What the user says they did in one set, read from the one-line entry: `REPS [@ LOAD] [rpe N]`, or a time.
///
/// The grammar, words in any order and case: a bare whole number is the reps (`5`); `@` followed by a load is the
/// weight, `82.5kg`, `185 lb`, `82.5` (in `defaultUnit`) or `bw` for bodyweight (`5 @ 82.5kg`, `5@185lb`);
/// `rpe 8` or `rpe8` is the RPE (1–10, halves allowed); a time, `45s`, `1:30` or `2m`, is the duration. So
/// `5 @ 82.5kg rpe 8`, `12 @ bw`, `45s` and `8 rpe 9.5` all read.
public struct PlayEntry: Sendable, Hashable {
    /// Repetitions done.
    public var reps: Int?
    /// The load, in the unit typed; `nil` for bodyweight or none.
    public var weight: Weight?
    /// The rating of perceived exertion.
    public var rpe: Double?
    /// How long the set took, in seconds.
    public var durationSeconds: Double?

    /// Creates an entry from its values.
    public init(reps: Int? = nil, weight: Weight? = nil, rpe: Double? = nil, durationSeconds: Double? = nil) {
        self.reps = reps
        self.weight = weight
        self.rpe = rpe
        self.durationSeconds = durationSeconds
    }

    /// The entry a performed set would be typed as.
    public init(_ set: PerformedSet) {
        self.init(reps: set.reps, weight: set.weight, rpe: set.rpe, durationSeconds: set.durationSeconds)
    }

    /// Whether nothing was entered.
    public var isEmpty: Bool { reps == nil && weight == nil && rpe == nil && durationSeconds == nil }

    /// The entry as it is typed, so ``init(parsing:defaultUnit:)`` reads it back: `5 @ 82.5kg rpe 8`, `45s`.
    public var text: String {
        var parts: [String] = []
        if let reps { parts.append("\(reps)") }
        if let weight { parts.append("@ \(PlayFormat.number(weight.value))\(weight.unit.rawValue)") }
        if let durationSeconds {
            let seconds = Int(durationSeconds.rounded())
            parts.append(seconds < 60 ? "\(seconds)s" : PlayFormat.clock(seconds))
        }
        if let rpe { parts.append("rpe \(PlayFormat.number(rpe))") }
        return parts.joined(separator: " ")
    }

    /// Reads `text` by the grammar above; a load without a unit is in `defaultUnit`.
    /// - Throws: ``PlayEntryError`` naming the word it could not read.
    public init(parsing text: String, defaultUnit: WeightUnit = .kg) throws(PlayEntryError) {
        self.init()
        var words = Self.words(text)[...]
        while let word = words.popFirst() {
            if word == "@" {
                guard var load = words.popFirst() else { throw PlayEntryError("a load is needed after “@”") }
                if let unit = words.first, ["kg", "lb", "lbs"].contains(unit), Double(load) != nil {
                    load += unit
                    words.removeFirst()
                }
                try readLoad(load, defaultUnit: defaultUnit)
            } else if word == "rpe" {
                guard let value = words.popFirst() else { throw PlayEntryError("a number is needed after “rpe”") }
                try readRPE(value)
            } else if word.hasPrefix("rpe") {
                try readRPE(String(word.dropFirst(3)))
            } else if let reps = Int(word) {
                guard (0...10_000).contains(reps) else { throw PlayEntryError("“\(word)” reps is out of range") }
                guard self.reps == nil else { throw PlayEntryError("reps are given twice (“\(word)”)") }
                self.reps = reps
            } else if let seconds = DurationFormatter.seconds(parsing: word, bareNumbers: false), seconds >= 0 {
                durationSeconds = Double(seconds)
            } else {
                throw PlayEntryError("“\(word)” is not reps, a load (@ 80kg), an RPE (rpe 8) or a time (45s)")
            }
        }
    }

    /// The words of `text`, lowercased, with every `@` a word of its own.
    private static func words(_ text: String) -> [String] {
        text.lowercased().replacing("@", with: " @ ").split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private mutating func readLoad(_ word: String, defaultUnit: WeightUnit) throws(PlayEntryError) {
        if word == "bw" || word == "bodyweight" {
            weight = nil
            return
        }
        var number = word
        var unit = defaultUnit
        for candidate in [("kg", WeightUnit.kg), ("lbs", .lb), ("lb", .lb)] where word.hasSuffix(candidate.0) {
            number = String(word.dropLast(candidate.0.count))
            unit = candidate.1
            break
        }
        guard let value = Double(number), value.isFinite, (0...10_000).contains(value) else {
            throw PlayEntryError("“\(word)” is not a load such as 82.5kg, 185lb or bw")
        }
        weight = Weight(value: value, unit: unit)
    }

    private mutating func readRPE(_ word: String) throws(PlayEntryError) {
        guard let value = Double(word), (1...10).contains(value), (value * 2).rounded() == value * 2 else {
            throw PlayEntryError("“\(word)” is not an RPE from 1 to 10 in half steps")
        }
        rpe = value
    }
}
