import Testing

@testable import KheperCLI

/// Whether a command edits the store, so `--auto-sync` syncs after it, is declared on the command itself.
@Suite struct CommandEditsTests {
    func command(_ name: String) throws -> Command {
        try #require(KheperCommandLine.commands.first { $0.name == name })
    }

    func edits(_ name: String, _ words: String...) throws -> Bool {
        let command = try command(name)
        return command.edits(with: try ParsedArguments(words, signature: command.signature))
    }

    @Test func theCommandsThatChangeWorkoutsEditTheStore() throws {
        #expect(try edits("new", "Leg Day"))
        #expect(try edits("add", "Leg Day", "exercise"))
        #expect(try edits("move", "Leg Day", "pd-bench", "--first"))
        #expect(try edits("undo", "Leg Day"))
        #expect(try edits("redo", "Leg Day"))
        #expect(try edits("import", "push-day.json"))
    }

    @Test func theCommandsThatOnlyReadEditNothing() throws {
        #expect(try !edits("list"))
        #expect(try !edits("show", "Leg Day"))
        #expect(try !edits("export", "Leg Day"))
        #expect(try !edits("check"))
        #expect(try !edits("sync", "--status"))
    }

    /// `log undo` puts sessions back through the outbox, as an import adds them, so both are synced.
    @Test func logEditsTheStoreWhenItImportsOrUndoesAnImport() throws {
        #expect(try edits("log", "import", "strong.csv"))
        #expect(try edits("log", "undo"))
        #expect(try !edits("log", "export"))
    }
}
