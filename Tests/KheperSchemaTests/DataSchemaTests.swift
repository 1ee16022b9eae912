import KheperCore
import KheperMeasures
import KheperSchema
import KheperTestSupport
import Testing

/// A kind that declares its fields, so its schema comes from them.
private struct Pause: Block {
    static let kind: BlockKind = "pause"
    var seconds: Int

    static let definition = BlockDefinition(
        Pause.self, displayName: "Pause", symbolName: "pause", makeDefault: { Pause(seconds: 30) },
        fields: [FieldSpec("seconds", .duration, range: 1...600, required: true, doc: "How long to pause.")],
        dataSchema: ["title": "Pause block data"])
}

@Suite struct DataSchemaTests {
    static let fields = SampleFieldSpecs.all

    @Test func buildsTheDataSchemaFromFieldSpecs() {
        let schema = Self.fields.dataSchema
        #expect(schema["type"] == "object")
        #expect(schema["required"] == ["name"])
        #expect(
            schema["properties"]?["name"] == [
                "type": "string", "minLength": 1, "maxLength": 120, "description": "The name.",
            ])
        #expect(schema["properties"]?["rest"]?["type"] == "integer")
        #expect(schema["properties"]?["rest"]?["maximum"] == 3600)
        #expect(schema["properties"]?["mode"]?["enum"] == ["countdown", "tabata"])
        #expect(schema["properties"]?["mode"]?["default"] == "countdown")
        #expect(schema["properties"]?["rpe"]?["multipleOf"] == 0.5)
        #expect(schema["properties"]?["load"]?["properties"]?["value"]?["maximum"] == 2000)
        #expect(schema["properties"]?["sets"]?["maxItems"] == 2)
        #expect(schema["properties"]?["sets"]?["items"]?["properties"]?["reps"]?["maximum"] == 1000)
        #expect(Self.fields.dataSchema(adding: ["title": "T", "type": "array"])["title"] == "T")
        #expect(Self.fields.dataSchema(adding: ["title": "T", "type": "array"])["type"] == "object")
    }

    @Test func theSchemaComesFromTheFieldsWithTheKindsOwnMembers() {
        let schema = Pause.definition.dataSchema
        #expect(schema["title"] == "Pause block data")
        #expect(schema["required"] == ["seconds"])
        #expect(schema["properties"]?["seconds"]?["maximum"] == 600)
    }

    @Test func aKindWithoutFieldsKeepsItsOwnSchema() {
        let definition = BlockDefinition(
            Pause.self, displayName: "P", symbolName: "p", makeDefault: { Pause(seconds: 1) },
            dataSchema: ["type": "object", "title": "Own"])
        #expect(definition.fields.isEmpty)
        #expect(definition.dataSchema == ["type": "object", "title": "Own"])
    }

    @Test func theDocumentSchemaNamesTheRegistrysFormatAndEachKindsData() throws {
        let registry = try BlockRegistry(
            [Pause.definition], format: DocumentFormat(name: "acme.notes", noun: "Notes"))
        let schema = registry.documentSchema()
        #expect(schema["properties"]?["format"]?["const"] == "acme.notes")
        #expect(schema["$id"] == .string(registry.format.schemaID))
        let rule = schema["$defs"]?["node"]?["allOf"]?[0]
        #expect(rule?["if"]?["properties"]?["type"]?["const"] == "pause")
        #expect(rule?["then"]?["properties"]?["data"] == Pause.definition.dataSchema)
    }
}
