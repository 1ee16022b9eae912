import Foundation
import Kheper
import KheperCore
import KheperEditor
import KheperSQLite
import Testing

@testable import KheperCLI

/// `import` stores a large new workout a batch of root blocks at a time, and `export` writes one a batch at a time;
/// both give exactly what reading or writing the workout whole gives, and fall back to that whenever batches could
/// read differently.
@Suite struct StreamedImportExportTests {
    /// A document of `roots` root blocks in several batches: notes, supersets holding an exercise and a note, and
    /// unknown kinds (a finding each) at roots 300 and 600; `duplicate` repeats the first id at root 400, and
    /// `padding` lengthens every note, to make the document large enough to be streamed.
    private static func document(roots: Int, duplicate: Bool = false, padding: Int = 0) throws -> String {
        let pad = String(repeating: "x", count: padding)
        let keys = try OrderKey.keys(between: nil, nil, count: roots)
        let blocks = keys.enumerated().map { index, key -> String in
            let id = duplicate && index == 400 ? "b0" : "b\(index)"
            let head = #"{"id":"\#(id)","#
            let order = #""order":"\#(key)""#
            if index == 300 || index == 600 {
                return head + #""type":"mystery","version":3,\#(order),"data":{"kept":1.50,"z":[]}}"#
            }
            guard index % 7 == 3 else {
                return head + #""type":"text","version":1,\#(order),"data":{"text":"note \#(index)\#(pad)"},"x":1e2}"#
            }
            return head + #""type":"set","version":1,\#(order),"data":{"style":"superset","rounds":3},"#
                + #""children":[{"id":"e\#(index)","type":"exercise","version":1,"order":"a0","#
                + #""data":{"name":"Squat","sets":[{"reps":5,"load":{"value":100.0,"unit":"kg"}}]}},"#
                + #"{"id":"t\#(index)","type":"text","version":1,"order":"a1","data":{"text":"brace"}}],"#
                + #""x-note":"kept"}"#
        }
        return #"{"format":"kheper.workout","formatVersion":1,"id":"big","title":"Big","blocks":["#
            + blocks.joined(separator: ",\n") + #"],"x-after":{"b":2.50}}"#
    }

    /// Runs `arguments` against the store `name` in the harness's folder.
    private static func run(_ tool: ToolHarness, _ arguments: [String], store name: String)
        -> (code: ExitCode, out: String, err: String)
    {
        tool.run(arguments, variables: ["KHEPER_STORE": name])
    }

    @Test func aStreamedImportStoresAndReportsWhatAWholeOneDoes() throws {
        let tool = try ToolHarness()
        let text = try Self.document(roots: 700, padding: 8_000)
        #expect(text.utf8.count > StreamedImport.minimumBytes, "large enough to be streamed")
        try tool.write("big.json", text)
        let registry = BlockRegistry.standard
        let probe = try SQLiteDocumentStore(path: "\(tool.directory)/probe.sqlite")
        let imported = try #require(StreamedImport.importing(Array(text.utf8), into: probe, registry: registry))
        #expect(imported.id == "big", "this document is streamed, not read whole")
        let unknown = imported.diagnostics.filter { $0.code == .unknownKind }
        #expect(unknown.map(\.path.description) == ["blocks[300].type", "blocks[600].type"], "counted in the whole")
        #expect(imported.diagnostics.count == 102, "one for each superset, and the unknown kinds")

        let streamed = Self.run(tool, ["import", "big.json"], store: "streamed.sqlite")
        #expect(streamed.code == .success && streamed.out == "big\n")
        // --show reads the document whole.
        let whole = Self.run(tool, ["import", "--show", "big.json"], store: "whole.sqlite")
        #expect(whole.code == .success)
        #expect(streamed.err == whole.err)
        #expect(streamed.err.contains("big.json:blocks[600].type: warning"))
        let exported = Self.run(tool, ["export", "big"], store: "streamed.sqlite")
        #expect(exported.code == .success)
        #expect(exported.out == Self.run(tool, ["export", "big"], store: "whole.sqlite").out)
        #expect(exported.out == tool.run("normalize", "big.json").out)
        #expect(Self.run(tool, ["import", "big.json"], store: "streamed.sqlite") == streamed, "imported once")
    }

    @Test func aDocumentThatBatchesWouldReadDifferentlyIsReadWhole() throws {
        let tool = try ToolHarness()
        let text = try Self.document(roots: 700, duplicate: true, padding: 8_000)
        try tool.write("big.json", text)
        let probe = try SQLiteDocumentStore(path: "\(tool.directory)/probe.sqlite")
        #expect(StreamedImport.importing(Array(text.utf8), into: probe, registry: .standard) == nil)
        #expect(try probe.listDocuments().isEmpty, "nothing kept of the abandoned import")
        let unordered = text.replacingOccurrences(of: #""id":"b500","#, with: #""id":"b500","order":"zz","#)
        #expect(StreamedImport.importing(Array(unordered.utf8), into: probe, registry: .standard) == nil)

        let imported = tool.runInStore(["import", "big.json"])
        #expect(imported.code == .success && imported.out == "big\n")
        #expect(imported.err.contains("blocks[400].id: warning"))
        let list = tool.runInStore(["list"])
        #expect(list.out.contains("big"))
    }

    @Test func aDocumentThatCannotBeReadMakesNoStore() throws {
        let tool = try ToolHarness()
        let text = try Self.document(roots: 700, padding: 8_000)
        try tool.write("truncated.json", String(text.dropLast(40)))
        try tool.write("newer.json", text.replacingOccurrences(of: #""formatVersion":1"#, with: #""formatVersion":99"#))
        for file in ["truncated.json", "newer.json"] {
            let imported = tool.runInStore(["import", file])
            #expect(imported.code == .usage, "\(imported.err)")
            #expect(!FileManager.default.fileExists(atPath: "\(tool.directory)/store.sqlite"))
        }
        #expect(!StreamedImport.isReadable(Array(String(text.dropLast(40)).utf8), registry: .standard))
        #expect(StreamedImport.isReadable(Array(text.utf8), registry: .standard))
    }

    @Test func aStreamedExportWritesWhatTheWholeDocumentWriterWrites() throws {
        let tool = try ToolHarness()
        try tool.write("big.json", try Self.document(roots: 1_300))
        #expect(tool.runInStore(["import", "big.json"]).code == .success)
        let streamed = tool.runInStore(["export", "big"])
        #expect(streamed.code == .success)
        // To a file, the whole document is written.
        #expect(tool.runInStore(["export", "big", "-o", "out.json"]).code == .success)
        #expect(streamed.out == (try tool.read("out.json")))
        #expect(tool.runInStore(["export", "missing"]).code != .success)
    }
}
