import KheperCore
import KheperExercise
import KheperRenderTargets
import KheperTestSupport
import Testing

/// Exercises with numbers no validator would accept still render, and validation names each such number.
@Suite struct ExerciseHostileValueTests {
    let registry = KindTesting.registry([ExerciseBlock.definition])!

    static let extremeSet = ExerciseSet(
        kind: .drop, reps: .min, repsMax: .max, amrap: true, load: Load(value: -1e308, unit: .percent1RM),
        duration: .min, distance: 1e308, rpe: -0.0, rir: .max, rest: .min)

    @Test func extremeSetsRenderForEveryTargetAndAreErrors() throws {
        let block = ExerciseBlock(
            name: "Row", sets: [Self.extremeSet, ExerciseSet(reps: .max, rest: .max)], rest: .min, tempo: "9-9-9-9")
        let text = try #require(KindTesting.render(block, in: registry, as: PlainTextTarget.self))
        let markdown = try #require(KindTesting.render(block, in: registry, as: MarkdownTarget.self))
        let html = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self))
        #expect(text.hasPrefix("Row") && markdown.hasPrefix("**Row**") && html.contains("<h3>Row</h3>"))
        let errors = block.validationDiagnosticsForTesting(in: registry).filter { $0.severity == .error }
        let paths = Set(errors.map(\.path.description))
        for field in ["reps", "repsMax", "load.value", "duration", "distance", "rir", "rest"] {
            #expect(paths.contains("blocks[0].data.sets[0].\(field)"), "\(field): \(paths)")
        }
        #expect(paths.contains("blocks[0].data.sets[1].reps") && paths.contains("blocks[0].data.rest"))
    }

    @Test(arguments: [(-90, "-1:30"), (-30, "-0:30"), (Int.min, "-2562047788015215:30:08"), (30, "30 s")])
    func timesKeepTheirSign(_ seconds: Int, _ expected: String) {
        #expect(ExerciseSummary.time(seconds) == expected)
    }
}

extension ExerciseBlock {
    /// The findings a document holding only this block gets.
    fileprivate func validationDiagnosticsForTesting(in registry: BlockRegistry) -> [Diagnostic] {
        registry.validate(KindTesting.document(with: self))
    }
}
