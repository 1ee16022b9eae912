import Kheper
import KheperCore
import KheperInteraction
import KheperOutlineEditor
import KheperTerminal
import Testing

/// The field form's set table fits any terminal: a table wider than the screen scrolls sideways so the focused
/// cell is on screen, with `…` where columns are out of view, and the header row stays on screen while the sets
/// scroll under it.
@Suite struct OutlineFormTableScrollTests {
    /// e1, three warm-up sets that use every field of a set, so the table is wider than 80 columns.
    static func wide() throws -> BlockDocument {
        let set = ExerciseSet(
            kind: .warmup, reps: 8, repsMax: 12, amrap: true, load: Load(value: 100, unit: .kg), duration: 45,
            distance: 400, rpe: 8, rir: 2, rest: 90)
        var document = BlockDocument(id: "wide", title: "Wide")
        let block = ExerciseBlock(name: "Squat", sets: [set, set, set], rest: 120, tempo: "3-1-1-0")
        _ = try document.append(.known(AnyBlock(block)), id: "e1")
        return document
    }

    /// e1 Squat, twenty sets of 5 at 100 kg.
    static func long() throws -> BlockDocument {
        var document = BlockDocument(id: "long", title: "Long")
        _ = try document.append(OutlineFixtures.block("exercise", "Squat 20x5 @100kg"), id: "e1")
        return document
    }

    /// Set `number` of ``long()`` as an unfocused row of its table.
    static func longRow(_ number: Int) -> String {
        "    " + String(repeating: " ", count: 3 - String(number).count) + "\(number)  5     100 kg"
    }

    /// The form's focused entry.
    static func focused(_ editor: OutlineEditor) -> FormEntry? {
        guard case .form(let inline) = editor.mode else { return nil }
        return inline.form.focusedEntry
    }

    /// The screen's lines.
    static func lines(_ editor: OutlineEditor) -> [String] {
        editor.screen().text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The table's header row on screen, the one line that starts with the row-number column's label.
    static func header(_ editor: OutlineEditor) -> String? {
        lines(editor).first { $0.hasPrefix("    Set ") }
    }

    /// Walks every cell of the first set with Tab, then back with Shift-Tab: each time the focused field's whole
    /// label is in the header, its whole text is on the focused row, and the cursor is on that row.
    @Test(arguments: [80, 40])
    func everyCellOfAWideTableIsOnScreenWhileFocused(columns: Int) throws {
        var editor = try OutlineFixtures.editor(Self.wide(), rows: 24, columns: columns)
        try OutlineFixtures.type("enter down*6", into: &editor)
        let count = ExerciseSet.fields.count
        for key in Array(repeating: "tab", count: count - 1) + Array(repeating: "shift-tab", count: count - 1) {
            let entry = try #require(Self.focused(editor))
            #expect(entry.row?.field == "sets", "\(editor.screen().text)")
            let screen = Self.lines(editor)
            let header = try #require(Self.header(editor), "\(editor.screen().text)")
            #expect(header.contains("  " + entry.label), "\(entry.label) at \(columns): \(editor.screen().text)")
            let row = try #require(screen.firstIndex { $0.hasPrefix("›     1") }, "\(editor.screen().text)")
            #expect(screen[row].contains(entry.text), "\(entry.label) at \(columns): \(editor.screen().text)")
            #expect(editor.screen().cursor?.row == row)
            try OutlineFixtures.type(key, into: &editor)
        }
    }

    /// In a terminal with room for one, two or three of the form's lines, the header never hides the focused set.
    @Test(arguments: [6, 7, 8])
    func theHeaderNeverCoversTheFocusedSetInATinyTerminal(rows: Int) throws {
        var editor = try OutlineFixtures.editor(Self.long(), rows: rows, columns: 40)
        try OutlineFixtures.type("enter down*6 tab", into: &editor)
        for (step, key) in (Array(repeating: "down", count: 19) + Array(repeating: "up", count: 19)).enumerated() {
            try OutlineFixtures.type(key, into: &editor)
            #expect(Self.lines(editor).contains { $0.hasPrefix("›   ") }, "step \(step): \(editor.screen().text)")
        }
    }

    @Test func theHeaderMarksColumnsOutOfViewAndMovingWithinTheShownOnesDoesNotScroll() throws {
        var editor = try OutlineFixtures.editor(Self.wide(), rows: 24, columns: 80)
        let label = { (name: String) in ExerciseSet.fields.first { $0.name == name }?.form.label ?? name }
        try OutlineFixtures.type("enter down*6", into: &editor)
        var header = try #require(Self.header(editor))
        #expect(header.hasPrefix("    Set  \(label("kind"))"))
        #expect(header.hasSuffix("  …"), "\(editor.screen().text)")
        #expect(!header.contains(label("rest")))
        let last = ExerciseSet.fields.count - 1
        try OutlineFixtures.type("tab*\(last)", into: &editor)
        header = try #require(Self.header(editor))
        #expect(header.hasPrefix("    Set  …  "), "\(editor.screen().text)")
        #expect(header.hasSuffix(label("rest")), "\(editor.screen().text)")
        #expect(!header.contains(label("kind")))
        #expect(Self.lines(editor).contains { $0.hasPrefix("      2  …  ") })
        // Back to Load: the columns shown stay put while focus is among them.
        try OutlineFixtures.type("shift-tab*5", into: &editor)
        #expect(Self.focused(editor)?.spec.name == "load")
        #expect(Self.header(editor)?.hasPrefix("    Set  …  \(label("reps"))  ") == true, "\(editor.screen().text)")
        // A terminal wide enough for the whole table shows it with no marker.
        editor.resize(TerminalSize(rows: 24, columns: 140))
        header = try #require(Self.header(editor))
        #expect(header.hasPrefix("    Set  \(label("kind"))"))
        #expect(!header.contains("…"))
        #expect(header.hasSuffix(label("rest")))
    }

    /// Down through twenty sets in a 24-row terminal and back up: the header row is on screen, once, above the
    /// focused set, at every step.
    @Test func theHeaderStaysOnScreenWhileTheSetsScrollUnderIt() throws {
        var editor = try OutlineFixtures.editor(Self.long(), rows: 24, columns: 80)
        try OutlineFixtures.type("enter down*6 tab", into: &editor)
        for (step, key) in (Array(repeating: "down", count: 19) + Array(repeating: "up", count: 19)).enumerated() {
            try OutlineFixtures.type(key, into: &editor)
            let screen = Self.lines(editor)
            let headers = screen.indices.filter { screen[$0] == "    Set  Reps  Load" }
            let focused = screen.firstIndex { $0.hasPrefix("›   ") }
            #expect(headers.count == 1, "step \(step): \(editor.screen().text)")
            let header = try #require(headers.first)
            let row = try #require(focused, "step \(step): \(editor.screen().text)")
            #expect(header < row, "step \(step): \(editor.screen().text)")
            // The line above the focused set is the set before it (or the header, above the first).
            let number = try #require(Int(screen[row].dropFirst(4).prefix(3).filter { $0 != " " }))
            let above = number == 1 ? "    Set  Reps  Load" : Self.longRow(number - 1)
            #expect(screen[row - 1] == above, "step \(step): \(editor.screen().text)")
            // The rows under the header are consecutive sets.
            let numbers = screen[(header + 1)...].prefix { $0.hasPrefix("  ") || $0.hasPrefix("›") }.compactMap {
                Int($0.dropFirst(4).prefix(3).filter { $0 != " " })
            }
            #expect(numbers == Array((numbers.first ?? 1)..<((numbers.first ?? 1) + numbers.count)), "\(screen)")
        }
        // At the last set the first sets are scrolled away, and the header sits right under the form's heading.
        try OutlineFixtures.type("down*19", into: &editor)
        let screen = Self.lines(editor)
        #expect(screen[2].hasPrefix("Editing "))
        #expect(screen[3] == "    Set  Reps  Load", "\(editor.screen().text)")
        #expect(!screen.contains { $0.hasPrefix("      1  ") })
        #expect(screen.contains { $0.hasPrefix("›    20  5") })
    }
}
