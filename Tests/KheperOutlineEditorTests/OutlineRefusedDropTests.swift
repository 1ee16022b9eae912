import KheperCore
import KheperOutlineEditor
import Testing

/// A refused drop says which nesting rule refused it, and shows the block where the drop was tried.
@Suite struct OutlineRefusedDropTests {
    @Test func aChartCarriedIntoASetIsRefusedByTheSetsNestingRuleWhereItWasTried() throws {
        var editor = try OutlineFixtures.editor(rows: 20, columns: 100)
        let screen = try OutlineFixtures.type("end space up*2", into: &editor)
        #expect(
            editor.message
                == "Not here: a chart block cannot be placed inside a set block; it may be placed at the top level.")
        let lines = screen.split(separator: "\n").map(String.init)
        let refused = try #require(lines.firstIndex { $0.hasPrefix("✗") })
        #expect(lines[refused - 1].contains("Dips"), "\(screen)")
        #expect(lines[refused + 1].contains("Cable Flyes"), "\(screen)")
        try OutlineFixtures.play("enter", on: &editor)
        #expect(editor.message?.hasPrefix("Not dropped: a chart block cannot be placed inside a set block") == true)
    }
}
