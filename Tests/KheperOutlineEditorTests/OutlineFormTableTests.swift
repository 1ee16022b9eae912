import Kheper
import KheperCore
import KheperOutlineEditor
import Testing

/// An exercise's sets in the field form are a table: one row per set, a header row of the columns the sets use,
/// each cell edited in place; a field no set uses has no column, and Tab reaches it.
@Suite struct OutlineFormTableTests {
    /// e1 Squat, four sets of 5 at 100 kg.
    static func squat() throws -> BlockDocument {
        var document = BlockDocument(id: "legs", title: "Legs")
        _ = try document.append(OutlineFixtures.block("exercise", "Squat 4x5 @100kg rest 2m"), id: "e1")
        return document
    }

    /// The sets of e1 as stored.
    static func sets(_ editor: OutlineEditor) -> [ExerciseSet] {
        editor.document["e1"]?.content.as(ExerciseBlock.self)?.sets ?? []
    }

    /// The label the form gives a set's field, from its spec.
    static func label(_ name: String) -> String {
        ExerciseSet.fields.first { $0.name == name }?.form.label ?? name
    }

    @Test func fourSetsFitA35RowTerminalAsATableWithAHeaderOfTheUsedColumns() throws {
        var editor = try OutlineFixtures.editor(Self.squat(), rows: 35, columns: 80)
        let screen = try OutlineFixtures.type("enter", into: &editor).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(screen.count == 35)
        let table = try #require(screen.firstIndex { $0.hasPrefix("  Sets (4)") })
        #expect(screen[table + 1] == "    Set  Reps  Load")
        for set in 1...4 {
            #expect(screen[table + 1 + set] == "      \(set)  5     100 kg")
        }
        #expect(screen[table + 6].hasPrefix("    Tab reaches: \(Self.label("kind")), \(Self.label("repsMax")), "))
        // One line per set: the whole form ends well above the status lines.
        #expect(table + 6 < 33)
        #expect(!screen.contains { $0.contains("Set 1") })
    }

    @Test func typingInACellChangesThatSetsFieldInOneUndoStep() throws {
        var editor = try OutlineFixtures.editor(Self.squat(), rows: 35, columns: 80)
        // Down from Notes enters the table at the first set; Tab moves to its reps, ↓ ↓ to the third set's reps.
        let screen = try OutlineFixtures.type("enter down*6 tab down*2 ctrl-u 8", into: &editor)
        #expect(screen.contains("›     3  8     100 kg"), "\(screen)")
        #expect(screen.contains("      2  5     100 kg"), "\(screen)")
        try OutlineFixtures.type("enter", into: &editor)
        guard case .outline = editor.mode else {
            Issue.record("the form stayed open: \(editor.message ?? "")")
            return
        }
        #expect(Self.sets(editor).map(\.reps) == [5, 5, 8, 5])
        #expect(Self.sets(editor).allSatisfy { $0.load == Self.sets(editor)[0].load })
        try OutlineFixtures.type("u", into: &editor)
        #expect(editor.message == #"undid: set sets.2.reps of exercise "Squat" to 5 (was 8)"#)
        #expect(Self.sets(editor).map(\.reps) == [5, 5, 5, 5])
    }

    @Test func aBadCellShowsItsProblemUnderItsRowAndKeepsTheFormOpen() throws {
        var editor = try OutlineFixtures.editor(Self.squat(), rows: 35, columns: 80)
        let before = editor.document
        let keys = "enter down*6 tab*4 down ctrl-u 1 0 0 space s t o n e enter"
        let screen = try OutlineFixtures.type(keys, into: &editor)
        let lines = screen.split(separator: "\n")
        let row = try #require(lines.firstIndex { $0.hasPrefix("›     2") })
        #expect(lines[row + 1].hasPrefix("    ! could not read \"100 stone\" for \"load\""), "\(screen)")
        guard case .form = editor.mode else {
            Issue.record("the form closed on an unreadable load")
            return
        }
        #expect(editor.document == before)
    }

    @Test func aColumnNoSetUsesIsAbsentAndTabReachesIt() throws {
        var editor = try OutlineFixtures.editor(Self.squat(), rows: 35, columns: 80)
        let rpe = Self.label("rpe")
        var screen = try OutlineFixtures.type("enter", into: &editor)
        let header = try #require(screen.split(separator: "\n").first { $0.hasPrefix("    Set ") })
        #expect(!header.contains(rpe))
        #expect(screen.contains("Tab reaches: "))
        // From the first set's kind, Tab walks reps, reps max, amrap, load, duration, distance, then RPE, whose
        // column shows while it has focus (and kind's, no longer focused and holding nothing, is gone again).
        screen = try OutlineFixtures.type("down*6 tab*7", into: &editor)
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("    Set ") && $0.contains(rpe) }, "\(screen)")
        try OutlineFixtures.type("8 enter", into: &editor)
        #expect(Self.sets(editor).map(\.rpe) == [8, nil, nil, nil])
        // Reopened, the column shows for the value it now holds.
        screen = try OutlineFixtures.type("enter", into: &editor)
        let reopened = try #require(screen.split(separator: "\n").first { $0.hasPrefix("    Set ") })
        #expect(reopened.contains(rpe), "\(screen)")
    }
}
