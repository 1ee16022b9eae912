import Foundation
import KheperCLI
import KheperCore
import KheperEditor
import KheperSQLite
import KheperSync
import KheperTerminal
import Synchronization
import Testing

/// `kheper sync --retry-set-aside` and `--discard-set-aside`: a person clears the changes a sync set aside, or sends
/// them again, without connecting.
@Suite struct SetAsideCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// The reason a text holding U+0000 is set aside.
    static let reason =
        "The text at data.text holds the character U+0000 (NUL), which the server cannot store; expected text without "
        + "it."

    /// A store `a.sqlite` whose workout "w" has one fine block and one holding U+0000, synced in-process so that the
    /// second block's insert (seq 3) is set aside.
    func storeWithOneSetAside() throws -> SQLiteDocumentStore {
        let store = try SQLiteDocumentStore(path: "\(tool.directory)/a.sqlite")
        let keys = try OrderKey.keys(between: nil, nil, count: 2)
        try store.createDocument(
            DocumentRecord(
                id: "w", title: "Mixed",
                blocks: [
                    BlockRecord(
                        id: "good", parentID: nil, order: keys[0], kind: "text", version: 1, data: ["text": "a"]),
                    BlockRecord(
                        id: "bad", parentID: nil, order: keys[1], kind: "text", version: 1, data: ["text": "a\u{0}b"]),
                ]))
        let report = try store.sync(with: ReferenceServer())
        #expect(report.setAside.map(\.record.seq) == [3])
        return store
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.run(arguments, variables: ["KHEPER_STORE": "a.sqlite"])
    }

    @Test func retryPutsEverySetAsideChangeBackIntoTheOutboxAndTheNextSyncSendsIt() throws {
        let store = try storeWithOneSetAside()
        let retried = run("sync", "--retry-set-aside")
        #expect(retried.code == .success, "\(retried.err)")
        #expect(
            retried.out == """
                put 1 set-aside change back into the outbox; the next sync sends it again:
                  insertBlock of block "bad" in workout "w"

                """)
        #expect(try store.syncStatus().outboxCount == 1)
        #expect(try store.syncStatus().setAsideCount == 0)
        #expect(try store.syncOutbox().map(\.seq) == [4])
        // The server still cannot store it: the next sync sets it aside again, as the new change it now is.
        let report = try store.sync(with: ReferenceServer())
        #expect(report.setAside.map(\.record.seq) == [4])
        #expect(try store.setAsideRecords().map(\.record.seq) == [4])
        #expect(try store.syncStatus().outboxCount == 0)
    }

    @Test func retryWithNothingSetAsideSaysSo() throws {
        _ = try SQLiteDocumentStore(path: "\(tool.directory)/a.sqlite")
        let retried = run("sync", "--retry-set-aside")
        #expect(retried.code == .success)
        #expect(retried.out == "no changes are set aside; nothing to retry\n")
        #expect(run("sync", "--discard-set-aside").out == "no changes are set aside; nothing to discard\n")
    }

    @Test func discardListsWhatItDropsAndDropsItForGood() throws {
        let store = try storeWithOneSetAside()
        let discarded = run("sync", "--discard-set-aside")
        #expect(discarded.code == .success, "\(discarded.err)")
        #expect(
            discarded.out == """
                1 set-aside change:
                  3: insertBlock of block "bad" in workout "w": \(Self.reason)
                discarded 1 set-aside change

                """)
        #expect(try store.syncStatus().setAsideCount == 0)
        #expect(try store.syncStatus().outboxCount == 0)
        #expect(run("sync", "--status").out.contains("set aside: 0 changes\n"))
    }

    @Test func onATerminalDiscardAsksAndKeepsTheChangesUnlessTheAnswerIsYes() throws {
        let store = try storeWithOneSetAside()
        for (key, kept) in [(Key.character("n"), true), (.enter, true), (.escape, true), (.character("y"), false)] {
            let asked = Mutex<[String]>([])
            let environment = ToolEnvironment(
                variables: ["KHEPER_STORE": "a.sqlite"], currentDirectory: tool.directory, inputIsTerminal: true,
                confirm: { question, confirmation in
                    asked.withLock { $0.append(question) }
                    return confirmation.answer(to: key)
                })
            let (code, output) = ToolHarness.tool(environment).run(["sync", "--discard-set-aside"])
            #expect(asked.withLock { $0 } == ["Discard 1 set-aside change? [y/N] "])
            #expect(code == (kept ? .failure : .success), "\(key): \(output.standardError)")
            if kept {
                #expect(output.standardError.hasSuffix("kept 1 set-aside change; nothing discarded\n"))
            }
            #expect(try store.syncStatus().setAsideCount == (kept ? 1 : 0))
        }
    }

    @Test func discardWithYesDoesNotAsk() throws {
        let store = try storeWithOneSetAside()
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "a.sqlite"], currentDirectory: tool.directory, inputIsTerminal: true,
            confirm: { _, _ in
                Issue.record("asked although --yes was given")
                return nil
            })
        let (code, _) = ToolHarness.tool(environment).run(["sync", "--discard-set-aside", "--yes"])
        #expect(code == .success)
        #expect(try store.syncStatus().setAsideCount == 0)
    }

    @Test func theLocalModesAreOneAtATimeTakeNoServerAndYesGoesOnlyWithDiscard() throws {
        _ = try storeWithOneSetAside()
        let both = run("sync", "--retry-set-aside", "--discard-set-aside")
        #expect(both.code == .usage)
        #expect(
            both.err
                == "kheper: sync takes one of --status, --set-aside, --retry-set-aside and --discard-set-aside, not "
                + "--retry-set-aside with --discard-set-aside\n")
        let server = run("sync", "--retry-set-aside", "--server", "postgresql://nobody@localhost/none")
        #expect(server.code == .usage)
        #expect(server.err == "kheper: sync --retry-set-aside does not connect; it takes no --server\n")
        for arguments in [["sync", "--yes"], ["sync", "--retry-set-aside", "--yes"], ["sync", "--status", "-y"]] {
            let yes = tool.run(arguments, variables: ["KHEPER_STORE": "a.sqlite"])
            #expect(yes.code == .usage)
            #expect(yes.err == "kheper: sync takes --yes only with --discard-set-aside\n")
        }
        let help = run("sync", "--help")
        #expect(help.out.contains("       kheper sync --discard-set-aside [--yes] [--store PATH]\n"))
        #expect(help.out.contains("--retry-set-aside puts every set-aside change back into the outbox"))
    }
}
