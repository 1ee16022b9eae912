import Foundation
import KheperCore
import KheperRenderTargets

/// What a chart shows, worked out once from the block and the render context and shared by every renderer.
struct ChartSummary {
    /// The exercise as written.
    var exercise: String
    /// The metric plotted.
    var metric: ChartMetric
    /// The metric's name, such as `estimated 1RM (Brzycki)`.
    var metricName: String
    /// The covered period in words, such as `last 12 weeks`.
    var periodName: String
    /// The drawing style.
    var style: ChartStyle
    /// The unit shown after values, such as ` kg`, or empty.
    var unitSuffix: String
    /// Whether the source has any set of the exercise at all, in the period or not.
    var hasHistory: Bool
    /// The sentence shown instead of a chart when `exerciseID` names no exercise of the source.
    var unknownID: String?
    /// The points; empty when there is no source or no sets in the period.
    var series: ChartSeries

    init(_ block: ChartBlock, context: RenderContext) {
        exercise = block.exercise
        metric = block.resolvedMetric
        metricName = metric.displayName
        if metric == .estimated1RM && block.resolvedFormula != .epley {
            metricName += " (\(block.resolvedFormula.displayName))"
        }
        periodName = block.periodName
        style = block.resolvedStyle
        let source = context.progressHistory
        var entries: [ProgressEntry] = []
        if let source, let id = block.exerciseID {
            if let found = source.entries(forExerciseID: id) {
                entries = found
            } else {
                unknownID =
                    "\"exerciseID\" is \"\(id)\", which names no exercise in the history; expected an id that "
                    + "`kheper exercises` lists"
            }
        } else {
            entries = source?.entries(for: block.exercise) ?? []
        }
        hasHistory = !entries.isEmpty
        // Reps are a count; every other metric is a weight or weight × reps, shown in the history's unit.
        unitSuffix = metric == .totalReps ? "" : source?.weightUnit.map { " " + $0 } ?? ""
        series = ChartSeries(
            entries: entries, metric: metric, formula: block.resolvedFormula, periodDays: block.coveredDays,
            now: context.renderDate)
    }

    /// Whether there is anything to draw.
    var hasData: Bool { !series.points.isEmpty }

    /// The heading: the exercise, the metric and the period, such as `Bench Press — estimated 1RM, last 12 weeks`.
    var heading: String { "\(exercise) — \(metricName), \(periodName)" }

    /// A point's value with its unit and date, such as `116.7 kg (2026-01-04)`.
    func describe(_ point: ChartPoint) -> String {
        "\(Self.number(point.value))\(unitSuffix) (\(Self.day(point.date)))"
    }

    /// The first, last and best values with their dates, or the plain sentence that says there is nothing.
    var reading: String {
        guard let first = series.points.first, let last = series.latest, let best = series.best else {
            if let unknownID { return unknownID }
            return hasHistory
                ? "no history in the \(periodName) for \(exercise)" : "no history yet for \(exercise)"
        }
        if series.points.count == 1 { return "1 session: \(describe(last))" }
        return "first \(describe(first)) · last \(describe(last)) · best \(describe(best))"
    }

    /// The sentence used as the SVG's accessible title.
    var accessibleTitle: String {
        var text = "\(exercise), \(metricName), \(periodName)"
        if let range = series.valueRange, let latest = series.latest {
            let count = series.points.count == 1 ? "1 session" : "\(series.points.count) sessions"
            text += ": \(count), from \(Self.number(range.lowerBound)) to \(Self.number(range.upperBound))"
            text += "\(unitSuffix), latest \(describe(latest))"
        }
        return text
    }

    /// A number rounded to one decimal, without a needless `.0`.
    static func number(_ value: Double) -> String {
        let tenths = (abs(value) * 10).rounded()
        guard tenths.isFinite, tenths < 1e15 else { return value.description }
        let whole = Int64(tenths) / 10
        let fraction = Int64(tenths) % 10
        let sign = value < 0 && tenths > 0 ? "-" : ""
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// The calendar day of `date` in UTC, as `2026-01-04`, computed without a formatter (civil from days).
    static func day(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e14 else { return "?" }
        let days = Int64((seconds / 86_400).rounded(.down)) + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(dayOfMonth < 10 ? "0" : "")\(dayOfMonth)"
    }
}
