import KheperCore
import KheperEditor
import KheperInteraction
import KheperTerminal

// Choosing neighbouring siblings together (Shift-↑/↓ or `v`), for `w` and `x` to act on as one step.
extension OutlineEditor {
    /// Takes a key while blocks are selected: extending, wrapping, deleting or clearing the selection. Any other
    /// key clears it and returns `false`, so it then does what it does without one (`d` duplicates the focused
    /// block); `?` and `q` keep it.
    mutating func handleSelectionKey(_ key: Key) -> Bool {
        guard let current = selection else { return false }
        switch key {
        case .modified(.up, .shift): extendSelection(up: true)
        case .modified(.down, .shift): extendSelection(up: false)
        case .up, .character("k"), .down, .character("j"):
            guard current.extendsWithPlainArrows else {
                selection = nil
                return false
            }
            extendSelection(up: key == .up || key == .character("k"))
        case .escape, .character("v"): selection = nil
        case .character("w"): wrap(current.ids(in: document))
        case .character("x"), .delete: deleteSelection(current)
        case .character("?"), .function(1), .character("q"), .ctrl("c"): return false
        default:
            selection = nil
            return false
        }
        return true
    }

    /// Moves the selection's head, and the focus with it, to the previous or next sibling, starting a selection at
    /// the focused block when there is none; at the first or last sibling it stays and says so.
    mutating func extendSelection(up: Bool) {
        guard let id = focusedID else { return }
        var extended = selection ?? OutlineSelection(at: id, extendsWithPlainArrows: false)
        guard let target = up ? previousSiblingRow(of: focus) : nextSiblingRow(of: focus) else {
            selection = extended
            message = "The selection stops at the \(up ? "first" : "last") block of this level."
            return
        }
        focus = target
        extended.head = rows[target].id
        selection = extended
    }

    /// The row of the block just before the one at `index` under the same parent, reading only the rows between.
    func previousSiblingRow(of index: Int) -> Int? {
        let depth = rows[index].depth
        var candidate = index - 1
        while candidate >= 0, rows[candidate].depth > depth { candidate -= 1 }
        return candidate >= 0 && rows[candidate].depth == depth ? candidate : nil
    }

    /// The row of the block just after the one at `index` under the same parent.
    func nextSiblingRow(of index: Int) -> Int? {
        let end = subtreeEnd(of: index)
        return end < rows.count && rows[end].depth == rows[index].depth ? end : nil
    }

    /// The rows the selection covers (its blocks and the rows shown below them), found by reading only the rows
    /// between its two ends; `nil` without a selection.
    func selectedRows() -> Range<Int>? {
        guard let selection, rows.indices.contains(focus), let from = document.index(of: selection.anchor),
            let to = document.index(of: selection.head)
        else { return nil }
        let anchorRow: Int?
        if from < to {
            anchorRow = rows[..<focus].lastIndex { $0.id == selection.anchor }
        } else if from > to {
            anchorRow = rows[focus...].firstIndex { $0.id == selection.anchor }
        } else {
            anchorRow = focus
        }
        guard let anchorRow else { return nil }
        return min(anchorRow, focus)..<subtreeEnd(of: max(anchorRow, focus))
    }

    /// Deletes the selected blocks, with their children, as one undo step.
    mutating func deleteSelection(_ current: OutlineSelection) {
        let ids = current.ids(in: document)
        let index = selectedRows()?.lowerBound ?? focus
        guard let changes = perform({ (editor: inout DocumentEditor) throws(EditorError) in try editor.delete(ids) })
        else { return }
        selection = nil
        focus = index
        applyChanges(changes, focusing: nil)
        message = ids.count == 1 ? "Deleted." : "Deleted \(ids.count) blocks."
    }
}
