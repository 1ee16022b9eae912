import KheperCore
import KheperRenderTargets
import KheperTestSupport
import KheperTimer
import Testing

@Suite struct TimerRenderingTests {
    let registry = KindTesting.registry([TimerBlock.definition])!

    @Test(arguments: [
        (TimerBlock(mode: .tabata), "⏱ Tabata — 8 × 20 s work / 10 s rest (3:50)"),
        (TimerBlock(mode: .countdown, duration: 150), "⏱ Countdown 2:30"),
        (TimerBlock(mode: .emom, duration: 600), "⏱ EMOM 10:00"),
        (TimerBlock(mode: .amrap, duration: 720), "⏱ AMRAP 12:00"),
        (TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 8), "⏱ Interval — 8 × 40 s / 20 s (7:40)"),
        (TimerBlock(mode: .interval, work: 90, rounds: 2), "⏱ Interval — 2 × 1:30 (3:00)"),
        (TimerBlock(mode: .countdown, duration: 3_725), "⏱ Countdown 1:02:05"),
        (TimerBlock(mode: .countdown, duration: 5), "⏱ Countdown 0:05"),
        (TimerBlock(mode: .tabata, label: "Finisher"), "⏱ Finisher: Tabata — 8 × 20 s work / 10 s rest (3:50)"),
        (TimerBlock(mode: .countdown, duration: 150, prepare: 10), "⏱ Countdown 2:30, 10 s prepare"),
        (TimerBlock(mode: .countdown), "⏱ Countdown"),
        (TimerBlock(mode: .interval, rounds: 3), "⏱ Interval"),
    ])
    func plainText(block: TimerBlock, expected: String) {
        #expect(KindTesting.render(block, in: registry, as: PlainTextTarget.self) == expected)
    }

    @Test(arguments: [
        (TimerBlock(mode: .tabata), "⏱ **Tabata** — 8 × 20 s work / 10 s rest (3:50)"),
        (TimerBlock(mode: .countdown, duration: 150), "⏱ **Countdown 2:30**"),
        (TimerBlock(mode: .emom, duration: 600, label: "*Cleans*"), "⏱ \\*Cleans\\*: **EMOM 10:00**"),
        (
            TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 8, prepare: 5),
            "⏱ **Interval** — 8 × 40 s / 20 s (7:40), 5 s prepare"
        ),
    ])
    func markdown(block: TimerBlock, expected: String) {
        #expect(KindTesting.render(block, in: registry, as: MarkdownTarget.self) == expected)
    }

    @Test func html() {
        let rendered = KindTesting.render(
            TimerBlock(mode: .tabata, label: "<b>Legs</b> & core"), in: registry, as: HTMLTarget.self)
        #expect(
            rendered
                == "<section class=\"block timer\"><p class=\"timer\" data-mode=\"tabata\" data-total-seconds=\"230\">"
                + HTMLIcon.timer.markup
                + "<span class=\"label\">&lt;b&gt;Legs&lt;/b&gt; &amp; core</span>: <strong>Tabata</strong>"
                + " — 8 × 20\u{00A0}s work / 10\u{00A0}s rest (3:50)</p></section>")
        let countdown = KindTesting.render(TimerBlock(mode: .countdown), in: registry, as: HTMLTarget.self)
        #expect(
            countdown
                == "<section class=\"block timer\"><p class=\"timer\" data-mode=\"countdown\">"
                + HTMLIcon.timer.markup + "<strong>Countdown</strong></p></section>")
    }

    @Test func nestedTimerIsIndentedInText() throws {
        var document = BlockDocument(id: "test", title: "")
        try document.append(BlockContent(TimerBlock(mode: .emom, duration: 600)), id: "a")
        KindTesting.expectRendering(document, in: registry, as: PlainTextTarget.self, equals: "⏱ EMOM 10:00\n")
        let input = RenderInput<PlainTextTarget>(
            node: try #require(document["a"]), children: [], depth: 2, context: RenderContext())
        let renderer = try #require(TimerBlock.definition.renderers.first { $0.target == PlainTextTarget.self })
        #expect(renderer.render(TimerBlock(mode: .emom, duration: 600), input) == "    ⏱ EMOM 10:00")
    }
}
