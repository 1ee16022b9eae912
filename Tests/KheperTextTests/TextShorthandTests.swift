import KheperCore
import KheperText
import Testing

@Suite struct TextShorthandTests {
    @Test(arguments: [
        ("Keep your back flat", TextBlock(text: "Keep your back flat")),
        ("  padded  ", TextBlock(text: "padded")),
        ("# Leg day", TextBlock(text: "Leg day", style: .title)),
        ("## Warm-up", TextBlock(text: "Warm-up", style: .heading)),
        ("> Breathe out on the way up", TextBlock(text: "Breathe out on the way up", style: .note)),
        ("#hashtag", TextBlock(text: "#hashtag")),
        ("### Deep", TextBlock(text: "### Deep")),
    ])
    func reads(line: String, expected: TextBlock) throws {
        let block = try TextBlock.definition.parseShorthand(line)
        #expect(block.as(TextBlock.self) == expected)
    }

    @Test(arguments: ["", "   ", "#", "# ", "##  ", ">"])
    func emptyIsAnError(line: String) {
        #expect(throws: ShorthandError.self) { try TextBlock.definition.parseShorthand(line) }
        do {
            _ = try TextBlock.definition.parseShorthand(line)
        } catch {
            #expect(error.code == .empty)
        }
    }

    @Test func tooLongIsAnError() {
        do {
            _ = try TextBlock.definition.parseShorthand(String(repeating: "a", count: 10_001))
            Issue.record("a text over the limit was accepted")
        } catch {
            #expect(error.code == .invalidValue)
            #expect(error.message.contains("10001"))
        }
    }
}
