import KheperCore
import KheperEditor
import KheperInteraction

extension OutlineEditor {
    /// The most blocks a change may place or remove for the rows to be patched; a bigger one rebuilds them.
    static let patchLimit = 256

    /// Brings the rows up to date after `changes` and puts the focus on `id` when it is shown.
    ///
    /// Only the rows of the blocks the change removed, moved or inserted are taken out and put back, found by a
    /// scan of the rows' ids; the rows of blocks it did not touch are not read from the document again, so an edit
    /// in a workout of ten thousand blocks costs a scan, not a rebuild. Debug builds check the result against a
    /// rebuild. When the session read another writer's change first, the rows are rebuilt.
    mutating func applyChanges(_ changes: ChangeSet, focusing id: BlockID?) {
        collapsed = collapsed.filter { document.contains($0) }
        let placed = changes.inserted + changes.moved
        let onlyOwnChange = lastRevisionStep == (changes.isEmpty ? 0 : 1)
        if !onlyOwnChange || changes.removed.count + placed.count > Self.patchLimit || !patchRows(changes) {
            rebuildRows(focusing: id)
            return
        }
        if let id, let index = rows.firstIndex(where: { $0.id == id }) {
            focus = index
        } else {
            focus = min(max(focus, 0), max(rows.count - 1, 0))
        }
        assert(
            rows == VisibleRow.rows(of: document, collapsed: collapsed, registry: registry),
            "the patched rows differ from the document's")
    }

    /// Takes out the rows of removed and moved blocks and puts moved and inserted ones back, parents first;
    /// returns `false` when a block's place cannot be found, so the caller rebuilds.
    private mutating func patchRows(_ changes: ChangeSet) -> Bool {
        for id in changes.removed + changes.moved { removeRows(of: id) }
        let placing = (changes.inserted + changes.moved).filter { document.contains($0) }.map { id in
            (id: id, depth: document.depth(of: id) ?? 0, index: document.index(of: id) ?? 0)
        }.sorted { ($0.depth, $0.index) < ($1.depth, $1.index) }
        for entry in placing where !insertRows(of: entry.id) { return false }
        return true
    }

    /// Removes the row of `id` and the rows below it, if it is shown.
    private mutating func removeRows(of id: BlockID) {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
        rows.removeSubrange(index..<subtreeEnd(of: index))
    }

    /// The index after the last row below the row at `index`.
    func subtreeEnd(of index: Int) -> Int {
        var end = index + 1
        while end < rows.count, rows[end].depth > rows[index].depth { end += 1 }
        return end
    }

    /// Puts the rows of `id` and its shown descendants in place, unless they are shown already or its parent is
    /// hidden or closed; `false` when its previous sibling is not shown, which a patch in order never meets.
    private mutating func insertRows(of id: BlockID) -> Bool {
        guard !rows.contains(where: { $0.id == id }), let node = document[id] else { return true }
        var depth = 0
        var position = 0
        if let parent = node.parentID {
            guard let parentIndex = rows.firstIndex(where: { $0.id == parent }), !rows[parentIndex].isCollapsed
            else { return true }
            depth = rows[parentIndex].depth + 1
            position = parentIndex + 1
        }
        if let index = document.index(of: id), index > 0,
            let previous = document.child(at: index - 1, of: node.parentID)
        {
            guard let previousIndex = rows[position...].firstIndex(where: { $0.id == previous.id }) else {
                return false
            }
            position = subtreeEnd(of: previousIndex)
        }
        rows.insert(contentsOf: subtreeRows(of: id, depth: depth), at: position)
        return true
    }

    /// The rows of `id` at `depth` and of its descendants not below a closed container.
    func subtreeRows(of id: BlockID, depth: Int) -> [VisibleRow] {
        VisibleRow.rows(ofSubtree: id, atDepth: depth, in: document, collapsed: collapsed, registry: registry)
    }

    /// Closes the focused container: its descendants' rows go.
    mutating func collapseFocused() {
        guard rows.indices.contains(focus) else { return }
        collapsed.insert(rows[focus].id)
        rows.removeSubrange((focus + 1)..<subtreeEnd(of: focus))
        rows[focus].isCollapsed = true
    }

    /// Opens the focused container: its descendants' rows come back.
    mutating func expandFocused() {
        guard rows.indices.contains(focus) else { return }
        let row = rows[focus]
        collapsed.remove(row.id)
        rows.replaceSubrange(focus...focus, with: subtreeRows(of: row.id, depth: row.depth))
    }
}
