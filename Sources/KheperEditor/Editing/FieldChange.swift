public import KheperCore

/// One field edit on a block's encoded `data`: a value to set at a path, or `nil` to remove the member.
public struct FieldChange: Sendable, Hashable {
    /// The most steps a field path may have; real blocks nest a few levels, so deeper paths are refused.
    public static let maximumPathDepth = 32

    /// The deepest nesting of arrays and objects a new value may have.
    public static let maximumValueDepth = 64

    /// Where in the block's `data` the value goes, such as `sets[0].reps`.
    public var path: JSONPath

    /// The new value, or `nil` to remove the member or element.
    public var value: JSONValue?

    /// Creates a field edit.
    public init(path: JSONPath, value: JSONValue?) {
        self.path = path
        self.value = value
    }
}
