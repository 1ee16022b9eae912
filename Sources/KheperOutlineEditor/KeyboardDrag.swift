import KheperCore
public import KheperInteraction

/// A `DragSession` driven by keys: ↑/↓ walk the gaps between the rows left behind, ←/→ change the depth, and
/// one step past the last gap is the trash row.
///
/// Each step is one `DragSession.update`, so the preview, the snapping to allowed depths and the refusals are the
/// drag session's own, exactly as a pointer would get them.
public struct KeyboardDrag: Sendable {
    /// The drag being driven.
    public private(set) var session: DragSession
    /// The gap in `session.remainingRows` the block would drop into: 0 above the first row.
    public private(set) var gap: Int
    /// The indentation asked for, in levels relative to where the block started.
    public private(set) var indentation: Double = 0
    /// Whether the trash row is chosen, so dropping deletes.
    public private(set) var overTrash = false

    /// Starts driving `session` from where the block is.
    init(session: DragSession) {
        self.session = session
        gap = session.restingPreview.draggedRowIndex ?? 0
        refresh()
    }

    /// The latest update: target, preview, whether it is allowed and snapped.
    public var update: DragUpdate {
        session.lastUpdate
            ?? DragUpdate(
                target: .none, indicator: nil, isAllowed: false, isSnapped: false, preview: session.restingPreview,
                autoScroll: nil)
    }

    /// What the screen draws: the preview of an allowed drop, or, for a refused one, the block where the drop was
    /// tried (marked refused), not back where it started.
    public var shownPreview: DragPreview {
        let update = self.update
        guard !update.isAllowed, !overTrash, let indicator = update.indicator else { return update.preview }
        return session.preview(at: indicator)
    }

    /// Why the drop is refused here, by the nesting rule that refused it, as a clause for the status line.
    var refusalReason: String { update.refusal?.message ?? "no place here takes this block" }

    /// The depth the dragged block had when it was grabbed.
    var startDepth: Int {
        let resting = session.restingPreview
        return resting.draggedRowIndex.map { resting[$0].depth } ?? 0
    }

    /// One gap up, or from the trash back to the last gap.
    mutating func moveUp() {
        if overTrash {
            overTrash = false
        } else {
            gap = max(0, gap - 1)
        }
        refresh()
    }

    /// One gap down, or from the last gap onto the trash.
    mutating func moveDown() {
        if gap >= session.remainingRows.count {
            overTrash = true
        } else {
            gap += 1
        }
        refresh()
    }

    /// Onto the trash row.
    mutating func chooseTrash() {
        overTrash = true
        refresh()
    }

    /// One level shallower (`-1`) or deeper (`+1`): the nearest depth in that direction the rules allow at this
    /// gap; nothing changes when there is none.
    mutating func changeDepth(by step: Int) {
        guard !overTrash, let current = update.indicator?.depth, update.isAllowed else { return }
        let kept = indentation
        for distance in 1...8 {
            indentation = Double(current + step * distance - startDepth)
            refresh()
            if update.isAllowed, let depth = update.indicator?.depth, depth != current { return }
        }
        indentation = kept
        refresh()
    }

    /// Runs the drag session's update for the current gap, depth and trash choice.
    private mutating func refresh() {
        let count = session.remainingRows.count
        let input =
            if overTrash {
                DragInput(row: 0, overTrash: true)
            } else if gap < count {
                DragInput(row: gap, fraction: 0.25, indentation: indentation)
            } else {
                DragInput(row: max(0, count - 1), fraction: 0.75, indentation: indentation)
            }
        session.update(input)
    }
}
