import KheperTerminal
import Testing

@Suite struct KeyScriptTests {
    @Test func readsNamesTextPastesAndRepeats() throws {
        let script = """
            # log the top set
            down*2 enter
            text:82.5 kg
            paste:深蹲 x5
            ctrl-c Alt-x ctrl-shift-right F5 space q
            shift-tab ctrl-m

            """
        let keys = try KeyScript.keys(from: script)
        #expect(
            keys == [
                .down, .down, .enter, "8", "2", ".", "5", " ", "k", "g", .paste("深蹲 x5"), .ctrl("c"), .alt("x"),
                .modified(.right, [.ctrl, .shift]), .function(5), " ", "q", .backTab, .enter,
            ])
    }

    @Test func namesTheLineOfAnUnknownKey() {
        #expect(throws: KeyScriptError(line: 2, message: "“uup” is not a key name")) {
            try KeyScript.keys(from: "up\nenter uup\n")
        }
        #expect(throws: KeyScriptError.self) { try KeyScript.keys(from: "ctrl-é") }
        #expect(throws: KeyScriptError.self) { try KeyScript.keys(from: "shift-x") }
    }

    @Test func aScriptOfKeysReadsBackAsThoseKeys() throws {
        let keys: [Key] = [
            "a", "日", " ", .enter, .ctrl("c"), .ctrl(" "), .alt("x"), .modified(.delete, .alt), .function(12),
            .modified(.backspace, .alt), .paste("two words"), .backTab, .escape, "#", "*",
        ]
        #expect(try KeyScript.keys(from: KeyScript.script(for: keys)) == keys)
        for key in keys { #expect(Key(name: key.description) == key || key == .paste("two words")) }
    }
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
    init(extendedGraphemeClusterLiteral character: Character) { self = .character(character) }
}
