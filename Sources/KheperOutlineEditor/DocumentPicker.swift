public import KheperCore
public import KheperEditor
public import KheperTerminal

/// The screen `kheper edit` shows without a workout: the stored workouts and a last entry that creates one, whose
/// title is typed in place.
public struct DocumentPicker: Sendable {
    /// What the person chose.
    public enum Choice: Sendable, Hashable {
        /// An existing workout, by id.
        case workout(DocumentID)
        /// A new workout with this title.
        case new(title: String)
    }

    /// The workouts listed, as the store orders them.
    public let workouts: [DocumentSummary]
    /// The index of the highlighted entry; `workouts.count` is "New workout".
    public private(set) var selection = 0
    /// The title being typed for a new workout, or `nil` while choosing.
    public private(set) var newTitle: String?
    /// The choice, once made.
    public private(set) var choice: Choice?
    /// Whether the person left without choosing.
    public private(set) var isCancelled = false

    /// A picker over `workouts`.
    public init(workouts: [DocumentSummary]) { self.workouts = workouts }

    /// Whether the picker is done, with a choice or without.
    public var isFinished: Bool { choice != nil || isCancelled }

    /// Takes one key.
    public mutating func handle(_ key: Key) {
        if var title = newTitle {
            switch key {
            case .escape: newTitle = nil
            case .ctrl("c"): isCancelled = true
            case .enter:
                let trimmed = title.trimmingSpaces
                choice = .new(title: trimmed.isEmpty ? "Untitled workout" : trimmed)
            case .backspace:
                if !title.isEmpty { title.removeLast() }
                newTitle = title
            case .character(let character):
                title.append(character)
                newTitle = title
            case .paste(let text):
                newTitle = title + text.filter { $0 != "\n" && $0 != "\r" }
            default: break
            }
            return
        }
        switch key {
        case .up, .character("k"): selection = max(0, selection - 1)
        case .down, .character("j"): selection = min(workouts.count, selection + 1)
        case .home: selection = 0
        case .end: selection = workouts.count
        case .character("n"), .character("+"):
            selection = workouts.count
            newTitle = ""
        case .enter:
            if selection < workouts.count { choice = .workout(workouts[selection].id) } else { newTitle = "" }
        case .character("q"), .escape, .ctrl("c"): isCancelled = true
        default: break
        }
    }

    /// The frame at `size`: a heading, the workouts with their block counts, "New workout", and the key hints.
    public func screen(size: TerminalSize) -> ScreenBuffer {
        var screen = ScreenBuffer(size: size)
        let width = size.columns
        func put(_ text: String, row: Int, style: TextStyle = .plain) {
            guard row >= 0, row < size.rows else { return }
            screen.write(DisplayWidth.truncated(text, toWidth: width), row: row, column: 0, style: style)
        }
        put("Choose a workout to edit", row: 0, style: TextStyle(bold: true))
        put(String(repeating: "─", count: width), row: 1, style: TextStyle(dim: true))
        let room = max(1, size.rows - 4)
        let first = max(0, selection - room + 1)
        var entries = workouts.map { workout in
            DisplayWidth.padded(
                workout.title.isEmpty ? workout.id.rawValue : workout.title, toWidth: max(10, width - 16))
                + " \(workout.blockCount) blocks"
        }
        entries.append(newTitle.map { "+ New workout: " + $0 } ?? "+ New workout")
        for (offset, index) in (first..<entries.count).prefix(room).enumerated() {
            let chosen = index == selection
            put(
                (chosen ? "› " : "  ") + entries[index], row: 2 + offset,
                style: chosen ? TextStyle(reverse: true) : .plain)
            if chosen, newTitle != nil {
                screen.cursor = Position(
                    row: 2 + offset, column: min(width - 1, DisplayWidth.of("› " + entries[index])))
            }
        }
        let hints =
            newTitle == nil
            ? "↑↓ choose · Enter open · n new workout · q quit" : "type the title · Enter create · Esc back"
        put(DisplayWidth.padded(hints, toWidth: width), row: size.rows - 1, style: TextStyle(reverse: true))
        return screen
    }

    /// Runs the picker on `device` until a choice is made or the person leaves; returns the choice.
    public static func run<Device: TerminalDevice>(
        workouts: [DocumentSummary], on device: Device, colors: Bool = false
    ) -> Choice? {
        var picker = DocumentPicker(workouts: workouts)
        var session = TerminalSession(device: device, colors: colors)
        session.draw(picker.screen(size: session.size))
        while !picker.isFinished {
            switch session.nextEvent() {
            case .end, nil: return nil
            case .key(let key): picker.handle(key)
            case .resize: break
            }
            session.draw(picker.screen(size: session.size))
        }
        return picker.choice
    }
}
