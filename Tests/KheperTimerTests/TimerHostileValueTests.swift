import KheperCore
import KheperRenderTargets
import KheperTestSupport
import KheperTimer
import Testing

/// Timers with numbers no validator would accept still render, and validation names each such number.
@Suite struct TimerHostileValueTests {
    let registry = KindTesting.registry([TimerBlock.definition])!

    /// A document read from JSON, so the block is exactly what a hostile file holds.
    private func document(_ data: JSONValue) throws -> DecodedDocument {
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [["id": "block", "type": "timer", "version": 1, "data": data]],
        ]
        return try registry.decodeDocument(from: json)
    }

    @Test func anIntervalWithTheLargestWorkRendersWithoutOverflowing() throws {
        let decoded = try document(["mode": "interval", "work": 9_223_372_036_854_775_807, "rounds": 3])
        let text = registry.render(decoded.document, as: PlainTextTarget.self)
        #expect(text.contains("Interval"))
        #expect(decoded.document["block"]?.content.as(TimerBlock.self)?.activeDuration == nil)
        #expect(decoded.diagnostics.map(\.code) == [.outOfRange])
        #expect(decoded.diagnostics.first?.path.description == "blocks[0].data.work")
    }

    @Test func aCountdownWithTheLargestDurationAndAPrepareRendersAsHTML() throws {
        let decoded = try document(["mode": "countdown", "duration": 9_223_372_036_854_775_807, "prepare": 10])
        let html = registry.render(decoded.document, as: HTMLTarget.self)
        #expect(html.contains("Countdown"))
        #expect(!html.contains("data-total-seconds"))
        #expect(decoded.document["block"]?.content.as(TimerBlock.self)?.totalDuration == nil)
        #expect(decoded.diagnostics.map(\.path.description) == ["blocks[0].data.duration"])
    }

    @Test(
        arguments: [
            TimerBlock(mode: .interval, work: .max, rest: .max, rounds: .max, prepare: .max),
            TimerBlock(mode: .interval, work: .min, rest: .min, rounds: .min, prepare: .min),
            TimerBlock(mode: .tabata, work: .max, rounds: 2),
            TimerBlock(mode: .tabata, work: .min, rest: -1, rounds: .min),
            TimerBlock(mode: .countdown, duration: .min, prepare: .min),
            TimerBlock(mode: .amrap, duration: -90),
        ])
    func extremeTimersRenderForEveryTarget(_ block: TimerBlock) throws {
        let text = try #require(KindTesting.render(block, in: registry, as: PlainTextTarget.self))
        let markdown = try #require(KindTesting.render(block, in: registry, as: MarkdownTarget.self))
        let html = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self))
        #expect(text.contains(block.mode.displayName) && markdown.contains(block.mode.displayName))
        #expect(html.contains(block.mode.displayName))
        #expect(!block.validationDiagnostics().filter { $0.severity == .error }.isEmpty)
    }

    @Test func negativeTimesKeepTheirSign() {
        #expect(
            KindTesting.render(TimerBlock(mode: .countdown, duration: -90), in: registry, as: PlainTextTarget.self)
                == "⏱ Countdown -1:30")
    }
}
