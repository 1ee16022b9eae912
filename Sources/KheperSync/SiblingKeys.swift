internal import KheperCore

/// The live blocks of one workout by parent and order key, which ``MergeState`` keeps beside the workout so that
/// applying a block finds whether its key is taken, and a deleted block finds its children, without a pass over
/// every block of the workout.
struct SiblingKeys: Sendable {
    /// The ids of the live blocks under each parent (`nil` for the root) by the order key they hold.
    private var holders: [BlockID?: [OrderKey: Set<BlockID>]] = [:]

    /// How many blocks building and reading the index has visited: a test reads it to see that applying N blocks
    /// stays linear in N.
    private(set) var blocksVisited = 0

    /// Indexes the live blocks of `workout`: one pass, done once for each workout a state changes.
    init(_ workout: SyncDocument) {
        for block in workout.blocks.values where !block.isDeleted {
            add(block.id, under: block.parent, at: block.order)
        }
        blocksVisited = workout.blocks.count
    }

    /// Records that the live block `id` sits under `parent` at `order`.
    mutating func add(_ id: BlockID, under parent: BlockID?, at order: OrderKey) {
        holders[parent, default: [:]][order, default: []].insert(id)
    }

    /// Records that the block `id` no longer sits under `parent` at `order`: it moved or was deleted.
    mutating func remove(_ id: BlockID, under parent: BlockID?, at order: OrderKey) {
        holders[parent]?[order]?.remove(id)
        if holders[parent]?[order]?.isEmpty == true { holders[parent]?[order] = nil }
        if holders[parent]?.isEmpty == true { holders[parent] = nil }
    }

    /// Whether a live block other than `id` holds `order` under `parent`.
    func isTaken(_ order: OrderKey, under parent: BlockID?, byOtherThan id: BlockID) -> Bool {
        guard let ids = holders[parent]?[order] else { return false }
        return ids.contains { $0 != id }
    }

    /// The keys of the live blocks under `parent` other than `id`, in key order, a key held twice listed twice.
    mutating func siblingKeys(under parent: BlockID?, excluding id: BlockID) -> [OrderKey] {
        var keys: [OrderKey] = []
        for (order, ids) in holders[parent] ?? [:] {
            keys += repeatElement(order, count: ids.count - (ids.contains(id) ? 1 : 0))
        }
        blocksVisited += keys.count
        return keys.sorted()
    }

    /// The live children of `parent`.
    mutating func liveChildren(of parent: BlockID) -> [BlockID] {
        let children = (holders[parent] ?? [:]).values.flatMap { $0 }
        blocksVisited += children.count
        return children
    }
}
