import KheperCore
import KheperEditor
import KheperInteraction
import KheperTerminal

// The edits a single key makes: duplicate, delete, wrap, unwrap, undo and redo.
extension OutlineEditor {
    mutating func duplicate() {
        guard let id = focusedID else { return }
        guard let copy = perform({ (editor: inout DocumentEditor) throws(EditorError) in try editor.duplicate(id) })
        else { return }
        applyChanges(copy.changes, focusing: copy.id)
        message = "Duplicated."
    }

    mutating func deleteFocused() {
        guard let id = focusedID else { return }
        let index = focus
        guard let changes = perform({ (editor: inout DocumentEditor) throws(EditorError) in try editor.delete(id) })
        else { return }
        focus = index
        applyChanges(changes, focusing: nil)
        message = "Deleted."
    }

    /// Wraps `ids`, adjacent siblings in document order, in one new container as one undo step: of the container
    /// kinds that may go here, the first as the registry lists them whose placement rules let it hold them all (the
    /// editor knows no kind by name). A refusal names the rule, and the selection stays.
    mutating func wrap(_ ids: [BlockID]) {
        guard let first = ids.first, let node = document[first] else { return }
        let containers = insertableKinds(into: false).filter(\.nesting.isContainer)
        // The depth of a block inside the container, which takes `first`'s place.
        let depth = (document.depth(of: first) ?? 0) + 1
        let (registry, document) = (self.registry, self.document)
        func refusal(inside container: BlockDefinition) -> PlacementRefusal? {
            for id in ids {
                let refusal = registry.placementRefusal(
                    of: document[id]?.content.registeredKind, height: document.subtreeHeight(of: id),
                    at: .inside(container.kind, depth: depth), adding: ids.count)
                if let refusal { return refusal }
            }
            return nil
        }
        guard let container = containers.first(where: { refusal(inside: $0) == nil }) else {
            let firstContainer = registry.definitions.first(where: \.nesting.isContainer)?.kind
            let reason =
                containers.first.flatMap(refusal(inside:))?.message
                ?? firstContainer.flatMap { kind in
                    registry.placementRefusal(
                        of: kind,
                        at: node.parentID.map { .inside(document[$0]?.content.registeredKind, depth: depth - 1) }
                            ?? .root(childCount: document.childCount(of: nil)))?.message
                }
                ?? "no kind of container may go here"
            message = "Not wrapped: \(reason)."
            return
        }
        let content = BlockContent.known(container.makeDefault())
        guard
            let wrapper = perform({ (editor: inout DocumentEditor) throws(EditorError) in
                try editor.wrap(ids, in: content)
            })
        else { return }
        selection = nil
        applyChanges(wrapper.changes, focusing: wrapper.id)
        message =
            ids.count == 1
            ? "Wrapped in \(container.displayName)." : "Wrapped \(ids.count) blocks in \(container.displayName)."
    }

    mutating func unwrapFocused() {
        guard let id = focusedID else { return }
        let first = document.childIDs(of: id).first
        guard let changes = perform({ (editor: inout DocumentEditor) throws(EditorError) in try editor.unwrap(id) })
        else { return }
        applyChanges(changes, focusing: first)
        message = "Unwrapped."
    }

    /// Undoes the latest step, saying what undoing it did as `kheper undo` does.
    mutating func undo() {
        let step = session.editor.history.undoStep
        guard let changes = perform({ (editor: inout DocumentEditor) throws(EditorError) in try editor.undo() }) else {
            return
        }
        applyChanges(changes, focusing: focusTarget(changes))
        message = "undid: " + (step.map { session.editor.describe($0, forward: false) } ?? "the last change")
    }

    /// Redoes the step undone last, saying what it did as `kheper undo --redo` does.
    mutating func redo() {
        let step = session.editor.history.redoStep
        guard let changes = perform({ (editor: inout DocumentEditor) throws(EditorError) in try editor.redo() }) else {
            return
        }
        applyChanges(changes, focusing: focusTarget(changes))
        message = "redid: " + (step.map { session.editor.describe($0) } ?? "the change")
    }

    /// The block to focus after an undo or redo: the first one it brought back, moved or changed, else the focus.
    func focusTarget(_ changes: ChangeSet) -> BlockID? {
        (changes.inserted + changes.moved + changes.updated).first { document.contains($0) } ?? focusedID
    }
}
