public import KheperCore

/// What one change record asks for: an operation and its arguments, as the sync contract names them.
public enum ChangeIntent: Sendable, Hashable {
    /// Creates the workout, or sets its title.
    case putWorkout(workout: String, title: String)
    /// Deletes the workout with every block.
    case deleteWorkout(workout: String)
    /// Inserts one block.
    case insertBlock(workout: String, block: SyncBlock)
    /// Moves a block: parent and order key together.
    case moveBlock(workout: String, block: BlockID, parent: BlockID?, order: OrderKey)
    /// Sets the named top-level `data` members (a JSON null removes one) and, when converted, the kind.
    case updateBlock(workout: String, block: BlockID, fields: JSONObject, kind: KindChange?)
    /// Deletes a block with its subtree.
    case deleteBlock(workout: String, block: BlockID)
    /// Appends one performed set; the object holds its client-made `id` and its `session`.
    case logSet(set: JSONObject)

    /// The operation's name as the contract writes it in `op`.
    public var operation: String {
        switch self {
        case .putWorkout: "putWorkout"
        case .deleteWorkout: "deleteWorkout"
        case .insertBlock: "insertBlock"
        case .moveBlock: "moveBlock"
        case .updateBlock: "updateBlock"
        case .deleteBlock: "deleteBlock"
        case .logSet: "logSet"
        }
    }

    /// The workout the intent changes, `nil` for a logged set.
    public var workout: String? {
        switch self {
        case .putWorkout(let workout, _), .deleteWorkout(let workout), .insertBlock(let workout, _),
            .moveBlock(let workout, _, _, _), .updateBlock(let workout, _, _, _), .deleteBlock(let workout, _):
            workout
        case .logSet: nil
        }
    }

    /// The same intent with its order key replaced, for an insert or a move the server rewrote.
    public func withOrder(_ order: OrderKey) -> ChangeIntent {
        switch self {
        case .insertBlock(let workout, var block):
            block.order = order
            return .insertBlock(workout: workout, block: block)
        case .moveBlock(let workout, let block, let parent, _):
            return .moveBlock(workout: workout, block: block, parent: parent, order: order)
        default:
            return self
        }
    }
}

/// A block's new kind and schema version, when an update converted it.
public struct KindChange: Sendable, Hashable, Codable {
    /// The new kind tag.
    public var type: BlockKind
    /// The new schema version.
    public var version: Int

    /// Creates a kind change.
    public init(type: BlockKind, version: Int) {
        self.type = type
        self.version = version
    }
}
