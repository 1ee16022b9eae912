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

    static let first = "first 116.7 (2023-12-06)"

    static let sparklineCases: [(ChartBlock, String)] = [
        (
            ChartBlock(exercise: "Bench Press"),
            "📈 Bench Press — estimated 1RM, last 12 weeks: ▄▁▆█ \(first) · last 128.3 (2023-12-09) · "
                + "best 128.3 (2023-12-09)"
        ),
        (
            ChartBlock(exercise: "Bench Press", formula: .brzycki),
            "📈 Bench Press — estimated 1RM (Brzycki), last 12 weeks: ▄▁▆█ first 112.5 (2023-12-06) · "
                + "last 123.8 (2023-12-09) · best 123.8 (2023-12-09)"
        ),
        (
            ChartBlock(exercise: "Bench Press", metric: .volume),
            "📈 Bench Press — volume, last 12 weeks: ▇▁▇█ first 500 (2023-12-06) · last 550 (2023-12-09) · "
                + "best 550 (2023-12-09)"
        ),
        (
            ChartBlock(exercise: "Bench Press", metric: .maxWeight),
            "📈 Bench Press — max weight, last 12 weeks: ▁▁▅█ first 100 (2023-12-06) · last 110 (2023-12-09) · "
                + "best 110 (2023-12-09)"
        ),
        (
            ChartBlock(exercise: "Bench Press", metric: .totalReps),
            "📈 Bench Press — total reps, last 12 weeks: █▁██ first 5 (2023-12-06) · last 5 (2023-12-09) · "
                + "best 5 (2023-12-06)"
        ),
        (
            ChartBlock(exercise: "Bench Press", periodDays: 365),
            "📈 Bench Press — estimated 1RM, last 365 days: █▁▁▁▂ first 350 (2023-05-23) · "
                + "last 128.3 (2023-12-09) · best 350 (2023-05-23)"
        ),
        (
            ChartBlock(exercise: "Bench Press", range: .all),
            "📈 Bench Press — estimated 1RM, all time: █▁▁▁▂ first 350 (2023-05-23) · "
                + "last 128.3 (2023-12-09) · best 350 (2023-05-23)"
        ),
        (
            ChartBlock(exercise: "Bench Press", range: .weeks4),
            "📈 Bench Press — estimated 1RM, last 4 weeks: ▄▁▆█ \(first) · last 128.3 (2023-12-09) · "
                + "best 128.3 (2023-12-09)"
        ),
        (
            ChartBlock(exercise: "Squat", metric: .totalReps),
            "📈 Squat — total reps, last 12 weeks: ▄▄ first 1 (2023-12-08) · last 1 (2023-12-09) · best 1 (2023-12-08)"
        ),
        (
            ChartBlock(exercise: "Old", periodDays: 365),
            "📈 Old — estimated 1RM, last 365 days: ▄ 1 session: 100 (2023-08-31)"
        ),
        (
            ChartBlock(exercise: "Old", range: .weeks52),
            "📈 Old — estimated 1RM, last 52 weeks: ▄ 1 session: 100 (2023-08-31)"
        ),
    ]

    @Test(arguments: sparklineCases)
    func plainTextSparkline(block: ChartBlock, expected: String) {
        #expect(text(block) == expected)
    }

    @Test func noHistoryIsSaidPlainlyOnEveryTarget() {
        let bench = ChartBlock(exercise: "Bench Press")
        let expected = "📈 Bench Press — estimated 1RM, last 12 weeks: no history yet for Bench Press"
        #expect(text(bench, context: RenderContext()) == expected)
        #expect(
            text(ChartBlock(exercise: "Deadlift"))
                == "📈 Deadlift — estimated 1RM, last 12 weeks: no history yet for Deadlift")
        // The default window ends at the last session when the last 12 weeks hold none.
        #expect(
            text(ChartBlock(exercise: "Old"))
                == "📈 Old — estimated 1RM, 12 weeks to 2023-08-31: ▄ 1 session: 100 (2023-08-31)")
        let past = RenderContext().setting(ProgressHistoryKey.self, to: Self.history).setting(
            RenderDateKey.self, to: Self.day(-300))
        #expect(
            text(bench, context: past)
                == "📈 Bench Press — estimated 1RM, last 12 weeks: no history in the last 12 weeks for Bench Press")
        #expect(
            markdown(bench, context: RenderContext())
                == "📈 **Bench Press** — estimated 1RM, last 12 weeks: *no history yet for Bench Press*")
        #expect(
            html(bench, context: RenderContext())
                == "<section class=\"block chart\"><p>" + HTMLIcon.chart.markup
                + "<strong>Bench Press</strong> — estimated 1RM, last 12 weeks: "
                + "<em>no history yet for Bench Press</em></p></section>")
    }

    @Test func markdownPutsTheSparklineInBackticks() {
        #expect(
            markdown(ChartBlock(exercise: "Bench Press"))
                == "📈 **Bench Press** — estimated 1RM, last 12 weeks: `▄▁▆█` \(Self.first) · last 128.3 (2023-12-09) · "
                + "best 128.3 (2023-12-09)")
        let odd = InMemoryProgressHistory(["*Front* squat": [ProgressEntry(date: Self.day(0), weight: 80, reps: 1)]])
        let context = Self.context.setting(ProgressHistoryKey.self, to: odd)
        #expect(
            markdown(ChartBlock(exercise: "*Front* squat"), context: context)
                == "📈 **\\*Front\\* squat** — estimated 1RM, last 12 weeks: `▄` 1 session: 80 (2023-12-09)")
    }

    @Test func htmlLineIsAnInlineSVGWithAxesLabelsAndATitle() throws {
        let rendered = try #require(html(ChartBlock(exercise: "Squat")))
        #expect(rendered.hasPrefix("<section class=\"block chart\"><figure><figcaption>"))
        #expect(rendered.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 480 264\" width=\"100%\""))
        #expect(!rendered.contains("<script"))
        #expect(rendered.contains("<title>Squat, estimated 1RM, last 12 weeks: 2 sessions, from 100 to 110, "))
        // The heading is the caption, so a long one never runs out of the drawing.
        #expect(!rendered.contains("chart-title"))
        #expect(
            rendered.contains(
                "<figcaption>\(HTMLIcon.chart.markup)<strong>Squat</strong> — estimated 1RM, last 12 weeks: "))
        #expect(rendered.contains("<line class=\"axis-y\" x1=\"60\" y1=\"44\" x2=\"60\" y2=\"214\"/>"))
        #expect(rendered.contains("<line class=\"axis-x\" x1=\"60\" y1=\"214\" x2=\"464\" y2=\"214\"/>"))
        for tick in [">100.0</text>", ">102.5</text>", ">110.0</text>", ">2023-12-08</text>", ">2023-12-09</text>"] {
            #expect(rendered.contains(tick), "\(tick)")
        }
        #expect(rendered.contains("<polyline class=\"chart-line\" points=\"60,214 464,44\""))
        #expect(rendered.contains("<circle class=\"chart-latest\" cx=\"464\" cy=\"44\""))
        #expect(rendered.hasSuffix("</svg></figure></section>"))
    }

    @Test func svgPlacesPointsByDateSoGapsShow() throws {
        let history = InMemoryProgressHistory([
            "Row": [
                ProgressEntry(date: Self.day(-10), weight: 50, reps: 1),
                ProgressEntry(date: Self.day(-9), weight: 60, reps: 1),
                ProgressEntry(date: Self.day(0), weight: 70, reps: 1),
            ]
        ])
        let rendered = try #require(
            html(ChartBlock(exercise: "Row"), context: Self.context.setting(ProgressHistoryKey.self, to: history)))
        // 404 units across 10 days: the second point is 40.4 units in, not halfway.
        #expect(rendered.contains("points=\"60,214 100.4,129 464,44\""))
    }

    @Test func theUnitOfTheSourceFollowsWeightValues() {
        struct Kilograms: ProgressHistorySource {
            func entries(for exercise: String) -> [ProgressEntry] {
                [ProgressEntry(date: ChartRenderingTests.day(0), weight: 80, reps: 1)]
            }
            var weightUnit: String? { "kg" }
        }
        let context = Self.context.setting(ProgressHistoryKey.self, to: Kilograms())
        #expect(text(ChartBlock(exercise: "Any"), context: context)?.hasSuffix("1 session: 80 kg (2023-12-09)") == true)
        #expect(
            text(ChartBlock(exercise: "Any", metric: .totalReps), context: context)?.hasSuffix(
                "1 session: 1 (2023-12-09)")
                == true)
    }

    @Test func htmlBarDrawsOneRectPerDay() throws {
        let rendered = try #require(html(ChartBlock(exercise: "Squat", style: .bar)))
        #expect(rendered.contains("class=\"chart-bar\""))
        #expect(!rendered.contains("<polyline"))
        #expect(
            rendered.contains(
                "<rect x=\"80.2\" y=\"100.7\" width=\"161.6\" height=\"113.3\"/>"
                    + "<rect x=\"282.2\" y=\"89.3\" width=\"161.6\" height=\"124.7\"/></g></svg>"))
        let bench = try #require(html(ChartBlock(exercise: "Bench Press", style: .bar)))
        #expect(bench.components(separatedBy: "<rect ").count - 1 == 4)
    }

    @Test func htmlFlatAndSinglePointSeries() throws {
        let flat = try #require(html(ChartBlock(exercise: "Squat", metric: .totalReps)))
        #expect(flat.contains("points=\"60,129 464,129\""))
        let single = try #require(html(ChartBlock(exercise: "Old", periodDays: 365)))
        #expect(single.contains("points=\"262,129\""))
        #expect(single.contains("<circle class=\"chart-latest\" cx=\"262\" cy=\"129\""))
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
            equals: "📈 Squat — max weight, last 12 weeks: ▁█ first 100 (2023-12-08) · last 110 (2023-12-09) · "
                + "best 110 (2023-12-09)\n")
    }
}
