public import KheperCore

/// One field edit on a block's encoded `data`: a value to set at a path, or `nil` to remove the member.
public struct FieldChange: Sendable, Hashable {
    /// The most steps a field path may have; real blocks nest a few levels, so deeper paths are refused.
    public static let maximumPathDepth = 32

    /// The step of a field path that stands for every element of a list, as in `sets.*.load`.
    public static let everyElement = "*"

    /// The deepest nesting of arrays and objects a new value may have.
    public static let maximumValueDepth = 64

    /// Where in the block's `data` the value goes, such as `sets[0].reps`.
    public var path: JSONPath

    /// The new value, or `nil` to remove the member or element.
    public var value: JSONValue?

    /// Whether the value is appended to the list at ``path`` (`sets.+=…`) rather than set there.
    public var appends: Bool

    /// Creates a field edit; with `appends`, `path` names a list and `value` is added at its end.
    public init(path: JSONPath, value: JSONValue?, appends: Bool = false) {
        self.path = path
        self.value = value
        self.appends = appends
    }
}
