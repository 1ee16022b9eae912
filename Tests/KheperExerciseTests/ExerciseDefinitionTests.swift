import KheperCore
import KheperExercise
import KheperMeasures
import KheperRenderTargets
import KheperSchema
import KheperTestSupport
import Testing

@Suite struct ExerciseDefinitionTests {
    @Test func definitionDescribesTheKind() {
        let definition = ExerciseBlock.definition
        #expect(definition.kind == "exercise")
        #expect(definition.version == 1)
        #expect(definition.displayName == "Exercise")
        #expect(definition.nesting == .leaf(atRoot: true))
        #expect(definition.hasShorthand)
        #expect(definition.renderers.count == 3)
    }

    @Test func everyTargetHasARenderer() throws {
        let registry = try #require(KindTesting.registry([ExerciseBlock.definition]))
        #expect(registry.hasRenderer(for: "exercise", target: PlainTextTarget.self))
        #expect(registry.hasRenderer(for: "exercise", target: MarkdownTarget.self))
        #expect(registry.hasRenderer(for: "exercise", target: HTMLTarget.self))
    }

    @Test func defaultBlockValidatesClean() throws {
        let registry = try #require(KindTesting.registry([ExerciseBlock.definition]))
        let block = ExerciseBlock.definition.makeDefault()
        let exercise = try #require(block.as(ExerciseBlock.self))
        #expect(exercise == ExerciseBlock(name: "Exercise", sets: [ExerciseSet(reps: 10)]))
        KindTesting.expectFindings(exercise, in: registry, codes: [], paths: [])
        KindTesting.expectRoundTrip(exercise, in: registry)
    }

    @Test func schemaNamesEveryFieldWithItsBounds() {
        let schema = ExerciseBlock.definition.dataSchema
        let properties = schema["properties"]
        #expect(schema["type"] == "object")
        #expect(schema["required"] == ["name"])
        #expect(
            properties?.objectValue?.keys.sorted() == ["entry", "exerciseID", "name", "notes", "rest", "sets", "tempo"])
        #expect(properties?["name"]?["maxLength"] == 120)
        #expect(properties?["sets"]?["maxItems"] == 50)
        let set = properties?["sets"]?["items"]?["properties"]
        #expect(
            set?.objectValue?.keys.sorted() == [
                "amrap", "distance", "duration", "kind", "load", "reps", "repsMax", "rest", "rir", "rpe",
            ])
        #expect(set?["kind"]?["enum"] == ["warmup", "working", "drop", "failure"])
        #expect(set?["load"]?["properties"]?["unit"]?["enum"] == ["kg", "lb", "bodyweight", "percent1RM"])
        #expect(set?["rpe"]?["multipleOf"] == 0.5)
        #expect(set?["duration"]?["maximum"] == 86_400)
        #expect(LoadUnit.allCases.map(\.rawValue) == LoadValueType.units)
        #expect(set?["load"]?["properties"]?["value"]?["maximum"] == 2_000)
    }

    @Test func tempoFormat() {
        for valid in ["3-1-1-0", "X-0-x-9", "0-0-0-0"] { #expect(ExerciseBlock.isValidTempo(valid), "\(valid)") }
        for invalid in ["", "3-1-1", "3-1-1-0-0", "31-1-1-0", "3-1-1-a", "3--1-0", "3 1 1 0", "٣-1-1-0"] {
            #expect(!ExerciseBlock.isValidTempo(invalid), "\(invalid)")
        }
    }
}
