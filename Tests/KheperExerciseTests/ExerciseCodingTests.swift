import KheperCore
import KheperExercise
import KheperTestSupport
import Testing

@Suite struct ExerciseCodingTests {
    let registry = KindTesting.registry([ExerciseBlock.definition])

    @Test func fullBlockRoundTripsWithExactFieldNames() throws {
        let registry = try #require(registry)
        let block = ExerciseBlock(
            name: "Bench Press",
            exerciseID: "catalog/bench-press",
            sets: [
                ExerciseSet(
                    kind: .warmup, reps: 8, repsMax: 12, amrap: false, load: Load(value: 62.5, unit: .kg),
                    duration: 30, distance: 12.5, rpe: 7.5, rir: 2, rest: 90),
                ExerciseSet(reps: 5, load: Load(value: 10, unit: .bodyweight)),
            ],
            rest: 120,
            tempo: "3-1-X-0",
            notes: "Pause on the chest."
        )
        let data = try #require(KindTesting.expectRoundTrip(block, in: registry))
        let expected: JSONValue = [
            "name": "Bench Press", "exerciseID": "catalog/bench-press",
            "sets": [
                [
                    "kind": "warmup", "reps": 8, "repsMax": 12, "amrap": false,
                    "load": ["value": 62.5, "unit": "kg"], "duration": 30, "distance": 12.5, "rpe": 7.5, "rir": 2,
                    "rest": 90,
                ],
                ["reps": 5, "load": ["value": 10, "unit": "bodyweight"]],
            ],
            "rest": 120, "tempo": "3-1-X-0", "notes": "Pause on the chest.",
        ]
        #expect(data == expected)
    }

    @Test func minimalBlockWritesOnlyItsName() throws {
        let registry = try #require(registry)
        let data = KindTesting.expectRoundTrip(ExerciseBlock(name: "Squat"), in: registry)
        #expect(data == ["name": "Squat"])
    }

    @Test func defaultsResolve() {
        let set = ExerciseSet(reps: 8)
        #expect(set.kind == nil)
        #expect(set.resolvedKind == .working)
        #expect(!set.isAMRAP)
        #expect(ExerciseBlock(name: "Squat").resolvedSets.isEmpty)
        #expect(ExerciseSet(kind: .drop).resolvedKind == .drop)
    }

    @Test func unknownFieldsSurviveAtEveryLevel() throws {
        let registry = try #require(registry)
        let data: JSONValue = [
            "name": "Row", "future": ["a": 1],
            "sets": [
                ["reps": 8, "tag": "x", "load": ["value": 80, "unit": "kg", "plates": [20, 20]]],
                ["reps": 6],
            ],
        ]
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [["id": "block", "type": "exercise", "version": 1, "data": data]],
        ]
        let decoded = try registry.decodeDocument(from: json)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let block = try #require(decoded.document["block"]?.content.as(ExerciseBlock.self))
        #expect(block.resolvedSets.map(\.reps) == [8, 6])
        #expect(block.resolvedSets.first?.load == Load(value: 80, unit: .kg))
        let written = try registry.encode(decoded.document)
        #expect(written["blocks"]?[0]?["data"] == data)
    }

    struct WrongType: Sendable, CustomTestStringConvertible {
        var data: JSONValue
        var path: String
        var phrase: String
        var testDescription: String { "\(data) → \(path)" }
    }

    static let wrongTypes: [WrongType] = [
        WrongType(data: ["name": 5], path: "blocks[0].data.name", phrase: "\"name\""),
        WrongType(data: ["sets": []], path: "blocks[0].data.name", phrase: "name"),
        WrongType(data: ["name": "x", "sets": "three"], path: "blocks[0].data.sets", phrase: "\"sets\""),
        WrongType(data: ["name": "x", "sets": [["reps": "ten"]]], path: "blocks[0].data.sets[0].reps", phrase: "ten"),
        WrongType(data: ["name": "x", "sets": [["reps": 8.5]]], path: "blocks[0].data.sets[0].reps", phrase: "8.5"),
        WrongType(
            data: ["name": "x", "sets": [["kind": "cooldown"]]], path: "blocks[0].data.sets[0].kind",
            phrase: "expected one of: warmup, working, drop, failure"),
        WrongType(
            data: ["name": "x", "sets": [["load": ["value": 80, "unit": "stone"]]]],
            path: "blocks[0].data.sets[0].load.unit", phrase: "expected one of: kg, lb, bodyweight, percent1RM"),
        WrongType(
            data: ["name": "x", "sets": [["load": ["value": "heavy", "unit": "kg"]]]],
            path: "blocks[0].data.sets[0].load.value", phrase: "heavy"),
        WrongType(data: ["name": "x", "sets": [["amrap": 1]]], path: "blocks[0].data.sets[0].amrap", phrase: "amrap"),
        WrongType(data: ["name": "x", "rest": "2m"], path: "blocks[0].data.rest", phrase: "\"rest\""),
        WrongType(data: ["name": "x", "tempo": 3110], path: "blocks[0].data.tempo", phrase: "\"tempo\""),
    ]

    @Test(arguments: wrongTypes)
    func wrongTypesAreUndecodableAtTheirPath(_ example: WrongType) throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: example.data, kind: "exercise", in: registry)
        #expect(found.map(\.code) == [.undecodableData], "\(found)")
        #expect(found.first?.path.description == example.path)
        #expect(found.first?.message.contains(example.phrase) == true, "\(found.map(\.message))")
    }
}
