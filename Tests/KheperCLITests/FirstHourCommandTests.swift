import Foundation
import Kheper
import KheperCLI
import Testing

/// The first hour at the command line: the README's commands, import again, whole workouts, lists in `set`,
/// colour, and what `validate` and `render` say about files they cannot use.
@Suite struct FirstHourCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// The package's root folder, where README.md and Examples/ are.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @discardableResult
    func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let result = tool.runInStore(arguments)
        #expect(result.code == .success, "\(arguments): \(result.err)", sourceLocation: sourceLocation)
        return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The `kheper` command lines of the README's set-up section, as a shell would split them.
    static func readmeCommands() throws -> [[String]] {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "## Set-up"))
        let end = try #require(readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex))
        var commands: [[String]] = []
        var inCode = false
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n") {
            if line.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            guard inCode else { continue }
            for part in line.components(separatedBy: "&&") {
                let words = shellWords(part)
                if words.first == "kheper" {
                    commands.append(Array(words.dropFirst()))
                } else if words.starts(with: ["swift", "run", "kheper"]) {
                    commands.append(Array(words.dropFirst(3)))
                }
            }
        }
        return commands
    }

    /// Splits a line into words the way a shell does for plain words and quoted ones, up to a `#` comment.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                word = word ?? ""
            } else if character == "#", word == nil {
                break
            } else if character == " " {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }

    @Test func theReadmeCommandsSucceedEveryTimeTheyRun() throws {
        let commands = try Self.readmeCommands()
        #expect(commands.first?.first == "import", "the README's first command imports the example")
        #expect(commands.filter { ["add", "set", "undo"].contains($0.first) }.count >= 3, "\(commands)")
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": tool.directory + "/readme.sqlite"], currentDirectory: Self.packageRoot)
        for round in 1...2 {
            for command in commands {
                let (code, output) = ToolHarness.tool(environment).run(command)
                #expect(code == .success, "round \(round), \(command): \(output.standardError)")
            }
        }
    }

    @Test func importAgainIsHarmlessAndAChangedWorkoutOffersReplaceOrCopy() throws {
        let id = ok("import", "push-day.json")
        #expect(ok("import", "push-day.json") == id)
        ok("set", id, "pd-bench", "name=Floor Press")
        let refused = tool.runInStore(["import", "push-day.json"])
        #expect(refused.code == .failure)
        #expect(refused.err.contains("--replace") && refused.err.contains("--copy"))
        #expect(ok("show", id).contains("Floor Press"))

        let replaced = tool.runInStore(["import", "--replace", "push-day.json"])
        #expect(replaced.out == id + "\n")
        #expect(replaced.err.contains("replaced the stored \"Push Day — Week 3\" with push-day.json"))
        #expect(ok("show", id).contains("Bench Press"))
        #expect(ok("import", "push-day.json") == id)
        #expect(ok("import", "--replace", "push-day.json") == id)
        #expect(ok("undo", id) == "undid: put the workout back as it was before `import --replace` (1 block changed)")
        #expect(ok("show", id).contains("Floor Press"))

        let copy = ok("import", "--copy", "push-day.json")
        #expect(copy != id)
        let copied = try JSONValue(parsing: ok("export", copy))
        #expect(copied["title"]?.stringValue == "Push Day — Week 3 (copy)")
        let ids = copied["blocks"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        #expect(!ids.isEmpty && !ids.contains("pd-bench"))
    }

    @Test func renameAndCopyWholeWorkoutsAndTitlesNameOneWorkout() throws {
        let week3 = ok("import", "push-day.json")
        let week4 = ok("copy", "Push Day — Week 3", "Push Day — Week 4")
        let original = try JSONValue(parsing: ok("export", week3))
        let copied = try JSONValue(parsing: ok("export", week4))
        func blocks(_ document: JSONValue) -> [JSONValue] {
            var all: [JSONValue] = []
            var pending = document["blocks"]?.arrayValue ?? []
            while !pending.isEmpty {
                let block = pending.removeFirst()
                all.append(block)
                pending.insert(contentsOf: block["children"]?.arrayValue ?? [], at: 0)
            }
            return all
        }
        let before = blocks(original)
        let after = blocks(copied)
        #expect(before.count == after.count && before.count > 5)
        let oldIDs = Set(before.compactMap { $0["id"]?.stringValue })
        let newIDs = Set(after.compactMap { $0["id"]?.stringValue })
        #expect(oldIDs.count == before.count && newIDs.count == after.count && oldIDs.isDisjoint(with: newIDs))
        #expect(before.map { $0["data"] } == after.map { $0["data"] })
        #expect(before.map { $0["type"] } == after.map { $0["type"] })

        let taken = tool.runInStore(["new", "Push Day — Week 3"])
        #expect(taken.code == .failure)
        #expect(taken.err.contains("already titled \"Push Day — Week 3\"") && taken.err.contains(week3))
        #expect(tool.runInStore(["copy", week3, "Push Day — Week 4"]).err.contains(week4))
        #expect(tool.runInStore(["rename", week4, "Push Day — Week 3"]).code == .failure)

        #expect(ok("rename", week4, "Push Day — Week 5") == "renamed \"Push Day — Week 4\" to \"Push Day — Week 5\"")
        #expect(ok("list").contains("Push Day — Week 5"))
        ok("undo", week4)
        #expect(ok("list").contains("Push Day — Week 4"))
    }

    @Test func setAppendsAndRemovesListElementsAndNamesTheRangeOfAnIndexPastTheEnd() throws {
        let id = ok("new", "Lists")
        let squat = ok("add", id, "exercise", "Squat", "2x5", "@100kg")
        #expect(
            ok("set", id, squat, "sets.+=1x3 @110kg")
                == "appended an element to sets of exercise \"Squat\" (now 3, was 2)")
        #expect(ok("show", id).contains("Squat — 2 × 5 @ 100 kg, 3 @ 110 kg"))
        ok("set", id, squat, #"sets.+={"reps":8}"#)
        #expect(ok("set", id, squat, "sets.0=") == "removed an element from sets of exercise \"Squat\" (now 3, was 4)")
        #expect(ok("show", id).contains("Squat — 5 @ 100 kg, 3 @ 110 kg, 8"))
        let past = tool.runInStore(["set", id, squat, "sets.5.reps=5"])
        #expect(past.code == .failure)
        #expect(
            past.err.contains(
                "the list \"sets\" has 3 elements, numbered 0 to 2, so there is no element 5; add one at its end with "
                    + "sets.+=VALUE"), "\(past.err)")
        let help = tool.run("set", "--help").out
        #expect(help.contains("sets.+=") && help.contains("sets.2="))
    }

    @Test(arguments: [["show", "Colours"], ["render", "push-day.json"]])
    func colourOnATerminalAndNoneWhenPipedOrWithNoColor(_ command: [String]) throws {
        let id = ok("new", "Colours")
        ok("add", id, "exercise", "Squat", "5x5")
        let arguments = command.map { $0 == "Colours" ? id : $0 }
        let store = ["KHEPER_STORE": "store.sqlite"]
        let terminal = tool.run(arguments, variables: store, terminal: true)
        #expect(terminal.code == .success)
        #expect(terminal.out.contains("\u{1B}[1m"), "\(terminal.out)")
        let piped = tool.run(arguments, variables: store, terminal: false)
        #expect(!piped.out.contains("\u{1B}"))
        #expect(!piped.out.isEmpty)
        let noColor = tool.run(arguments, variables: store.merging(["NO_COLOR": "1"]) { $1 }, terminal: true)
        #expect(!noColor.out.contains("\u{1B}"))
        #expect(noColor.out == piped.out)
    }

    @Test func markdownKeepsTheFirstLevelHeadingForTheWorkoutTitle() throws {
        try tool.write(
            "titled.json",
            #"""
            {"format": "kheper.workout", "formatVersion": 1, "id": "t", "title": "Leg Day", "blocks": [
              {"id": "a", "type": "text", "data": {"text": "Week 1", "style": "title"}},
              {"id": "b", "type": "text", "data": {"text": "Warm-up", "style": "heading"}}]}
            """#)
        let markdown = tool.run("render", "--format", "markdown", "titled.json").out
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(headings == ["# Leg Day", "## Week 1", "### Warm-up"])
    }

    @Test func messagesPutTheRightArticleBeforeAKindName() throws {
        let id = ok("new", "Articles")
        let set = ok("add", id, "set")
        let refused = tool.runInStore(["add", id, "chart", "--into", set])
        #expect(refused.err.contains("a chart block cannot be placed inside a set block"), "\(refused.err)")
        let timer = ok("add", id, "timer", "90s")
        let nested = tool.runInStore(["add", id, "exercise", "Row 3x10", "--into", timer])
        #expect(nested.err.contains("an exercise block cannot be placed inside the timer block"), "\(nested.err)")
        for message in [refused.err, nested.err] {
            #expect(!message.contains("a \""))
        }
    }

    @Test func validateSaysNothingMoreAboutAFileItCannotRead() {
        for file in ["missing.json", "not-json.json"] {
            if file == "not-json.json" { try? tool.write(file, "this is not JSON") }
            let result = tool.run("validate", file)
            #expect(result.code == .usage)
            #expect(result.err.contains(file))
            #expect(!result.err.contains("checked"), "\(result.err)")
        }
        let mixed = tool.run("validate", "push-day.json", "missing.json")
        #expect(mixed.err.contains("1 file checked: 0 errors"))
    }

    @Test func renderRefusesADocumentWithErrorsAndPrintsNoFragments() throws {
        try tool.write(
            "bad.json",
            #"""
            {"format": "kheper.workout", "formatVersion": 1, "id": "bad", "title": "Bad", "blocks": [
              {"id": "e", "type": "exercise", "data": {"name": "Squat", "sets": [{"reps": 5}, {"reps": -3}]}}]}
            """#)
        let result = tool.run("render", "bad.json")
        #expect(result.code == .failure)
        #expect(result.out.isEmpty, "\(result.out)")
        #expect(result.err.contains("bad.json:") && result.err.contains("error"))
        #expect(tool.run("render", "--format", "html", "bad.json").out.isEmpty)
    }

    /// Runs `scripts/install.sh` with `arguments` that make it stop before building.
    func install(_ arguments: String...) throws -> (status: Int32, out: String, err: String) {
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = [Self.packageRoot + "/scripts/install.sh"] + arguments
        let (out, err) = (Pipe(), Pipe())
        bash.standardOutput = out
        bash.standardError = err
        try bash.run()
        bash.waitUntilExit()
        let read = { (pipe: Pipe) in String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
        return (bash.terminationStatus, read(out), read(err))
    }

    @Test func theInstallScriptExplainsItselfAndRefusesWhatItDoesNotKnow() throws {
        let help = try install("--help")
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("usage: scripts/install.sh [--prefix DIR]"))
        #expect(help.out.contains("~/.local/bin"))
        let missing = try install("--prefix")
        #expect(missing.status == 2)
        #expect(missing.err.contains("--prefix needs a folder"))
        let unknown = try install("--bogus")
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("unknown argument \"--bogus\""))
    }

    @Test func versionIsReportedAndListed() {
        let expected = "kheper \(KheperCommandLine.version)\n"
        #expect(tool.run("--version").out == expected)
        #expect(tool.run("version").out == expected)
        let help = tool.run("--help").out
        #expect(help.contains("--version") && help.contains("  version "))
        #expect(!help.contains("__complete"))
    }
}
