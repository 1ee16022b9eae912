public import KheperCore
internal import KheperOrderKeys

/// The documents and logged sets one user's changes build, with the merge rules that apply a change to them.
///
/// The server keeps one (``ReferenceServer``), and a device keeps the copy it last pulled, so it can predict what
/// the server will do and rebase on it. Deleted workouts and blocks stay as tombstones: a deleted block stays
/// deleted. The rules, in docs/SYNC.md, are per-field last-writer-wins in the order changes are applied.
public struct MergeState: Sendable, Hashable, Codable {
    /// Every workout by id, deleted ones included.
    public private(set) var workouts: [String: SyncDocument] = [:]

    /// Every logged set by its `id`: the set's JSON object.
    public private(set) var loggedSets: [String: JSONValue] = [:]

    /// The lifter's own catalogue entries by id, each the object its latest `putCustomEntry` stored.
    public internal(set) var customEntries: [String: JSONValue] = [:]

    /// The links the lifter set by hand, by exercise name: the latest `linkExercise`'s object, or null for none.
    public internal(set) var exerciseLinks: [String: JSONValue] = [:]

    /// The live blocks of each workout a change has touched, by parent and key, built on the first change and then
    /// kept up to date; not part of the state's value.
    private var siblingKeys: [String: SiblingKeys] = [:]

    /// How many blocks of each workout indexing and reading ``siblingKeys`` visited, every index built counted.
    private var visits: [String: Int] = [:]

    /// Creates an empty state.
    public init() {}

    /// Creates a state holding `workouts` and `loggedSets` as they are, for a store that keeps them as rows.
    public init(workouts: [String: SyncDocument], loggedSets: [String: JSONValue]) {
        self.workouts = workouts
        self.loggedSets = loggedSets
    }

    private enum CodingKeys: String, CodingKey {
        case workouts, loggedSets, customEntries, exerciseLinks
    }

    /// Decodes a state from its workouts, logged sets and, when present, catalogue choices.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            workouts: try container.decode([String: SyncDocument].self, forKey: .workouts),
            loggedSets: try container.decode([String: JSONValue].self, forKey: .loggedSets))
        customEntries = try container.decodeIfPresent([String: JSONValue].self, forKey: .customEntries) ?? [:]
        exerciseLinks = try container.decodeIfPresent([String: JSONValue].self, forKey: .exerciseLinks) ?? [:]
    }

    /// Encodes the state's workouts, logged sets and catalogue choices.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(workouts, forKey: .workouts)
        try container.encode(loggedSets, forKey: .loggedSets)
        try container.encode(customEntries, forKey: .customEntries)
        try container.encode(exerciseLinks, forKey: .exerciseLinks)
    }

    /// Whether the two states hold the same workouts, logged sets and catalogue choices.
    public static func == (lhs: MergeState, rhs: MergeState) -> Bool {
        lhs.workouts == rhs.workouts && lhs.loggedSets == rhs.loggedSets && lhs.customEntries == rhs.customEntries
            && lhs.exerciseLinks == rhs.exerciseLinks
    }

    /// Hashes the state's workouts, logged sets and catalogue choices.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(workouts)
        hasher.combine(loggedSets)
        hasher.combine(customEntries)
        hasher.combine(exerciseLinks)
    }

    /// How many blocks of workout `id` the merge has visited in passes over its blocks since this state was made
    /// or read: linear in the blocks applied and the workout's size, never their product.
    func blocksVisited(inWorkout id: String) -> Int { visits[id] ?? 0 }

    /// The workouts not deleted, by id.
    public var liveWorkouts: [String: SyncDocument] { workouts.filter { !$0.value.isDeleted } }

    /// Applies one intent by the merge rules and returns what it did; a rejected or duplicate intent changes
    /// nothing.
    public mutating func apply(_ intent: ChangeIntent) -> MergeResult {
        switch intent {
        case .putWorkout(let id, let title, let extra):
            if workouts[id]?.isDeleted == true { return .rejected("The workout \"\(id)\" was deleted.") }
            var workout = workouts[id] ?? SyncDocument(title: title)
            workout.title = title
            if !extra.isEmpty { workout.extraFields = Self.merged(workout.extraFields, extra) }
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
        case .putCustomEntry, .removeCustomEntry, .linkExercise:
            return applyCatalogueChoice(intent)
        case .insertBlock(let workoutID, let block):
            return changeWorkout(workoutID) { workout, keys in Self.insert(block, into: &workout, keys: &keys) }
        case .moveBlock(let workoutID, let id, let parent, let order):
            return changeWorkout(workoutID) { workout, keys in
                Self.move(id, under: parent, order: order, in: &workout, keys: &keys)
            }
        case .updateBlock(let workoutID, let id, let fields, let kind, let extra, let raw):
            return changeWorkout(workoutID) { workout, _ in
                Self.update(id, fields: fields, kind: kind, extra: extra, raw: raw, in: &workout)
            }
        case .deleteBlock(let workoutID, let id):
            return changeWorkout(workoutID) { workout, keys in Self.delete(id, in: &workout, keys: &keys) }
        }
    }

    /// Runs `body` on a live workout and its index of keys, or rejects the change when the workout is missing or
    /// deleted. The workout is changed in place, so a change does not copy its blocks.
    private mutating func changeWorkout(
        _ id: String, _ body: (inout SyncDocument, inout SiblingKeys) -> MergeResult
    ) -> MergeResult {
        guard let isDeleted = workouts[id]?.isDeleted else { return .rejected("There is no workout \"\(id)\".") }
        if isDeleted { return .rejected("The workout \"\(id)\" was deleted.") }
        // Taken out of the dictionary, so that changing it copies nothing.
        var keys: SiblingKeys
        var visitedBefore = 0
        if let kept = siblingKeys.removeValue(forKey: id) {
            visitedBefore = kept.blocksVisited
            keys = kept
        } else {
            keys = SiblingKeys(workouts[id]!)
        }
        let result = body(&workouts[id]!, &keys)
        visits[id, default: 0] += keys.blocksVisited - visitedBefore
        siblingKeys[id] = keys
        return result
    }

    private static func insert(
        _ block: SyncBlock, into workout: inout SyncDocument, keys: inout SiblingKeys
    ) -> MergeResult {
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
        let order = freeKey(block.order, under: block.parent, for: block.id, among: &keys)
        placed.order = order
        workout.blocks[block.id] = placed
        keys.add(block.id, under: block.parent, at: order)
        return order == block.order ? .applied : .rewritten(order)
    }

    private static func move(
        _ id: BlockID, under parent: BlockID?, order: OrderKey, in workout: inout SyncDocument,
        keys: inout SiblingKeys
    ) -> MergeResult {
        guard let block = workout.blocks[id] else { return .rejected("There is no block \"\(id)\".") }
        if block.isDeleted { return .rejected("The block \"\(id)\" was deleted.") }
        if let reason = parentProblem(parent, in: workout) { return .rejected(reason) }
        if let parent, workout.isAncestor(id, of: parent) {
            return .rejected("The move would put the block \"\(id)\" inside itself, a cycle.")
        }
        let free = freeKey(order, under: parent, for: id, among: &keys)
        keys.remove(id, under: block.parent, at: block.order)
        keys.add(id, under: parent, at: free)
        workout.blocks[id]?.parent = parent
        workout.blocks[id]?.order = free
        return free == order ? .applied : .rewritten(free)
    }

    private static func update(
        _ id: BlockID, fields: JSONObject, kind: KindChange?, extra: JSONObject, raw: RawChange?,
        in workout: inout SyncDocument
    ) -> MergeResult {
        guard var block = workout.blocks[id] else { return .rejected("There is no block \"\(id)\".") }
        if block.isDeleted { return .rejected("The block \"\(id)\" was deleted.") }
        if let raw {
            block.data = raw.data
            block.isRawNode = raw.isRawNode
        }
        if !fields.isEmpty || raw == nil { block.data = merged(block.data, fields) }
        if !extra.isEmpty { block.extraFields = merged(block.extraFields, extra) }
        if let kind {
            block.type = kind.type
            block.version = kind.version
        }
        workout.blocks[id] = block
        return .applied
    }

    /// `object` (an empty object when it is not one) with each of `members` set, a JSON null removing it.
    static func merged(_ object: JSONValue, _ members: JSONObject) -> JSONValue {
        .object(merged(object.objectValue ?? JSONObject(), members))
    }

    /// `object` with each of `members` set, a JSON null removing it.
    static func merged(_ object: JSONObject, _ members: JSONObject) -> JSONObject {
        var result = object
        for (name, value) in members {
            if value.isNull { result.removeValue(forKey: name) } else { result[name] = value }
        }
        return result
    }

    private static func delete(
        _ id: BlockID, in workout: inout SyncDocument, keys: inout SiblingKeys
    ) -> MergeResult {
        guard let block = workout.blocks[id] else { return .rejected("There is no block \"\(id)\".") }
        if block.isDeleted { return .applied }
        var stack = [id]
        while let next = stack.popLast() {
            guard let doomed = workout.blocks[next] else { continue }
            stack += keys.liveChildren(of: next)
            keys.remove(next, under: doomed.parent, at: doomed.order)
            workout.blocks[next]?.isDeleted = true
        }
        return .applied
    }

    /// Why `parent` cannot take a child, or `nil` when it can (the root always can).
    private static func parentProblem(_ parent: BlockID?, in workout: SyncDocument) -> String? {
        guard let parent else { return nil }
        guard let block = workout.blocks[parent] else { return "There is no parent block \"\(parent)\"." }
        return block.isDeleted ? "The block \"\(parent)\" was deleted." : nil
    }

    /// `order` when no other live sibling under `parent` holds it, otherwise a key strictly between that sibling
    /// and the next live one (as `FractionalIndex.key(between:and:)` makes it), repeated until free.
    static func freeKey(
        _ order: OrderKey, under parent: BlockID?, for id: BlockID, among keys: inout SiblingKeys
    ) -> OrderKey {
        // The key is nearly always free: the index says so in one lookup, with no pass over the blocks or sort of
        // the siblings, which applying a pulled workout of N blocks would otherwise do for each of its N inserts.
        guard keys.isTaken(order, under: parent, byOtherThan: id) else { return order }
        let siblings = keys.siblingKeys(under: parent, excluding: id)
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
