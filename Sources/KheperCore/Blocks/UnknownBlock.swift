/// A block this registry cannot read as a typed value, kept exactly as it was written so that it survives.
///
/// Unknown blocks come from kinds that are not registered, versions newer than the registry knows, data that
/// failed to decode or migrate, and nodes too malformed to read at all. Their children still decode.
public struct UnknownBlock: Sendable, Hashable {
    /// Why a block was kept raw.
    public enum Reason: Sendable, Hashable {
        /// No definition is registered for the kind.
        case unregisteredKind
        /// The kind's tag itself is malformed; the message says how.
        case malformedKind(message: String)
        /// The block was written by a newer schema version than the registered definition supports.
        case newerVersion(supported: Int)
        /// A migration step failed; the data is kept at its original version.
        case migrationFailed(fromVersion: Int, message: String)
        /// The `data` object did not decode into the kind's type; `path` points inside `data`.
        case undecodableData(message: String, path: JSONPath)
        /// The node itself could not be read (not an object, no type, bad version or children); `data` holds
        /// the whole node exactly as written, and it is written back verbatim.
        case malformedNode(message: String)
        /// The stored `data` text could not be parsed (nested too deep, not JSON); `data` is a string holding that
        /// text exactly, so the block can still be moved, exported or removed.
        case unreadableData(message: String)
    }

    /// The kind as written in the node's `type` member, which may be unregistered or not well formed.
    public var kind: BlockKind

    /// The schema version as written.
    public var version: Int

    /// The block's `data` exactly as written, or the whole node for ``Reason/malformedNode(message:)``.
    public var data: JSONValue

    /// Why the block was kept raw.
    public var reason: Reason

    /// Creates a raw block.
    public init(kind: BlockKind, version: Int = 1, data: JSONValue, reason: Reason = .unregisteredKind) {
        self.kind = kind
        self.version = version
        self.data = data
        self.reason = reason
    }
}
