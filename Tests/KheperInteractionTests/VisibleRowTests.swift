import KheperCore
import KheperInteraction
import Testing

@Suite("Visible rows")
struct VisibleRowTests {
    @Test("rows list blocks in document order with depths and container flags")
    func rowsOfDocument() throws {
        let rows = try Fixtures.rows(Fixtures.document())
        #expect(Fixtures.outline(rows) == ["t1:0", "e1:0", "s1:0", "e2:1", "t2:1", "c1:0", "s2:0"])
        #expect(rows.filter(\.isContainer).map(\.id) == ["s1", "s2"])
        #expect(rows.allSatisfy { !$0.isCollapsed })
    }

    @Test("a collapsed container hides its children; collapsing a leaf does nothing")
    func collapsed() throws {
        let rows = try Fixtures.rows(Fixtures.document(), collapsed: ["s1", "t1"])
        #expect(Fixtures.outline(rows) == ["t1:0", "e1:0", "s1:0", "c1:0", "s2:0"])
        #expect(rows[2].isCollapsed)
        #expect(!rows[0].isCollapsed)
    }
}
