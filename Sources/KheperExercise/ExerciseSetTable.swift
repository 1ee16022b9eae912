import KheperCore
import KheperRenderTargets

/// The HTML table of an exercise whose sets differ, as compact as a printed sheet: runs of equal sets share one
/// row (`2–3`), a column appears only when some set has a value for it, "working" is left unsaid, and a rest is
/// shown only where a set overrides the exercise's own, which the line above the table already gives.
struct ExerciseSetTable {
    /// One column: its heading, the label shown before a value when the table is stacked on a narrow screen, and
    /// its cell for a row.
    private struct Column {
        let heading: String
        let label: String?
        let cell: (ExerciseSet) -> String
    }

    /// Consecutive equal sets: the first and last set numbers, counting from 1, and the set they repeat.
    private struct Run {
        let first: Int
        let last: Int
        let set: ExerciseSet
    }

    private let runs: [Run]
    private let columns: [Column]

    /// The table for `block`'s resolved sets.
    init(_ block: ExerciseBlock) {
        let sets = block.resolvedSets
        var runs: [Run] = []
        for (index, set) in sets.enumerated() {
            if let last = runs.last, last.set == set {
                runs[runs.count - 1] = Run(first: last.first, last: index + 1, set: set)
            } else {
                runs.append(Run(first: index + 1, last: index + 1, set: set))
            }
        }
        self.runs = runs
        let overridesRest = { (set: ExerciseSet) in set.rest != nil && set.rest != block.rest }
        var columns: [Column] = []
        if sets.contains(where: { $0.resolvedKind != .working }) {
            columns.append(
                Column(heading: "Kind", label: nil) {
                    $0.resolvedKind == .working ? "" : ExerciseSummary.label($0.resolvedKind)
                })
        }
        columns.append(Column(heading: "Target", label: nil) { ExerciseSummary.target($0) })
        if sets.contains(where: { $0.load != nil }) {
            columns.append(Column(heading: "Load", label: nil) { $0.load.map(ExerciseSummary.load) ?? "" })
        }
        if sets.contains(where: { $0.rpe != nil }) {
            columns.append(Column(heading: "RPE", label: "RPE") { $0.rpe.map { FieldChecks.format($0) } ?? "" })
        }
        if sets.contains(where: { $0.rir != nil }) {
            columns.append(Column(heading: "RIR", label: "RIR") { $0.rir.map { "\($0)" } ?? "" })
        }
        if sets.contains(where: overridesRest) {
            columns.append(
                Column(heading: "Rest", label: "rest") { set in
                    overridesRest(set) ? set.rest.map(ExerciseSummary.time) ?? "" : ""
                })
        }
        self.columns = columns
    }

    /// `<table class="sets">` with a heading row and one row per run of equal sets; empty cells are left out of the
    /// stacked layout.
    var html: String {
        let escape = HTMLTarget.escape
        var lines = ["<table class=\"sets\">"]
        lines.append(
            "<thead><tr><th>Set</th>" + columns.map { "<th>\(escape($0.heading))</th>" }.joined() + "</tr></thead>")
        lines.append("<tbody>")
        for run in runs {
            let number = run.first == run.last ? "\(run.first)" : "\(run.first)–\(run.last)"
            var row = "<tr><td data-label=\"Set\">\(number)</td>"
            for column in columns {
                let value = column.cell(run.set)
                let label = value.isEmpty ? nil : column.label
                row += "<td" + (label.map { " data-label=\"\(escape($0))\"" } ?? "") + ">\(escape(value))</td>"
            }
            lines.append(row + "</tr>")
        }
        lines.append("</tbody>")
        lines.append("</table>")
        return lines.joined(separator: "\n")
    }
}
