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
        #expect(complete("set", "Push Day — Week 3", "pd-ben") == ["pd-bench\texercise"])
        #expect(complete("add", "3f0c2a6e", "exercise", "--after", "pd-t") == ["pd-title\ttext"])
        #expect(complete("remove", "no such workout", "pd").isEmpty)
    }
}
