import Foundation
import Testing

@testable import KheperCLI

/// Input no store or sync server can keep, or that an export never holds, is refused by the command that reads it,
/// saying where, and nothing of it is stored.
@Suite struct RefusedInputCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    static let fitNotes = """
        Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment
        2024-01-01,Fly,Chest,50,kgs,8,,,,

        """

    /// How many sets the log holds, from its CSV export (a header line, then one line per set).
    func loggedSets() -> Int {
        tool.runInStore(["log", "export", "--format", "csv"]).out.split(separator: "\n").count - 1
    }

    @Test func aLogImportWithANullByteExits1NamingWhereAndImportsNothing() throws {
        try tool.write("nul.csv", Self.fitNotes + "2024-01-02,Fl\u{0}y,Chest,50,kgs,8,,,,\n")
        let result = tool.runInStore(["log", "import", "nul.csv"])
        #expect(result.code == .failure)
        #expect(
            result.err.contains(
                "cannot import nul.csv: line 3, column 14: a U+0000 (NUL) byte in a field; expected text without "
                    + "U+0000, which cannot be stored; nothing was imported"), "\(result.err)")
        #expect(loggedSets() == 0)
    }

    @Test func aLogImportWithAnInfiniteWeightExits1AndImportsNothing() throws {
        try tool.write("inf.csv", Self.fitNotes + "2024-01-02,Fly,Chest,1e309,kgs,8,,,,\n")
        let result = tool.runInStore(["log", "import", "inf.csv"])
        #expect(result.code == .failure)
        #expect(
            result.err.contains("line 3, column 22: Weight is \"1e309\", but it should be a number no larger than"),
            "\(result.err)")
        #expect(loggedSets() == 0)
    }

    @Test func aHevyExportWithAnUnknownColumnExits1AndImportsNothingEvenWithKeepGoing() throws {
        try tool.write(
            "hevy.csv",
            """
            "title","start_time","end_time","exercise_title","set_index","set_type","weight_stone","reps"
            "Push","5 Dec 2025, 11:37","5 Dec 2025, 12:55","Bench",0,"normal",9,8

            """)
        for arguments in [["log", "import", "hevy.csv"], ["log", "import", "--keep-going", "hevy.csv"]] {
            let result = tool.runInStore(arguments)
            #expect(result.code == .failure)
            #expect(
                result.err.contains(
                    "line 1, column 73: the header's column 7 is \"weight_stone\", which Hevy does not write"),
                "\(result.err)")
            #expect(result.err.contains("nothing was imported"), "\(result.err)")
        }
        #expect(loggedSets() == 0)
    }

    @Test func setRefusesANullEscapeOrAnInfiniteNumberAndChangesNothing() throws {
        let workout = tool.runInStore(["new", "Day"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
        let note = tool.runInStore(["add", workout, "text", "Hello"]).out.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let before = tool.runInStore(["show", workout]).out
        let text = tool.runInStore(["set", workout, note, #"text="a\u0000""#])
        #expect(text.code == .usage, "\(text.err)")
        #expect(
            text.err.contains(
                #"the value for the field "text" is "\"a\\u0000\"": at character 3, the escape \u0000 puts U+0000"#),
            "\(text.err)")
        let number = tool.runInStore(["set", workout, note, "x-weight=1e309"])
        #expect(number.code == .usage, "\(number.err)")
        #expect(number.err.contains("the number 1e309 is too large"), "\(number.err)")
        #expect(tool.runInStore(["show", workout]).out == before)
    }

    @Test func importRefusesADocumentWithANullEscapeNamingItsLineAndColumn() throws {
        let document = try tool.read("push-day.json").replacingOccurrences(
            of: #""title": "Push Day"#, with: #""title": "Push\u0000 Day"#)
        #expect(document.contains(#"\u0000"#))
        try tool.write("nul.json", document)
        let result = tool.runInStore(["import", "nul.json"])
        #expect(result.code == .usage, "\(result.err)")
        #expect(
            result.err
                == "kheper: nul.json: the input is not valid JSON: line 5, column 17: the escape \\u0000 puts U+0000 "
                + "(NUL) in a string; expected text without U+0000, which cannot be stored [format.not-json]\n")
        #expect(!tool.runInStore(["list"]).out.contains("Push"))
    }
}
