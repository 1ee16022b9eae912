public import KheperCore

/// A chart of one exercise's progress over time, drawn from the history the host supplies when rendering.
///
/// Fields with a default are stored as optionals so a round trip writes back exactly what was read; the
/// `resolved…` accessors give the effective values.
public struct ChartBlock: Block {
    /// `chart`.
    public static let kind: BlockKind = "chart"

    /// The exercise name or exercise id whose history is charted; with ``exerciseID`` set, only the name shown.
    public var exercise: String

    /// The training log's id of the exercise, as `kheper exercises` lists it; when set, the chart reads that
    /// exercise's history and never matches by name.
    public var exerciseID: String?

    /// What is plotted; `estimated1RM` when unset.
    public var metric: ChartMetric?

    /// The one-rep-max formula; `epley` when unset, and only used by `estimated1RM`.
    public var formula: OneRepMaxFormula?

    /// How many days before now the chart covers; ``defaultPeriodDays`` when unset.
    public var periodDays: Int?

    /// How the chart is drawn; `line` when unset.
    public var style: ChartStyle?

    /// How far back the chart looks; when set it wins over ``periodDays`` (see ``ChartRange``).
    public var range: ChartRange?

    /// Creates a chart from every field.
    public init(
        exercise: String,
        exerciseID: String? = nil,
        metric: ChartMetric? = nil,
        formula: OneRepMaxFormula? = nil,
        periodDays: Int? = nil,
        style: ChartStyle? = nil,
        range: ChartRange? = nil
    ) {
        self.exercise = exercise
        self.exerciseID = exerciseID
        self.metric = metric
        self.formula = formula
        self.periodDays = periodDays
        self.style = style
        self.range = range
    }

    /// The metric plotted: `metric`, or `estimated1RM`.
    public var resolvedMetric: ChartMetric { metric ?? .estimated1RM }

    /// The formula used: `formula`, or `epley`.
    public var resolvedFormula: OneRepMaxFormula { formula ?? .epley }

    /// The days covered: `periodDays`, or ``defaultPeriodDays``.
    public var resolvedPeriodDays: Int { periodDays ?? Self.defaultPeriodDays }

    /// The days covered, or `nil` for the whole history: ``range``'s days when set, else ``resolvedPeriodDays``.
    public var coveredDays: Int? {
        guard let range else { return resolvedPeriodDays }
        return range.days
    }

    /// How the covered period reads in rendered output: the range's name, or `last N days` for `periodDays`.
    public var periodName: String {
        if let range { return range.displayName }
        let days = resolvedPeriodDays
        return days % 7 == 0 ? "last \(days / 7) weeks" : "last \(days) days"
    }

    /// The drawing style: `style`, or `line`.
    public var resolvedStyle: ChartStyle { style ?? .line }
}
