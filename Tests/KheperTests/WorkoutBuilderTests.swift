import Kheper
import KheperTestSupport
import Testing

@Suite struct WorkoutBuilderTests {
    @Test func buildsAWorkoutInAFewLines() throws {
        let workout = BlockDocument(title: "Upper A") {
            TextBlock(text: "Upper A", style: .title)
            SetBlock(style: .superset, name: "A", rounds: 3).containing {
                ExerciseBlock(name: "Bench Press", sets: [ExerciseSet(reps: 8, load: Load(value: 80, unit: .kg))])
                ExerciseBlock(name: "Chin-up", sets: [ExerciseSet(amrap: true)])
            }
            TimerBlock(mode: .tabata)
        }
        #expect(workout.rootBlocks.map(\.content.kind) == ["text", "set", "timer"])
        let superset = try #require(workout.rootBlocks.first { $0.content.kind == "set" })
        #expect(workout.children(of: superset.id).map(\.content.kind) == ["exercise", "exercise"])
        #expect(BlockRegistry.standard.validate(workout).isEmpty)
        let text = BlockRegistry.standard.render(workout, as: PlainTextTarget.self)
        #expect(text.contains("Superset A — 3 rounds"))
        #expect(text.contains("  Bench Press — 8 @ 80 kg"))
    }

    @Test func shorthandMakesBlocksForTheBuilder() throws {
        let registry = BlockRegistry.standard
        let bench = try #require(registry.definition(for: "exercise")).parseShorthand("Bench Press 3x8 @80kg rest 2m")
        let timer = try #require(registry.definition(for: "timer")).parseShorthand("interval 40s/20s x8")
        var document = BlockDocument(title: "Quick")
        try document.append(.known(bench))
        try document.append(.known(timer))
        #expect(registry.validate(document).isEmpty)
        let rendered = registry.render(document, as: PlainTextTarget.self)
        #expect(rendered.contains("Bench Press — 3 × 8 @ 80 kg, rest 2:00"))
        #expect(rendered.contains("Interval — 8 × 40 s / 20 s (7:40)"))
    }
}
