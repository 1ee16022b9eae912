public import Foundation
public import KheperCore

/// The render-context key for "now", which charts count their period back from; the current date by default.
public enum RenderDateKey: RenderContextKey {
    /// The current date, read each time it is asked for.
    public static var defaultValue: Date { Date() }
}
