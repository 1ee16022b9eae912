public import KheperCore
public import KheperEditor
public import KheperInteraction
public import KheperTerminal

/// The full-screen block editor as a state machine: a key or a resize in, a screen out (``screen()``), with every
/// committed change stored through the `WorkoutSession` before ``handle(_:)`` returns.
///
/// It reads no clock and does no I/O of its own: the session's store is a port (SQLite in `kheper edit`, in memory
/// in tests). The outline's rows are patched from each change set, never rebuilt from the document for a key of
/// its own; a key that moves the focus or the drop indicator touches only the rows on screen, so the work of a key
/// follows what is visible, not the ten thousand blocks a workout may hold.
///
/// Keys, in the outline: ↑/↓ or k/j move the focus, Home/End, PgUp/PgDn; ← collapses a set or goes to the parent,
/// → expands a set or enters it; `+` or `/` inserts; Space or `m` grabs; Alt-↑/↓ moves one step; `d` duplicates,
/// `x` deletes, `w` wraps in a set, `W` unwraps, `c` converts; `u` or Ctrl-Z undoes, Ctrl-R or Ctrl-Y redoes;
/// `?` shows the help; `q` quits. Shift-↑/↓, or `v` and then ↑/↓, select neighbouring siblings (an
/// ``OutlineSelection``) that `w` wraps and `x` deletes as one undo step; Esc clears the selection.
public struct OutlineEditor: Sendable {
    /// The open workout and its store; every change goes through it.
    public private(set) var session: WorkoutSession
    /// What the editor is doing.
    public private(set) var mode: OutlineMode = .outline
    /// The screen size frames are drawn at.
    public private(set) var size: TerminalSize
    /// The message on the status line (what was done, undone or refused), cleared by the next key.
    public private(set) var message: String?
    /// Whether the person quit.
    public private(set) var isFinished = false
    /// The containers shown closed.
    public internal(set) var collapsed: Set<BlockID> = []
    /// The outline's rows, in order, as the screen shows them.
    public internal(set) var rows: [VisibleRow] = []
    /// The index of the focused row.
    public internal(set) var focus = 0
    /// The siblings chosen together for `w` and `x`, or `nil`; its head is always the focused block.
    public internal(set) var selection: OutlineSelection?
    /// The index of the first row on screen (of the preview's rows while a block is grabbed).
    public private(set) var top = 0
    /// How far the last operation moved the stored revision: 1 for a change of its own, more when the session
    /// first read another writer's change, whose blocks its change set does not name.
    var lastRevisionStep = 0
    /// What blocks are drawn with: the host's render context, which gives charts the training log, the same one
    /// `kheper show` renders with.
    public let renderContext: RenderContext

    /// An editor over `session`, drawn at `size`, with the focus on the first block; blocks are drawn with
    /// `renderContext` (empty by default, so a chart says it has no history).
    public init(session: WorkoutSession, size: TerminalSize, renderContext: RenderContext = RenderContext()) {
        self.session = session
        self.size = size
        self.renderContext = renderContext
        rebuildRows(focusing: nil)
    }

    /// The document as edited so far.
    public var document: BlockDocument { session.document }

    /// The kinds the document is edited against.
    public var registry: BlockRegistry { session.editor.registry }

    /// The focused block, or `nil` when the workout is empty.
    public var focusedID: BlockID? { rows.indices.contains(focus) ? rows[focus].id : nil }

    /// The lines between the header and the status lines.
    var bodyHeight: Int { max(1, size.rows - 4) }

    // MARK: Events

    /// Takes one key and stores any change it commits before returning. An Alt key that nothing here binds is
    /// Escape and then its character (`Key.splitAlt`): Esc then `u` typed at once still undoes.
    public mutating func handle(_ key: Key) {
        if let keys = key.splitAlt, !bindsAltKey(key) {
            for key in keys { handle(key) }
            return
        }
        message = nil
        switch mode {
        case .outline: handleOutline(key)
        case .palette(var palette): handlePalette(key, &palette)
        case .grab(var drag): handleGrab(key, &drag)
        case .form(var inline): handleForm(key, &inline)
        case .help: mode = .outline
        }
        settleScroll()
    }

    /// Whether the current mode has a use for the Alt key `key`: only a form's line editor binds any (Alt-b,
    /// Alt-f, Alt-d).
    private func bindsAltKey(_ key: Key) -> Bool {
        guard case .form(let inline) = mode else { return false }
        var line = inline.line
        return line.handle(key)
    }

    /// Takes the terminal's new size; the layout follows.
    public mutating func resize(_ size: TerminalSize) {
        self.size = size
        if case .form(var inline) = mode {
            inline.follow(height: formHeight, width: size.columns)
            mode = .form(inline)
        }
        settleScroll()
    }

    /// Picks up another writer's change: when the stored workout moved on since this editor last read it, it is
    /// read again and the screen follows, keeping the focus on the same block when it is still there. Returns
    /// whether anything changed.
    @discardableResult
    public mutating func refreshFromStore() -> Bool {
        let revision = session.revision
        do {
            try session.perform { (_: inout WorkoutEditor) throws(EditorError) in }
        } catch {
            message = error.message
            return false
        }
        guard session.revision != revision else { return false }
        selection = nil
        if case .grab = mode { mode = .outline }
        if case .palette = mode { mode = .outline }
        rebuildRows(focusing: focusedID)
        message = "Changed elsewhere; showing the stored version."
        settleScroll()
        return true
    }

    private mutating func handleOutline(_ key: Key) {
        if selection != nil, handleSelectionKey(key) { return }
        switch key {
        case .up, .character("k"): moveFocus(to: focus - 1)
        case .down, .character("j"): moveFocus(to: focus + 1)
        case .home: moveFocus(to: 0)
        case .end: moveFocus(to: rows.count - 1)
        case .pageUp: moveFocus(to: focus - max(1, bodyHeight - 1))
        case .pageDown: moveFocus(to: focus + max(1, bodyHeight - 1))
        case .left: collapseOrGoToParent()
        case .right: expandOrEnter()
        case .character("+"), .character("/"): openPalette(.insert)
        case .character("c"): openPalette(.convert)
        case .character(" "), .character("m"): grab()
        case .modified(.up, let modifiers) where modifiers.contains(.alt): moveStep(up: true)
        case .modified(.down, let modifiers) where modifiers.contains(.alt): moveStep(up: false)
        case .modified(.up, .shift): extendSelection(up: true)
        case .modified(.down, .shift): extendSelection(up: false)
        case .character("v"):
            guard let id = focusedID else { return }
            selection = OutlineSelection(at: id, extendsWithPlainArrows: true)
        case .character("d"): duplicate()
        case .character("x"), .delete: deleteFocused()
        case .character("w"): focusedID.map { wrap([$0]) }
        case .character("W"): unwrapFocused()
        case .character("u"), .ctrl("z"): undo()
        case .ctrl("r"), .ctrl("y"): redo()
        case .character("?"), .function(1): mode = .help
        case .character("q"), .ctrl("c"): isFinished = true
        case .enter: openForm()
        default: break
        }
    }

    // MARK: Focus and folding

    private mutating func moveFocus(to index: Int) {
        guard !rows.isEmpty else { return }
        focus = min(max(index, 0), rows.count - 1)
    }

    private mutating func collapseOrGoToParent() {
        guard let id = focusedID else { return }
        let row = rows[focus]
        if row.isContainer && !row.isCollapsed && document.childCount(of: id) > 0 {
            collapseFocused()
        } else if let parent = document[id]?.parentID, let index = rows[..<focus].lastIndex(where: { $0.id == parent })
        {
            focus = index
        }
    }

    private mutating func expandOrEnter() {
        guard focusedID != nil else { return }
        if rows[focus].isCollapsed {
            expandFocused()
        } else if focus + 1 < rows.count, rows[focus + 1].depth > rows[focus].depth {
            focus += 1
        }
    }

    /// Rebuilds the rows from the document and puts the focus on `id` when it is shown, else keeps the index.
    mutating func rebuildRows(focusing id: BlockID?) {
        collapsed = collapsed.filter { document.contains($0) }
        rows = VisibleRow.rows(of: document, collapsed: collapsed, registry: registry)
        if let id, let index = rows.firstIndex(where: { $0.id == id }) {
            focus = index
        } else {
            focus = min(max(focus, 0), max(rows.count - 1, 0))
        }
    }

    // MARK: Selection

    /// Takes a key while blocks are selected: extending, wrapping, deleting or clearing the selection. Any other
    /// key clears it and returns `false`, so it then does what it does without one (`d` duplicates the focused
    /// block); `?` and `q` keep it.
    private mutating func handleSelectionKey(_ key: Key) -> Bool {
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
    private mutating func extendSelection(up: Bool) {
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
    private func previousSiblingRow(of index: Int) -> Int? {
        let depth = rows[index].depth
        var candidate = index - 1
        while candidate >= 0, rows[candidate].depth > depth { candidate -= 1 }
        return candidate >= 0 && rows[candidate].depth == depth ? candidate : nil
    }

    /// The row of the block just after the one at `index` under the same parent.
    private func nextSiblingRow(of index: Int) -> Int? {
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
    private mutating func deleteSelection(_ current: OutlineSelection) {
        let ids = current.ids(in: document)
        let index = selectedRows()?.lowerBound ?? focus
        guard let changes = perform({ (editor: inout WorkoutEditor) throws(EditorError) in try editor.delete(ids) })
        else { return }
        selection = nil
        focus = index
        applyChanges(changes, focusing: nil)
        message = ids.count == 1 ? "Deleted." : "Deleted \(ids.count) blocks."
    }

    // MARK: Inline form

    /// The lines the form's entries may use: the body without the form's heading.
    var formHeight: Int { max(1, bodyHeight - 1) }

    private mutating func openForm() {
        guard let id = focusedID, let node = document[id] else { return }
        guard case .known = node.content else {
            message = "Kept as written: it can be moved or deleted, not edited."
            return
        }
        guard let form = BlockFieldForm(block: id, in: document, registry: registry), !form.entries.isEmpty else {
            message = "This block has no fields to edit."
            return
        }
        mode = .form(InlineForm(form: form, height: formHeight, width: size.columns))
    }

    private mutating func handleForm(_ key: Key, _ inline: inout InlineForm) {
        switch key {
        case .escape, .ctrl("c"):
            mode = .outline
            message = "Edit cancelled; nothing changed."
        case .enter:
            let commit: BlockFieldFormCommit
            do {
                commit = try inline.form.commit()
            } catch {
                mode = .form(inline)
                message = error.problems.first?.message ?? error.message
                return
            }
            mode = .outline
            guard !commit.isEmpty else {
                message = "Nothing changed."
                return
            }
            guard
                let changes = perform({ (editor: inout WorkoutEditor) throws(EditorError) in
                    try commit.apply(to: &editor)
                })
            else {
                mode = .form(inline)
                return
            }
            applyChanges(changes, focusing: commit.blockID)
            message = "Saved."
        default:
            inline.handle(key, height: formHeight, width: size.columns)
            mode = .form(inline)
        }
    }

    // MARK: Palette

    private mutating func openPalette(_ purpose: InsertPalette.Purpose) {
        switch purpose {
        case .insert:
            let row = rows.indices.contains(focus) ? rows[focus] : nil
            mode = .palette(
                InsertPalette(
                    purpose: .insert, kinds: insertableKinds(into: false), canGoInto: row?.isContainer ?? false))
        case .convert:
            guard let id = focusedID, let node = document[id] else { return }
            guard case .known(let block) = node.content else {
                message = "Kept as written: it can be moved or deleted, not converted."
                return
            }
            let kinds = registry.definitions.filter { $0.kind != block.kind }.sorted {
                $0.kind.rawValue < $1.kind.rawValue
            }
            mode = .palette(InsertPalette(purpose: .convert, kinds: kinds, canGoInto: false))
        }
    }

    /// The kinds a new block may have after the focused block, or inside it.
    func insertableKinds(into: Bool) -> [BlockDefinition] {
        guard let id = focusedID, let row = rows.indices.contains(focus) ? rows[focus] : nil else {
            return registry.insertableKinds(at: .root(childCount: document.childCount(of: nil)))
        }
        let context: PlacementContext
        if into {
            context = .inside(
                document[id]?.content.registeredKind, id: id, depth: row.depth + 1,
                childCount: document.childCount(of: id))
        } else if let parent = document[id]?.parentID {
            context = .inside(
                document[parent]?.content.registeredKind, id: parent, depth: row.depth,
                childCount: document.childCount(of: parent))
        } else {
            context = .root(childCount: document.childCount(of: nil))
        }
        return registry.insertableKinds(at: context)
    }

    private mutating func handlePalette(_ key: Key, _ palette: inout InsertPalette) {
        switch key {
        case .escape, .ctrl("c"):
            mode = .outline
            return
        case .up: palette.choose(by: -1)
        case .down: palette.choose(by: 1)
        case .tab, .backTab:
            if palette.canGoInto {
                let into = !palette.into
                var fresh = InsertPalette(
                    purpose: .insert, kinds: insertableKinds(into: into), canGoInto: true, into: into)
                fresh.query = palette.query
                palette = fresh
            }
        case .backspace:
            if !palette.query.isEmpty { palette.query.removeLast() }
            palette.selection = 0
        case .character(let character):
            palette.query.append(character)
            palette.selection = 0
        case .paste(let text):
            palette.query += text.filter { $0 != "\n" && $0 != "\r" }
            palette.selection = 0
        case .enter:
            if complete(palette) { return }
        default: break
        }
        mode = .palette(palette)
    }

    /// Inserts or converts as the palette says; returns whether it is done (the palette closes).
    private mutating func complete(_ palette: InsertPalette) -> Bool {
        guard let definition = palette.chosen else {
            message = "No kind matches \"\(palette.query)\"."
            return false
        }
        let kind = definition.kind
        switch palette.purpose {
        case .convert:
            guard let id = focusedID else { return true }
            guard
                perform({ (editor: inout WorkoutEditor) throws(EditorError) in try editor.convert(id, to: kind) })
                    != nil
            else { return false }
            rebuildRows(focusing: id)
            message = "Converted to \(definition.displayName)."
        case .insert:
            let shorthand = palette.matches.shorthand
            let point: InsertionPoint
            if let id = focusedID {
                point = palette.into ? .lastChild(of: id) : .after(id)
            } else {
                point = .rootEnd
            }
            guard
                let inserted = perform({ (editor: inout WorkoutEditor) throws(EditorError) in
                    try editor.insertNew(kind: kind, shorthand: shorthand, at: point)
                })
            else { return false }
            if palette.into, let id = focusedID, let index = rows.firstIndex(where: { $0.id == id }),
                rows[index].isCollapsed
            {
                focus = index
                expandFocused()
            }
            applyChanges(inserted.changes, focusing: inserted.id)
            message = "Inserted \(definition.displayName)."
        }
        mode = .outline
        return true
    }

    // MARK: Grab, move, drop

    private mutating func grab() {
        guard
            let session = DragSession.begin(
                pressing: focus, in: rows, document: document, registry: registry)
        else { return }
        mode = .grab(KeyboardDrag(session: session))
    }

    private mutating func handleGrab(_ key: Key, _ drag: inout KeyboardDrag) {
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

    private mutating func drop(_ drag: KeyboardDrag) {
        let update = drag.update
        guard update.isAllowed else {
            mode = .grab(drag)
            message = "Not dropped: \(drag.refusalReason)."
            return
        }
        let dragged = drag.session.draggedID
        let index = focus
        guard
            let outcome = perform({ (editor: inout WorkoutEditor) throws(EditorError) in
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
    private mutating func moveStep(up: Bool) {
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
            let changes = perform({ (editor: inout WorkoutEditor) throws(EditorError) in
                try editor.move(id, to: point)
            })
        else { return }
        applyChanges(changes, focusing: id)
    }

    // MARK: Other edits

    private mutating func duplicate() {
        guard let id = focusedID else { return }
        guard let copy = perform({ (editor: inout WorkoutEditor) throws(EditorError) in try editor.duplicate(id) })
        else { return }
        applyChanges(copy.changes, focusing: copy.id)
        message = "Duplicated."
    }

    private mutating func deleteFocused() {
        guard let id = focusedID else { return }
        let index = focus
        guard let changes = perform({ (editor: inout WorkoutEditor) throws(EditorError) in try editor.delete(id) })
        else { return }
        focus = index
        applyChanges(changes, focusing: nil)
        message = "Deleted."
    }

    /// Wraps `ids`, adjacent siblings in document order, in one new container as one undo step: a set when the
    /// placement rules let a set hold them all here, else the first container kind that may. A refusal names the
    /// rule, and the selection stays.
    private mutating func wrap(_ ids: [BlockID]) {
        guard let first = ids.first, let node = document[first] else { return }
        let insertable = insertableKinds(into: false).filter(\.nesting.isContainer)
        let containers =
            insertable.filter { $0.kind.rawValue == "set" } + insertable.filter { $0.kind.rawValue != "set" }
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
            let reason =
                containers.first.flatMap(refusal(inside:))?.message
                ?? registry.placementRefusal(
                    of: "set",
                    at: node.parentID.map { .inside(document[$0]?.content.registeredKind, depth: depth - 1) }
                        ?? .root(childCount: document.childCount(of: nil)))?.message
                ?? "no kind of container may go here"
            message = "Not wrapped: \(reason)."
            return
        }
        let content = BlockContent.known(container.makeDefault())
        guard
            let wrapper = perform({ (editor: inout WorkoutEditor) throws(EditorError) in
                try editor.wrap(ids, in: content)
            })
        else { return }
        selection = nil
        applyChanges(wrapper.changes, focusing: wrapper.id)
        message =
            ids.count == 1
            ? "Wrapped in \(container.displayName)." : "Wrapped \(ids.count) blocks in \(container.displayName)."
    }

    private mutating func unwrapFocused() {
        guard let id = focusedID else { return }
        let first = document.childIDs(of: id).first
        guard let changes = perform({ (editor: inout WorkoutEditor) throws(EditorError) in try editor.unwrap(id) })
        else { return }
        applyChanges(changes, focusing: first)
        message = "Unwrapped."
    }

    /// Undoes the latest step, saying what undoing it did as `kheper undo` does.
    private mutating func undo() {
        let step = session.editor.history.undoStep
        guard let changes = perform({ (editor: inout WorkoutEditor) throws(EditorError) in try editor.undo() }) else {
            return
        }
        applyChanges(changes, focusing: focusTarget(changes))
        message = "undid: " + (step.map { session.editor.describe($0, forward: false) } ?? "the last change")
    }

    /// Redoes the step undone last, saying what it did as `kheper undo --redo` does.
    private mutating func redo() {
        let step = session.editor.history.redoStep
        guard let changes = perform({ (editor: inout WorkoutEditor) throws(EditorError) in try editor.redo() }) else {
            return
        }
        applyChanges(changes, focusing: focusTarget(changes))
        message = "redid: " + (step.map { session.editor.describe($0) } ?? "the change")
    }

    /// The block to focus after an undo or redo: the first one it brought back, moved or changed, else the focus.
    private func focusTarget(_ changes: ChangeSet) -> BlockID? {
        (changes.inserted + changes.moved + changes.updated).first { document.contains($0) } ?? focusedID
    }

    /// Runs one editor operation through the session (stored before it returns); a refusal goes to the status line.
    private mutating func perform<Value>(
        _ operation: (inout WorkoutEditor) throws(EditorError) -> Value
    ) -> Value? {
        let revision = session.revision
        defer { lastRevisionStep = session.revision - revision }
        do {
            return try session.perform(operation)
        } catch {
            message = error.message
            return nil
        }
    }

    // MARK: Scrolling

    /// Scrolls so the focused row (or the grabbed block) is on screen, reading only the rows near it.
    mutating func settleScroll() {
        let layout = OutlineLayout(editor: self)
        let height = layout.outlineHeight
        switch mode {
        case .grab(let drag):
            let preview = drag.shownPreview
            let target = preview.draggedRowIndex ?? (drag.overTrash ? preview.count - 1 : top)
            top = layout.scrolled(top: top, toShow: max(0, target), in: preview, height: height)
        default:
            top = layout.scrolled(top: top, toShow: focus, in: rows, height: height)
        }
    }
}
