import KheperCore
import KheperInteraction
import KheperRenderTargets
import KheperTerminal

/// How the editor's screen is divided and how each row is drawn: the text of a block comes from its kind's plain
/// text renderer (an unknown block's placeholder included), indented under its parent, at most
/// `maximumLinesPerBlock` lines.
struct OutlineLayout {
    /// The most lines one block takes; longer renderings end in "…".
    static let maximumLinesPerBlock = 6

    /// A document with no blocks, so a block renders without its children (they are rows of their own).
    private static let detached = BlockDocument(id: "outline", title: "")

    let editor: OutlineEditor

    init(editor: OutlineEditor) { self.editor = editor }

    /// The lines the palette takes at the bottom of the body, 0 when it is closed.
    var paletteHeight: Int {
        guard case .palette(let palette) = editor.mode else { return 0 }
        let wanted = 2 + palette.suggestions.names.count + max(1, palette.matches.kinds.count)
        return min(wanted, max(2, editor.bodyHeight - 2))
    }

    /// The lines the outline rows may use.
    var outlineHeight: Int {
        switch editor.mode {
        case .grab: max(1, editor.bodyHeight - 1)
        case .palette: max(1, editor.bodyHeight - paletteHeight)
        default: editor.bodyHeight
        }
    }

    /// The block's own text, one string per line, without its children.
    func blockText(_ id: BlockID) -> [String] {
        guard let node = editor.document[id] else { return ["?"] }
        let text = editor.registry.render(
            node, in: Self.detached, depth: 0, as: PlainTextTarget.self, context: editor.renderContext)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.isEmpty { lines = [""] }
        if lines.count > Self.maximumLinesPerBlock {
            lines = Array(lines.prefix(Self.maximumLinesPerBlock - 1)) + ["…"]
        }
        return lines
    }

    /// How many lines `row` takes.
    func height(of row: VisibleRow) -> Int { blockText(row.id).count }

    /// The lines of `row`, with the marker in the first column: `›` for the focus, `≡` for a grabbed block, `✗`
    /// for one held over a place that refuses it.
    func lines(of row: VisibleRow, marker: Character) -> [String] {
        let text = blockText(row.id)
        let indent = String(repeating: "  ", count: min(row.depth, 40))
        let disclosure: String
        if row.isCollapsed {
            disclosure = "▸ "
        } else if row.isContainer {
            disclosure = "▾ "
        } else {
            disclosure = "· "
        }
        var lines = ["\(marker) " + indent + disclosure + text[0]]
        let hanging = "  " + indent + "  "
        for line in text.dropFirst() { lines.append(hanging + line) }
        if row.isCollapsed, let count = Optional(editor.document.childCount(of: row.id)), count > 0 {
            lines[0] += " (\(count) inside)"
        }
        return lines
    }

    /// The first row to show so that `row` is on screen in `height` lines, starting from `top` and reading only
    /// the rows between them and the rows on screen.
    func scrolled<Rows: RandomAccessCollection<VisibleRow>>(top: Int, toShow row: Int, in rows: Rows, height: Int)
        -> Int where Rows.Index == Int
    {
        guard !rows.isEmpty else { return 0 }
        let row = min(max(row, 0), rows.count - 1)
        var top = min(max(top, 0), rows.count - 1)
        if row < top { return row }
        // Walk back from the row until the screen is full; the top may not be below that.
        var used = 0
        var first = row
        while first >= top {
            used += self.height(of: rows[first])
            if used > height { break }
            first -= 1
        }
        if first >= top { top = min(row, first + 1) }
        // When the rows from the top end before the screen does, rows above fill it (after a resize or a delete).
        used = 0
        var index = top
        while index < rows.count, used <= height {
            used += self.height(of: rows[index])
            index += 1
        }
        while index == rows.count, top > 0, used + self.height(of: rows[top - 1]) <= height {
            top -= 1
            used += self.height(of: rows[top])
        }
        return top
    }
}
