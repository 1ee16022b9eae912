/// A document: an id, a title and a tree of blocks, stored flat so that lookups and edits stay cheap.
///
/// Blocks live in one array, found by id through a table of their positions, and each parent keeps its children
/// sorted by order key, so looking a block up is O(1) and finding a sibling slot is a binary search. Every structural change keeps the
/// invariants: ids are unique, sibling keys strictly increase, and no block is its own ancestor. Nesting rules
/// and the depth limit depend on the registry and are checked by ``BlockRegistry/validate(_:)``.
public struct BlockDocument: Sendable {
    /// The document's stable identifier.
    public var id: DocumentID

    /// The document's title.
    public var title: String

    /// Members of the document envelope other than the standard ones, kept to be written back.
    public var extraFields: JSONObject

    /// The blocks, in no particular order: an array, since a table of nodes by id takes twice the memory.
    private var nodes: [BlockNode] = []
    /// The position of each block in `nodes`.
    private var slots: [BlockID: Int32] = [:]
    private var childLists: [BlockID?: KeyOrderedList<BlockID>] = [:]

    /// Creates an empty document.
    public init(id: DocumentID = .random(), title: String = "", extraFields: JSONObject = JSONObject()) {
        self.id = id
        self.title = title
        self.extraFields = extraFields
    }

    // MARK: Reading

    /// The number of blocks at every depth.
    public var count: Int { nodes.count }

    /// Whether the document has no blocks.
    public var isEmpty: Bool { nodes.isEmpty }

    /// The block with `id`, or `nil`.
    public subscript(id: BlockID) -> BlockNode? { slots[id].map { nodes[Int($0)] } }

    /// Whether a block has `id`.
    public func contains(_ id: BlockID) -> Bool { slots[id] != nil }

    /// The ids of the children of `parent` (the root when `nil`), in order.
    public func childIDs(of parent: BlockID?) -> [BlockID] { childLists[parent, default: KeyOrderedList()].map(\.item) }

    /// The children of `parent` (the root when `nil`), in order.
    public func children(of parent: BlockID?) -> [BlockNode] {
        childLists[parent, default: KeyOrderedList()].compactMap { self[$0.item] }
    }

    /// The number of children of `parent` (the root when `nil`).
    public func childCount(of parent: BlockID?) -> Int { childLists[parent]?.count ?? 0 }

    /// The child at `index` among the children of `parent` (the root when `nil`), or `nil` when `index` is out of
    /// range; O(1), so callers can look at a few siblings around a position without copying the whole list.
    public func child(at index: Int, of parent: BlockID?) -> BlockNode? {
        guard let list = childLists[parent], list.indices.contains(index) else { return nil }
        return self[list[index].item]
    }

    /// The root blocks, in order.
    public var rootBlocks: [BlockNode] { children(of: nil) }

    /// The position of `id` among its siblings, found by binary search.
    public func index(of id: BlockID) -> Int? {
        guard let node = self[id] else { return nil }
        return childLists[node.parentID]?.index(of: id, at: node.order)
    }

    /// How deep `id` sits: 0 for a root block, 1 for its children, and so on, as `RenderInput` counts.
    public func depth(of id: BlockID) -> Int? {
        guard var node = self[id] else { return nil }
        var depth = 0
        while let parent = node.parentID, let next = self[parent] {
            depth += 1
            node = next
        }
        return depth
    }

    /// Whether `ancestor` is `id` itself or one of its ancestors.
    public func isAncestor(_ ancestor: BlockID, of id: BlockID) -> Bool {
        var current: BlockID? = id
        while let candidate = current {
            if candidate == ancestor { return true }
            current = self[candidate]?.parentID
        }
        return false
    }

    /// Every block id in document order: each block before its children, siblings in key order.
    public var allIDs: [BlockID] { ids(from: childIDs(of: nil), reserving: nodes.count) }

    /// The ids of `id` and everything below it, in document order.
    public func subtreeIDs(of id: BlockID) -> [BlockID] { contains(id) ? ids(from: [id], reserving: 1) : [] }

    /// The ids of `starts` and everything below them, each block before its children.
    private func ids(from starts: [BlockID], reserving capacity: Int) -> [BlockID] {
        var result: [BlockID] = []
        result.reserveCapacity(capacity)
        var stack: [BlockID] = starts.reversed()
        while let id = stack.popLast() {
            result.append(id)
            stack += childIDs(of: id).reversed()
        }
        return result
    }

    /// How many levels the subtree of `id` spans: 1 for a block without children, 0 for an unknown id.
    public func subtreeHeight(of id: BlockID) -> Int {
        guard contains(id) else { return 0 }
        var height = 1
        var stack: [(id: BlockID, level: Int)] = [(id, 1)]
        while let (next, level) = stack.popLast() {
            height = max(height, level)
            for child in childIDs(of: next) { stack.append((child, level + 1)) }
        }
        return height
    }

    /// The location of `id` in the document format, such as `blocks[2].children[0]`.
    public func path(of id: BlockID) -> JSONPath? {
        var components: [JSONPath.Component] = []
        var current: BlockID? = id
        while let next = current, let node = self[next] {
            guard let index = index(of: next) else { return nil }
            components.append(.index(index))
            components.append(.key(node.parentID == nil ? "blocks" : "children"))
            current = node.parentID
        }
        return JSONPath(components.reversed())
    }

    // MARK: Order keys

    /// A fresh key for a block placed at `index` among the children of `parent`, between its new neighbours.
    ///
    /// - Throws: ``DocumentError`` when `index` is out of range or the neighbours leave no room.
    public func orderKey(forIndex index: Int, under parent: BlockID?) throws(DocumentError) -> OrderKey {
        let list = childLists[parent, default: KeyOrderedList()]
        guard (0...list.count).contains(index) else {
            throw DocumentError(
                .positionOutOfRange,
                "position \(index) is outside 0...\(list.count) for the children of \(parent?.rawValue ?? "the root")")
        }
        do throws(OrderKeyError) { return try list.key(forIndex: index) } catch {
            throw DocumentError(.orderKeyUnavailable, "no order key fits at position \(index): \(error.message)")
        }
    }

    // MARK: Changing

    /// Makes room for `count` blocks, so a large document read at once is not copied as its table grows.
    public mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        slots.reserveCapacity(count)
    }

    /// Inserts a block under `parent` (the root when `nil`) with the given key.
    ///
    /// - Throws: ``DocumentError`` when the id is taken, the parent does not exist, or a sibling has the key.
    public mutating func insert(_ node: BlockNode) throws(DocumentError) {
        guard !contains(node.id) else {
            throw DocumentError(.duplicateID, "a block with the id \"\(node.id)\" already exists")
        }
        if let parent = node.parentID, !contains(parent) { throw .unknownBlock(parent) }
        try link(node.id, order: node.order, under: node.parentID)
        slots[node.id] = Int32(nodes.count)
        nodes.append(node)
    }

    /// Inserts `content` as a new last child of `parent` (the root when `nil`) and returns its node.
    @discardableResult public mutating func append(
        _ content: BlockContent, id: BlockID = .random(), under parent: BlockID? = nil
    ) throws(DocumentError) -> BlockNode {
        let order = try orderKey(forIndex: childCount(of: parent), under: parent)
        let node = BlockNode(id: id, parentID: parent, order: order, content: content)
        try insert(node)
        return node
    }

    /// Removes `id` and everything below it, returning the removed nodes in document order.
    @discardableResult public mutating func removeSubtree(_ id: BlockID) throws(DocumentError) -> [BlockNode] {
        guard let node = self[id] else { throw .unknownBlock(id) }
        let ids = subtreeIDs(of: id)
        unlink(id, order: node.order, from: node.parentID)
        var removed: [BlockNode] = []
        removed.reserveCapacity(ids.count)
        for removedID in ids {
            childLists[removedID] = nil
            guard let slot = slots.removeValue(forKey: removedID).map(Int.init) else { continue }
            nodes.swapAt(slot, nodes.count - 1)  // The last block takes the removed one's place.
            if slot < nodes.count - 1 { slots[nodes[slot].id] = Int32(slot) }
            removed.append(nodes.removeLast())
        }
        return removed
    }

    /// Moves `id`, with everything below it, under `parent` (the root when `nil`) with a new key.
    ///
    /// - Throws: ``DocumentError`` when a block is unknown, the move would put the block inside itself, or a
    ///   sibling at the destination has the key.
    public mutating func move(_ id: BlockID, under parent: BlockID?, order: OrderKey) throws(DocumentError) {
        guard let slot = slots[id].map(Int.init) else { throw .unknownBlock(id) }
        let node = nodes[slot]
        if let parent {
            guard contains(parent) else { throw .unknownBlock(parent) }
            if isAncestor(id, of: parent) {
                throw DocumentError(.cycle, "the block \"\(id)\" cannot move inside itself")
            }
        }
        if node.parentID == parent && node.order == order { return }
        unlink(id, order: node.order, from: node.parentID)
        do { try link(id, order: order, under: parent) } catch {
            try? link(id, order: node.order, under: node.parentID)
            throw error
        }
        nodes[slot].parentID = parent
        nodes[slot].order = order
    }

    /// Replaces the payload of `id`.
    public mutating func setContent(_ content: BlockContent, of id: BlockID) throws(DocumentError) {
        guard let slot = slots[id] else { throw .unknownBlock(id) }
        nodes[Int(slot)].content = content
    }

    /// Replaces the extra node members of `id`.
    public mutating func setExtraFields(_ fields: JSONObject, of id: BlockID) throws(DocumentError) {
        guard let slot = slots[id] else { throw .unknownBlock(id) }
        nodes[Int(slot)].extraFields = fields
    }

    // MARK: Sibling lists

    private mutating func link(_ id: BlockID, order: OrderKey, under parent: BlockID?) throws(DocumentError) {
        if let taken = childLists[parent, default: KeyOrderedList()].insert(id, at: order) {
            throw DocumentError(
                .orderKeyTaken, "the order key \"\(order)\" is already used by the sibling \"\(taken)\"")
        }
    }

    private mutating func unlink(_ id: BlockID, order: OrderKey, from parent: BlockID?) {
        guard var list = childLists.removeValue(forKey: parent) else { return }
        list.remove(id, at: order)
        if !list.isEmpty { childLists[parent] = list }
    }
}

extension BlockDocument: Hashable {
    /// True when both have the same envelope, the same blocks and the same tree, however their storage is laid out.
    public static func == (lhs: BlockDocument, rhs: BlockDocument) -> Bool {
        guard (lhs.id, lhs.title, lhs.extraFields) == (rhs.id, rhs.title, rhs.extraFields) else { return false }
        return lhs.childLists == rhs.childLists && lhs.nodes.allSatisfy { rhs[$0.id] == $0 }
    }

    /// Hashes the envelope and the tree; equal documents have the same tree, so the same hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(extraFields)
        hasher.combine(childLists)
    }
}
