import Foundation
import KheperChart
import KheperCore
import KheperRenderTargets
import KheperTestSupport
import Testing

@Suite struct ChartRenderingTests {
    let registry = KindTesting.registry([ChartBlock.definition])!

    static let now = ChartSeriesTests.now

    static func day(_ offset: Int) -> Date { ChartSeriesTests.day(offset) }

    static let history = InMemoryProgressHistory([
        "Bench Press": [
            ProgressEntry(date: day(0), weight: 110, reps: 5),
            ProgressEntry(date: day(-3), weight: 100, reps: 5),
            ProgressEntry(date: day(-2), weight: 100, reps: 3),
            ProgressEntry(date: day(-1), weight: 105, reps: 5),
            ProgressEntry(date: day(-200), weight: 300, reps: 5),
        ],
        "Squat": [
            ProgressEntry(date: day(-1), weight: 100, reps: 1),
            ProgressEntry(date: day(0), weight: 110, reps: 1),
        ],
        "Old": [ProgressEntry(date: day(-100), weight: 100, reps: 1)],
    ])

    static let context = RenderContext().setting(ProgressHistoryKey.self, to: history).setting(
        RenderDateKey.self, to: now)

    func text(_ block: ChartBlock, context: RenderContext = context) -> String? {
        KindTesting.render(block, in: registry, as: PlainTextTarget.self, context: context)
    }

    func markdown(_ block: ChartBlock, context: RenderContext = context) -> String? {
        KindTesting.render(block, in: registry, as: MarkdownTarget.self, context: context)
    }

    func html(_ block: ChartBlock, context: RenderContext = context) -> String? {
        KindTesting.render(block, in: registry, as: HTMLTarget.self, context: context)
    }

    @Test func contextConvenienceReadsTheKeys() {
        var context = RenderContext()
        #expect(context.progressHistory == nil)
        #expect(abs(context.renderDate.timeIntervalSinceNow) < 60)
        context.progressHistory = Self.history
        context.renderDate = Self.now
        #expect(context.progressHistory?.entries(for: "Squat").count == 2)
        #expect(context[RenderDateKey.self] == Self.now)
        #expect(Self.history.entries(for: "Deadlift").isEmpty)
    }

    @Test(arguments: [
        (ChartBlock(exercise: "Bench Press"), "📈 Bench Press — estimated 1RM: ▄▁▆█ 128.3 (+11.7)"),
        (
            ChartBlock(exercise: "Bench Press", formula: .brzycki),
            "📈 Bench Press — estimated 1RM (Brzycki): ▄▁▆█ 123.8 (+11.3)"
        ),
        (ChartBlock(exercise: "Bench Press", metric: .volume), "📈 Bench Press — volume: ▇▁▇█ 550 (+50)"),
        (ChartBlock(exercise: "Bench Press", metric: .maxWeight), "📈 Bench Press — max weight: ▁▁▅█ 110 (+10)"),
        (ChartBlock(exercise: "Bench Press", metric: .totalReps), "📈 Bench Press — total reps: █▁██ 5 (±0)"),
        (ChartBlock(exercise: "Bench Press", periodDays: 365), "📈 Bench Press — estimated 1RM: █▁▁▁▂ 128.3 (-221.7)"),
        (ChartBlock(exercise: "Squat", metric: .totalReps), "📈 Squat — total reps: ▄▄ 1 (±0)"),
        (ChartBlock(exercise: "Old", periodDays: 365), "📈 Old — estimated 1RM: ▄ 100"),
    ])
    func plainTextSparkline(block: ChartBlock, expected: String) {
        #expect(text(block) == expected)
    }

    @Test func noDataYetOnEveryTarget() {
        let bench = ChartBlock(exercise: "Bench Press")
        let expected = "📈 Bench Press — estimated 1RM: no data yet"
        #expect(text(bench, context: RenderContext()) == expected)
        #expect(text(ChartBlock(exercise: "Deadlift")) == "📈 Deadlift — estimated 1RM: no data yet")
        #expect(text(ChartBlock(exercise: "Old")) == "📈 Old — estimated 1RM: no data yet")
        let future = RenderContext().setting(ProgressHistoryKey.self, to: Self.history).setting(
            RenderDateKey.self, to: Self.day(-300))
        #expect(text(bench, context: future) == expected)
        #expect(
            markdown(bench, context: RenderContext())
                == "📈 **Bench Press** — estimated 1RM: *no data yet*")
        #expect(
            html(bench, context: RenderContext())
                == "<section class=\"block chart\"><p>📈 <strong>Bench Press</strong> — estimated 1RM: "
                + "<em>no data yet</em></p></section>")
    }

    @Test func markdownPutsTheSparklineInBackticks() {
        #expect(
            markdown(ChartBlock(exercise: "Bench Press"))
                == "📈 **Bench Press** — estimated 1RM: `▄▁▆█` 128.3 (+11.7)")
        let odd = InMemoryProgressHistory(["*Front* squat": [ProgressEntry(date: Self.day(0), weight: 80, reps: 1)]])
        let context = Self.context.setting(ProgressHistoryKey.self, to: odd)
        #expect(
            markdown(ChartBlock(exercise: "*Front* squat"), context: context)
                == "📈 **\\*Front\\* squat** — estimated 1RM: `▄` 80")
    }

    @Test func htmlLineIsAnInlineSVG() {
        let expected =
            "<section class=\"block chart\"><figure><figcaption>📈 <strong>Squat</strong> — estimated 1RM: "
            + "110 (+10)</figcaption><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 240 60\" width=\"240\" "
            + "height=\"60\" role=\"img\" class=\"chart-line\"><title>Squat, estimated 1RM over the last 84 days: "
            + "2 days, from 100 to 110, latest 110</title><polyline points=\"4,56 236,4\" fill=\"none\" "
            + "stroke=\"currentColor\" stroke-width=\"2\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
            + "<circle cx=\"236\" cy=\"4\" r=\"3\" fill=\"currentColor\"/></svg></figure></section>"
        #expect(html(ChartBlock(exercise: "Squat")) == expected)
    }

    @Test func htmlBarDrawsOneRectPerDay() throws {
        let rendered = try #require(html(ChartBlock(exercise: "Squat", style: .bar)))
        #expect(rendered.contains("class=\"chart-bar\""))
        #expect(!rendered.contains("<polyline"))
        #expect(
            rendered.contains(
                "<rect x=\"15.6\" y=\"8.7\" width=\"92.8\" height=\"47.3\" fill=\"currentColor\"/>"
                    + "<rect x=\"131.6\" y=\"4\" width=\"92.8\" height=\"52\" fill=\"currentColor\"/></svg>"))
        let bench = try #require(html(ChartBlock(exercise: "Bench Press", style: .bar)))
        #expect(bench.components(separatedBy: "<rect ").count - 1 == 4)
    }

    @Test func htmlFlatAndSinglePointSeries() throws {
        let flat = try #require(html(ChartBlock(exercise: "Squat", metric: .totalReps)))
        #expect(flat.contains("<polyline points=\"4,30 236,30\""))
        let single = try #require(html(ChartBlock(exercise: "Old", periodDays: 365)))
        #expect(single.contains("<polyline points=\"120,30\""))
        #expect(single.contains("<circle cx=\"120\" cy=\"30\""))
    }

    @Test func htmlEscapesEveryText() throws {
        let name = "<script>alert(\"x\")</script> & co"
        let history = InMemoryProgressHistory([name: [ProgressEntry(date: Self.day(0), weight: 80, reps: 1)]])
        let context = Self.context.setting(ProgressHistoryKey.self, to: history)
        for style in ChartStyle.allCases {
            let rendered = try #require(html(ChartBlock(exercise: name, style: style), context: context))
            #expect(!rendered.contains("<script"))
            #expect(!rendered.lowercased().contains(" on"))
            #expect(rendered.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"))
            #expect(rendered.contains("<title>&lt;script&gt;"))
        }
        let empty = try #require(html(ChartBlock(exercise: name), context: RenderContext()))
        #expect(!empty.contains("<script"))
    }

    @Test func documentRendersChartWithContext() throws {
        var document = BlockDocument(id: "test", title: "")
        try document.append(BlockContent(ChartBlock(exercise: "Squat", metric: .maxWeight)), id: "a")
        KindTesting.expectRendering(
            document, in: registry, as: PlainTextTarget.self, context: Self.context,
            equals: "📈 Squat — max weight: ▁█ 110 (+10)\n")
    }
}
