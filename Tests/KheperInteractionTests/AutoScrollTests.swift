import KheperInteraction
import Testing

@Suite("Auto-scroll while dragging")
struct AutoScrollTests {
    /// A pointer height in a 600-point viewport with 60-point bands and the scroll it should give.
    static let cases: [(pointerY: Double, hint: AutoScrollHint?)] = [
        (300, nil),
        (60, nil),
        (540, nil),
        (45, AutoScrollHint(direction: .up, speed: 250)),
        (30, AutoScrollHint(direction: .up, speed: 500)),
        (0, AutoScrollHint(direction: .up, speed: 1_000)),
        (-40, AutoScrollHint(direction: .up, speed: 1_000)),
        (570, AutoScrollHint(direction: .down, speed: 500)),
        (600, AutoScrollHint(direction: .down, speed: 1_000)),
        (700, AutoScrollHint(direction: .down, speed: 1_000)),
    ]

    @Test("speed grows linearly toward the edge and is capped", arguments: cases)
    func hint(_ pointerY: Double, _ expected: AutoScrollHint?) {
        let zone = AutoScrollZone(edge: 60, maximumSpeed: 1_000)
        #expect(zone.hint(pointerY: pointerY, viewportHeight: 600) == expected)
    }

    @Test("a short viewport splits into two half-height bands")
    func shortViewport() {
        let zone = AutoScrollZone(edge: 60, maximumSpeed: 1_000)
        #expect(zone.hint(pointerY: 20, viewportHeight: 40) == nil)
        #expect(zone.hint(pointerY: 10, viewportHeight: 40) == AutoScrollHint(direction: .up, speed: 500))
    }

    @Test("a drag update carries the hint")
    func updateCarriesHint() throws {
        let document = try Fixtures.document()
        var session = try #require(
            DragSession.begin(
                pressing: 0, in: Fixtures.rows(document), document: document, registry: Fixtures.registry,
                autoScroll: AutoScrollZone(edge: 50, maximumSpeed: 800)))
        let near = session.update(DragInput(row: 5, fraction: 0.5, pointerY: 475, viewportHeight: 500))
        #expect(near.autoScroll == AutoScrollHint(direction: .down, speed: 400))
        let middle = session.update(DragInput(row: 2, pointerY: 250, viewportHeight: 500))
        #expect(middle.autoScroll == nil)
    }
}
