import KheperCore
import Testing

/// A value type the kernel does not know: a colour written `#rrggbb`, stored in lower case.
private struct ColourValueType: FieldValueType {
    var name: String { "colour" }
    var expectedDescription: String { "a colour such as #ff8800" }
    var isNumeric: Bool { false }
    var defaultUnit: String? { nil }

    func parse(_ text: String) -> JSONValue? {
        let digits = text.lowercased()
        guard digits.count == 7, digits.first == "#", digits.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        return .string(digits)
    }

    func check(
        _ value: JSONValue, of spec: FieldSpec, at path: @autoclosure () -> JSONPath, into checks: inout FieldChecks
    ) {
        guard case .string(let text) = value, parse(text) == value else {
            return spec.mismatch(value, at: path(), into: &checks)
        }
    }

    func schema(of spec: FieldSpec) -> JSONObject { ["type": "string", "pattern": "^#[0-9a-f]{6}$"] }
    func editableText(for value: JSONValue) -> String? { value.stringValue }
    func displayText(for value: JSONValue, of spec: FieldSpec) -> String? { value.stringValue }
}

/// A kind whose fields use the colour type inside a list, so a registry of it knows the type without being given it.
private struct Swatch: Block {
    static let kind: BlockKind = "swatch"
    var tints: [String] = []

    static let definition = BlockDefinition(
        Swatch.self, displayName: "Swatch", symbolName: "swatch", makeDefault: { Swatch() },
        fields: [
            FieldSpec("tints", .list(of: FieldSpec("tint", .custom(ColourValueType()), doc: "A tint.")), doc: "Tints.")
        ])
}

@Suite struct FieldValueTypeTests {
    let colour = FieldSpec("tint", .custom(ColourValueType()), doc: "The tint.")

    @Test func aModulesValueTypeReadsChecksAndNamesItsValues() throws {
        #expect(colour.type.name == "colour")
        #expect(!colour.type.isNumeric)
        #expect(colour.unit == nil)
        #expect(try colour.parse(" #FF8800 ") == "#ff8800")
        #expect(throws: FieldValueError(field: "tint", value: "red", expected: "a colour such as #ff8800")) {
            try colour.parse("red")
        }
        #expect(throws: FieldValueError.self) { try colour.interpret(12) }
        #expect(
            [colour].diagnostics(for: ["tint": "#FF8800"]).map(\.message) == [
                "\"tint\" is \"#FF8800\"; expected a colour such as #ff8800"
            ])
        #expect([colour].diagnostics(for: ["tint": "#ff8800"]).isEmpty)
    }

    @Test func valueTypesAreEqualByName() {
        #expect(FieldType.custom(ColourValueType()) == .custom(ColourValueType()))
        #expect(FieldType.custom(ColourValueType()) != .string)
    }

    @Test func aRegistryKnowsTheValueTypesItIsGivenAndKeepsThemWhenKindsAreAdded() throws {
        let registry = try BlockRegistry([], valueTypes: [ColourValueType()])
        #expect(registry.valueTypes.keys.sorted() == ["colour"])
        #expect(try registry.adding([]).valueTypes.keys.sorted() == ["colour"])
    }

    @Test func aRegistryKnowsTheValueTypesItsKindsFieldsUseWithoutBeingGivenThem() throws {
        let registry = try BlockRegistry([Swatch.definition])
        #expect(registry.valueTypes.keys.sorted() == ["colour"])
        #expect(try BlockRegistry([Swatch.definition], valueTypes: [ColourValueType()]).valueTypes.count == 1)
    }

    @Test func aRegistryRefusesTwoValueTypesOfOneName() {
        #expect {
            try BlockRegistry([], valueTypes: [ColourValueType(), ColourValueType()])
        } throws: { error in
            (error as? RegistryError)?.problems.map(\.message) == ["two field value types are named \"colour\""]
        }
    }
}
