/// The rows as they would look after the drop: the rows left behind with the dragged rows placed at the
/// indicator's gap and depth, read in O(1) per row without copying.
///
/// Over the trash the dragged rows are absent; at a position no rule allows they are back where they started.
/// Two previews are equal when they list the same rows.
public struct DragPreview: RandomAccessCollection, Sendable, Hashable {
    /// The rows without the dragged ones.
    let remaining: [VisibleRow]

    /// The dragged block's row and its visible descendants, at their original depths.
    let dragged: [VisibleRow]

    /// The index in `remaining` before which the dragged rows appear, or `nil` when they are absent.
    let gap: Int?

    /// What is added to every dragged row's depth.
    let depthShift: Int

    /// Creates a preview from its parts.
    init(remaining: [VisibleRow], dragged: [VisibleRow], gap: Int?, depthShift: Int) {
        self.remaining = remaining
        self.dragged = dragged
        self.gap = gap
        self.depthShift = depthShift
    }

    /// The index of the first row.
    public var startIndex: Int { 0 }

    /// One past the index of the last row.
    public var endIndex: Int { remaining.count + (gap == nil ? 0 : dragged.count) }

    /// The row at `position`.
    public subscript(position: Int) -> VisibleRow {
        guard let gap, position >= gap else { return remaining[position] }
        let offset = position - gap
        guard offset < dragged.count else { return remaining[position - dragged.count] }
        var row = dragged[offset]
        row.depth += depthShift
        return row
    }

    /// The index of the dragged block's row, or `nil` when the preview leaves it out (over the trash).
    public var draggedRowIndex: Int? { gap }

    /// The indices of the dragged rows, empty over the trash.
    public var draggedRows: Range<Int> {
        guard let gap else { return 0..<0 }
        return gap..<(gap + dragged.count)
    }

    /// Whether both previews list the same rows.
    public static func == (lhs: DragPreview, rhs: DragPreview) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the rows in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for row in self { hasher.combine(row) }
    }
}
