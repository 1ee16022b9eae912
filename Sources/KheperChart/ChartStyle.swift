public import KheperCore

/// How a chart draws its points in HTML.
public enum ChartStyle: String, FieldChoice {
    /// A line through the points.
    case line
    /// One bar per day.
    case bar
}
