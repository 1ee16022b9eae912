import KheperCore
import Testing

/// The ``Hold`` kind is at version 3: documents written at version 1 or 2 go through each step in turn.
@Suite struct ChainedMigrationTests {
    let registry = try! BlockRegistry([Hold.definition])

    static func document(version: Int, data: JSONValue) -> JSONValue {
        SampleKinds.document([
            ["id": "h", "type": "hold", "version": .number(JSONNumber(version)), "order": "a0", "data": data]
        ])
    }

    private func written(_ document: BlockDocument) throws -> JSONValue {
        try registry.encode(document)["blocks"]?[0] ?? nil
    }

    @Test func aVersion1DocumentReadsValidatesAndWritesAsVersion3() throws {
        let decoded = try registry.decodeDocument(
            from: Self.document(version: 1, data: ["label": "Plank", "time": "1:15"]))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.document["h"]?.content.as(Hold.self) == Hold(name: "Plank", seconds: 75))
        let block = try written(decoded.document)
        #expect(block["version"] == 3)
        #expect(block["data"] == ["name": "Plank", "seconds": 75])
        // Read again, the version 3 document is the same document.
        let again = try registry.decodeDocument(from: try registry.encode(decoded.document))
        #expect(again.diagnostics.isEmpty)
        #expect(again.document == decoded.document)
    }

    @Test func aVersion2DocumentTakesOnlyTheLastStep() throws {
        let decoded = try registry.decodeDocument(
            from: Self.document(version: 2, data: ["name": "Wall sit", "time": "90"]))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.document["h"]?.content.as(Hold.self) == Hold(name: "Wall sit", seconds: 90))
        let block = try written(decoded.document)
        #expect(block["version"] == 3)
        #expect(block["data"] == ["name": "Wall sit", "seconds": 90])
    }

    @Test func aMigratedBlockIsValidatedAtTheCurrentVersion() throws {
        let decoded = try registry.decodeDocument(
            from: Self.document(version: 1, data: ["label": "Plank", "time": "75:00"]))
        let finding = try #require(decoded.diagnostics.first)
        #expect(decoded.diagnostics.count == 1)
        #expect(finding.code == .outOfRange)
        #expect(finding.message == "\"seconds\" is 4500 s; expected 1 to 3600 s")
        #expect(finding.path.description == "blocks[0].data.seconds")
    }

    @Test func aMissingStepIsARegistryError() throws {
        let withoutFirstStep = BlockDefinition(
            Hold.self,
            displayName: "Hold",
            symbolName: "timer",
            migrations: [Hold.timeInSeconds],
            makeDefault: { Hold(name: "Plank", seconds: 30) }
        )
        let error = try #require(throws: RegistryError.self) { try BlockRegistry([withoutFirstStep]) }
        #expect(error.problems.count == 1)
        let problem = try #require(error.problems.first)
        #expect(problem.code == .missingMigration)
        #expect(problem.kind == "hold")
        #expect(problem.message == "no migration from version 1 to 2")
        #expect(error.description.contains("hold: no migration from version 1 to 2"))
    }

    @Test(
        arguments: [
            (
                version: 1, data: ["name": "Plank", "time": "0:45"] as JSONValue, failedStep: 1,
                reason: "needs a \"label\""
            ),
            (version: 1, data: ["label": "Plank", "time": "soon"], failedStep: 2, reason: "\"soon\" is not seconds"),
            (version: 2, data: ["name": "Plank"], failedStep: 2, reason: "needs a \"time\" string"),
        ] as [(version: Int, data: JSONValue, failedStep: Int, reason: String)])
    func aFailingStepKeepsTheBlockRawWithADiagnostic(
        version: Int, data: JSONValue, failedStep: Int, reason: String
    ) throws {
        let input = Self.document(version: version, data: data)
        let decoded = try registry.decodeDocument(from: input)
        guard case .unknown(let block)? = decoded.document["h"]?.content else {
            Issue.record("the block was not kept raw")
            return
        }
        guard case .migrationFailed(let fromVersion, _) = block.reason else {
            Issue.record("kept raw for another reason: \(block.reason)")
            return
        }
        #expect(fromVersion == failedStep)
        #expect(block.version == version)
        let finding = try #require(decoded.diagnostics.first)
        #expect(finding.code == .migrationFailed)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("from version \(failedStep) failed"))
        #expect(finding.message.contains(reason))
        #expect(finding.path.description == "blocks[0].data")
        // Nothing is lost: the block is written back at its own version, as it was read.
        #expect(try registry.encode(decoded.document) == input)
    }
}
