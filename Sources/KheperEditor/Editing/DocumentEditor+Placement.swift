import KheperCore

extension DocumentEditor {
    /// The parent and sibling index a point names, in the current document.
    func resolve(_ point: InsertionPoint) throws(EditorError) -> (parent: BlockID?, index: Int) {
        switch point {
        case .before(let reference), .after(let reference):
            guard let node = document[reference], let index = document.index(of: reference) else {
                throw .unknownBlock(reference)
            }
            if case .after = point { return (node.parentID, index + 1) }
            return (node.parentID, index)
        case .firstChild(let parent):
            guard document.contains(parent) else { throw .unknownBlock(parent) }
            return (parent, 0)
        case .lastChild(let parent):
            guard document.contains(parent) else { throw .unknownBlock(parent) }
            return (parent, document.childCount(of: parent))
        case .rootStart:
            return (nil, 0)
        case .rootEnd:
            return (nil, document.childCount(of: nil))
        }
    }

    /// Checks that a block with `content`, whose subtree is `height` levels tall, may go under `parent`, which
    /// gains `adding` children, by the registry's placement rules.
    func checkPlacement(
        of content: BlockContent,
        height: Int,
        under parent: BlockID?,
        adding: Int
    ) throws(EditorError) {
        let context: PlacementContext
        if let parent {
            guard let parentNode = document[parent] else { throw .unknownBlock(parent) }
            context = .inside(
                parentNode.content.registeredKind, id: parent, depth: (document.depth(of: parent) ?? 0) + 1,
                childCount: document.childCount(of: parent))
        } else {
            context = .root(childCount: document.childCount(of: nil))
        }
        try check(content, height: height, at: context, adding: adding)
    }

    /// Throws the registry's first reason a block with `content` may not go at `context`, as an editor error.
    func check(_ content: BlockContent, height: Int, at context: PlacementContext, adding: Int) throws(EditorError) {
        guard
            let refusal = registry.placementRefusal(
                of: content.registeredKind, writtenAs: content.kind, height: height, at: context, adding: adding)
        else { return }
        throw EditorError(refusal.code == .notAContainer ? .notAContainer : .nestingNotAllowed, refusal.message)
    }

    /// `a set block`, `an exercise block`, for messages.
    static func phrase(_ content: BlockContent) -> String {
        content.kind.withArticle + " block"
    }

    /// The row of a block, or an error naming the block when its fields cannot be written.
    func record(of node: BlockNode) throws(EditorError) -> BlockRecord {
        do {
            return try registry.record(of: node)
        } catch {
            throw EditorError(.invalidValue, error.message)
        }
    }

    /// The row of an existing block.
    func record(of id: BlockID) throws(EditorError) -> BlockRecord {
        guard let node = document[id] else { throw .unknownBlock(id) }
        return try record(of: node)
    }

    /// A fresh key at `index` among the children of `parent`.
    func orderKey(forIndex index: Int, under parent: BlockID?) throws(EditorError) -> OrderKey {
        if jittersOrderKeys, (0...document.childCount(of: parent)).contains(index) {
            var generator = SystemRandomNumberGenerator()
            let before = index > 0 ? document.child(at: index - 1, of: parent)?.order.rawValue : nil
            let after = document.child(at: index, of: parent)?.order.rawValue
            if let text = try? FractionalIndex.key(between: before, and: after, jitter: &generator),
                let key = OrderKey(validating: text)
            {
                return key
            }
        }
        do {
            return try document.orderKey(forIndex: index, under: parent)
        } catch {
            throw EditorError(.invalidPosition, error.message)
        }
    }

    /// When any of `placing` is longer than the threshold, fresh keys for a window of at most
    /// ``rebalanceWindow`` blocks around `gap` (the placed ones and their nearest siblings, skipping `excluding`),
    /// strictly between the siblings just outside it; `nil` when no rebalance is needed or no keys fit.
    ///
    /// `gap` is the position in the current child list of `parent` that `placing` (in final order) goes into.
    /// Only siblings within ``rebalanceReach`` positions of the gap on each side are read (the window's
    /// neighbours plus one bound beyond them), so this works unchanged on a partially loaded document that holds
    /// the 33 nearest siblings on each side of the gap. See ``RebalanceWindow``.
    ///
    /// No key longer than `OrderKey.maximumLength` is ever returned or left to a placed block: when the window's
    /// keys would be (its bounds already long and close), the whole sibling list is respaced, if this editor holds
    /// it (``respacesWholeLists``); otherwise the placement is refused.
    ///
    /// - Throws: `editor.invalid-position` when only a key over the maximum would fit and the list cannot be
    ///   respaced here.
    func rebalancedKeys(
        under parent: BlockID?,
        at gap: Int,
        placing: [(id: BlockID, order: OrderKey)],
        excluding: Set<BlockID> = []
    ) throws(EditorError) -> [BlockID: OrderKey]? {
        let threshold = min(rebalanceThreshold, OrderKey.maximumLength)
        guard placing.contains(where: { $0.order.rawValue.utf8.count > threshold }) else { return nil }
        let window = RebalanceWindow(gap: gap, placing: placing.map(\.id), excluding: excluding) { index in
            document.child(at: index, of: parent).map { RebalanceWindow.Sibling(id: $0.id, order: $0.order) }
        }
        if let keys = window.keys(), keys.values.allSatisfy(\.isWithinMaximumLength) { return keys }
        if respacesWholeLists {
            let current = document.childIDs(of: parent).filter { !excluding.contains($0) }
            let kept = gap - document.childIDs(of: parent).prefix(gap).filter { excluding.contains($0) }.count
            let ids = current.prefix(kept) + placing.map(\.id) + current.dropFirst(kept)
            if let keys = try? OrderKey.rebalanced(count: ids.count) {
                return Dictionary(uniqueKeysWithValues: zip(ids, keys))
            }
        }
        guard placing.allSatisfy(\.order.isWithinMaximumLength) else {
            throw EditorError(
                .invalidPosition,
                "no order key of at most \(OrderKey.maximumLength) characters fits between the blocks around this "
                    + "place; open the workout in `kheper edit`, which respaces the whole list, or place it elsewhere")
        }
        return nil
    }

    /// The changes that give existing siblings their rebalanced keys, skipping the blocks the operation places.
    func rekeyChanges(_ keys: [BlockID: OrderKey], skipping: Set<BlockID>) throws(EditorError) -> [BlockChange] {
        var changes: [BlockChange] = []
        for (id, key) in keys where !skipping.contains(id) {
            guard let node = document[id], node.order != key else { continue }
            let before = try record(of: node)
            var after = before
            after.order = key
            changes.append(BlockChange(id: id, before: before, after: after))
        }
        changes.sort { ($0.after?.order ?? .first) < ($1.after?.order ?? .first) }
        return changes
    }
}
