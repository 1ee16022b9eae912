import KheperCore
import KheperInteraction
import Testing

/// A list field's rows as a table: the columns are the fields any row uses, each row's cells follow them, and
/// focus moves along a row with Tab and down a column with `focusRow(by:)`.
@Suite struct BlockFieldFormTableTests {
    static func form() throws -> BlockFieldForm {
        try BlockFieldFormTests.form("e1")
    }

    @Test func theColumnsAreTheFieldsAnyRowUsesInSpecOrder() throws {
        let form = try Self.form()
        #expect(form.columns(of: "sets").map(\.name) == ["kind", "reps", "load", "rest"])
        #expect(
            form.hiddenColumns(of: "sets").map(\.name) == ["repsMax", "amrap", "duration", "distance", "rpe", "rir"])
        let row = form.cells(of: "sets", row: 1).map { form.entries[$0].text }
        #expect(row == ["warmup", "8", "60 kg", "1:30"])
        #expect(form.columns(of: "name").isEmpty)
        #expect(form.rowFields(of: "sets").count == 10)
    }

    @Test func aFieldNoRowUsesShowsAsAColumnWhileFocusedAndStaysOnceItHoldsAValue() throws {
        var form = try Self.form()
        #expect(!form.columns(of: "sets").contains { $0.name == "rpe" })
        form.focus("sets[0].rpe")
        #expect(form.columns(of: "sets").map(\.name) == ["kind", "reps", "load", "rpe", "rest"])
        #expect(form.cells(of: "sets", row: 1).map { form.entries[$0].id.rawValue }.contains("sets[1].rpe"))
        form.focus("name")
        #expect(!form.columns(of: "sets").contains { $0.name == "rpe" })
        form.setText("8", for: "sets[0].rpe")
        #expect(form.columns(of: "sets").contains { $0.name == "rpe" })
        #expect(!form.hiddenColumns(of: "sets").contains { $0.name == "rpe" })
    }

    @Test func focusRowMovesDownAndUpAColumnAndLeavesTheTableAtItsEdges() throws {
        var form = try Self.form()
        form.focus("notes")
        form.focusRow(by: 1)
        #expect(form.focusedEntry?.id == "sets[0].kind")
        form.focus("sets[0].load")
        form.focusRow(by: 1)
        #expect(form.focusedEntry?.id == "sets[1].load")
        form.focusRow(by: 1)
        // Past the last row: the entry after the table, which is the first, as Tab wraps.
        #expect(form.focusedEntry?.id == "name")
        form.focus("sets[0].load")
        form.focusRow(by: -1)
        #expect(form.focusedEntry?.id == "notes")
    }
}
