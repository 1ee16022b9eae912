public import KheperCore
internal import KheperOrderKeys

/// The documents and logged sets one user's changes build, with the merge rules that apply a change to them.
///
/// The server keeps one (``ReferenceServer``), and a device keeps the copy it last pulled, so it can predict what
/// the server will do and rebase on it. Deleted workouts and blocks stay as tombstones: a deleted block stays
/// deleted. The rules, in docs/SYNC.md, are per-field last-writer-wins in the order changes are applied.
public struct MergeState: Sendable, Hashable, Codable {
    /// Every workout by id, deleted ones included.
    public private(set) var workouts: [String: SyncWorkout] = [:]

    /// Every logged set by its `id`: the set's JSON object.
    public private(set) var loggedSets: [String: JSONValue] = [:]

    /// Creates an empty state.
    public init() {}

    /// Creates a state holding `workouts` and `loggedSets` as they are, for a store that keeps them as rows.
    public init(workouts: [String: SyncWorkout], loggedSets: [String: JSONValue]) {
        self.workouts = workouts
        self.loggedSets = loggedSets
    }

    /// The workouts not deleted, by id.
    public var liveWorkouts: [String: SyncWorkout] { workouts.filter { !$0.value.isDeleted } }

    /// Applies one intent by the merge rules and returns what it did; a rejected or duplicate intent changes
    /// nothing.
    public mutating func apply(_ intent: ChangeIntent) -> MergeResult {
        switch intent {
        case .putWorkout(let id, let title, let extra):
            if workouts[id]?.isDeleted == true { return .rejected("The workout \"\(id)\" was deleted.") }
            var workout = workouts[id] ?? SyncWorkout(title: title)
            workout.title = title
            if !extra.isEmpty { workout.extra = Self.merged(workout.extra, extra) }
            workouts[id] = workout
            return .applied
        case .deleteWorkout(let id):
            guard workouts[id] != nil else { return .rejected("There is no workout \"\(id)\".") }
            workouts[id]?.isDeleted = true
            return .applied
        case .logSet(let set):
            guard let id = set["id"]?.stringValue else {
                return .rejected("The logged set has no string \"id\".")
            }
            if loggedSets[id] != nil { return .duplicate }
            loggedSets[id] = .object(set)
            return .applied
        case .replaceSessionSets(let session, _, let sets):
            if let reason = replacementProblem(session: session, sets: sets) { return .rejected(reason) }
            let key = session.lowercased()
            loggedSets = loggedSets.filter { $0.value.objectValue?["session"]?.stringValue?.lowercased() != key }
            for set in sets {
                if let id = set["id"]?.stringValue { loggedSets[id] = .object(set) }
            }
            return .applied
        case .insertBlock(let workoutID, let block):
            return changeWorkout(workoutID) { workout in Self.insert(block, into: &workout) }
        case .moveBlock(let workoutID, let id, let parent, let order):
            return changeWorkout(workoutID) { workout in Self.move(id, under: parent, order: order, in: &workout) }
        case .updateBlock(let workoutID, let id, let fields, let kind, let extra, let raw):
            return changeWorkout(workoutID) { workout in
                Self.update(id, fields: fields, kind: kind, extra: extra, raw: raw, in: &workout)
            }
        case .deleteBlock(let workoutID, let id):
            return changeWorkout(workoutID) { workout in Self.delete(id, in: &workout) }
        }
    }

    /// Runs `body` on a live workout, or rejects the change when the workout is missing or deleted.
    private mutating func changeWorkout(
        _ id: String, _ body: (inout SyncWorkout) -> MergeResult
    ) -> MergeResult {
        guard var workout = workouts[id] else { return .rejected("There is no workout \"\(id)\".") }
        if workout.isDeleted { return .rejected("The workout \"\(id)\" was deleted.") }
        let result = body(&workout)
        workouts[id] = workout
        return result
    }

    private static func insert(_ block: SyncBlock, into workout: inout SyncWorkout) -> MergeResult {
        if let existing = workout.blocks[block.id] {
            if existing.hasSameContent(as: block) { return .duplicate }
            return .rejected(
                existing.isDeleted
                    ? "The block \"\(block.id)\" was deleted." : "A different block with the id \"\(block.id)\" exists."
            )
        }
        if let reason = parentProblem(block.parent, in: workout) { return .rejected(reason) }
        var placed = block
        placed.isDeleted = false
        let order = freeKey(block.order, under: block.parent, for: block.id, in: workout)
        placed.order = order
        workout.blocks[block.id] = placed
        return order == block.order ? .applied : .rewritten(order)
    }

    private static func move(
        _ id: BlockID, under parent: BlockID?, order: OrderKey, in workout: inout SyncWorkout
    ) -> MergeResult {
        guard let block = workout.blocks[id] else { return .rejected("There is no block \"\(id)\".") }
        if block.isDeleted { return .rejected("The block \"\(id)\" was deleted.") }
        if let reason = parentProblem(parent, in: workout) { return .rejected(reason) }
        if let parent, workout.isAncestor(id, of: parent) {
            return .rejected("The move would put the block \"\(id)\" inside itself, a cycle.")
        }
        let free = freeKey(order, under: parent, for: id, in: workout)
        workout.blocks[id]?.parent = parent
        workout.blocks[id]?.order = free
        return free == order ? .applied : .rewritten(free)
    }

    private static func update(
        _ id: BlockID, fields: JSONObject, kind: KindChange?, extra: JSONObject, raw: RawChange?,
        in workout: inout SyncWorkout
    ) -> MergeResult {
        guard var block = workout.blocks[id] else { return .rejected("There is no block \"\(id)\".") }
        if block.isDeleted { return .rejected("The block \"\(id)\" was deleted.") }
        if let raw {
            block.data = raw.data
            block.isRawNode = raw.isRawNode
        }
        if !fields.isEmpty || raw == nil { block.data = merged(block.data, fields) }
        if !extra.isEmpty { block.extra = merged(block.extra, extra) }
        if let kind {
            block.type = kind.type
            block.version = kind.version
        }
        workout.blocks[id] = block
        return .applied
    }

    /// `object` (an empty object when it is not one) with each of `members` set, a JSON null removing it.
    static func merged(_ object: JSONValue, _ members: JSONObject) -> JSONValue {
        var result = object.objectValue ?? JSONObject()
        for (name, value) in members {
            if value.isNull { result.removeValue(forKey: name) } else { result[name] = value }
        }
        return .object(result)
    }

    private static func delete(_ id: BlockID, in workout: inout SyncWorkout) -> MergeResult {
        guard let block = workout.blocks[id] else { return .rejected("There is no block \"\(id)\".") }
        if block.isDeleted { return .applied }
        var children: [BlockID: [BlockID]] = [:]
        for candidate in workout.blocks.values where !candidate.isDeleted {
            if let parent = candidate.parent { children[parent, default: []].append(candidate.id) }
        }
        var stack = [id]
        while let next = stack.popLast() {
            workout.blocks[next]?.isDeleted = true
            stack += children[next] ?? []
        }
        return .applied
    }

    /// Why `parent` cannot take a child, or `nil` when it can (the root always can).
    private static func parentProblem(_ parent: BlockID?, in workout: SyncWorkout) -> String? {
        guard let parent else { return nil }
        guard let block = workout.blocks[parent] else { return "There is no parent block \"\(parent)\"." }
        return block.isDeleted ? "The block \"\(parent)\" was deleted." : nil
    }

    /// `order` when no other live sibling under `parent` holds it, otherwise a key strictly between that sibling
    /// and the next live one (as `FractionalIndex.key(between:and:)` makes it), repeated until free.
    static func freeKey(_ order: OrderKey, under parent: BlockID?, for id: BlockID, in workout: SyncWorkout)
        -> OrderKey
    {
        // The key is nearly always free: finding that out takes one pass over the blocks and no copy or sort of the
        // siblings, which applying a pulled workout of N blocks would otherwise do for each of its N inserts.
        let taken = workout.blocks.contains {
            $0.value.order == order && $0.key != id && $0.value.parent == parent
                && !$0.value.isDeleted
        }
        guard taken else { return order }
        let siblings = workout.liveChildren(of: parent).filter { $0.id != id }.map(\.order)
        var key = order
        while let index = siblings.firstIndex(of: key) {
            let next = index + 1 < siblings.count ? siblings[index + 1] : nil
            guard let text = try? FractionalIndex.key(between: key.rawValue, and: next?.rawValue),
                let between = OrderKey(validating: text)
            else { return key }
            key = between
        }
        return key
    }
}
