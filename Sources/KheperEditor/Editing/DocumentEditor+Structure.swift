public import KheperCore

extension DocumentEditor {
    /// Inserts `content` as a new block at `point`.
    @discardableResult
    public mutating func insert(
        _ content: BlockContent,
        at point: InsertionPoint
    ) throws(EditorError) -> (id: BlockID, changes: ChangeSet) {
        let (parent, index) = try resolve(point)
        try checkPlacement(of: content, height: 1, under: parent, adding: 1)
        let id = BlockID.random()
        var key = try orderKey(forIndex: index, under: parent)
        var changes: [BlockChange] = []
        if let keys = try rebalancedKeys(under: parent, at: index, placing: [(id, key)]) {
            key = keys[id] ?? key
            changes += try rekeyChanges(keys, skipping: [id])
        }
        let record = try record(of: BlockNode(id: id, parentID: parent, order: key, content: content))
        changes.insert(BlockChange(id: id, before: nil, after: record), at: 0)
        return (id, commit(EditTransaction(label: "insert", changes: changes)))
    }

    /// Inserts a new block of `kind` at `point`, read from `shorthand` when given, else the kind's default.
    @discardableResult
    public mutating func insertNew(
        kind: BlockKind,
        shorthand: String? = nil,
        at point: InsertionPoint
    ) throws(EditorError) -> (id: BlockID, changes: ChangeSet) {
        guard let definition = registry.definition(for: kind) else {
            throw EditorError(.unknownKind, "no block kind \"\(kind)\" is registered")
        }
        let block: AnyBlock
        if let shorthand {
            do {
                block = try definition.parseShorthand(shorthand)
            } catch {
                throw EditorError(
                    .shorthand,
                    "the \"\(kind)\" shorthand \(JSONValue.string(shorthand)) cannot be read: \(error.message)")
            }
        } else {
            block = definition.makeDefault()
        }
        return try insert(.known(block), at: point)
    }

    /// Moves a block, with its children, to `point`; moving it next to itself changes nothing.
    @discardableResult
    public mutating func move(_ id: BlockID, to point: InsertionPoint) throws(EditorError) -> ChangeSet {
        guard let node = document[id], let current = document.index(of: id) else { throw .unknownBlock(id) }
        let (parent, index) = try resolve(point)
        if let parent, document.isAncestor(id, of: parent) {
            throw EditorError(.invalidPosition, "the block \"\(id)\" cannot be moved inside itself")
        }
        if parent == node.parentID {
            if index == current || index == current + 1 { return ChangeSet() }
        } else {
            try checkPlacement(of: node.content, height: document.subtreeHeight(of: id), under: parent, adding: 1)
        }
        var key = try orderKey(forIndex: index, under: parent)
        var changes: [BlockChange] = []
        if let keys = try rebalancedKeys(under: parent, at: index, placing: [(id, key)], excluding: [id]) {
            key = keys[id] ?? key
            changes += try rekeyChanges(keys, skipping: [id])
        }
        let before = try record(of: node)
        var after = before
        after.parentID = parent
        after.order = key
        changes.insert(BlockChange(id: id, before: before, after: after), at: 0)
        return commit(EditTransaction(label: "move", changes: changes))
    }

    /// Deletes a block with everything below it; undo restores them all.
    @discardableResult
    public mutating func delete(_ id: BlockID) throws(EditorError) -> ChangeSet {
        guard document.contains(id) else { throw .unknownBlock(id) }
        var changes: [BlockChange] = []
        for removed in document.subtreeIDs(of: id) {
            changes.append(BlockChange(id: removed, before: try record(of: removed), after: nil))
        }
        return commit(EditTransaction(label: "delete", changes: changes))
    }

    /// Deletes several blocks, each with everything below it, as one undo step; a block listed twice, or below
    /// another listed block, is deleted once.
    @discardableResult
    public mutating func delete(_ ids: [BlockID]) throws(EditorError) -> ChangeSet {
        var seen: Set<BlockID> = []
        var changes: [BlockChange] = []
        for id in ids {
            guard document.contains(id) else { throw .unknownBlock(id) }
            for removed in document.subtreeIDs(of: id) where seen.insert(removed).inserted {
                changes.append(BlockChange(id: removed, before: try record(of: removed), after: nil))
            }
        }
        return commit(EditTransaction(label: "delete", changes: changes))
    }

    /// Copies a block and everything below it, with fresh ids, right after the original.
    @discardableResult
    public mutating func duplicate(_ id: BlockID) throws(EditorError) -> (id: BlockID, changes: ChangeSet) {
        guard let node = document[id], let index = document.index(of: id) else { throw .unknownBlock(id) }
        let parent = node.parentID
        try checkPlacement(of: node.content, height: document.subtreeHeight(of: id), under: parent, adding: 1)
        let copyID = BlockID.random()
        var key = try orderKey(forIndex: index + 1, under: parent)
        var changes: [BlockChange] = []
        var rekeys: [BlockChange] = []
        if let keys = try rebalancedKeys(under: parent, at: index + 1, placing: [(copyID, key)]) {
            key = keys[copyID] ?? key
            rekeys = try rekeyChanges(keys, skipping: [copyID])
        }
        var newIDs: [BlockID: BlockID] = [id: copyID]
        for original in document.subtreeIDs(of: id) {
            var record = try record(of: original)
            let fresh = newIDs[original] ?? BlockID.random()
            newIDs[original] = fresh
            record.id = fresh
            if original == id {
                record.order = key
            } else if let oldParent = record.parentID {
                record.parentID = newIDs[oldParent]
            }
            changes.append(BlockChange(id: fresh, before: nil, after: record))
        }
        return (copyID, commit(EditTransaction(label: "duplicate", changes: changes + rekeys)))
    }

    /// Wraps adjacent siblings, in order, into a new container that takes their place.
    @discardableResult
    public mutating func wrap(
        _ ids: [BlockID],
        in container: BlockContent
    ) throws(EditorError) -> (id: BlockID, changes: ChangeSet) {
        guard !ids.isEmpty else { throw EditorError(.invalidPosition, "there are no blocks to wrap") }
        var placed: [(index: Int, node: BlockNode)] = []
        for id in ids {
            guard let node = document[id], let index = document.index(of: id) else { throw .unknownBlock(id) }
            placed.append((index, node))
        }
        guard Set(ids).count == ids.count else {
            throw EditorError(.invalidPosition, "a block is listed more than once among the blocks to wrap")
        }
        let parent = placed[0].node.parentID
        if let other = placed.first(where: { $0.node.parentID != parent }) {
            throw EditorError(
                .notAdjacent,
                "the blocks \"\(ids[0])\" and \"\(other.node.id)\" are not siblings, so they cannot be wrapped together"
            )
        }
        placed.sort { $0.index < $1.index }
        for (previous, next) in zip(placed, placed.dropFirst()) where next.index != previous.index + 1 {
            throw EditorError(
                .notAdjacent,
                "the blocks \"\(previous.node.id)\" and \"\(next.node.id)\" are not adjacent, so they cannot be "
                    + "wrapped together"
            )
        }
        guard let containerKind = container.registeredKind,
            registry.definition(for: containerKind)?.nesting.isContainer == true
        else {
            throw EditorError(.notAContainer, "\(Self.phrase(container)) cannot hold other blocks")
        }
        let height = 1 + placed.map { document.subtreeHeight(of: $0.node.id) }.max()!
        try checkPlacement(of: container, height: height, under: parent, adding: 1 - placed.count)
        let containerDepth = parent.flatMap(document.depth(of:)).map { $0 + 1 } ?? 0
        let inside = PlacementContext.inside(containerKind, depth: containerDepth + 1)
        for entry in placed {
            try check(
                entry.node.content, height: document.subtreeHeight(of: entry.node.id), at: inside, adding: placed.count)
        }
        let containerID = BlockID.random()
        let node = BlockNode(id: containerID, parentID: parent, order: placed[0].node.order, content: container)
        var changes = [BlockChange(id: containerID, before: nil, after: try record(of: node))]
        for entry in placed {
            let before = try record(of: entry.node)
            var after = before
            after.parentID = containerID
            changes.append(BlockChange(id: entry.node.id, before: before, after: after))
        }
        return (containerID, commit(EditTransaction(label: "wrap", changes: changes)))
    }

    /// Removes a container and puts its children, in order, in its place.
    @discardableResult
    public mutating func unwrap(_ id: BlockID) throws(EditorError) -> ChangeSet {
        guard let node = document[id], let index = document.index(of: id) else { throw .unknownBlock(id) }
        if let kind = node.content.registeredKind, registry.definition(for: kind)?.nesting.isContainer == false {
            throw EditorError(
                .notAContainer, "the \"\(kind)\" block \"\(id)\" holds no blocks, so it cannot be unwrapped")
        }
        let parent = node.parentID
        let children = document.children(of: id)
        for child in children {
            try checkPlacement(of: child.content, height: 1, under: parent, adding: children.count - 1)
        }
        var changes: [BlockChange] = []
        if !children.isEmpty {
            let low = try orderKey(forIndex: index, under: parent)
            let high = try orderKey(forIndex: index + 1, under: parent)
            var keys: [OrderKey]
            do throws(OrderKeyError) {
                keys = try OrderKey.keys(between: low, high, count: children.count)
            } catch {
                throw EditorError(
                    .invalidPosition, "no order keys fit in place of the block \"\(id)\": \(error.message)")
            }
            let placing = zip(children, keys).map { (id: $0.id, order: $1) }
            if let rebalanced = try rebalancedKeys(under: parent, at: index, placing: placing, excluding: [id]) {
                keys = children.map { rebalanced[$0.id] ?? .first }
                changes += try rekeyChanges(rebalanced, skipping: Set(children.map(\.id)))
            }
            var moves: [BlockChange] = []
            for (child, key) in zip(children, keys) {
                let before = try record(of: child)
                var after = before
                after.parentID = parent
                after.order = key
                moves.append(BlockChange(id: child.id, before: before, after: after))
            }
            changes = moves + changes
        }
        changes.append(BlockChange(id: id, before: try record(of: node), after: nil))
        return commit(EditTransaction(label: "unwrap", changes: changes))
    }
}
