import Foundation
import KheperCore
import Testing

@testable import KheperCLI

/// Titles, block names and kind tags full of terminal control sequences: every human-readable output shows them
/// as visible `\u{…}` escapes and never writes them raw, while machine formats to a pipe stay byte-exact.
@Suite struct HostileOutputTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// Clears the screen, retitles the window, colours text, hides a link behind other text and reverses what
    /// follows: CSI and OSC with ESC, the same with C1 introducers, DEL, CR and the bidi controls.
    static let hostile =
        "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}\u{1B}]8;;https://evil.example/\u{1B}\\Safe\u{1B}]8;;\u{1B}\\"
        + "\u{9B}31m\u{9D}0;title\u{9C}\u{7F}\r\u{202E}exe.txt\u{2066}x\u{2069}"

    /// The escapes `hostile` must show up as.
    static let visibleEscapes = [
        "\\u{1B}[2J", "\\u{1B}]0;pwned\\u{7}", "\\u{1B}]8;;https://evil.example/", "\\u{9B}31m",
        "\\u{9D}0;title\\u{9C}",
        "\\u{7F}", "\\u{D}", "\\u{202E}exe.txt", "\\u{2066}x\\u{2069}",
    ]

    /// Fails when `text` holds any character a terminal would act on, other than newline and tab.
    func expectNoRawControls(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
        #expect(raw.isEmpty, "raw controls: \(raw.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    }

    func expectVisibleEscapes(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for escape in Self.visibleEscapes {
            #expect(text.contains(escape), "missing \(escape) in \(text)", sourceLocation: sourceLocation)
        }
    }

    func store(_ arguments: String..., terminal: Bool = false) -> (code: ExitCode, out: String, err: String) {
        storeRun(arguments, terminal: terminal)
    }

    func storeRun(_ arguments: [String], terminal: Bool = false) -> (code: ExitCode, out: String, err: String) {
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "store.sqlite", "TERM": "xterm"], currentDirectory: tool.directory,
            outputIsTerminal: terminal, errorIsTerminal: terminal)
        let (code, output) = ToolHarness.tool(environment).run(arguments)
        return (code, output.standardOutput, output.standardError)
    }

    /// A stored workout with the hostile title and an exercise with the hostile name; returns its id and the block's.
    func hostileWorkout() throws -> (workout: String, block: String) {
        let workout = store("new", Self.hostile)
        try #require(workout.code == .success, "\(workout.err)")
        let id = workout.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let block = store("add", id, "exercise", "Squat", "5x5")
        try #require(block.code == .success, "\(block.err)")
        let blockID = block.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let named = store("set", id, blockID, "name=\(Self.hostile)")
        try #require(named.code == .success, "\(named.err)")
        expectNoRawControls(named.out)
        #expect(named.out.contains("\\u{1B}") || named.out.contains("\\u001b"))
        return (id, blockID)
    }

    @Test(arguments: [false, true])
    func showEscapesTitleAndNames(terminal: Bool) throws {
        let (workout, _) = try hostileWorkout()
        let shown = store("show", workout, terminal: terminal)
        #expect(shown.code == .success)
        // On a terminal the tool's own styles are the only escape sequences; user text is escaped within them.
        #expect(shown.out.contains("\u{1B}[1m") == terminal)
        let ownStyles = ["0", "1", "2", "31", "32", "33", "36"].map { "\u{1B}[\($0)m" }
        let unstyled = ownStyles.reduce(shown.out) { $0.replacingOccurrences(of: $1, with: "") }
        expectNoRawControls(unstyled)
        expectVisibleEscapes(unstyled)
    }

    @Test func showWithIDsEscapesAndKeepsItsOwnColour() throws {
        let (workout, block) = try hostileWorkout()
        let shown = store("show", "--ids", workout, terminal: true)
        #expect(shown.code == .success)
        #expect(shown.out.contains("\u{1B}[2m\(block.prefix(8))\u{1B}[0m"))
        expectNoRawControls(
            shown.out.replacingOccurrences(of: "\u{1B}[2m", with: "").replacingOccurrences(
                of: "\u{1B}[0m", with: ""))
        expectVisibleEscapes(shown.out)
    }

    @Test(arguments: [false, true])
    func listEscapesTitles(terminal: Bool) throws {
        _ = try hostileWorkout()
        let listed = store("list", terminal: terminal)
        #expect(listed.code == .success)
        let withoutOwnStyles = listed.out.replacingOccurrences(of: "\u{1B}[2m", with: "").replacingOccurrences(
            of: "\u{1B}[0m", with: "")
        #expect(terminal == listed.out.contains("\u{1B}[2m"))
        expectNoRawControls(withoutOwnStyles)
        expectVisibleEscapes(listed.out)
    }

    @Test func renderTextEscapesTitlesNamesAndUnknownKindTags() throws {
        let document: JSONValue = [
            "format": "kheper.workout", "formatVersion": 1, "id": "hostile", "title": .string(Self.hostile),
            "blocks": [
                ["id": "b1", "type": "exercise", "order": "a0", "data": ["name": .string(Self.hostile)]],
                ["id": "b2", "type": .string("evil\u{1B}]8;;https://x.example/\u{07}kind\u{9B}2J"), "order": "a1"],
            ],
        ]
        try tool.write("hostile.json", document.serializedString())
        let rendered = tool.run("render", "--format", "text", "hostile.json")
        #expect(rendered.code == .success, "\(rendered.err)")
        expectNoRawControls(rendered.out)
        expectVisibleEscapes(rendered.out)
        #expect(rendered.out.contains("evil\\u{1B}]8;;https://x.example/\\u{7}kind\\u{9B}2J"))
        let validated = tool.run("validate", "hostile.json")
        expectNoRawControls(validated.out + validated.err)
        #expect(validated.out.contains("kind\\u{9B}2J"), "\(validated.out)")
        let compiler = tool.run("validate", "--format", "compiler", "hostile.json")
        expectNoRawControls(compiler.out + compiler.err)
    }

    @Test func addEscapesTheUnknownKindInItsError() throws {
        let (workout, _) = try hostileWorkout()
        let added = store("add", workout, "evil\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}")
        #expect(added.code == .failure)
        expectNoRawControls(added.err)
        #expect(added.err.contains("pwned"))
        #expect(added.err.contains("\\u{9B}31m\\u{202E}"))
    }

    @Test func errorsEchoingAReferenceEscapeIt() throws {
        _ = try hostileWorkout()
        let shown = store("show", "nothing\u{1B}[2J\u{9B}1m\u{202E}")
        #expect(shown.code == .failure)
        expectNoRawControls(shown.err)
        #expect(shown.err.contains("\\u{9B}1m\\u{202E}"))
        let unknown = store("frobnicate\u{1B}]0;x\u{07}")
        expectNoRawControls(unknown.err)
        let removed = store("remove", "Evil", "zz\u{1B}[2J")
        expectNoRawControls(removed.err)
    }

    @Test(arguments: ["markdown", "html"])
    func markupIsVerbatimToAPipeAndEscapedOnATerminal(format: String) throws {
        let (workout, _) = try hostileWorkout()
        let piped = store("show", "--format", format, workout)
        #expect(piped.code == .success)
        let onTerminal = store("show", "--format", format, workout, terminal: true)
        expectNoRawControls(onTerminal.out)
        #expect(onTerminal.out == TerminalEscaper.escaped(piped.out))
    }

    @Test func jsonToAPipeIsByteExactAndOnATerminalStaysValidJSON() throws {
        let (workout, _) = try hostileWorkout()
        let piped = store("export", workout)
        #expect(piped.out.unicodeScalars.contains("\u{9B}"))
        let onTerminal = store("export", workout, terminal: true)
        expectNoRawControls(onTerminal.out)
        #expect(onTerminal.out.contains("\\u009B"))
        #expect(try JSONValue(parsing: onTerminal.out) == JSONValue(parsing: piped.out))
    }
}
