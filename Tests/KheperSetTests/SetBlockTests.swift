import KheperCore
import KheperSchema
import KheperSet
import KheperTestSupport
import Testing

@Suite struct SetBlockTests {
    let registry = KindTesting.registry(SetTesting.definitions)

    @Test func setAloneDoesNotBuild() {
        #expect(throws: RegistryError.self) { try BlockRegistry([SetBlock.definition]) }
    }

    @Test func defaultBlockHasCleanFields() throws {
        let registry = try #require(registry)
        let block = try #require(SetBlock.definition.makeDefault().as(SetBlock.self))
        #expect(block == SetBlock())
        #expect(SetBlock.definition.validate(block).isEmpty)
        let two = [BlockContent(ExerciseStub(name: "Squat")), BlockContent(ExerciseStub(name: "Row"))]
        #expect(registry.validate(try SetTesting.document(block, children: two)).isEmpty)
    }

    @Test(arguments: [
        SetBlock(),
        SetBlock(style: .superset, name: "A", rounds: 3, restBetweenExercises: 0, restBetweenRounds: 90),
        SetBlock(style: .circuit, rounds: 4, restBetweenExercises: 15),
        SetBlock(style: .giant, name: "Legs"),
    ])
    func roundTrip(block: SetBlock) throws {
        let registry = try #require(registry)
        let data = KindTesting.expectRoundTrip(block, in: registry)
        #expect(data?["rounds"] == block.rounds.map { .number(JSONNumber($0)) })
        #expect(data?["style"] == block.style.map { .string($0.rawValue) })
    }

    @Test func defaultsAreNotWritten() throws {
        let registry = try #require(registry)
        #expect(KindTesting.expectRoundTrip(SetBlock(), in: registry) == [:])
        #expect(SetBlock().resolvedStyle == .superset)
        #expect(SetBlock().resolvedRounds == 1)
    }

    @Test func unknownFieldsSurvive() throws {
        let registry = try #require(registry)
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [
                ["id": "block", "type": "set", "version": 1, "data": ["style": "circuit", "colour": "teal"]]
            ],
        ]
        let decoded = try registry.decodeDocument(from: json)
        #expect(decoded.document["block"]?.content.as(SetBlock.self) == SetBlock(style: .circuit))
        let written = try registry.encode(decoded.document)
        #expect(written["blocks"]?[0]?["data"] == ["style": "circuit", "colour": "teal"])
    }

    struct Bound: Sendable, CustomTestStringConvertible {
        var block: SetBlock
        var field: String
        var value: String
        var range: String?
        var testDescription: String { "\(field) = \(value)" }
    }

    @Test(arguments: [
        Bound(block: SetBlock(rounds: 1), field: "rounds", value: "1", range: nil),
        Bound(block: SetBlock(rounds: 100), field: "rounds", value: "100", range: nil),
        Bound(block: SetBlock(rounds: 0), field: "rounds", value: "0", range: "1 to 100"),
        Bound(block: SetBlock(rounds: 101), field: "rounds", value: "101", range: "1 to 100"),
        Bound(
            block: SetBlock(restBetweenExercises: 0), field: "restBetweenExercises", value: "0", range: nil),
        Bound(
            block: SetBlock(restBetweenExercises: 3600), field: "restBetweenExercises", value: "3600", range: nil),
        Bound(
            block: SetBlock(restBetweenExercises: -1), field: "restBetweenExercises", value: "-1 s",
            range: "0 to 3600 s"),
        Bound(
            block: SetBlock(restBetweenExercises: 3601), field: "restBetweenExercises", value: "3601 s",
            range: "0 to 3600 s"),
        Bound(block: SetBlock(restBetweenRounds: 0), field: "restBetweenRounds", value: "0", range: nil),
        Bound(block: SetBlock(restBetweenRounds: 3600), field: "restBetweenRounds", value: "3600", range: nil),
        Bound(
            block: SetBlock(restBetweenRounds: -1), field: "restBetweenRounds", value: "-1 s",
            range: "0 to 3600 s"),
        Bound(
            block: SetBlock(restBetweenRounds: 3601), field: "restBetweenRounds", value: "3601 s",
            range: "0 to 3600 s"),
    ])
    func numericBounds(bound: Bound) throws {
        let registry = try #require(registry)
        let block = SetBlock(
            style: .circuit, rounds: bound.block.rounds, restBetweenExercises: bound.block.restBetweenExercises,
            restBetweenRounds: bound.block.restBetweenRounds)
        if let range = bound.range {
            KindTesting.expectFindings(
                block, in: registry, codes: [.outOfRange], paths: [bound.field],
                mentioning: ["\"\(bound.field)\" is \(bound.value)", "expected \(range)"])
        } else {
            KindTesting.expectFindings(block, in: registry, codes: [], paths: [])
        }
    }

    @Test(arguments: [(0, false), (40, false), (41, true), (100, true)])
    func nameLength(count: Int, isError: Bool) throws {
        let registry = try #require(registry)
        let block = SetBlock(style: .circuit, name: String(repeating: "n", count: count))
        if isError {
            KindTesting.expectFindings(
                block, in: registry, codes: [.badLength], paths: ["name"],
                mentioning: ["\"name\" has \(count) characters", "at most 40"])
        } else {
            KindTesting.expectFindings(block, in: registry, codes: [], paths: [])
        }
    }

    @Test func unknownStyleListsTheChoices() throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: ["style": "pyramid"], kind: "set", in: registry)
        #expect(found.map(\.code) == [.undecodableData])
        #expect(found.first?.path.description == "blocks[0].data.style")
        #expect(found.first?.message.contains("\"pyramid\"; expected one of: superset, circuit, giant") == true)
    }

    @Test(arguments: [
        (["rounds": "three"] as JSONValue, "blocks[0].data.rounds"),
        (["rounds": 2.5] as JSONValue, "blocks[0].data.rounds"),
        (["restBetweenRounds": "90"] as JSONValue, "blocks[0].data.restBetweenRounds"),
        (["restBetweenRounds": 90.5] as JSONValue, "blocks[0].data.restBetweenRounds"),
        (["name": 1] as JSONValue, "blocks[0].data.name"),
    ])
    func wrongTypes(data: JSONValue, path: String) throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: data, kind: "set", in: registry)
        #expect(found.map(\.code) == [.undecodableData])
        #expect(found.first?.path.description == path)
    }

    @Test func schemaDescribesTheFields() {
        let schema = SetBlock.definition.dataSchema
        #expect(schema["properties"]?["rounds"]?["minimum"] == 1)
        #expect(schema["properties"]?["rounds"]?["maximum"] == 100)
        #expect(schema["properties"]?["name"]?["maxLength"] == 40)
        #expect(
            schema["properties"]?["style"]?["enum"] == ["superset", "circuit", "giant", "emom", "amrap", "forTime"])
        #expect(schema["properties"]?["restBetweenRounds"]?["maximum"] == 3600)
    }
}
