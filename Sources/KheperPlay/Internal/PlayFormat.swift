import KheperCore
import KheperExercise
import KheperTrainingLog

/// Text for numbers, loads, targets and clocks, written one way on every screen.
enum PlayFormat {
    /// `m:ss`, never negative.
    static func clock(_ seconds: Int) -> String { DurationFormatter.clock(max(0, seconds)) }

    /// Whole seconds shown for a remaining time: rounded up, so `0:01` shows until the time is really up.
    static func clock(remaining: Double) -> String {
        clock(remaining <= 0 ? 0 : Int(min(remaining.rounded(.up), 1e9)))
    }

    /// The first line of `text`.
    static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
    }

    /// A number without float noise: `82.5`, `80`.
    static func number(_ value: Double) -> String { LogNumberFormatter.display(value) }

    /// A load as the target shows it: `80 kg`, `185 lb`, `bodyweight + 10 kg`, `75%`.
    static func load(_ load: Load) -> String {
        switch load.unit {
        case .kg: "\(number(load.value)) kg"
        case .lb: "\(number(load.value)) lb"
        case .bodyweight: load.value == 0 ? "bodyweight" : "bodyweight + \(number(load.value)) kg"
        case .percent1RM: "\(number(load.value))% 1RM"
        }
    }

    /// A target for one line: `5 × 80 kg`, `8–12 reps`, `AMRAP`, `0:45`, `400 m`, with RPE and RIR.
    static func target(_ set: ExerciseSet) -> String {
        var parts: [String] = []
        var reps: String?
        if let low = set.reps { reps = set.repsMax.map { "\(low)–\($0)" } ?? "\(low)" }
        if set.isAMRAP { reps = reps.map { "AMRAP (\($0)+)" } ?? "AMRAP" }
        if let load = set.load {
            parts.append(reps.map { "\($0) × \(Self.load(load))" } ?? Self.load(load))
        } else if let reps {
            parts.append(set.isAMRAP ? reps : "\(reps) reps")
        }
        if let duration = set.duration { parts.append(clock(duration)) }
        if let distance = set.distance { parts.append("\(number(distance)) m") }
        if let rpe = set.rpe { parts.append("RPE \(number(rpe))") }
        if let rir = set.rir { parts.append("RIR \(rir)") }
        if set.resolvedKind != .working { parts.append(set.resolvedKind.rawValue) }
        return parts.isEmpty ? "as you like" : parts.joined(separator: " · ")
    }
}
