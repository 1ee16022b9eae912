/// A key for a value in a ``RenderContext``, with the value used when the host supplies none.
public protocol RenderContextKey {
    /// The type of the value.
    associatedtype Value: Sendable

    /// The value used when none was set.
    static var defaultValue: Value { get }
}

/// Values a host hands to renderers, keyed by type, such as where charts read their progress history.
public struct RenderContext: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// An empty context, in which every key has its default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: RenderContextKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// A copy of this context with `value` set for `key`.
    public func setting<Key: RenderContextKey>(_ key: Key.Type, to value: Key.Value) -> RenderContext {
        var copy = self
        copy[key] = value
        return copy
    }
}
