import Foundation
import Kheper
import Testing

@testable import KheperCLI

/// `validate` and `normalize` agree on hostile documents: what validate says is kept, normalize writes back;
/// what it refuses, normalize refuses; repeated keys are reported and located; and locating findings is linear.
@Suite struct HostileInputCommandTests {
    /// A document shape the format does not expect, where normalizing keeps it, and the path of the kept value.
    struct KeptShape: Sendable, CustomStringConvertible {
        var name: String
        var blocks: String
        var envelope: String = ""
        var code: String
        var keptAt: JSONPath
        var kept: JSONValue

        var description: String { name }

        var document: String {
            #"{"format":"kheper.workout","formatVersion":1,"id":"w","title":"T","# + envelope + #""blocks":"#
                + blocks + "}"
        }
    }

    static let keptShapes: [KeptShape] = [
        KeptShape(
            name: "title that is not a string", blocks: "[]", envelope: #""title":{"en":"Legs"},"#,
            code: "invalid-envelope-field", keptAt: ["title"], kept: ["en": "Legs"]),
        KeptShape(
            name: "node that is not an object", blocks: #"["just text"]"#,
            code: "malformed-block", keptAt: ["blocks", 0], kept: "just text"),
        KeptShape(
            name: "node without a type string", blocks: #"[{"type":7,"data":{"text":"x"}}]"#,
            code: "malformed-block", keptAt: ["blocks", 0], kept: ["type": 7, "data": ["text": "x"]]),
        KeptShape(
            name: "children that are not an array",
            blocks: #"[{"type":"set","data":{"style":"superset"},"children":{"a":1}}]"#,
            code: "malformed-block", keptAt: ["blocks", 0, "children"], kept: ["a": 1]),
        KeptShape(
            name: "version that is not a whole number", blocks: #"[{"type":"text","version":"two","data":{}}]"#,
            code: "malformed-block", keptAt: ["blocks", 0, "version"], kept: "two"),
        KeptShape(
            name: "data that is not an object", blocks: #"[{"type":"text","data":[1,2]}]"#,
            code: "undecodable-data", keptAt: ["blocks", 0, "data"], kept: [1, 2]),
        KeptShape(
            name: "data field of the wrong type", blocks: #"[{"type":"exercise","data":{"name":5}}]"#,
            code: "undecodable-data", keptAt: ["blocks", 0, "data", "name"], kept: 5),
        KeptShape(
            name: "unknown envelope member", blocks: "[]", envelope: #""x-source":{"app":"other"},"#,
            code: "", keptAt: ["x-source"], kept: ["app": "other"]),
        KeptShape(
            name: "unknown node member", blocks: #"[{"type":"text","data":{"text":"a"},"x-note":[true]}]"#,
            code: "", keptAt: ["blocks", 0, "x-note"], kept: [true]),
    ]

    @Test(arguments: keptShapes)
    func whatValidateSaysIsKeptNormalizeWritesBack(shape: KeptShape) throws {
        let tool = try ToolHarness()
        try tool.write("shape.json", shape.document)
        let validated = tool.run("validate", "--json", "shape.json")
        #expect(validated.code != .usage, "\(validated.err)")
        let findings = try JSONValue(parsing: validated.out).arrayValue ?? []
        if !shape.code.isEmpty {
            let finding = try #require(findings.first { $0["code"]?.stringValue == shape.code }, "\(findings)")
            let message = finding["message"]?.stringValue ?? ""
            #expect(message.contains("kept as written"), "\(message)")
        }

        let normalized = tool.run("normalize", "shape.json")
        #expect(normalized.code == .success, "\(normalized.err)")
        let output = try JSONValue(parsing: normalized.out)
        #expect(value(at: shape.keptAt, in: output) == shape.kept, "\(normalized.out)")

        try tool.write("again.json", normalized.out)
        let again = tool.run("normalize", "again.json")
        #expect(again.out == normalized.out, "a second normalize changes nothing")
    }

    /// Ids and order keys are the reader's to repair: validate says a fresh one was assigned, and normalize writes it.
    @Test(
        arguments: [
            (#""id":5,"blocks":[]"#, "invalid-envelope-field", ["id"] as JSONPath),
            (#""blocks":[{"id":7,"type":"text","data":{"text":"a"}}]"#, "invalid-id", ["blocks", 0, "id"]),
            (
                #""blocks":[{"type":"text","order":12,"data":{"text":"a"}}]"#, "invalid-order-key",
                ["blocks", 0, "order"]
            ),
        ] as [(String, String, JSONPath)])
    func whatValidateSaysIsRepairedNormalizeRepairs(members: String, code: String, path: JSONPath) throws {
        let tool = try ToolHarness()
        try tool.write("repair.json", #"{"format":"kheper.workout","formatVersion":1,"# + members + "}")
        let findings = try JSONValue(parsing: tool.run("validate", "--json", "repair.json").out).arrayValue ?? []
        let finding = try #require(findings.first { $0["code"]?.stringValue == code }, "\(findings)")
        let message = finding["message"]?.stringValue ?? ""
        #expect(message.contains("a fresh") || message.contains("was given the id"), "\(message)")
        #expect(finding["path"]?.stringValue == path.description)
        let normalized = try JSONValue(parsing: tool.run("normalize", "repair.json").out)
        #expect(value(at: path, in: normalized)?.stringValue?.isEmpty == false, "a fresh string was written")
    }

    /// The sync server refuses an order key over 128 characters, so none is taken in: validate locates it, and
    /// import stores a fresh one.
    @Test func anOrderKeyOverTheMaximumIsLocatedAndReplacedOnImport() throws {
        let tool = try ToolHarness()
        let long = "a0" + String(repeating: "V", count: OrderKey.maximumLength - 1)
        try tool.write(
            "long.json",
            #"{"format":"kheper.workout","formatVersion":1,"id":"w-long","title":"Long","blocks":[{"id":"b1","type":"text","order":""#
                + long + #"","data":{"text":"a"}}]}"#)
        let validated = tool.run("validate", "long.json")
        #expect(
            validated.out.contains(
                "long.json:blocks[0].order: warning: invalid order key \"\(long.prefix(64))… (129 bytes)\": it has 129 "
                    + "characters; expected at most 128, as the sync server accepts; a fresh key was assigned "
                    + "[invalid-order-key]"), "\(validated.out)")
        #expect(tool.runInStore(["import", "long.json"]).code == .success)
        let exported = try JSONValue(parsing: tool.runInStore(["export", "w-long"]).out)
        let order = try #require(exported["blocks"]?[0]?["order"]?.stringValue)
        #expect(order.utf8.count <= OrderKey.maximumLength && order != long)
    }

    @Test(arguments: [#"{"a":1}"#, #""none""#, "3", "false"])
    func blocksThatAreNotAnArrayAreRefusedByBoth(blocks: String) throws {
        let tool = try ToolHarness()
        let text = #"{"format":"kheper.workout","formatVersion":1,"blocks":"# + blocks + "}"
        try tool.write("bad.json", text)
        let validated = tool.run("validate", "bad.json")
        #expect(validated.code == .usage)
        #expect(validated.err.contains("\"blocks\" must be an array of blocks"), "\(validated.err)")
        #expect(validated.err.contains("[format.invalid-member]"))
        let normalized = tool.run("normalize", "-w", "bad.json")
        #expect(normalized.code == .usage)
        #expect(normalized.err.contains("[format.invalid-member]"))
        #expect(try tool.read("bad.json") == text, "nothing is written")
    }

    @Test func repeatedKeysAreLocatedWarningsAndNormalizeKeepsTheLast() throws {
        let tool = try ToolHarness()
        try tool.write(
            "twice.json",
            """
            {"format": "kheper.workout", "formatVersion": 1,
              "blocks": [
                {"type": "exercise",
                  "data": {"name": "Squat", "name": "Deadlift"}}
              ]
            }
            """
        )
        let compiler = tool.run("validate", "--format", "compiler", "twice.json")
        #expect(compiler.code == .success)
        #expect(
            compiler.out.contains(
                #"twice.json:4:24: warning: the key "name" is written 2 times in this object; only the last value is kept [duplicate-key]"#
            ), "\(compiler.out)")
        let text = tool.run("validate", "twice.json")
        #expect(text.out.contains("twice.json:blocks[0].data.name: warning: "), "\(text.out)")

        let normalized = tool.run("normalize", "twice.json")
        #expect(normalized.code == .success)
        #expect(normalized.err.contains("[duplicate-key]"), "\(normalized.err)")
        #expect(try JSONValue(parsing: normalized.out)["blocks"]?[0]?["data"]?["name"] == "Deadlift")
    }

    @Test func aByteOrderMarkIsAcceptedByEveryCommandAndColumnsCountFromAfterIt() throws {
        let tool = try ToolHarness()
        let text = "\u{FEFF}{\"format\":\"kheper.workout\",\"blocks\":[{\"type\":\"acme/yoga\"}]}"
        try tool.write("marked.json", text)
        let compiler = tool.run("validate", "--format", "compiler", "marked.json")
        #expect(compiler.code == .success, "\(compiler.err)")
        #expect(compiler.out.hasPrefix("marked.json:1:46: warning: "), "\(compiler.out)")
        let normalized = tool.run("normalize", "marked.json")
        #expect(normalized.code == .success, "\(normalized.err)")
        #expect(try JSONValue(parsing: normalized.out)["blocks"]?[0]?["type"] == "acme/yoga")
        #expect(tool.run("render", "marked.json").code == .success)
    }

    /// Locating every finding costs work linear in the findings: the work per finding at 5,000 findings stays
    /// within twice the work per finding at 2,000. Counted, not timed.
    @Test func locatingFindingsIsLinearInTheirNumber() throws {
        func workPerFinding(_ count: Int) throws -> Double {
            let blocks = (0..<count).map { #"{"type":"acme/kind-\#($0)","data":{"n":\#($0)}}"# }
            let bytes = Array(
                (#"{"format":"kheper.workout","formatVersion":1,"blocks":[\#n"#
                    + blocks.joined(separator: ",\n") + "]}").utf8)
            let decoded = try Kheper.BlockRegistry.standard.decodeDocument(from: bytes)
            #expect(decoded.diagnostics.count >= count)
            var work = JSONLocator.Work()
            let lines = ValidateCommand.compilerLines(
                decoded.diagnostics, file: "big.json", locator: JSONLocator(bytes: bytes), work: &work)
            #expect(lines.last?.hasPrefix("big.json:\(count + 1):") == true, "\(lines.last ?? "")")
            let steps = work.bytesExamined + work.pathSteps
            return Double(steps) / Double(decoded.diagnostics.count)
        }
        let small = try workPerFinding(500)
        let large = try workPerFinding(5_000)
        #expect(large / small < 2, "work per finding: \(small) at 500, \(large) at 5,000")
    }

    private func value(at path: JSONPath, in value: JSONValue) -> JSONValue? {
        var current: JSONValue? = value
        for component in path.components {
            switch component {
            case .key(let key): current = current?[key]
            case .index(let index): current = current?[index]
            }
        }
        return current
    }
}
