import Foundation
import KheperCore
import Testing

@Suite struct DocumentCodecTests {
    let registry = SampleKinds.registry()

    private func decode(_ text: String) throws -> DecodedDocument {
        try registry.decodeDocument(from: text)
    }

    private func roundTrip(_ document: BlockDocument) throws -> JSONValue {
        try registry.encode(document)
    }

    @Test func readsAndWritesTheFormat() throws {
        let decoded = try decode(
            """
            {"format":"kheper.blocks","formatVersion":1,"id":"w1","title":"Legs","blocks":[
              {"id":"a","type":"note","version":1,"order":"a0","data":{"text":"hi"}},
              {"id":"b","type":"group","order":"a1","data":{"label":"A"},"children":[
                {"id":"c","type":"lift","version":2,"order":"a0","data":{"name":"Squat","sets":[{"reps":5,"load":100.5}]}},
                {"id":"d","type":"note","order":"a1","data":{"text":"then"}}
              ]}
            ]}
            """
        )
        #expect(decoded.diagnostics.isEmpty)
        let document = decoded.document
        #expect(document.id == "w1")
        #expect(document.title == "Legs")
        #expect(document["c"]?.content.as(Lift.self) == Lift(name: "Squat", sets: [.init(reps: 5, load: 100.5)]))
        let written = try roundTrip(document)
        let expected = try JSONValue(
            parsing: """
                {"format":"kheper.blocks","formatVersion":1,"id":"w1","title":"Legs","blocks":[
                  {"id":"a","type":"note","version":1,"order":"a0","data":{"text":"hi"}},
                  {"id":"b","type":"group","version":1,"order":"a1","data":{"label":"A"},"children":[
                    {"id":"c","type":"lift","version":2,"order":"a0","data":{"name":"Squat","sets":[{"reps":5,"load":100.5}]}},
                    {"id":"d","type":"note","version":1,"order":"a1","data":{"text":"then"}}
                  ]}
                ]}
                """
        )
        #expect(written == expected)
    }

    @Test func keepsUnknownKindsAndStillReadsTheirChildren() throws {
        let input = SampleKinds.document([
            [
                "id": "x", "type": "acme/mystery", "version": 7, "order": "a0",
                "data": ["anything": [1, 2, ["deep": true]], "big": .number(JSONNumber(UInt64.max))],
                "children": [["id": "n", "type": "note", "version": 1, "order": "a0", "data": ["text": "inside"]]],
            ]
        ])
        let decoded = try registry.decodeDocument(from: input)
        guard case .unknown(let unknown)? = decoded.document["x"]?.content else {
            Issue.record("expected an unknown block")
            return
        }
        #expect(unknown.reason == .unregisteredKind)
        #expect(unknown.version == 7)
        #expect(decoded.document["n"]?.content.as(Note.self) == Note(text: "inside"))
        #expect(decoded.diagnostics.map(\.code) == [.unknownKind])
        #expect(decoded.diagnostics.first?.path.description == "blocks[0].type")
        #expect(decoded.diagnostics.first?.severity == .warning)
        #expect(try roundTrip(decoded.document) == input)
    }

    @Test func keepsUnknownFieldsAtEveryLevelOfData() throws {
        let input = SampleKinds.document(
            [
                [
                    "id": "l", "type": "lift", "version": 2, "order": "a0",
                    "data": [
                        "name": "Bench", "color": "red", "meta": ["source": "import"],
                        "sets": [["reps": 8, "tempo": "3-1-1-0"], ["reps": 6, "load": 80]],
                    ],
                    "note": "a node-level member",
                ]
            ], extra: ["author": "sam", "tags": ["push"]])
        let decoded = try registry.decodeDocument(from: input)
        #expect(decoded.diagnostics.isEmpty)
        #expect(try roundTrip(decoded.document) == input)
    }

    @Test func editedBlocksKeepTheirUnknownFields() throws {
        let input = SampleKinds.document([
            ["id": "l", "type": "lift", "order": "a0", "version": 2, "data": ["name": "Bench", "sets": [], "x": 1]]
        ])
        var document = try registry.decodeDocument(from: input).document
        guard case .known(var block)? = document["l"]?.content, var lift = block.as(Lift.self) else {
            Issue.record("expected a lift")
            return
        }
        lift.name = "Incline Bench"
        block.base = lift
        try document.setContent(.known(block), of: "l")
        let written = try roundTrip(document)
        #expect(written["blocks"]?[0]?["data"]?["x"] == 1)
        #expect(written["blocks"]?[0]?["data"]?["name"] == "Incline Bench")
    }

    @Test func keepsLargeIntegersAndDecimalsExactly() throws {
        let text = """
            {"format":"kheper.blocks","formatVersion":1,"id":"w","title":"","blocks":[
              {"id":"x","type":"acme/numbers","version":1,"order":"a0","data":{
                "max":9223372036854775807,"min":-9223372036854775808,"umax":18446744073709551615,
                "tiny":0.1000000000000000000001,"exp":1.5e300}}]}
            """
        let decoded = try decode(text)
        let written = try registry.encodedJSON(decoded.document, options: [])
        let data = try JSONValue(parsing: written)["blocks"]?[0]?["data"]
        #expect(data?["max"]?.numberValue?.literal == "9223372036854775807")
        #expect(data?["min"]?.numberValue?.literal == "-9223372036854775808")
        #expect(data?["umax"]?.numberValue?.literal == "18446744073709551615")
        #expect(data?["tiny"]?.numberValue?.literal == "0.1000000000000000000001")
        #expect(data?["exp"]?.numberValue?.literal == "1.5e300")
    }

    @Test func keepsUndecodableDataRawWithAnErrorAtItsPath() throws {
        let input = SampleKinds.document([
            [
                "id": "l", "type": "lift", "version": 2, "order": "a0",
                "data": ["name": "Row", "sets": [["reps": "ten"]]],
            ],
            ["id": "m", "type": "note", "version": 1, "order": "a1", "data": "not an object"],
        ])
        let decoded = try registry.decodeDocument(from: input)
        #expect(decoded.diagnostics.map(\.code) == [.undecodableData, .undecodableData])
        #expect(decoded.diagnostics[0].path.description == "blocks[0].data.sets[0].reps")
        #expect(decoded.diagnostics[0].blockID == "l")
        #expect(decoded.diagnostics[0].message.contains("ten"))
        #expect(decoded.diagnostics[1].path.description == "blocks[1].data")
        #expect(decoded.diagnostics[1].message.contains("the string \"not an object\""))
        #expect(try roundTrip(decoded.document) == input)
    }

    @Test func reportsAMissingRequiredField() throws {
        let input = SampleKinds.document([["id": "l", "type": "lift", "version": 2, "data": ["sets": []]]])
        let decoded = try registry.decodeDocument(from: input)
        let diagnostic = try #require(decoded.diagnostics.first)
        #expect(diagnostic.code == .undecodableData)
        #expect(diagnostic.path.description == "blocks[0].data.name")
        #expect(diagnostic.message.contains("\"name\""))
    }

    @Test func runsMigrationsBeforeDecoding() throws {
        let input = SampleKinds.document([
            ["id": "l", "type": "lift", "order": "a0", "data": ["title": "Curl", "sets": []]]
        ])
        let decoded = try registry.decodeDocument(from: input)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.document["l"]?.content.as(Lift.self)?.name == "Curl")
        let written = try roundTrip(decoded.document)
        #expect(written["blocks"]?[0]?["version"] == 2)
        #expect(written["blocks"]?[0]?["data"]?["title"] == nil)
    }

    @Test func keepsDataRawWhenAMigrationFails() throws {
        let input = SampleKinds.document([
            ["id": "l", "type": "lift", "version": 1, "order": "a0", "data": ["title": 42, "sets": []]]
        ])
        let decoded = try registry.decodeDocument(from: input)
        let diagnostic = try #require(decoded.diagnostics.first)
        #expect(diagnostic.code == .migrationFailed)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("needs a \"title\" string"))
        #expect(diagnostic.path.description == "blocks[0].data")
        #expect(try roundTrip(decoded.document) == input)
    }

    @Test func keepsBlocksFromNewerVersionsWithAWarning() throws {
        let input = SampleKinds.document([
            ["id": "l", "type": "lift", "version": 9, "order": "a0", "data": ["future": true]]
        ])
        let decoded = try registry.decodeDocument(from: input)
        #expect(decoded.diagnostics.map(\.code) == [.newerVersion])
        #expect(decoded.diagnostics.first?.severity == .warning)
        #expect(decoded.diagnostics.first?.message.contains("version 9") == true)
        #expect(try roundTrip(decoded.document) == input)
    }

    @Test func keepsMalformedNodesVerbatim() throws {
        let input = SampleKinds.document([
            "just a string",
            ["id": "t", "data": [:]],
            ["id": "c", "type": "note", "children": 5],
            ["id": "v", "type": "note", "version": "two"],
            ["id": "k", "type": "Bad Kind", "order": "a5", "data": [:]],
        ])
        let decoded = try registry.decodeDocument(from: input)
        #expect(
            decoded.diagnostics.map(\.code) == [
                .malformedBlock, .malformedBlock, .malformedBlock, .malformedBlock, .malformedKind,
            ]
        )
        #expect(decoded.diagnostics[0].message.contains("found the string \"just a string\""))
        #expect(decoded.diagnostics[1].message.contains("\"type\" string"))
        #expect(decoded.diagnostics[2].message.contains("\"children\" must be an array"))
        #expect(decoded.diagnostics[3].message.contains("\"version\" must be a whole number"))
        let written = try roundTrip(decoded.document)
        #expect(written["blocks"]?[0] == "just a string")
        #expect(written["blocks"]?[3] == ["id": "v", "type": "note", "version": "two"])
        #expect(written["blocks"]?.arrayValue?.count == 5)
    }

    @Test func assignsMissingIDsAndKeysInArrayOrder() throws {
        let input = SampleKinds.document([
            ["type": "note", "data": ["text": "1"]],
            ["type": "note", "data": ["text": "2"]],
            ["type": "note", "data": ["text": "3"]],
        ])
        let decoded = try registry.decodeDocument(from: input)
        #expect(decoded.diagnostics.isEmpty)
        let notes = decoded.document.rootBlocks.compactMap { $0.content.as(Note.self)?.text }
        #expect(notes == ["1", "2", "3"])
        let written = try roundTrip(decoded.document)
        let keys = written["blocks"]?.arrayValue?.compactMap { $0["order"]?.stringValue }
        #expect(keys == ["a0", "a1", "a2"])
        let ids = written["blocks"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        #expect(Set(ids).count == 3)
    }

    @Test func sortsSiblingsByTheirKeys() throws {
        let input = SampleKinds.document([
            ["id": "b", "type": "note", "order": "a1", "data": ["text": "second"]],
            ["id": "a", "type": "note", "order": "a0", "data": ["text": "first"]],
        ])
        let decoded = try registry.decodeDocument(from: input)
        #expect(decoded.document.childIDs(of: nil) == ["a", "b"])
        #expect(decoded.diagnostics.map(\.code) == [.unsortedBlocks])
        #expect(decoded.diagnostics.first?.severity == .info)
    }

    @Test func replacesBadAndDuplicateKeysKeepingTheWrittenOrder() throws {
        let input = SampleKinds.document([
            ["id": "a", "type": "note", "order": "a5", "data": ["text": "1"]],
            ["id": "b", "type": "note", "order": "a00", "data": ["text": "2"]],
            ["id": "c", "type": "note", "order": "a5", "data": ["text": "3"]],
            ["id": "d", "type": "note", "order": 12, "data": ["text": "4"]],
            ["id": "e", "type": "note", "data": ["text": "5"]],
        ])
        let decoded = try registry.decodeDocument(from: input)
        #expect(decoded.document.childIDs(of: nil) == ["a", "b", "c", "d", "e"])
        #expect(decoded.document["a"]?.order.rawValue == "a5")
        #expect(decoded.diagnostics.map(\.code) == [.invalidOrderKey, .invalidOrderKey, .invalidOrderKey])
        #expect(
            decoded.diagnostics.map(\.path.description) == ["blocks[3].order", "blocks[1].order", "blocks[2].order"])
    }

    @Test func givesDuplicateAndInvalidIDsFreshOnes() throws {
        let input = SampleKinds.document([
            ["id": "same", "type": "note", "data": ["text": "1"]],
            ["id": "same", "type": "note", "data": ["text": "2"]],
            ["id": 7, "type": "note", "data": ["text": "3"]],
            ["id": "", "type": "note", "data": ["text": "4"]],
        ])
        let decoded = try registry.decodeDocument(from: input)
        #expect(decoded.document.count == 4)
        #expect(decoded.diagnostics.map(\.code) == [.duplicateID, .invalidID, .invalidID])
        #expect(decoded.diagnostics[0].message.contains("\"same\""))
        #expect(decoded.diagnostics[1].message.contains("the number 7"))
    }

    @Test(arguments: [
        ("not json at all", DocumentFormatError.Code.notJSON, "not valid JSON"),
        ("[1, 2]", .notADocument, "found an array"),
        (#"{"format":"other","formatVersion":1}"#, .notADocument, "found the string \"other\""),
        (#"{"blocks":[]}"#, .notADocument, "no \"format\" member"),
        (#"{"format":"kheper.blocks","formatVersion":2}"#, .unsupportedVersion, "this build reads version 1"),
        (#"{"format":"kheper.blocks","formatVersion":"1"}"#, .unsupportedVersion, "\"formatVersion\" \"1\""),
    ])
    func throwsOnlyForInputThatCannotBeADocument(input: String, code: DocumentFormatError.Code, phrase: String) {
        let error = #expect(throws: DocumentFormatError.self) { try registry.decodeDocument(from: input) }
        #expect(error?.code == code)
        #expect(error?.message.contains(phrase) == true, "\(error?.message ?? "")")
    }

    @Test func defaultsMissingEnvelopeMembersAndKeepsBadOnes() throws {
        let decoded = try decode(#"{"format":"kheper.blocks","title":5,"blocks":null}"#)
        #expect(decoded.document.isEmpty)
        #expect(decoded.document.title == "")
        #expect(decoded.diagnostics.map(\.code) == [.invalidEnvelopeField])
        #expect(try roundTrip(decoded.document)["title"] == 5)
    }
}

@Suite struct DecodingWithoutValidationTests {
    @Test func skipsContentFindingsButKeepsRepairs() throws {
        let input = SampleKinds.document([
            ["id": "x", "type": "note", "order": "a00", "data": ["text": .string(String(repeating: "x", count: 30))]]
        ])
        let registry = SampleKinds.registry()
        let quick = try registry.decodeDocument(from: input, validating: false)
        #expect(quick.diagnostics.map(\.code) == [.invalidOrderKey])
        let full = try registry.decodeDocument(from: input)
        #expect(full.diagnostics.map(\.code) == [.invalidOrderKey, "note.too-long"])
        #expect(registry.validate(quick.document).map(\.code) == ["note.too-long"])
    }
}

@Suite struct DocumentFormatNameTests {
    @Test func aRegistryReadsAndWritesItsOwnFormatName() throws {
        let registry = try BlockRegistry(
            SampleKinds.definitions, format: DocumentFormat(name: "acme.notes", noun: "Notes"))
        var document = BlockDocument(id: "n", title: "Notes")
        try document.append(BlockContent(Note(text: "hi")), id: "hi")
        let written = try registry.encode(document)
        #expect(written["format"] == "acme.notes")
        #expect(try registry.decodeDocument(from: written).document == document)
        let workout = try SampleKinds.registry().encode(document)
        let error = #expect(throws: DocumentFormatError.self) { try registry.decodeDocument(from: workout) }
        #expect(error?.message == "expected \"format\": \"acme.notes\", found the string \"kheper.blocks\"")
        #expect(try registry.adding([]).format.name == "acme.notes")
    }
}

@Suite struct UnknownFieldReuseTests {
    /// Blocks read one after another share the reader's trackers; each must keep exactly its own unknown fields.
    @Test func eachBlockKeepsOnlyItsOwnUnknownFields() throws {
        let input = SampleKinds.document([
            [
                "id": "a", "type": "lift", "version": 2, "order": "a0",
                "data": ["name": "A", "sets": [["reps": 1], ["reps": 2, "x-a": true]], "x-top": 1],
            ],
            ["id": "b", "type": "lift", "version": 2, "order": "a1", "data": ["name": "B", "sets": [["reps": 3]]]],
            [
                "id": "c", "type": "lift", "version": 2, "order": "a2",
                "data": ["name": "C", "sets": [["reps": 4, "x-c": "c"], ["reps": 5], ["reps": 6]]],
            ],
            ["id": "d", "type": "lift", "version": 2, "order": "a3", "data": ["name": "D", "sets": []]],
        ])
        let registry = SampleKinds.registry()
        let document = try registry.decodeDocument(from: input).document
        func unknown(_ id: BlockID) -> JSONValue? {
            guard case .known(let block)? = document[id]?.content else { return nil }
            return block.unknownFields
        }
        #expect(unknown("a") == ["sets": [nil, ["x-a": true]], "x-top": 1])
        #expect(unknown("b") == nil)
        #expect(unknown("c") == ["sets": [["x-c": "c"]]])
        #expect(unknown("d") == nil)
        #expect(try registry.encode(document) == input)
    }
}
