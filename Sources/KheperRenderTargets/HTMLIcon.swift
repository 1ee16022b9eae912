/// A small icon drawn as inline SVG in the page's text colour, so it shows on every system, with or without an
/// emoji font, and prints like the text around it.
public enum HTMLIcon: String, CaseIterable, Sendable {
    /// A stopwatch, for timers.
    case timer
    /// A rising line, for progress charts.
    case chart
    /// A triangle in a circle, for videos.
    case play
    /// A page with a folded corner, for notes.
    case note

    /// The `<svg>` element: 1em square, hidden from screen readers because the text beside it says the same.
    public var markup: String {
        "<svg class=\"icon icon-\(rawValue)\" viewBox=\"0 0 24 24\" width=\"1em\" height=\"1em\" aria-hidden=\"true\" "
            + "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" "
            + "stroke-linejoin=\"round\">\(shapes)</svg>"
    }

    /// The icon's shapes on a 24-unit grid.
    private var shapes: String {
        switch self {
        case .timer: "<circle cx=\"12\" cy=\"13\" r=\"8\"/><path d=\"M12 9v4l2.5 2.5M9 2h6M12 2v3\"/>"
        case .chart: "<path d=\"M3 3v18h18\"/><path d=\"M7 15l4-4 3 3 6-7\"/>"
        case .play: "<circle cx=\"12\" cy=\"12\" r=\"10\"/><path d=\"M10 8l6 4-6 4z\" fill=\"currentColor\"/>"
        case .note: "<path d=\"M5 3h10l4 4v14H5z\"/><path d=\"M9 12h6M9 16h6\"/>"
        }
    }
}
