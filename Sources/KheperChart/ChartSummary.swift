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
    /// The sentence shown when a chart's own window holds no session but the history does: when the last was, and
    /// the range that shows it.
    var windowNote: String?

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
        let now = context.renderDate
        series = ChartSeries(
            entries: entries, metric: metric, formula: block.resolvedFormula, periodDays: block.coveredDays, now: now)
        guard series.points.isEmpty, hasHistory else { return }
        // The window before now is empty but the log is not: an old import must not look like a failed one.
        let all = ChartSeries(
            entries: entries, metric: metric, formula: block.resolvedFormula, periodDays: nil, now: now)
        // The last set's own time, not its point's (a day's point is dated at midnight, before the set).
        guard all.latest != nil, let last = entries.lazy.map(\.date).filter({ $0 <= now }).max() else { return }
        if block.range == nil && block.periodDays == nil {
            // The default window ends at the last session instead of today, and says so.
            series = ChartSeries(
                entries: entries, metric: metric, formula: block.resolvedFormula, periodDays: block.coveredDays,
                now: last)
            periodName = "\(block.resolvedPeriodDays / 7) weeks to \(Self.day(last))"
        } else {
            let since = now.timeIntervalSince(last)
            let range = ChartRange.allCases.first { $0.days.map { Double($0) * 86_400 >= since } ?? true } ?? .all
            windowNote =
                "no sessions in the \(periodName); the last was on \(Self.day(last)), which range=\(range.rawValue) "
                + "shows"
        }
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
            if let windowNote { return windowNote }
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
