import Foundation
import KheperTerminal
import Synchronization
import Testing

@testable import KheperCLI

/// The resume question is a single-key confirmation (``Confirmation``): Enter or `y` alone answers it.
@Suite struct PlayResumeQuestionTests {
    @Test func theResumeQuestionIsAskedAsOneKeyWithEnterForYes() throws {
        let tool = try ToolHarness()
        let created = tool.runInStore(["new", "Two"])
        try #require(created.code == .success, "\(created.err)")
        let workout = created.out.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(tool.runInStore(["add", workout, "exercise", "Squat", "2x5", "@100kg"]).code == .success)
        try tool.write("keys.txt", "enter\nq\nq\n")
        let quit = tool.runInStore(["play", workout, "--script", "keys.txt"])
        try #require(quit.code == .success, "\(quit.err)")
        let asked = Mutex<[(String, KheperTerminal.Confirmation)]>([])
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory, inputIsTerminal: true,
            ask: { _ in
                Issue.record("asked for a line")
                return nil
            },
            confirm: { question, confirmation in
                asked.withLock { $0.append((question, confirmation)) }
                return nil
            })
        let (code, output) = ToolHarness.tool(environment).run(["play", workout])
        #expect(
            output.standardError.contains("no answer to the resume question; the open session is left as it was"),
            "\(code): \(output.standardError)")
        let questions = asked.withLock { $0 }
        try #require(questions.count == 1)
        #expect(questions[0].0.hasPrefix("Resume the session started "))
        #expect(questions[0].0.hasSuffix(" (1 set logged)? [Y/n] "))
        #expect(questions[0].1.answer(to: .enter) == true)
        #expect(questions[0].1.answer(to: .character("y")) == true)
        #expect(questions[0].1.answer(to: .character("n")) == false)
    }
}
