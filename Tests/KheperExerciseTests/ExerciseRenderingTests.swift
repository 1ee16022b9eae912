import KheperCore
import KheperExercise
import KheperRenderTargets
import KheperTestSupport
import Testing

@Suite struct ExerciseRenderingTests {
    let registry = KindTesting.registry([ExerciseBlock.definition])

    static let bench = ExerciseBlock(
        name: "Bench Press", sets: Array(repeating: ExerciseSet(reps: 8, load: Load(value: 80, unit: .kg)), count: 3),
        rest: 120)

    static let pyramid = ExerciseBlock(
        name: "Squat <heavy> & *fast*",
        sets: [
            ExerciseSet(kind: .warmup, reps: 10, load: Load(value: 40, unit: .kg)),
            ExerciseSet(reps: 5, load: Load(value: 100, unit: .kg), rpe: 8),
            ExerciseSet(reps: 5, load: Load(value: 100, unit: .kg), rpe: 8),
            ExerciseSet(reps: 3, load: Load(value: 110, unit: .kg), rpe: 9, rir: 1, rest: 240),
        ],
        rest: 180,
        notes: "Belt on <top> sets\nBrace & breathe"
    )

    struct Summary: Sendable, CustomTestStringConvertible {
        var block: ExerciseBlock
        var line: String
        var testDescription: String { line }
    }

    static func one(_ name: String, _ sets: [ExerciseSet], rest: Int? = nil, tempo: String? = nil) -> ExerciseBlock {
        ExerciseBlock(name: name, sets: sets, rest: rest, tempo: tempo)
    }

    static let summaries: [Summary] = [
        Summary(block: bench, line: "Bench Press — 3 × 8 @ 80 kg, rest 2:00"),
        Summary(block: ExerciseBlock(name: "Turkish Get-up"), line: "Turkish Get-up"),
        Summary(block: ExerciseBlock(name: "Walk", rest: 45), line: "Walk — rest 45 s"),
        Summary(
            block: one("Row", [8, 8, 6].map { ExerciseSet(reps: $0, load: Load(value: 60, unit: .kg)) }),
            line: "Row — 8, 8, 6 @ 60 kg"),
        Summary(block: one("Row", [ExerciseSet(reps: 8)]), line: "Row — 8"),
        Summary(
            block: one(
                "Curl",
                Array(
                    repeating: ExerciseSet(reps: 8, repsMax: 12, load: Load(value: 25, unit: .lb)),
                    count: 3)),
            line: "Curl — 3 × 8–12 @ 25 lb"),
        Summary(
            block: one("Pull-up", Array(repeating: ExerciseSet(amrap: true), count: 3)), line: "Pull-up — 3 × AMRAP"),
        Summary(block: one("Press", [ExerciseSet(reps: 5, amrap: true)]), line: "Press — 5+"),
        Summary(block: one("Plank", Array(repeating: ExerciseSet(duration: 45), count: 3)), line: "Plank — 3 × 45 s"),
        Summary(block: one("Plank", [ExerciseSet(duration: 90)]), line: "Plank — 1:30"),
        Summary(block: one("Ruck", [ExerciseSet(duration: 3900)]), line: "Ruck — 1:05:00"),
        Summary(block: one("Sprint", [ExerciseSet(duration: 75, distance: 400)]), line: "Sprint — 400 m in 1:15"),
        Summary(block: one("Run", [ExerciseSet(distance: 5000)]), line: "Run — 5 km"),
        Summary(block: one("Row", [ExerciseSet(distance: 1500)]), line: "Row — 1.5 km"),
        Summary(
            block: one(
                "Dip", Array(repeating: ExerciseSet(reps: 10, load: Load(value: 0, unit: .bodyweight)), count: 2)),
            line: "Dip — 2 × 10 @ BW"),
        Summary(
            block: one("Dip", [ExerciseSet(reps: 8, load: Load(value: 10, unit: .bodyweight))]),
            line: "Dip — 8 @ BW + 10 kg"),
        Summary(
            block: one("Squat", [ExerciseSet(reps: 3, load: Load(value: 75, unit: .percent1RM))]),
            line: "Squat — 3 @ 75% 1RM"),
        Summary(
            block: one(
                "Squat", Array(repeating: ExerciseSet(reps: 5, load: Load(value: 100, unit: .kg), rpe: 8), count: 5)),
            line: "Squat — 5 × 5 @ 100 kg, RPE 8"),
        Summary(
            block: one("Press", [ExerciseSet(reps: 5, load: Load(value: 62.5, unit: .kg), rpe: 7.5, rir: 2)]),
            line: "Press — 5 @ 62.5 kg, RPE 7.5 (RIR 2)"),
        Summary(block: one("Press", [ExerciseSet(reps: 5)], tempo: "3-1-1-0"), line: "Press — 5, tempo 3-1-1-0"),
        Summary(block: one("Row", [ExerciseSet()]), line: "Row — no target"),
        Summary(block: one("Row", [ExerciseSet(repsMax: 12)]), line: "Row — up to 12"),
        Summary(
            block: pyramid,
            line: "Squat <heavy> & *fast* — 10 @ 40 kg (warm-up), 2 × 5 @ 100 kg, RPE 8, "
                + "3 @ 110 kg, RPE 9 (RIR 1, rest 4:00), rest 3:00"),
        Summary(
            block: one("Row", [ExerciseSet(kind: .drop, reps: 8), ExerciseSet(kind: .failure, amrap: true)]),
            line: "Row — 8 (drop set), AMRAP (to failure)"),
    ]

    @Test(arguments: summaries)
    func plainTextLine(_ example: Summary) throws {
        let registry = try #require(registry)
        let expected = example.block.notes == nil ? example.line : nil
        #expect(ExerciseSummary.line(example.block) == example.line)
        if let expected {
            #expect(KindTesting.render(example.block, in: registry, as: PlainTextTarget.self) == expected)
        }
    }

    @Test func plainTextDocument() throws {
        let registry = try #require(registry)
        KindTesting.expectRendering(
            KindTesting.document(with: Self.bench), in: registry, as: PlainTextTarget.self,
            equals: "Test\n====\nBench Press — 3 × 8 @ 80 kg, rest 2:00\n")
    }

    @Test func plainTextNotesAndDepth() throws {
        let registry = try #require(registry)
        let document = KindTesting.document(with: Self.pyramid)
        let node = try #require(document["block"])
        let rendered = registry.render(node, in: document, depth: 2, as: PlainTextTarget.self)
        #expect(
            rendered == """
                    Squat <heavy> & *fast* — 10 @ 40 kg (warm-up), 2 × 5 @ 100 kg, RPE 8, \
                3 @ 110 kg, RPE 9 (RIR 1, rest 4:00), rest 3:00
                      Belt on <top> sets
                      Brace & breathe
                """)
    }

    @Test func markdownUniform() throws {
        let registry = try #require(registry)
        var block = Self.bench
        block.name = "Bench *Press*"
        block.notes = "Touch_and_go"
        #expect(
            KindTesting.render(block, in: registry, as: MarkdownTarget.self)
                == "**Bench \\*Press\\*** — 3 × 8 @ 80 kg, rest 2:00\n\nTouch\\_and\\_go")
    }

    @Test func markdownListsDifferingSets() throws {
        let registry = try #require(registry)
        #expect(
            KindTesting.render(Self.pyramid, in: registry, as: MarkdownTarget.self) == """
                **Squat \\<heavy\\> \\& \\*fast\\*** — rest 3:00

                1. 10 @ 40 kg (warm-up)
                2. 5 @ 100 kg, RPE 8
                3. 5 @ 100 kg, RPE 8
                4. 3 @ 110 kg, RPE 9 (RIR 1, rest 4:00)

                Belt on \\<top\\> sets Brace \\& breathe
                """)
    }

    @Test func markdownBareName() throws {
        let registry = try #require(registry)
        #expect(KindTesting.render(ExerciseBlock(name: "Walk"), in: registry, as: MarkdownTarget.self) == "**Walk**")
    }

    @Test func htmlTableMergesEqualSetsAndShowsOnlyColumnsWithValues() throws {
        let registry = try #require(registry)
        #expect(
            KindTesting.render(Self.pyramid, in: registry, as: HTMLTarget.self) == """
                <section class="block exercise"><div class="head"><h3>Squat &lt;heavy&gt; &amp; *fast*</h3>\
                <p class="summary">rest 3:00</p></div>
                <table class="sets">
                <thead><tr><th>Set</th><th>Kind</th><th>Target</th><th>Load</th><th>RPE</th><th>RIR</th><th>Rest</th>\
                </tr></thead>
                <tbody>
                <tr><td data-label="Set">1</td><td>warm-up</td><td>10</td><td>40 kg</td><td></td><td></td><td></td></tr>
                <tr><td data-label="Set">2–3</td><td></td><td>5</td><td>100 kg</td><td data-label="RPE">8</td><td></td>\
                <td></td></tr>
                <tr><td data-label="Set">4</td><td></td><td>3</td><td>110 kg</td><td data-label="RPE">9</td>\
                <td data-label="RIR">1</td><td data-label="rest">4:00</td></tr>
                </tbody>
                </table>
                <p class="note">Belt on &lt;top&gt; sets<br>Brace &amp; breathe</p></section>
                """)
    }

    @Test func htmlTableLeavesOutKindLoadEffortAndRestWhenNoSetHasThem() throws {
        let registry = try #require(registry)
        let block = Self.one("Row", [8, 8, 6].map { ExerciseSet(reps: $0) }, rest: 90)
        #expect(
            KindTesting.render(block, in: registry, as: HTMLTarget.self) == """
                <section class="block exercise"><div class="head"><h3>Row</h3><p class="summary">rest 1:30</p></div>
                <table class="sets">
                <thead><tr><th>Set</th><th>Target</th></tr></thead>
                <tbody>
                <tr><td data-label="Set">1–2</td><td>8</td></tr>
                <tr><td data-label="Set">3</td><td>6</td></tr>
                </tbody>
                </table></section>
                """)
    }

    @Test(arguments: [
        // A no-break space keeps each number with its unit.
        (bench, "3 × 8 @ 80\u{00A0}kg, rest 2:00"),
        (one("Push-up", [ExerciseSet(kind: .failure, amrap: true)]), "AMRAP (to failure)"),
        (one("Plank", [ExerciseSet(duration: 60)], rest: 30), "1:00, rest 30\u{00A0}s"),
    ])
    func htmlSameSetsAreOneLineWithoutATable(block: ExerciseBlock, summary: String) throws {
        let registry = try #require(registry)
        #expect(
            KindTesting.render(block, in: registry, as: HTMLTarget.self)
                == "<section class=\"block exercise\"><div class=\"head\"><h3>\(HTMLTarget.escape(block.name))</h3>"
                + "<p class=\"summary\">\(summary)</p></div></section>")
    }

    @Test func htmlRestColumnShowsOnlyRestsThatDifferFromTheExercise() throws {
        let registry = try #require(registry)
        let block = Self.one(
            "Deadlift", [ExerciseSet(reps: 5, rest: 120), ExerciseSet(reps: 3, rest: 240), ExerciseSet(reps: 1)],
            rest: 120)
        let rendered = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self))
        #expect(rendered.contains("<th>Rest</th>"))
        #expect(rendered.contains("<tr><td data-label=\"Set\">1</td><td>5</td><td></td></tr>"))
        #expect(rendered.contains("<tr><td data-label=\"Set\">2</td><td>3</td><td data-label=\"rest\">4:00</td></tr>"))
        #expect(rendered.contains("<tr><td data-label=\"Set\">3</td><td>1</td><td></td></tr>"))
        #expect(!rendered.contains("working"))
    }

    @Test func htmlBareNameEscapesEverything() throws {
        let registry = try #require(registry)
        let block = ExerciseBlock(name: "<script>alert('x')</script>", tempo: "\"><img onerror=x>")
        let rendered = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self))
        #expect(
            rendered == """
                <section class="block exercise"><div class="head"><h3>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</h3>\
                <p class="summary">tempo &quot;&gt;&lt;img onerror=x&gt;</p></div></section>
                """)
        #expect(!rendered.contains("<script"))
        #expect(!rendered.contains("<img"))
    }

    @Test func sharedSummaryPieces() {
        #expect(ExerciseSummary.time(0) == "0 s")
        #expect(ExerciseSummary.time(59) == "59 s")
        #expect(ExerciseSummary.time(60) == "1:00")
        #expect(ExerciseSummary.time(3599) == "59:59")
        #expect(ExerciseSummary.time(3600) == "1:00:00")
        #expect(ExerciseSummary.load(Load(value: 62.5, unit: .kg)) == "62.5 kg")
        #expect(ExerciseSummary.distance(999) == "999 m")
        #expect(ExerciseSummary.label(.warmup) == "warm-up")
        #expect(ExerciseSummary.isUniform([]))
        #expect(ExerciseSummary.sets([]) == nil)
    }

    /// The summary writes numbers digit by digit into bytes: any `Int` reads as `String` writes it.
    @Test(arguments: [0, 7, 10, 1_000, -5, Int.max, Int.min])
    func numbersReadAsStringWritesThem(_ number: Int) {
        #expect(ExerciseSummary.target(ExerciseSet(reps: number)) == String(number))
        #expect(ExerciseSummary.target(ExerciseSet(reps: 1, repsMax: number)) == (number == 1 ? "1" : "1–\(number)"))
        #expect(ExerciseSummary.set(ExerciseSet(reps: 2, rir: number)) == "2 (RIR \(number))")
        let sets = Array(repeating: ExerciseSet(reps: 5, rpe: 8), count: 12) + [ExerciseSet(reps: 3)]
        #expect(ExerciseSummary.sets(sets) == "12 × 5 @ RPE 8, 3")
    }
}
