import Foundation
import Testing

@testable import KheperCLI

/// `kheper play --script`: where the keys come from when a file gives them.
@Suite struct PlayKeyScriptTests {
    let tool: ToolHarness
    let workout: String

    init() throws {
        tool = try ToolHarness()
        let created = tool.runInStore(["new", "Two"])
        try #require(created.code == .success, "\(created.err)")
        workout = created.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let added = tool.runInStore(["add", workout, "exercise", "Squat", "2x5", "@100kg"])
        try #require(added.code == .success, "\(added.err)")
    }

    @Test func anEmptyScriptOrDevNullPlaysNoKeysAndLogsNothing() throws {
        try tool.write("empty.txt", "")
        for path in ["/dev/null", "empty.txt"] {
            let result = tool.runInStore(["play", workout, "--script", path])
            #expect(result.code == .success, "\(path): \(result.err)")
            #expect(result.err.isEmpty, "\(path): \(result.err)")
            #expect(result.out == "Play stopped; 0 sets in the session.\n", "\(path): \(result.out)")
        }
    }

    @Test func aMissingScriptIsAUsageErrorNamingThePath() throws {
        let result = tool.runInStore(["play", workout, "--script", "missing.txt"])
        #expect(result.code == .usage)
        #expect(result.err == "kheper: the key script: cannot read missing.txt: no such file\n", "\(result.err)")
    }
}
