import KheperCore

extension BlockDocument {
    /// Brings every block a transaction names to its state on one side: `after` when `forward`, else `before`.
    ///
    /// Blocks that change place are first parked at the root end, removed blocks are removed, parents with many
    /// re-keyed children are rebuilt in one pass, and then every block is placed at its target, parents first.
    /// The cost is proportional to the transaction, except for rebuilt parents, which cost their child count.
    mutating func apply(_ transaction: EditTransaction, forward: Bool, registry: BlockRegistry) {
        var placements: [BlockRecord] = []
        var isNew: Set<BlockID> = []
        var removals: [BlockID] = []
        var payloads: [BlockRecord] = []
        var rekeysByParent: [BlockID?: Int] = [:]
        for change in transaction.changes {
            let from = forward ? change.before : change.after
            let to = forward ? change.after : change.before
            switch (from, to) {
            case (nil, nil):
                continue
            case (nil, let to?):
                placements.append(to)
                isNew.insert(to.id)
            case (_?, nil):
                removals.append(change.id)
            case (let from?, let to?):
                if from.isPlacedDifferently(from: to) {
                    placements.append(to)
                    if from.parentID == to.parentID { rekeysByParent[to.parentID, default: 0] += 1 }
                }
                if from.hasDifferentPayload(from: to) { payloads.append(to) }
            }
        }
        let bulkParents = Set(rekeysByParent.filter { $0.value >= Self.bulkRekeyCount }.keys)
        var bulkKeys: [BlockID: OrderKey] = [:]
        var pending: [BlockRecord] = []
        for record in placements {
            if !isNew.contains(record.id), bulkParents.contains(record.parentID),
                self[record.id]?.parentID == record.parentID
            {
                bulkKeys[record.id] = record.order
                continue
            }
            if !isNew.contains(record.id) { park(record.id) }
            pending.append(record)
        }
        for id in removals.reversed() where contains(id) {
            _ = try? removeSubtree(id)
        }
        for parent in bulkParents {
            rebuildChildren(of: parent, keys: bulkKeys)
        }
        let moving = Set(pending.map(\.id))
        while !pending.isEmpty {
            var waiting: [BlockRecord] = []
            for record in pending {
                if let parent = record.parentID, !contains(parent) {
                    waiting.append(record)
                    continue
                }
                place(record, isNew: isNew.contains(record.id), moving: moving, registry: registry)
            }
            guard waiting.count < pending.count else {
                assertionFailure("a transaction names parents that never appear")
                break
            }
            pending = waiting
        }
        for record in payloads {
            let node = registry.node(from: record)
            try? setContent(node.content, of: record.id)
            try? setExtraFields(node.extraFields, of: record.id)
        }
        if let title = forward ? transaction.titleAfter : transaction.titleBefore { self.title = title }
    }

    /// How many re-keyed children of one parent make rebuilding its child list cheaper than moving each.
    static let bulkRekeyCount = 32

    /// Moves a block, with its subtree, to a fresh key at the root's end, out of the way of every target.
    private mutating func park(_ id: BlockID) {
        guard let key = try? orderKey(forIndex: childCount(of: nil), under: nil) else { return }
        try? move(id, under: nil, order: key)
    }

    /// Puts a block at its target place, parking a block of the same transaction that holds the key.
    private mutating func place(_ record: BlockRecord, isNew: Bool, moving: Set<BlockID>, registry: BlockRegistry) {
        for attempt in 0..<2 {
            do {
                if isNew {
                    try insert(registry.node(from: record))
                } else {
                    try move(record.id, under: record.parentID, order: record.order)
                }
                return
            } catch {
                guard attempt == 0, error.code == .orderKeyTaken,
                    let occupant = children(of: record.parentID).first(where: { $0.order == record.order }),
                    moving.contains(occupant.id)
                else {
                    assertionFailure("a transaction could not place \(record.id): \(error)")
                    return
                }
                park(occupant.id)
            }
        }
    }

    /// Removes every child of `parent` from the end (cheap for sorted lists), gives the re-keyed ones their new
    /// keys, and puts them all back in key order with their subtrees.
    private mutating func rebuildChildren(of parent: BlockID?, keys: [BlockID: OrderKey]) {
        var subtrees: [[BlockNode]] = []
        for id in childIDs(of: parent).reversed() {
            guard var nodes = try? removeSubtree(id), !nodes.isEmpty else { continue }
            if let key = keys[id] { nodes[0].order = key }
            subtrees.append(nodes)
        }
        subtrees.sort { $0[0].order < $1[0].order }
        for nodes in subtrees {
            for node in nodes {
                do {
                    try insert(node)
                } catch {
                    assertionFailure("rebuilding the children of \(parent?.rawValue ?? "the root") failed: \(error)")
                }
            }
        }
    }
}
