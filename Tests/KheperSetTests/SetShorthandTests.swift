import KheperCore
import KheperSet
import Testing

@Suite struct SetShorthandTests {
    @Test(arguments: [
        ("superset A x3", SetBlock(name: "A", rounds: 3)),
        ("superset", SetBlock()),
        ("Circuit x4", SetBlock(style: .circuit, rounds: 4)),
        ("giant Upper body ×2", SetBlock(style: .giant, name: "Upper body", rounds: 2)),
        ("circuit X100", SetBlock(style: .circuit, rounds: 100)),
        ("superset B", SetBlock(name: "B")),
    ])
    func reads(line: String, expected: SetBlock) throws {
        #expect(try SetBlock.definition.parseShorthand(line).as(SetBlock.self) == expected)
    }

    @Test(arguments: [
        ("", ShorthandError.Code.empty, nil),
        ("pyramid x3", .unreadableToken, "pyramid"),
        ("superset x3 A", .unreadableToken, "x3"),
        ("circuit x0", .invalidValue, "x0"),
        ("circuit x101", .invalidValue, "x101"),
        ("superset \(String(repeating: "n", count: 41))", .invalidValue, String(repeating: "n", count: 41)),
    ])
    func errors(line: String, code: ShorthandError.Code, token: String?) {
        do {
            let block = try SetBlock.definition.parseShorthand(line)
            Issue.record("read \(block) from \(line)")
        } catch {
            #expect(error.code == code)
            #expect(error.token == token)
            if let token { #expect(error.message.contains(token)) }
        }
    }
}
