public import KheperCore

/// What one change record asks for: an operation and its arguments, as the sync contract names them.
public enum ChangeIntent: Sendable, Hashable {
    /// Creates the workout, or sets its title, and sets the named top-level members of its envelope's `extra`
    /// (a JSON null removes one; empty changes none).
    case putWorkout(workout: String, title: String, extra: JSONObject = JSONObject())
    /// Deletes the workout with every block.
    case deleteWorkout(workout: String)
    /// Inserts one block.
    case insertBlock(workout: String, block: SyncBlock)
    /// Moves a block: parent and order key together.
    case moveBlock(workout: String, block: BlockID, parent: BlockID?, order: OrderKey)
    /// Sets the named top-level `data` members and `extra` node members (a JSON null removes one), when converted
    /// the kind, and for a block kept raw (or leaving raw) its whole `data`.
    case updateBlock(
        workout: String, block: BlockID, fields: JSONObject, kind: KindChange?, extra: JSONObject = JSONObject(),
        raw: RawChange? = nil)
    /// Deletes a block with its subtree.
    case deleteBlock(workout: String, block: BlockID)
    /// Appends one performed set; the object holds its client-made `id` and its `session`.
    case logSet(set: JSONObject)
    /// Replaces every logged set of one session (its UUID `session`) by `sets`, the session's whole new list, each
    /// holding its `id` and that `session`; an empty list removes the session's sets. `logID` is the session's log
    /// id, so a device that pulls a removal knows which session of its own log to remove.
    case replaceSessionSets(session: String, logID: String, sets: [JSONObject])
    /// Stores one of the lifter's own catalogue entries whole under its string `id`, replacing the one held.
    case putCustomEntry(entry: JSONObject)
    /// Removes the lifter's own catalogue entry `id`; removing one not held changes nothing.
    case removeCustomEntry(id: String)
    /// Sets, by the lifter's hand, what the log exercise named `exercise` is in the catalogue: `link` is the
    /// object `{"entry": id or null, "how": code}`, or `nil` for no stored link.
    case linkExercise(exercise: String, link: JSONObject?)

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
        case .replaceSessionSets: "replaceSessionSets"
        case .putCustomEntry: "putCustomEntry"
        case .removeCustomEntry: "removeCustomEntry"
        case .linkExercise: "linkExercise"
        }
    }

    /// The workout the intent changes, `nil` for logged sets.
    public var workout: String? {
        switch self {
        case .putWorkout(let workout, _, _), .deleteWorkout(let workout), .insertBlock(let workout, _),
            .moveBlock(let workout, _, _, _), .updateBlock(let workout, _, _, _, _, _), .deleteBlock(let workout, _):
            workout
        case .logSet, .replaceSessionSets, .putCustomEntry, .removeCustomEntry, .linkExercise: nil
        }
    }

    /// The block the intent changes, `nil` for a workout's own changes and logged sets.
    public var block: BlockID? {
        switch self {
        case .insertBlock(_, let block): block.id
        case .moveBlock(_, let block, _, _), .updateBlock(_, let block, _, _, _, _), .deleteBlock(_, let block): block
        case .putWorkout, .deleteWorkout, .logSet, .replaceSessionSets, .putCustomEntry, .removeCustomEntry,
            .linkExercise:
            nil
        }
    }

    /// The UUID of the logged session the intent changes, `nil` for a workout's changes.
    public var loggedSession: String? {
        switch self {
        case .logSet(let set): set["session"]?.stringValue
        case .replaceSessionSets(let session, _, _): session
        default: nil
        }
    }

    /// What a change to the lifter's catalogue choices is about, `nil` for every other intent: a custom entry by
    /// its id, or a log exercise's link by the exercise's name. Of two changes to one subject, the later wins whole.
    public var catalogueChoice: CatalogueChoice? {
        switch self {
        case .putCustomEntry(let entry): entry["id"]?.stringValue.map(CatalogueChoice.customEntry)
        case .removeCustomEntry(let id): .customEntry(id)
        case .linkExercise(let exercise, _): .exerciseLink(exercise)
        default: nil
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

/// A block's whole new `data` and whether it is a malformed node kept raw, for an update that per-member `fields`
/// cannot express: a raw node's `data` is the node as written, not necessarily an object.
public struct RawChange: Sendable, Hashable, Codable {
    /// The block's whole `data` after the change.
    public var data: JSONValue
    /// Whether the block is a malformed node kept raw after the change.
    public var isRawNode: Bool

    /// Creates a raw change.
    public init(data: JSONValue, isRawNode: Bool) {
        self.data = data
        self.isRawNode = isRawNode
    }
}
