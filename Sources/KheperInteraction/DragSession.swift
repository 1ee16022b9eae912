public import KheperCore
public import KheperEditor

/// One drag of a block in an outline of visible rows, from the long press to the drop: each pointer move gives
/// a target, an indicator, a live preview and an auto-scroll hint; ending applies exactly one editor transaction.
///
/// A container travels with its children as one dragged item: from ``begin(pressing:in:document:registry:autoScroll:)``
/// on, its rows are taken out of the list, and ``DragInput/row`` indexes the rows that remain
/// (``remainingRows``). The pointer picks a gap between those rows; its horizontal translation proposes a depth,
/// clamped to the depths the outline allows at that gap (from the next row's depth to one below the row above
/// when that row is an open container, else that row's depth).
///
/// **Disallowed positions snap.** When the nesting rules refuse the proposed depth, the target snaps to the
/// nearest allowed depth at the same gap (the shallower one on a tie), and ``DragUpdate/isSnapped`` says so:
/// dragging a chart to indent under a set snaps back to the root level at that gap. The user's vertical intent
/// is kept and the indicator never shows a place the drop would not go. Only when no depth at the gap is
/// allowed is the target marked not allowed (``DragUpdate/isAllowed`` is `false`, the target is
/// ``DropTarget/none``, the preview shows the rows unchanged, and ``DragUpdate/refusal`` says which rule refused
/// the proposed depth), and ending there changes nothing; ``preview(at:)`` draws the block where it was tried.
///
/// The rules are the editor's own: a block staying under its parent is always allowed; otherwise the parent must
/// be a container that accepts the kind and has room, and the depth limit must hold, as
/// `BlockRegistry.placementRefusal(of:writtenAs:height:at:adding:)` answers. Collapsed containers take no drops
/// inside; expand one to drop into it. An update costs O(depth of the row above the gap) and reads the preview
/// without copying rows; beginning costs O(visible rows).
public struct DragSession: Sendable {
    /// The block being dragged.
    public let draggedID: BlockID

    /// The rows as they were when the drag began.
    public let originalRows: [VisibleRow]

    /// The rows without the dragged block and its visible descendants: what ``DragInput/row`` indexes.
    public let remainingRows: [VisibleRow]

    /// The edge bands that produce auto-scroll hints.
    public var autoScrollZone: AutoScrollZone

    /// The latest update, or `nil` before the first.
    public private(set) var lastUpdate: DragUpdate?

    /// The dragged block's row and the rows of its visible descendants.
    private let draggedRows: [VisibleRow]

    /// Where the dragged rows were, as a gap in `remainingRows`.
    private let originGap: Int

    /// For each remaining row, the index of its parent's row, or -1 for a root row.
    private let parentRows: [Int]

    /// The dragged block's parent when the drag began.
    private let originalParent: BlockID?

    /// The dragged block's kind, `nil` when unknown.
    private let draggedKind: BlockKind?

    /// How many levels the dragged subtree spans, hidden descendants included.
    private let subtreeHeight: Int

    /// The document the rows show.
    private let document: BlockDocument

    /// The rules placements are checked against.
    private let registry: BlockRegistry

    private init(
        index: Int,
        rows: [VisibleRow],
        document: BlockDocument,
        registry: BlockRegistry,
        autoScrollZone: AutoScrollZone
    ) {
        let pressed = rows[index]
        var end = index + 1
        while end < rows.count && rows[end].depth > pressed.depth { end += 1 }
        var remaining = rows
        remaining.removeSubrange(index..<end)
        var parents: [Int] = []
        parents.reserveCapacity(remaining.count)
        var ancestors: [Int] = []  // the open rows above, shallowest first
        for (position, row) in remaining.enumerated() {
            while let last = ancestors.last, remaining[last].depth >= row.depth { ancestors.removeLast() }
            parents.append(ancestors.last ?? -1)
            ancestors.append(position)
        }
        self.draggedID = pressed.id
        self.originalRows = rows
        self.remainingRows = remaining
        self.autoScrollZone = autoScrollZone
        self.draggedRows = Array(rows[index..<end])
        self.originGap = index
        self.parentRows = parents
        self.originalParent = document[pressed.id]?.parentID
        self.draggedKind = document[pressed.id]?.content.registeredKind
        self.subtreeHeight = document.subtreeHeight(of: pressed.id)
        self.document = document
        self.registry = registry
    }

    /// Starts a drag with a long press on `rows[index]`, or returns `nil` when no row or block is there.
    ///
    /// `rows` must show `document`, as ``VisibleRow/rows(of:collapsed:registry:)`` builds them.
    public static func begin(
        pressing index: Int,
        in rows: [VisibleRow],
        document: BlockDocument,
        registry: BlockRegistry,
        autoScroll: AutoScrollZone = AutoScrollZone()
    ) -> DragSession? {
        guard rows.indices.contains(index), document.contains(rows[index].id) else { return nil }
        return DragSession(
            index: index, rows: rows, document: document, registry: registry, autoScrollZone: autoScroll)
    }

    /// The preview before any move, and after a cancel: the rows as they were.
    public var restingPreview: DragPreview {
        DragPreview(remaining: remainingRows, dragged: draggedRows, gap: originGap, depthShift: 0)
    }

    /// Moves the pointer and returns what the drop would do there; O(depth) with no row copied.
    @discardableResult
    public mutating func update(_ input: DragInput) -> DragUpdate {
        let update = evaluate(input)
        lastUpdate = update
        return update
    }

    /// Ends the drag, applying the last update's target to `editor` as one transaction (one undo step).
    ///
    /// Nothing is applied when there was no update, the target is ``DropTarget/none``, or the block would land
    /// where it started.
    @discardableResult
    public func end(applyingTo editor: inout DocumentEditor) throws(EditorError) -> DragOutcome {
        guard let target = lastUpdate?.target else { return .unchanged }
        switch target {
        case .trash:
            let changes = try editor.delete(draggedID)
            return .deleted(draggedID, changes: changes)
        case .none:
            return .unchanged
        case .between, .firstChild, .lastChild:
            guard let point = target.insertionPoint else { return .unchanged }
            let changes = try editor.move(draggedID, to: point)
            return changes.isEmpty ? .unchanged : .moved(draggedID, to: point, changes: changes)
        }
    }

    /// The rows with the dragged block at `indicator`'s gap and depth, whether or not the rules let it drop there:
    /// what a refused drop shows, so the person sees where it was tried.
    public func preview(at indicator: DropIndicator) -> DragPreview {
        DragPreview(
            remaining: remainingRows, dragged: draggedRows, gap: min(max(0, indicator.gap), remainingRows.count),
            depthShift: indicator.depth - draggedRows[0].depth)
    }

    /// Abandons the drag; nothing changes, and the returned preview shows the rows as they were.
    public func cancel() -> DragPreview {
        restingPreview
    }

    // MARK: Evaluating a pointer position

    private func evaluate(_ input: DragInput) -> DragUpdate {
        let autoScroll = autoScrollZone.hint(pointerY: input.pointerY, viewportHeight: input.viewportHeight)
        if input.overTrash {
            return DragUpdate(
                target: .trash,
                indicator: nil,
                isAllowed: true,
                isSnapped: false,
                preview: DragPreview(remaining: remainingRows, dragged: draggedRows, gap: nil, depthShift: 0),
                autoScroll: autoScroll
            )
        }
        let count = remainingRows.count
        let gap: Int
        if input.row < 0 {
            gap = 0
        } else if input.row >= count {
            gap = count
        } else {
            gap = input.row + (input.fraction >= 0.5 ? 1 : 0)
        }
        let above: VisibleRow? = gap > 0 ? remainingRows[gap - 1] : nil
        let below: VisibleRow? = gap < count ? remainingRows[gap] : nil
        let lowest = max(0, below?.depth ?? 0)
        var highest = above.map { $0.isContainer && !$0.isCollapsed ? $0.depth + 1 : $0.depth } ?? 0
        highest = max(highest, lowest)
        let draggedDepth = draggedRows[0].depth
        let wanted = Double(draggedDepth) + (input.indentation.isFinite ? input.indentation : 0)
        let proposed = Int(min(max(wanted.rounded(), Double(lowest)), Double(highest)))

        // chain[d]: the row above the gap's ancestor-or-self at depth d, the parent of a drop at depth d + 1.
        var chain: [Int] = []
        if let above {
            chain = Array(repeating: -1, count: max(0, above.depth) + 1)
            var index = gap - 1
            while index >= 0 {
                let depth = remainingRows[index].depth
                if depth >= 0 && depth < chain.count { chain[depth] = index }
                index = parentRows[index]
            }
        }
        func parentRow(atDepth depth: Int) -> Int? {
            guard depth > 0, depth - 1 < chain.count, chain[depth - 1] >= 0 else { return nil }
            return chain[depth - 1]
        }

        var chosen: Int?
        for distance in 0...(highest - lowest) {
            for depth in [proposed - distance, proposed + distance] where (lowest...highest).contains(depth) {
                if chosen == nil && refusal(depth: depth, parent: parentRow(atDepth: depth)) == nil { chosen = depth }
            }
            if chosen != nil { break }
        }
        guard let depth = chosen else {
            return DragUpdate(
                target: .none,
                indicator: DropIndicator(gap: gap, depth: proposed),
                isAllowed: false,
                isSnapped: false,
                preview: restingPreview,
                autoScroll: autoScroll,
                refusal: refusal(depth: proposed, parent: parentRow(atDepth: proposed))
            )
        }
        let target: DropTarget
        if let above, above.depth == depth - 1 {
            target = .firstChild(of: above.id)
        } else if let below, below.depth == depth {
            target = .between(.before(below.id))
        } else if let parent = parentRow(atDepth: depth) {
            target = .lastChild(of: remainingRows[parent].id)
        } else {
            target = .between(.rootEnd)
        }
        return DragUpdate(
            target: target,
            indicator: DropIndicator(gap: gap, depth: depth),
            isAllowed: true,
            isSnapped: depth != proposed,
            preview: DragPreview(
                remaining: remainingRows, dragged: draggedRows, gap: gap, depthShift: depth - draggedDepth),
            autoScroll: autoScroll
        )
    }

    /// Why the editor would refuse the dragged block at `depth` under the row `parent` (the root when `nil`), by
    /// the nesting rule that refuses it; `nil` when the editor would accept it.
    private func refusal(depth: Int, parent: Int?) -> PlacementRefusal? {
        let parentID = parent.map { remainingRows[$0].id }
        guard depth == 0 || parent != nil, parentID.map({ document[$0] != nil }) ?? true else {
            return PlacementRefusal(.notAContainer, "no block at that depth here can hold it")
        }
        if parentID == originalParent { return nil }
        let context: PlacementContext
        if let parentID, let parentNode = document[parentID] {
            context = .inside(
                parentNode.content.registeredKind, id: parentID, depth: depth,
                childCount: document.childCount(of: parentID))
        } else {
            context = .root()
        }
        return registry.placementRefusal(of: draggedKind, height: subtreeHeight, at: context)
    }
}
