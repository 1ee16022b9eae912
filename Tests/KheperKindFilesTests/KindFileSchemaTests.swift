import KheperCore
import KheperKindFiles
import KheperSchema
import Testing

/// The JSON Schema of the kind-file format stays true: it lists exactly the members the loader reads, and the
/// shipped example uses only what it lists.
@Suite struct KindFileSchemaTests {
    private func keys(_ schema: JSONValue?) -> Set<String> {
        Set(schema?["properties"]?.objectValue?.keys ?? [])
    }

    @Test func listsExactlyTheMembersTheLoaderReads() {
        let schema = KindFile.schema
        #expect(keys(schema) == Set(KindFile.members))
        #expect(keys(schema["properties"]?["nesting"]) == Set(KindFile.nestingMembers))
        #expect(keys(schema["properties"]?["render"]) == Set(KindFile.renderMembers))
        #expect(keys(schema["$defs"]?["fieldSpec"]) == FieldSpec.jsonMembers)
        let required = Set(schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        for member in required {
            var object = KindFileSupport.minimal
            _ = object.removeValue(forKey: member)
            #expect(throws: KindFileError.self) {
                try KindFile(json: .object(object), file: "f", valueTypes: KindFileSupport.valueTypes)
            }
        }
    }

    @Test func theShippedExampleUsesOnlyWhatTheSchemaLists() throws {
        let example = try JSONValue(parsing: try KindFileSupport.mobilityBytes())
        let schema = KindFile.schema
        let top = members(example)
        let nesting = members(example["nesting"] ?? nil)
        let render = members(example["render"] ?? nil)
        #expect(top.isSubset(of: keys(schema)))
        #expect(nesting.isSubset(of: keys(schema["properties"]?["nesting"])))
        #expect(render.isSubset(of: keys(schema["properties"]?["render"])))
        for field in example["fields"]?.arrayValue ?? [] {
            let names = members(field)
            #expect(names.isSubset(of: FieldSpec.jsonMembers))
        }
    }

    private func members(_ value: JSONValue?) -> Set<String> {
        Set(value?.objectValue?.keys ?? [])
    }
}
