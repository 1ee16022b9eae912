public import Foundation
public import KheperCore

extension RenderContext {
    /// The progress history charts read, stored under ``ProgressHistoryKey``.
    public var progressHistory: (any ProgressHistorySource)? {
        get { self[ProgressHistoryKey.self] }
        set { self[ProgressHistoryKey.self] = newValue }
    }

    /// The moment charts count their period back from, stored under ``RenderDateKey``.
    public var renderDate: Date {
        get { self[RenderDateKey.self] }
        set { self[RenderDateKey.self] = newValue }
    }
}
