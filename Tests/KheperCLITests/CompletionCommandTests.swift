import Foundation
import Kheper
import KheperCLI
import Testing

/// `kheper completion` and the hidden `kheper __complete` its scripts call.
@Suite struct CompletionCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    func complete(_ words: String...) -> [String] {
        let result = tool.runInStore(["__complete", "--"] + words)
        #expect(result.code == .success, "\(result.err)")
        return result.out.split(separator: "\n").map(String.init)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func eachShellHasAScriptThatCallsTheCompleter(_ shell: String) {
        let result = tool.run("completion", shell)
        #expect(result.code == .success)
        #expect(result.out.contains("kheper __complete --"))
    }

    @Test func theBashScriptParses() throws {
        let script = tool.run("completion", "bash").out
        try tool.write("kheper.bash", script)
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-n", tool.directory + "/kheper.bash"]
        let errors = Pipe()
        bash.standardError = errors
        try bash.run()
        bash.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(bash.terminationStatus == 0, "\(message)")
        #expect(tool.run("completion", "tcsh").code == .usage)
    }

    @Test func commandsAndOptionsComeFromTheCommandList() {
        #expect(complete("sh") == ["show\tRender a stored workout as text, Markdown, HTML or JSON."])
        #expect(complete("").count > 20)
        #expect(!complete("").contains { $0.hasPrefix("__") })
        #expect(complete("show", "--f") == ["--format"])
        #expect(complete("show", "--format", "m") == ["markdown"])
        #expect(complete("validate", "") == [":files"])
        #expect(complete("completion", "") == ["bash", "zsh", "fish"])
        #expect(complete("add", "Leg Day", "ex") == ["exercise"])
    }

    @Test func workoutTitlesAndBlockIDsComeFromTheStore() {
        #expect(tool.runInStore(["import", "push-day.json"]).code == .success)
        let leg = tool.runInStore(["new", "Leg Day"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(complete("show", "Push") == ["Push Day — Week 3\t3f0c2a6e-push-day"])
        #expect(complete("set", "").count == 2)
        #expect(complete("show", "Leg") == ["Leg Day\t\(leg)"])
        #expect(complete("set", "Push Day — Week 3", "pd-ben") == ["pd-bench\texercise \"Bench Press\""])
        #expect(
            complete("add", "3f0c2a6e", "exercise", "--after", "pd-t") == [
                "pd-title\ttext \"Strength block, week 3 of 8\""
            ])
        #expect(complete("remove", "no such workout", "pd").isEmpty)
    }

    /// Runs the bash script's completion function on `words` (as bash holds them, escapes and all) with a stand-in
    /// `kheper` that records what it was asked and answers `answer`; returns its arguments and COMPREPLY.
    func bashCompletion(_ words: [String], answer: [String]) throws -> (asked: [String], reply: [String]) {
        try tool.write("kheper.bash", tool.run("completion", "bash").out)
        try tool.write("answer.txt", answer.map { $0 + "\n" }.joined())
        try FileManager.default.createDirectory(atPath: tool.directory + "/bin", withIntermediateDirectories: true)
        try tool.write("bin/kheper", "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$ASKED\"\ncat \"$ANSWER\"\n")
        chmod(tool.directory + "/bin/kheper", 0o755)
        let quoted = words.map { "'" + $0.replacing("'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = """
            source "$DIR/kheper.bash"
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_TYPE=9
            _kheper
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", script]
        bash.environment = [
            "PATH": tool.directory + "/bin:/usr/bin:/bin", "DIR": tool.directory,
            "ASKED": tool.directory + "/asked.txt", "ANSWER": tool.directory + "/answer.txt",
        ]
        let output = Pipe()
        bash.standardOutput = output
        try bash.run()
        let reply = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        bash.waitUntilExit()
        let asked = try tool.read("asked.txt").split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        return (asked.map(String.init), reply.split(separator: "\n").map(String.init))
    }

    @Test func bashUnescapesTheWordsItHandsToTheCompleter() throws {
        #expect(tool.runInStore(["new", "Upper A — Week 1"]).code == .success)
        #expect(tool.runInStore(["new", "Upper B"]).code == .success)
        let answer = complete("show", "Upper ")
        #expect(answer.count == 2)
        let (asked, reply) = try bashCompletion(["kheper", "show", "Upper\\ "], answer: answer)
        #expect(asked == ["__complete", "--", "show", "Upper "])
        // Nothing more is shared, so bash lists them, each with its id.
        #expect(reply == answer.map { $0.replacing("\t", with: "  (") + ")" })
        let (_, shared) = try bashCompletion(["kheper", "show", "Up"], answer: answer)
        #expect(shared == ["Upper "])
    }

    @Test func bashListsBlockIDsWithTheirKindAndNameAndInsertsABareID() throws {
        #expect(tool.runInStore(["import", "push-day.json"]).code == .success)
        let answer = complete("set", "Push Day — Week 3", "pd-")
        #expect(answer.contains("pd-bench\texercise \"Bench Press\""), "\(answer)")
        let (asked, reply) = try bashCompletion(
            ["kheper", "set", "Push\\ Day\\ —\\ Week\\ 3", "pd-"], answer: answer)
        #expect(asked == ["__complete", "--", "set", "Push Day — Week 3", "pd-"])
        #expect(reply.contains("pd-bench  (exercise \"Bench Press\")"), "\(reply)")
        let one = complete("set", "Push Day — Week 3", "pd-ben")
        let (_, inserted) = try bashCompletion(["kheper", "set", "3f0c2a6e", "pd-ben"], answer: one)
        #expect(inserted == ["pd-bench"])
    }

    @Test("After add WORKOUT exercise, the name completes from the catalogue and the log, word by word")
    func exerciseNamesCompleteAfterAddExercise() throws {
        #expect(
            complete("add", "Leg Day", "exercise", "Barbell Squ").prefix(2) == [
                "Barbell Squat", "Barbell Squat To A Bench",
            ])
        // The words before the one under the cursor are the name's start: the rest of each name goes on from it.
        #expect(complete("add", "Leg Day", "exercise", "Barbell", "Squ").prefix(2) == ["Squat", "Squat To A Bench"])
        #expect(complete("add", "Leg Day", "exercise", "Barbell", "Squat", "5x5", "").isEmpty)
        #expect(complete("add", "Leg Day", "exercise", "").isEmpty)
        #expect(complete("add", "Leg Day", "text", "Barbell Squ").isEmpty)
        #expect(complete("add", "Leg Day", "exercise", "Frobnicate").isEmpty)
        // The log's own names join them once it holds some.
        try tool.write("strong.csv", HistoryCommandTests.strongRows)
        #expect(tool.runInStore(["log", "import", "strong.csv"]).code == .success)
        #expect(complete("add", "Leg Day", "exercise", "Squat").first == "Squat (Barbell)")
        #expect(complete("add", "--store", "elsewhere.sqlite", "W", "exercise", "Squat").first == "Squat Jerk")
    }

    @Test("bash inserts a name with spaces escaped, as one word, and adds the completed rest after earlier words")
    func bashInsertsAnExerciseNameAsOneWord() throws {
        let one = complete("add", "W", "exercise", "Barbell Squat T")
        #expect(one == ["Barbell Squat To A Bench"])
        let (asked, reply) = try bashCompletion(["kheper", "add", "W", "exercise", "Barbell\\ Squat\\ T"], answer: one)
        #expect(asked == ["__complete", "--", "add", "W", "exercise", "Barbell Squat T"])
        #expect(reply == ["Barbell Squat To A Bench"])
        let rest = complete("add", "W", "exercise", "Barbell", "Squat", "T")
        #expect(rest == ["To A Bench"])
    }
}
