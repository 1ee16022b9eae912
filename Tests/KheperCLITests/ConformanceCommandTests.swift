import Foundation
import KheperCLI
import Testing

/// `kheper conformance generate` writes the cases into a folder, and `kheper conformance run` runs them, printing
/// each failure's file and diff and `N passed, M failed`, with exit status 1 when any fails.
@Suite struct ConformanceCommandTests {
    let tool: ToolHarness

    /// The committed reference vectors, the one input `generate` reads.
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Conformance/order-keys/reference/fractional-indexing.json")

    init() throws {
        tool = try ToolHarness()
        let folder = "\(tool.directory)/cases/order-keys/reference"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.vectors.path, toPath: "\(folder)/fractional-indexing.json")
    }

    @Test func generateThenRunPasses() throws {
        let generated = tool.run("conformance", "generate", "cases")
        #expect(generated.code == .success, "\(generated.err)")
        #expect(generated.out.hasPrefix("wrote 20 case files in \(tool.directory)/cases"))
        let ran = tool.run("conformance", "run", "cases")
        #expect(ran.code == .success)
        let summary = try #require(ran.out.split(separator: "\n").last)
        #expect(summary.hasSuffix(" passed, 0 failed"), "\(summary)")
    }

    @Test func aChangedExpectationFailsWithItsFileAndADiff() throws {
        #expect(tool.run("conformance", "generate", "cases").code == .success)
        let path = "cases/order-keys/reference-between.json"
        let text = try tool.read(path)
        let broken = try #require(text.range(of: "\"key\": \"a0\""))
        try tool.write(path, text.replacingCharacters(in: broken, with: "\"key\": \"a9\""))
        let ran = tool.run("conformance", "run", "cases")
        #expect(ran.code == .failure)
        #expect(ran.out.contains("FAIL order-keys/reference-between.json: reference-00"), "\(ran.out)")
        #expect(ran.out.contains("-   \"key\": \"a9\"\n+   \"key\": \"a0\""))
        #expect(ran.out.hasSuffix(" passed, 1 failed\n"))
    }

    @Test func anUnknownActionOrAMissingFolderIsAUsageError() {
        let unknown = tool.run("conformance", "check")
        #expect(unknown.code == .usage)
        #expect(unknown.err.contains("unknown action \"check\"; expected generate or run"))
        let missing = tool.run("conformance", "run", "nowhere")
        #expect(missing.code == .usage)
        #expect(missing.err.contains("no case folder at \(tool.directory)/nowhere"))
    }
}
