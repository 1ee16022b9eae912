import Foundation
import KheperCatalogue
import KheperChart
import KheperTrainingLog

/// What `kheper stats` reports, read from a training log in one pass over the sessions and one read per exercise.
struct TrainingStats {
    /// One week's totals.
    struct Week {
        var sessions = 0
        var volumeKilograms = 0.0
    }

    /// The formula `stats` estimates one-rep maxes with; only sets in its valid rep range count.
    static let formula = OneRepMaxFormula.epley

    /// How many exercises' records are listed when `--top` is not given, so the report fits one screen.
    static let defaultTop = 10

    /// One exercise's records over working sets.
    struct Records {
        var name: String
        /// How many working sets with a load the exercise has: records are listed most trained first.
        var setCount = 0
        /// The best estimate by ``TrainingStats/formula``, in kilograms for comparing, with the set and its date.
        var bestEstimate: (kilograms: Double, set: PerformedSet, date: Date)?
        /// The heaviest load, in kilograms for comparing, with the set and its date.
        var heaviest: (kilograms: Double, set: PerformedSet, date: Date)?
    }

    var sessionCount = 0
    var first: Date?
    var last: Date?
    /// By week index: weeks since the Monday before 1970-01-01.
    var weeks: [Int: Week] = [:]
    var records: [Records] = []
    /// The unit volumes and records are shown in.
    var unit: WeightUnit

    /// Working sets per muscle and week, counted when a resolver was given.
    var muscleSets = WeeklyMuscleSets()

    /// Reads the log; `exercise`, when given, limits the records to that exercise. With `resolver`, each exercise's
    /// working sets are counted per muscle of the entry of `catalogue` it resolves to (``muscleSets``) instead of
    /// its records.
    init(
        store: any TrainingLogStore, unit: WeightUnit, exercise: LoggedExercise? = nil,
        resolver: ExerciseEntryResolver? = nil, catalogue: ExerciseCatalogue = ExerciseEntries.bundled
    ) throws {
        self.unit = unit
        try store.forEachSession { session in
            sessionCount += 1
            first = min(first ?? session.start, session.start)
            last = max(last ?? session.start, session.start)
            guard let week = Self.week(of: session.start) else { return }
            weeks[week, default: Week()].sessions += 1
            for exercise in session.exercises {
                for set in exercise.sets where set.type != .warmUp {
                    guard let reps = set.reps, let weight = set.weight, weight.kilograms.isFinite else { continue }
                    weeks[week, default: Week()].volumeKilograms += weight.kilograms * Double(reps)
                }
            }
        }
        if let resolver {
            for exercise in try store.exercises() {
                let sets = try store.sets(forExercise: exercise.id)
                muscleSets.add(exercise, entryID: resolver.entryID(exercise), in: catalogue, sets: sets)
            }
            return
        }
        for exercise in try exercise.map({ [$0] }) ?? store.exercises() {
            var record = Records(name: exercise.name)
            for entry in try store.sets(forExercise: exercise.id) where entry.set.type != .warmUp {
                guard let weight = entry.set.weight, weight.kilograms.isFinite, weight.kilograms > 0 else { continue }
                record.setCount += 1
                if record.heaviest.map({ weight.kilograms > $0.kilograms }) ?? true {
                    record.heaviest = (weight.kilograms, entry.set, entry.date)
                }
                if let reps = entry.set.reps,
                    let estimate = Self.formula.estimate(weight: weight.kilograms, reps: reps),
                    record.bestEstimate.map({ estimate > $0.kilograms }) ?? true
                {
                    record.bestEstimate = (estimate, entry.set, entry.date)
                }
            }
            if record.heaviest != nil { records.append(record) }
        }
        // Most trained first; the name breaks ties, so the order is the same on every run.
        records.sort { ($1.setCount, $0.name) < ($0.setCount, $1.name) }
    }

    /// `kilograms` in ``unit``, as shown: `96.3 kg`.
    func display(kilograms: Double, fractionDigits: Int = 1) -> String {
        LogNumberFormatter.display(kilograms / unit.kilograms, fractionDigits: fractionDigits) + " " + unit.rawValue
    }

    /// The weeks since the Monday before 1970-01-01 (a Thursday), in UTC; nil for a date beyond any week.
    static func week(of date: Date) -> Int? {
        guard let day = Int(exactly: (date.timeIntervalSince1970 / 86_400).rounded(.down)) else { return nil }
        return (day + 3 >= 0 ? (day + 3) / 7 : (day + 3 - 6) / 7)
    }

    /// The Monday that starts week `index`.
    static func monday(of index: Int) -> Date { Date(timeIntervalSince1970: Double(index * 7 - 3) * 86_400) }

    /// The report: totals, `weeks` weeks ending with the latest session's, and the records of the `top` most
    /// trained exercises (all when `nil`).
    func lines(weeks count: Int, top: Int? = TrainingStats.defaultTop) -> [String] {
        guard let first, let last, let lastWeek = Self.week(of: last) else {
            return ["no sessions yet; `kheper log import FILE` adds a training history"]
        }
        var lines = [Self.totals(sessionCount, from: first, to: last), "", "week of       sessions     volume"]
        let shown = (lastWeek - count + 1...lastWeek).map { ($0, weeks[$0] ?? Week()) }
        let topVolume = shown.map(\.1.volumeKilograms).max() ?? 0
        for (index, week) in shown {
            let volume = display(kilograms: week.volumeKilograms, fractionDigits: 0)
            let barLength = topVolume > 0 ? Int((week.volumeKilograms / topVolume * 20).rounded()) : 0
            lines.append(
                ExerciseSessions.day(Self.monday(of: index)) + Self.pad(String(week.sessions), to: 11)
                    + Self.pad(volume, to: 13) + (barLength > 0 ? "  " + String(repeating: "█", count: barLength) : ""))
        }
        let average = Double(shown.reduce(0) { $0 + $1.1.sessions }) / Double(max(shown.count, 1))
        lines.append("sessions per week, on average: \(LogNumberFormatter.display(average, fractionDigits: 1))")
        lines.append("working sets per muscle by week: `kheper stats --muscles`")
        lines.append("")
        guard !records.isEmpty else {
            lines.append("no weighted sets yet, so no records")
            return lines
        }
        lines.append(
            "personal records (working sets, in \(unit.rawValue); estimated 1RM by \(Self.formula.withRepRange)):")
        for record in records.prefix(top ?? records.count) {
            var parts: [String] = []
            if let best = record.bestEstimate, let weight = best.set.weight, let reps = best.set.reps {
                parts.append(
                    "e1RM \(display(kilograms: best.kilograms)) (\(reps) × \(weight.displayText), "
                        + "\(ExerciseSessions.day(best.date)))")
            }
            if let heaviest = record.heaviest, let weight = heaviest.set.weight {
                let recorded = weight.unit == unit ? "" : "\(weight.displayText), "
                parts.append(
                    "heaviest \(display(kilograms: heaviest.kilograms)) (\(recorded)\(ExerciseSessions.day(heaviest.date)))"
                )
            }
            lines.append("  \(record.name): " + parts.joined(separator: "; "))
        }
        if let top, records.count > top {
            lines.append(
                "  … and \(records.count - top) more; --top N lists more, --exercise NAME one exercise")
        }
        return lines
    }

    /// The report of `kheper stats --muscles`: totals, then working sets per muscle for `weeks` weeks ending with
    /// the latest session's (``WeeklyMuscleSets``).
    func muscleLines(weeks count: Int) -> [String] {
        guard let first, let last, let lastWeek = Self.week(of: last) else {
            return ["no sessions yet; `kheper log import FILE` adds a training history"]
        }
        return [Self.totals(sessionCount, from: first, to: last), ""]
            + muscleSets.lines(weeks: lastWeek - count + 1...lastWeek)
    }

    /// The report's first line: `12 sessions from 2024-01-01 to 2024-03-14`.
    static func totals(_ sessions: Int, from first: Date, to last: Date) -> String {
        "\(ExerciseSessions.count(sessions, "session")) from \(ExerciseSessions.day(first)) to "
            + ExerciseSessions.day(last)
    }

    /// `text` right-aligned in `width` columns.
    static func pad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
