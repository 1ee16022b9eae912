public import KheperTrainingLog

/// How to read an export: which app, which unit when the file does not say, and whether to skip bad rows.
public struct ImportOptions: Sendable {
    /// The app the file comes from; nil detects it from the header or the first row.
    public var format: LogFormat?
    /// The unit of weights in a layout that does not say (Strong's comma layouts); nil makes such a file fail
    /// with `import.unit-required`.
    public var defaultUnit: WeightUnit?
    /// Skip a row with an unreadable value, noting it, instead of failing the whole import.
    public var keepGoing: Bool

    /// Creates options.
    public init(format: LogFormat? = nil, defaultUnit: WeightUnit? = nil, keepGoing: Bool = false) {
        self.format = format
        self.defaultUnit = defaultUnit
        self.keepGoing = keepGoing
    }
}
