import KheperTrainingLog

/// How `history` and `stats` write a logged set for a person: `5 × 82.5 kg @ RPE 8`, units as recorded and float
/// noise rounded away in the text only.
enum LoggedSetText {
    /// The set's measurements: reps × load (or reps alone), distance and time, then `@ RPE` when recorded.
    static func describe(_ set: PerformedSet, unit: WeightUnit? = nil) -> String {
        var parts: [String] = []
        switch (set.reps, set.weight.map { weightText($0, unit: unit) }) {
        case (let reps?, let weight?): parts.append("\(reps) × \(weight)")
        case (let reps?, nil): parts.append(reps == 1 ? "1 rep" : "\(reps) reps")
        case (nil, let weight?): parts.append(weight)
        case (nil, nil): break
        }
        if let distance = set.distance { parts.append(distance.displayText) }
        if let seconds = set.durationSeconds, seconds > 0 { parts.append(duration(seconds)) }
        var text = parts.isEmpty ? "—" : parts.joined(separator: ", ")
        if let rpe = set.rpe { text += " @ RPE \(LogNumberFormatter.display(rpe, fractionDigits: 1))" }
        return text
    }

    /// A weight as recorded, followed in brackets by its value in `unit` when that is another unit: `150 lb (68 kg)`.
    static func weightText(_ weight: Weight, unit: WeightUnit?) -> String {
        guard let unit, unit != weight.unit else { return weight.displayText }
        return weight.displayText
            + " (\(LogNumberFormatter.display(weight.value(in: unit), fractionDigits: 1)) \(unit.rawValue))"
    }

    /// The set's label: `number`, its place among the sets that are not warm-ups, or `W`, `D` or `F` for warm-up,
    /// drop and failure sets.
    static func label(_ set: PerformedSet, number: Int) -> String {
        switch set.type {
        case .warmUp: "W"
        case .drop: "D"
        case .failure: "F"
        case .working: String(number)
        }
    }

    /// A duration as `45 s`, `10:05` or `1:02:00`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        let (hours, minutes, rest) = (whole / 3_600, whole / 60 % 60, whole % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}
