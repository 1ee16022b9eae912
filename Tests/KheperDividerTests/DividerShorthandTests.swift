import KheperCore
import KheperDivider
import Testing

@Suite struct DividerShorthandTests {
    @Test(arguments: [
        ("---", DividerBlock()),
        ("  -----  ", DividerBlock()),
        ("--- Warm-up", DividerBlock(style: .section, label: "Warm-up")),
        ("---   Main   set ", DividerBlock(style: .section, label: "Main set")),
        ("", DividerBlock(style: .space)),
        ("   ", DividerBlock(style: .space)),
        ("space", DividerBlock(style: .space)),
        ("Space", DividerBlock(style: .space)),
    ])
    func reads(line: String, expected: DividerBlock) throws {
        #expect(try DividerBlock.definition.parseShorthand(line).as(DividerBlock.self) == expected)
    }

    @Test(arguments: [
        ("Warm-up", ShorthandError.Code.unreadableToken, "Warm-up"),
        ("--", .unreadableToken, "--"),
        ("-- Label", .unreadableToken, "--"),
        ("space please", .unreadableToken, "space"),
        ("---Warm-up", .unreadableToken, "---Warm-up"),
        ("--- \(String(repeating: "l", count: 101))", .invalidValue, String(repeating: "l", count: 101)),
    ])
    func errors(line: String, code: ShorthandError.Code, token: String) {
        do {
            let block = try DividerBlock.definition.parseShorthand(line)
            Issue.record("read \(block) from \(line)")
        } catch {
            #expect(error.code == code)
            #expect(error.token == token)
            if code == .unreadableToken { #expect(error.message.contains("\"\(token)\"")) }
        }
    }
}
