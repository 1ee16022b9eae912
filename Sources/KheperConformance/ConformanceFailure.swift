/// One case that did not give what it expects: where it is, what it pins down, and a diff of expected and actual.
public struct ConformanceFailure: Sendable, Hashable {
    /// The case file, relative to the case folder, such as `order-keys/between.json`.
    public var file: String

    /// The case's name.
    public var name: String

    /// What the case pins down.
    public var pins: String

    /// Lines of the expected result prefixed `-` and of the actual result prefixed `+`, with shared lines as context.
    public var diff: String

    /// Creates a failure.
    public init(file: String, name: String, pins: String, diff: String) {
        self.file = file
        self.name = name
        self.pins = pins
        self.diff = diff
    }
}
