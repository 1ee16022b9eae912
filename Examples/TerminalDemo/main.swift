// kheper-terminal-demo: a full-screen box with a line editor (cursor, word motion, paste, wide characters scrolled
// sideways), the last key and the terminal's size, redrawn on every key and resize; `q` or Ctrl-C quits. scripts/tmux-terminal-demo.sh drives it in tmux.
// With standard input not a terminal, keys are read from it; with output not a terminal, the last screen is
// printed as text.
import Glibc
import KheperTerminal

/// The frame for the demo's state at `size`.
func frame(size: TerminalSize, editor: LineEditor, lastKey: String) -> ScreenBuffer {
    var screen = ScreenBuffer(size: size)
    let width = min(size.columns, 60)
    guard width >= 4, size.rows >= 6 else {
        screen.write("\(size)", row: 0, column: 0)
        return screen
    }
    let inner = width - 4
    let field = editor.layout(width: fieldWidth(size))
    let lines = [
        ("Kheper terminal demo", TextStyle(foreground: .cyan, bold: true)),
        ("Typed: " + field.visibleText, TextStyle.plain),
        ("Last key: " + lastKey, TextStyle(reverse: true)),
        ("Size: \(size)", TextStyle.plain),
        ("q quits", TextStyle(dim: true)),
    ]
    screen.write("┌" + String(repeating: "─", count: width - 2) + "┐", row: 0, column: 0)
    for (offset, (text, style)) in lines.enumerated() {
        screen.write("│ " + String(repeating: " ", count: inner) + " │", row: offset + 1, column: 0)
        screen.write(DisplayWidth.truncated(text, toWidth: inner), row: offset + 1, column: 2, style: style)
    }
    screen.write("└" + String(repeating: "─", count: width - 2) + "┘", row: lines.count + 1, column: 0)
    screen.cursor = Position(row: 2, column: 2 + DisplayWidth.of("Typed: ") + field.cursorColumn)
    return screen
}

let terminal = Terminal()
do {
    try terminal.enter()
} catch {
    print("kheper-terminal-demo: \(error)")
    exit(1)
}
var session = TerminalSession(device: terminal, colors: terminal.wantsColors)
var editor = LineEditor()
var lastKey = "none"
/// The columns the line editor's field has at `size`, as ``frame(size:editor:lastKey:)`` lays it out.
func fieldWidth(_ size: TerminalSize) -> Int { min(size.columns, 60) - 4 - DisplayWidth.of("Typed: ") }
var screen = frame(size: session.size, editor: editor, lastKey: lastKey)
if terminal.outputIsTerminal { session.draw(screen) }
loop: while let event = session.nextEvent() {
    switch event {
    case .key(.character("q")), .key(.ctrl("c")), .end: break loop
    case .key(.paste(let text)):
        editor.handle(.paste(text))
        lastKey = "paste"
    case .key(let key):
        editor.handle(key)
        lastKey = key.description
    case .resize: lastKey = "resize"
    }
    editor.scrollToCursor(width: fieldWidth(session.size))
    screen = frame(size: session.size, editor: editor, lastKey: lastKey)
    if terminal.outputIsTerminal { session.draw(screen) }
}
terminal.restore()
if !terminal.outputIsTerminal { print(screen.text) }
