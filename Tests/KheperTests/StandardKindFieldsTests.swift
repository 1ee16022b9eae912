import Kheper
import Testing

/// Every standard kind declares its fields once, and what is declared is true: each example reads by its own spec
/// and each schema property is a declared field.
@Suite struct StandardKindFieldsTests {
    /// Every field of `fields`, nested ones included.
    private static func flattened(_ fields: [FieldSpec]) -> [FieldSpec] {
        fields.flatMap { field -> [FieldSpec] in
            switch field.type {
            case .object(let nested): [field] + flattened(nested)
            case .list(let element): [field] + flattened([element])
            default: [field]
            }
        }
    }

    /// Kheper's own kinds declare their fields; a kind scaffolded with `new-block-kind --built-in` may still
    /// write its schema by hand, so the rest of this suite checks whatever a kind declares.
    @Test(arguments: ["text", "exercise", "set", "timer", "chart", "media", "divider"] as [BlockKind])
    func kheperKindsDeclareTheirFields(kind: BlockKind) throws {
        let definition = try #require(BlockRegistry.standard.definition(for: kind))
        #expect(!definition.fields.isEmpty)
    }

    @Test(arguments: StandardKinds.definitions.filter { !$0.fields.isEmpty }.map(\.kind))
    func declaredFieldsAreTheSchemaAndTheirExamplesRead(kind: BlockKind) throws {
        let definition = try #require(BlockRegistry.standard.definition(for: kind))
        let properties = definition.dataSchema["properties"]?.objectValue?.keys ?? []
        #expect(properties == definition.fields.map(\.name))
        for field in Self.flattened(definition.fields) {
            #expect(!field.doc.isEmpty, "\(kind).\(field.name) has no doc")
            guard let example = field.example else { continue }
            #expect(throws: Never.self, "\(kind).\(field.name) = \(example)") { try field.parse(example) }
        }
    }

    @Test(arguments: StandardKinds.definitions.map(\.kind))
    func theDefaultBlockPassesItsFieldChecks(kind: BlockKind) throws {
        let definition = try #require(BlockRegistry.standard.definition(for: kind))
        let errors = definition.validate(definition.makeDefault().base).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(arguments: StandardKinds.definitions.map(\.kind))
    func theFieldsReadBackFromTheirJSON(kind: BlockKind) throws {
        let definition = try #require(BlockRegistry.standard.definition(for: kind))
        #expect(
            try [FieldSpec](json: definition.fields.json, valueTypes: BlockRegistry.standard.valueTypes)
                == definition.fields)
    }
}
