import Foundation
import KheperTerminal
import Synchronization
import Testing

@testable import KheperCLI

/// `kheper edit TITLE` for a title no workout has: a single-key question offers to create it.
@Suite struct EditNewTitleCommandTests {
    @Test func aTitleThatNamesNoWorkoutIsOfferedForCreationAndNoKeepsTheStoreAsItWas() throws {
        let tool = try ToolHarness()
        let asked = Mutex<[(String, KheperTerminal.Confirmation)]>([])
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory, outputIsTerminal: true,
            inputIsTerminal: true,
            confirm: { question, confirmation in
                asked.withLock { $0.append((question, confirmation)) }
                return false
            })
        let (code, output) = ToolHarness.tool(environment).run(["edit", "Upper A"])
        #expect(code == .failure)
        #expect(output.standardError.hasSuffix("no workout created; `kheper list` shows the stored ones\n"))
        let questions = asked.withLock { $0 }
        try #require(questions.count == 1)
        #expect(questions[0].0 == "No workout has the id, id prefix or title \"Upper A\". Create it? [Y/n] ")
        #expect(questions[0].1.answer(to: .enter) == true)
        #expect(tool.runInStore(["list"]).out.isEmpty)
    }
}
