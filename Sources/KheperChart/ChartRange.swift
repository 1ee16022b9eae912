public import KheperCore

/// How far back a chart looks: the last 4, 12 or 52 weeks before the render date, or the whole history.
///
/// A chart that sets `range` uses it and ignores `periodDays`; one that sets only `periodDays` (written before
/// `range` existed) keeps covering that many days; one that sets neither covers 12 weeks, the same 84 days as the
/// old default, so every stored document renders as it did.
public enum ChartRange: String, FieldChoice {
    /// The last 4 weeks (28 days).
    case weeks4 = "4w"
    /// The last 12 weeks (84 days).
    case weeks12 = "12w"
    /// The last 52 weeks (364 days).
    case weeks52 = "52w"
    /// The whole history.
    case all

    /// The days covered, or `nil` for the whole history.
    public var days: Int? {
        switch self {
        case .weeks4: 28
        case .weeks12: 84
        case .weeks52: 364
        case .all: nil
        }
    }

    /// The words shown in rendered output, such as `last 12 weeks`.
    public var displayName: String {
        switch self {
        case .weeks4: "last 4 weeks"
        case .weeks12: "last 12 weeks"
        case .weeks52: "last 52 weeks"
        case .all: "all time"
        }
    }
}
