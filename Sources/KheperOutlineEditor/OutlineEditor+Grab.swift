import KheperCore
import KheperEditor
import KheperInteraction
import KheperTerminal

// Grabbing a block with Space, moving it with the arrows, and dropping it; and Alt-↑/↓ single steps.
extension OutlineEditor {
    mutating func grab() {
        guard
            let session = DragSession.begin(
                pressing: focus, in: rows, document: document, registry: registry)
        else { return }
        mode = .grab(KeyboardDrag(session: session))
    }

    mutating func handleGrab(_ key: Key, _ drag: inout KeyboardDrag) {
        switch key {
        case .escape, .ctrl("c"):
            mode = .outline
            message = "Move cancelled."
            return
        case .up, .character("k"): drag.moveUp()
        case .down, .character("j"): drag.moveDown()
        case .left, .character("h"): drag.changeDepth(by: -1)
        case .right, .character("l"): drag.changeDepth(by: 1)
        case .character("x"), .delete:
            drag.chooseTrash()
            drop(drag)
            return
        case .enter, .character(" "), .character("m"):
            drop(drag)
            return
        default: break
        }
        mode = .grab(drag)
        if !drag.update.isAllowed && !drag.overTrash { message = "Not here: \(drag.refusalReason)." }
    }

    mutating func drop(_ drag: KeyboardDrag) {
        let update = drag.update
        guard update.isAllowed else {
            mode = .grab(drag)
            message = "Not dropped: \(drag.refusalReason)."
            return
        }
        let dragged = drag.session.draggedID
        let index = focus
        guard
            let outcome = perform({ (editor: inout DocumentEditor) throws(EditorError) in
                try drag.session.end(applyingTo: &editor)
            })
        else {
            mode = .outline
            return
        }
        mode = .outline
        switch outcome {
        case .moved(_, _, let changes):
            applyChanges(changes, focusing: dragged)
            message = "Moved."
        case .deleted(_, let changes):
            focus = index
            applyChanges(changes, focusing: nil)
            message = "Deleted."
        case .unchanged:
            message = "Nothing moved."
        }
    }

    /// Moves the focused block one step up or down among its siblings, or out of its parent at either end; the
    /// focus stays on it.
    mutating func moveStep(up: Bool) {
        guard let id = focusedID, let node = document[id], let index = document.index(of: id) else { return }
        let siblings = document.childIDs(of: node.parentID)
        let point: InsertionPoint
        if up, index > 0 {
            point = .before(siblings[index - 1])
        } else if !up, index + 1 < siblings.count {
            point = .after(siblings[index + 1])
        } else if let parent = node.parentID {
            point = up ? .before(parent) : .after(parent)
        } else {
            message = up ? "This block is already first." : "This block is already last."
            return
        }
        guard
            let changes = perform({ (editor: inout DocumentEditor) throws(EditorError) in
                try editor.move(id, to: point)
            })
        else { return }
        applyChanges(changes, focusing: id)
    }
}
