import Foundation
import Kheper
import KheperCore
import Testing

@testable import KheperCLI

/// `StoredProgram.write` writes only the blocks an advance changed, and refuses to write over one that changed
/// since the program was read.
extension ProgramCommandTests {
    /// The program `reference` opened for writing, as `kheper program advance` opens it.
    func openProgram(_ reference: String) throws -> StoredProgram {
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory)
        let (_, output) = ToolHarness.tool(environment).run(["version"])
        let context = CommandContext(
            registry: .standard, environment: environment, openStore: ToolHarness.tool(environment).openStore,
            output: output)
        let arguments = try ParsedArguments(["advance", reference], signature: ProgramCommand.command.signature)
        return try StoredProgram(reference, arguments, context, mode: .write)
    }

    /// `document` with the line of its first lift block rewritten as `line`.
    static func rewritingFirstLine(of document: BlockDocument, as line: String) throws -> BlockDocument {
        var written = document
        let lift = try #require(document.rootBlocks.first { $0.content.as(LiftBlock.self) != nil })
        try written.setContent(BlockContent(LiftBlock(line: line)), of: lift.id)
        return written
    }

    @Test("a write changes only the blocks whose contents changed, as one undo step")
    func aWriteChangesOnlyTheChangedBlocks() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        var program = try openProgram("Linear")
        try program.write(try Self.rewritingFirstLine(of: program.document, as: "Squat 3x5 @70kg lp +2.5kg"))
        let shown = run("show", "Linear", "--format", "markdown").out
        #expect(shown.contains("Squat 3x5 @70kg lp +2.5kg"), "\(shown)")
        #expect(shown.contains("Bench Press 3x5 @40kg lp +2.5kg"), "\(shown)")
        let undone = run("undo", "Linear")
        #expect(
            undone.out
                == "undid: moved the program back to where it stood before its latest advance (1 block changed)\n",
            "\(undone.out)")
        #expect(run("show", "Linear", "--format", "markdown").out.contains("Squat 3x5 @60kg lp +2.5kg"))
    }

    @Test("a write over a lift block another command changed since the program was read is refused, writing nothing")
    func aWriteOverAChangedBlockIsRefused() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        try log("2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 5])], file: "a.csv")
        var program = try openProgram("Linear")
        // Another command advances the program between this one's read and its write.
        #expect(run("program", "advance", "Linear").code == .success)
        let advanced = run("program", "status", "Linear").out
        let refusal = #expect(throws: CommandFailure.self) {
            try program.write(try Self.rewritingFirstLine(of: program.document, as: "Squat 3x5 @70kg lp +2.5kg"))
        }
        #expect(
            refusal?.message.hasPrefix("\"Linear\" changed while this command ran (block \"") == true,
            "\(refusal?.message ?? "")")
        #expect(run("program", "status", "Linear").out == advanced)
    }
}
