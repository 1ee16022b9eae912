import Foundation
import KheperCatalogue
import KheperTrainingLog

/// Working sets per muscle and week, as `kheper stats --muscles` lists them. Each working set (warm-ups left out) of
/// an exercise that resolves to a catalogue entry counts 1 for each of the entry's primary muscles and ½ for each
/// secondary one; the sets of an exercise that resolves to no entry are counted by exercise, so they are listed
/// rather than dropped.
struct WeeklyMuscleSets {
    /// The counting rule, as `--help` and the report state it.
    static let rule = "primary muscles count 1 a set, secondary ½; warm-ups left out"

    /// How many weeks one table shows side by side; more weeks follow in further tables, so lines stay short.
    static let weeksPerTable = 8

    /// An exercise that resolves to no entry, with its working sets by week.
    struct Unmatched {
        /// The exercise's name, and the entry it links when the catalogue does not hold that entry.
        var label: String
        /// Working sets by week index (``TrainingStats/week(of:)``).
        var setsByWeek: [Int: Int] = [:]
    }

    /// Half sets by week index and muscle: counted in halves, the secondary muscles' ½ stays exact.
    private(set) var halfSets: [Int: [Muscle: Int]] = [:]
    /// The exercises that resolve to no entry, in the order they were added.
    private(set) var unmatched: [Unmatched] = []

    /// Counts the working sets of `exercise`, which resolves to the entry `entryID` of `catalogue` (or to none).
    mutating func add(
        _ exercise: LoggedExercise, entryID: String?, in catalogue: ExerciseCatalogue, sets: [ExerciseHistoryEntry]
    ) {
        let weeks = sets.filter { $0.set.type != .warmUp }.compactMap { TrainingStats.week(of: $0.date) }
        guard !weeks.isEmpty else { return }
        guard let entryID, let entry = catalogue.entry(id: entryID) else {
            var item = Unmatched(label: exercise.name)
            if let entryID { item.label += " (linked to unknown \(entryID))" }
            for week in weeks { item.setsByWeek[week, default: 0] += 1 }
            return unmatched.append(item)
        }
        let halves = Self.halves(of: entry)
        for week in weeks {
            for (muscle, count) in halves { halfSets[week, default: [:]][muscle, default: 0] += count }
        }
    }

    /// What one set of `entry` counts for each muscle, in halves: 2 for a primary muscle, 1 for a secondary one
    /// (a muscle listed as both counts as primary).
    static func halves(of entry: CatalogueEntry) -> [Muscle: Int] {
        var halves: [Muscle: Int] = [:]
        for muscle in entry.secondaryMuscles { halves[muscle] = 1 }
        for muscle in entry.primaryMuscles { halves[muscle] = 2 }
        return halves
    }

    /// The report for the weeks `weeks` (indices, oldest first): muscles by week, most trained first, then the
    /// unmatched exercises' working sets in the same columns, in tables of at most ``weeksPerTable`` weeks.
    func lines(weeks: ClosedRange<Int>) -> [String] {
        let columns = Array(weeks)
        let muscleRows = Muscle.allCases.enumerated().map { index, muscle in
            Row(label: muscle.rawValue, halves: columns.map { halfSets[$0]?[muscle] ?? 0 }, order: index)
        }
        let unmatchedRows = unmatched.map { item in
            Row(label: "  " + item.label, halves: columns.map { 2 * (item.setsByWeek[$0] ?? 0) }, order: 0)
        }
        let muscles = muscleRows.filter { $0.total > 0 }.sorted { ($1.total, $0.order) < ($0.total, $1.order) }
        let others = unmatchedRows.filter { $0.total > 0 }.sorted { ($1.total, $0.label) < ($0.total, $1.label) }
        guard !muscles.isEmpty || !others.isEmpty else { return ["no working sets in these weeks"] }
        let heading = "week of"
        let labelWidth = (muscles + others).map(\.label.count).reduce(heading.count, max)
        var lines = ["working sets per muscle by week (\(Self.rule)):"]
        for start in stride(from: 0, to: columns.count, by: Self.weeksPerTable) {
            let shown = start..<min(start + Self.weeksPerTable, columns.count)
            let width = (muscles + others).flatMap { row in shown.map { Self.cell(row.halves[$0]).count } }
                .reduce(5, max)
            func line(_ label: String, _ cells: [String]) -> String {
                label + String(repeating: " ", count: labelWidth - label.count)
                    + cells.map { "  " + TrainingStats.pad($0, to: width) }.joined()
            }
            if start > 0 { lines.append("") }
            lines.append(
                line(
                    heading,
                    shown.map { String(ExerciseSessions.day(TrainingStats.monday(of: columns[$0])).dropFirst(5)) }))
            for row in muscles { lines.append(line(row.label, shown.map { Self.cell(row.halves[$0]) })) }
            guard !others.isEmpty else { continue }
            lines.append("not matched to a catalogue entry, so counted for no muscle above:")
            for row in others { lines.append(line(row.label, shown.map { Self.cell(row.halves[$0]) })) }
        }
        return lines
    }

    /// A number of half sets as a cell: `·` for none, `4` or `4.5`.
    static func cell(_ halves: Int) -> String {
        halves == 0 ? "·" : halves.isMultiple(of: 2) ? "\(halves / 2)" : "\(halves / 2).5"
    }

    /// One row of the report: its label and its half sets, one count a week shown.
    private struct Row {
        var label: String
        var halves: [Int]
        /// The muscle's place in `Muscle.allCases`, which breaks ties between muscles.
        var order: Int
        var total: Int { halves.reduce(0, +) }
    }
}
