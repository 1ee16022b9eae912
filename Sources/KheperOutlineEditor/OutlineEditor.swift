public import KheperCore
public import KheperEditor
public import KheperInteraction
public import KheperTerminal

/// The full-screen block editor as a state machine: a key or a resize in, a screen out (``screen()``), with every
/// committed change stored through the `DocumentSession` before ``handle(_:)`` returns.
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
/// ``OutlineSelection``) that `w` wraps and `x` deletes as one undo step; Esc clears the selection. While a name
/// is typed (in the palette's shorthand or the form's field that ``nameSuggestions`` names), up to five names show
/// under it: ↓ and ↑ highlight one, Tab or Enter takes it in place of the name typed.
public struct OutlineEditor: Sendable {
    /// The open workout and its store; every change goes through it.
    public private(set) var session: DocumentSession
    /// What the editor is doing.
    public internal(set) var mode: OutlineMode = .outline
    /// The screen size frames are drawn at.
    public private(set) var size: TerminalSize
    /// The message on the status line (what was done, undone or refused), cleared by the next key.
    public internal(set) var message: String?
    /// Whether the person quit.
    public internal(set) var isFinished = false
    /// The containers shown closed.
    public internal(set) var collapsed: Set<BlockID> = []
    /// The outline's rows, in order, as the screen shows them.
    public internal(set) var rows: [VisibleRow] = []
    /// The index of the focused row.
    public internal(set) var focus = 0
    /// The siblings chosen together for `w` and `x`, or `nil`; its head is always the focused block.
    public internal(set) var selection: OutlineSelection?
    /// The index of the first row on screen (of the preview's rows while a block is grabbed).
    public internal(set) var top = 0
    /// How far the last operation moved the stored revision: 1 for a change of its own, more when the session
    /// first read another writer's change, whose blocks its change set does not name.
    var lastRevisionStep = 0
    /// What blocks are drawn with: the host's render context, which gives charts the training log, the same one
    /// `kheper show` renders with.
    public let renderContext: RenderContext
    /// The names offered as a name is typed, in the palette's shorthand and in the form's field (an exercise's, from
    /// the host's catalogue and training log), or `nil` for none.
    public let nameSuggestions: NameSuggestions?

    /// An editor over `session`, drawn at `size`, with the focus on the first block; blocks are drawn with
    /// `renderContext` (empty by default, so a chart says it has no history), and `nameSuggestions` are offered
    /// as names are typed (none by default).
    public init(
        session: DocumentSession, size: TerminalSize, renderContext: RenderContext = RenderContext(),
        nameSuggestions: NameSuggestions? = nil
    ) {
        self.session = session
        self.size = size
        self.renderContext = renderContext
        self.nameSuggestions = nameSuggestions
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
    func bindsAltKey(_ key: Key) -> Bool {
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
            try session.perform { (_: inout DocumentEditor) throws(EditorError) in }
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

    mutating func handleOutline(_ key: Key) {
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

    mutating func moveFocus(to index: Int) {
        guard !rows.isEmpty else { return }
        focus = min(max(index, 0), rows.count - 1)
    }

    mutating func collapseOrGoToParent() {
        guard let id = focusedID else { return }
        let row = rows[focus]
        if row.isContainer && !row.isCollapsed && document.childCount(of: id) > 0 {
            collapseFocused()
        } else if let parent = document[id]?.parentID, let index = rows[..<focus].lastIndex(where: { $0.id == parent })
        {
            focus = index
        }
    }

    mutating func expandOrEnter() {
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

    /// Runs one editor operation through the session (stored before it returns); a refusal goes to the status line.
    mutating func perform<Value>(
        _ operation: (inout DocumentEditor) throws(EditorError) -> Value
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
