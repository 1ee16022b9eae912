public import KheperCore

/// The render-context key for the progress history charts read; no source by default.
public enum ProgressHistoryKey: RenderContextKey {
    /// No source: charts show "no data yet".
    public static let defaultValue: (any ProgressHistorySource)? = nil
}
