/// Turns frames into the escape sequences that draw them, sending only what changed since the last frame: a
/// cursor move before each changed run of cells and an SGR only when the style changes, so redraws do not flicker.
///
/// It assumes it alone writes to the screen and that the cursor is hidden when it starts (``Terminal`` hides
/// it); after anything else has written, call ``invalidate()`` so the next frame is drawn whole.
public struct ScreenRenderer: Sendable {
    /// Whether colours are sent; without them (`NO_COLOR`) bold, dim, underline and reverse still are.
    public var colors: Bool
    private var previous: ScreenBuffer?
    private var cursorVisible = false
    /// Where the terminal's cursor is after the last frame, when that is known.
    private var cursorPosition: Position?

    /// Creates a renderer whose first frame clears the screen and draws everything.
    public init(colors: Bool = true) { self.colors = colors }

    /// Forgets the last frame, so the next one clears the screen and is drawn whole.
    public mutating func invalidate() { previous = nil }

    /// The bytes that change the screen from the last frame to `frame`; empty when nothing changed.
    public mutating func render(_ frame: ScreenBuffer) -> [UInt8] {
        var output = ""
        let before: ScreenBuffer
        var cursor = cursorPosition
        if let previous, previous.size == frame.size {
            before = previous
        } else {
            output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            before = ScreenBuffer(size: frame.size)
            cursor = Position(row: 0, column: 0)
        }
        var style = TextStyle.plain
        for row in 0..<frame.rows {
            for column in changedColumns(row: row, frame: frame, before: before) {
                let cell = frame[row, column]
                if cursorVisible {
                    output += "\u{1B}[?25l"
                    cursorVisible = false
                }
                if cursor != Position(row: row, column: column) { output += "\u{1B}[\(row + 1);\(column + 1)H" }
                let cellStyle = colors ? cell.style : cell.style.withoutColors
                if cellStyle != style {
                    output += "\u{1B}[" + (["0"] + cellStyle.selectGraphicRendition).joined(separator: ";") + "m"
                    style = cellStyle
                }
                output.append(cell.character)
                let next = column + DisplayWidth.of(cell.character)
                // At the right edge the terminal's cursor waits to wrap; where it then is depends on the terminal.
                cursor = next < frame.columns ? Position(row: row, column: next) : nil
            }
        }
        if style != .plain { output += "\u{1B}[0m" }
        if let position = frame.cursor {
            if cursor != position { output += "\u{1B}[\(position.row + 1);\(position.column + 1)H" }
            if !cursorVisible { output += "\u{1B}[?25h" }
            cursorVisible = true
            cursor = position
        } else if cursorVisible {
            output += "\u{1B}[?25l"
            cursorVisible = false
        }
        previous = frame
        cursorPosition = cursor
        return Array(output.utf8)
    }

    /// The columns of `row` to write, in order: cells that differ, widened so a wide character is always written
    /// whole, and without continuation cells, which the wide character's own write fills.
    private func changedColumns(row: Int, frame: ScreenBuffer, before: ScreenBuffer) -> [Int] {
        var changed = (0..<frame.columns).map { frame[row, $0] != before[row, $0] }
        for column in 0..<frame.columns where changed[column] && frame[row, column].isContinuation {
            changed[column - 1] = true
        }
        return (0..<frame.columns).filter { changed[$0] && !frame[row, $0].isContinuation }
    }
}
