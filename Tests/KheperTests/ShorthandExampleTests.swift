import Kheper
import KheperTestSupport
import Testing

/// Every built-in kind's shorthand examples are true: each one parses with that kind's own shorthand into a block
/// that validates without errors, so the "+" menu and `kheper kinds --examples` never show a line that fails.
@Suite struct ShorthandExampleTests {
    let registry = BlockRegistry.standard

    @Test func everyExampleParsesWithItsKindsShorthand() throws {
        for definition in registry.definitions {
            for example in definition.shorthandExamples {
                let block = try definition.parseShorthand(example)
                #expect(block.kind == definition.kind, "\(definition.kind): \(example)")
                let errors = registry.validate(KindTesting.document(with: block.base)).filter { $0.severity == .error }
                #expect(errors.isEmpty, "\(definition.kind): \(example) gives \(errors)")
            }
        }
    }

    @Test func kindsWithShorthandShowExamplesAndOthersShowNone() {
        for definition in registry.definitions {
            #expect(definition.hasShorthand == !definition.shorthandExamples.isEmpty, "\(definition.kind)")
        }
    }

    @Test func theExerciseExamplesShowAOneSetScheme() throws {
        let examples = try #require(registry.definition(for: "exercise")).shorthandExamples
        #expect(examples.contains("Goblet Squat 1x12 @10kg"))
        #expect(examples.contains("Bench Press 3x8 @80kg rest 2m"))
    }
}
