/// A grid of styled cells that a program draws a frame into, and that reads back as the text a user would see.
///
/// Text is written at a row and column and clipped to the grid; a wide character takes two cells, the second a
/// continuation, and is never split: one that would cross the right edge leaves a blank instead, and writing
/// over half of a wide character blanks its other half. Controls and zero-width graphemes are not written, so
/// no text can act on the terminal. ``ScreenRenderer`` turns successive frames into escape sequences.
public struct ScreenBuffer: Hashable, Sendable {
    /// The number of rows.
    public let rows: Int
    /// The number of columns.
    public let columns: Int
    /// Where the terminal's cursor is shown after this frame is drawn, or `nil` to hide it.
    public var cursor: Position?
    private var cells: [Cell]

    /// A blank grid of `rows` × `columns` cells (negative sizes are taken as 0).
    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
        cells = Array(repeating: .blank, count: self.rows * self.columns)
    }

    /// A blank grid the size of `size`.
    public init(size: TerminalSize) { self.init(rows: size.rows, columns: size.columns) }

    /// The grid's size.
    public var size: TerminalSize { TerminalSize(rows: rows, columns: columns) }

    /// The cell at `row` and `column`, which must be inside the grid.
    public subscript(row: Int, column: Int) -> Cell { cells[row * columns + column] }

    /// Writes `text` on `row` from `column` in `style`, clipped to the grid, and returns the column after it
    /// (which may lie outside the grid). A line break in `text` is not followed; it is a control and skipped.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, row: Int, column: Int, style: TextStyle = .plain) -> Int {
        var column = column
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            defer { column += width }
            guard row >= 0, row < rows, column < columns, column + width > 0 else { continue }
            guard column >= 0, column + width <= columns else {
                // Half of a wide character would show: a blank takes the visible half.
                for half in max(0, column)..<min(columns, column + width) {
                    put(Cell(character: " ", style: style), row: row, column: half)
                }
                continue
            }
            put(Cell(character: character, style: style), row: row, column: column)
            if width == 2 { put(Cell(continuationOf: style), row: row, column: column + 1) }
        }
        return column
    }

    /// Fills `row` from `column` with `count` copies of `character` (of width 1) in `style`, clipped: a bar, a
    /// rule, or a background.
    public mutating func fill(
        row: Int, column: Int = 0, count: Int? = nil, with character: Character = " ", style: TextStyle = .plain
    ) {
        let count = count ?? (columns - column)
        guard count > 0 else { return }
        write(String(repeating: character, count: count), row: row, column: column, style: style)
    }

    /// Blanks every cell and hides the cursor.
    public mutating func clear() {
        cells = Array(repeating: .blank, count: rows * columns)
        cursor = nil
    }

    /// Each row as a user would read it: wide characters once, trailing blanks dropped.
    public var lines: [String] {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns where !self[row, column].isContinuation {
                line.append(self[row, column].character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The whole screen as a user would read it: ``lines`` joined by line breaks, trailing blank lines dropped.
    public var text: String {
        var lines = self.lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Stores `cell`, first blanking the other half of any wide character it lands on.
    private mutating func put(_ cell: Cell, row: Int, column: Int) {
        let index = row * columns + column
        if !cell.isContinuation, cells[index].isContinuation {
            cells[index - 1] = Cell(character: " ", style: cells[index - 1].style)
        }
        if !cells[index].isContinuation, column + 1 < columns, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(character: " ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}

/// One cell of a ``ScreenBuffer``.
public struct Cell: Hashable, Sendable {
    /// The character drawn here: a space when blank, and a space in the second cell of a wide character.
    public var character: Character
    /// How the character is drawn.
    public var style: TextStyle
    /// Whether this is the second cell of the wide character to its left.
    public var isContinuation: Bool

    /// A cell holding `character` in `style`.
    public init(character: Character, style: TextStyle = .plain) {
        self.character = character
        self.style = style
        isContinuation = false
    }

    /// The second cell of a wide character in `style`.
    init(continuationOf style: TextStyle) {
        character = " "
        self.style = style
        isContinuation = true
    }

    /// A blank cell in the default style.
    public static let blank = Cell(character: " ")
}

/// A row and column on the screen, both counted from 0.
public struct Position: Hashable, Sendable {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the left.
    public var column: Int

    /// Creates a position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// The size of a terminal or a screen, in rows and columns.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of rows.
    public var rows: Int
    /// The number of columns.
    public var columns: Int

    /// Creates a size.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// `COLUMNSxROWS`, as terminals show it: `80x24`.
    public var description: String { "\(columns)x\(rows)" }
}
