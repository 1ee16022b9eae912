// kheper-terminal-demo: a full-screen box showing the typed text, the last key and the terminal's size, redrawn
// on every key and resize; `q` or Ctrl-C quits. scripts/tmux-terminal-demo.sh drives it in tmux.
// With standard input not a terminal, keys are read from it; with output not a terminal, the last screen is
// printed as text.
import Glibc
import KheperTerminal

/// The frame for the demo's state at `size`.
func frame(size: TerminalSize, typed: String, lastKey: String) -> ScreenBuffer {
    var screen = ScreenBuffer(size: size)
    let width = min(size.columns, 60)
    guard width >= 4, size.rows >= 6 else {
        screen.write("\(size)", row: 0, column: 0)
        return screen
    }
    let inner = width - 4
    let lines = [
        ("Kheper terminal demo", TextStyle(foreground: .cyan, bold: true)),
        ("Typed: " + typed, TextStyle.plain),
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
    let typedEnd = min(2 + DisplayWidth.of("Typed: " + typed), width - 2)
    screen.cursor = Position(row: 2, column: typedEnd)
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
var typed = ""
var lastKey = "none"
var screen = frame(size: session.size, typed: typed, lastKey: lastKey)
if terminal.outputIsTerminal { session.draw(screen) }
loop: while let event = session.nextEvent() {
    switch event {
    case .key(.character("q")), .key(.ctrl("c")), .end: break loop
    case .key(.backspace):
        if !typed.isEmpty { typed.removeLast() }
        lastKey = "backspace"
    case .key(.character(let character)):
        typed.append(character)
        lastKey = String(character)
    case .key(.paste(let text)):
        typed += text
        lastKey = "paste"
    case .key(let key): lastKey = key.description
    case .resize: lastKey = "resize"
    }
    screen = frame(size: session.size, typed: typed, lastKey: lastKey)
    if terminal.outputIsTerminal { session.draw(screen) }
}
terminal.restore()
if !terminal.outputIsTerminal { print(screen.text) }
