import Foundation
import Kheper
import KheperEditor
@_spi(Testing) import KheperSQLite
import Testing

@testable import KheperCLI

/// Runs `kheper` in-process against files in a temporary directory.
struct ToolHarness {
    let directory: String

    init() throws {
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent("kheper-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in ["push-day", "hiit-circuit", "leg-day"] {
            let source = try #require(
                Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
            try FileManager.default.copyItem(atPath: source.path, toPath: "\(directory)/\(name).json")
        }
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name)")), as: UTF8.self)
    }

    func run(
        _ arguments: String...,
        variables: [String: String] = [:],
        terminal: Bool = false,
        input: String = ""
    ) -> (code: ExitCode, out: String, err: String) {
        run(arguments, variables: variables, terminal: terminal, input: input)
    }

    /// Runs `arguments` against the store `store.sqlite` in the harness's folder, as most write tests do.
    func runInStore(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        run(arguments, variables: ["KHEPER_STORE": "store.sqlite"])
    }

    func run(
        _ arguments: [String],
        variables: [String: String] = [:],
        terminal: Bool = false,
        input: String = ""
    ) -> (code: ExitCode, out: String, err: String) {
        let environment = ToolEnvironment(
            variables: variables,
            currentDirectory: directory,
            outputIsTerminal: terminal,
            errorIsTerminal: terminal,
            readStandardInput: { Array(input.utf8) }
        )
        let (code, output) = ToolHarness.tool(environment).run(arguments)
        return (code, output.standardOutput, output.standardError)
    }

    /// The tool over the standard kinds and a SQLite store, as the executable builds it, under `conditions` a
    /// test imposes on the store (none by default).
    static func tool(
        _ environment: ToolEnvironment,
        conditions: SQLiteDocumentStore.TestConditions = SQLiteDocumentStore.TestConditions()
    ) -> KheperCommandLine {
        KheperCommandLine(
            registry: .standard, environment: environment,
            openLog: { path, mode throws(StoreError) in
                try SQLiteTrainingLogStore(
                    sharing: SQLiteDocumentStore(
                        path: path, access: mode == .read ? .readOnly : .readWrite, conditions: conditions))
            },
            openStore: { path, mode throws(StoreError) in
                try SQLiteDocumentStore(
                    path: path, access: mode == .read ? .readOnly : .readWrite, conditions: conditions)
            }
        )
    }
}

@Suite struct ValidateCommandTests {
    @Test func theExampleWorkoutsAreValid() throws {
        let tool = try ToolHarness()
        let result = tool.run("validate", "push-day.json", "hiit-circuit.json", "leg-day.json")
        #expect(result.code == .success, "\(result.out)\(result.err)")
        #expect(!result.out.contains("error:"))
        #expect(result.err.contains("3 files checked: 0 errors"))
    }

    @Test func printsFindingsWithFileAndPathAndExitsOneOnErrors() throws {
        let tool = try ToolHarness()
        try tool.write(
            "bad.json",
            #"{"format":"kheper.workout","formatVersion":1,"blocks":[{"type":"exercise","data":{"name":"Squat","sets":[{"reps":5},{"reps":1200}]}},{"type":"acme/yoga","data":{}}]}"#
        )
        let result = tool.run("validate", "bad.json")
        #expect(result.code == .failure)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("bad.json:blocks[0].data.sets[1].reps: error: ") && $0.contains("1200") })
        #expect(lines.contains { $0.hasPrefix("bad.json:blocks[1].type: warning: unknown block kind \"acme/yoga\"") })
        #expect(result.err.contains("1 file checked: 1 error, 1 warning"))
    }

    @Test func jsonOutputIsMachineReadable() throws {
        let tool = try ToolHarness()
        try tool.write("warn.json", #"{"format":"kheper.workout","formatVersion":1,"blocks":[{"type":"acme/yoga"}]}"#)
        let result = tool.run("validate", "--json", "warn.json")
        #expect(result.code == .success)
        let records = try #require(try JSONValue(parsing: result.out).arrayValue)
        #expect(records.count == 1)
        #expect(records[0]["file"] == "warn.json")
        #expect(records[0]["path"] == "blocks[0].type")
        #expect(records[0]["severity"] == "warning")
        #expect(records[0]["code"] == "unknown-kind")
    }

    @Test(arguments: [
        (["validate"], "expected at least 1 FILE"),
        (["validate", "missing.json"], "cannot read missing.json: no such file"),
        (["validate", "notjson.json"], "not valid JSON"),
        (["validate", "other.json"], "expected \"format\": \"kheper.workout\""),
        (["validate", "--bogus", "x.json"], "unknown option --bogus"),
        (["frobnicate"], "unknown command \"frobnicate\""),
        (["render", "--format", "pdf", "push-day.json"], "expected one of: text, markdown, html"),
    ])
    func unreadableInputAndUsageMistakesExitTwo(arguments: [String], message: String) throws {
        let tool = try ToolHarness()
        try tool.write("notjson.json", "{ nope")
        try tool.write("other.json", #"{"format":"something-else"}"#)
        let environment = ToolEnvironment(currentDirectory: tool.directory)
        let (code, output) = ToolHarness.tool(environment).run(arguments)
        #expect(code == .usage)
        #expect(output.standardError.contains(message), "\(output.standardError)")
    }

    @Test func readsStandardInput() throws {
        let tool = try ToolHarness()
        let result = tool.run("validate", "-", input: try tool.read("leg-day.json"))
        #expect(result.code == .success)
    }

    @Test func coloursOnlyOnTerminalsWithoutNoColor() throws {
        let tool = try ToolHarness()
        try tool.write("warn.json", #"{"format":"kheper.workout","formatVersion":1,"blocks":[{"type":"acme/yoga"}]}"#)
        #expect(tool.run("validate", "warn.json", terminal: true).out.contains("\u{1B}["))
        #expect(!tool.run("validate", "warn.json", terminal: false).out.contains("\u{1B}["))
        #expect(
            !tool.run("validate", "warn.json", variables: ["NO_COLOR": "1"], terminal: true).out.contains("\u{1B}["))
    }
}

@Suite struct OtherCommandTests {
    @Test(arguments: [("text", "Push Day — Week 3"), ("markdown", "# Push Day — Week 3"), ("html", "<!DOCTYPE html>")])
    func rendersEachFormat(format: String, start: String) throws {
        let tool = try ToolHarness()
        let result = tool.run("render", "--format", format, "push-day.json")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.hasPrefix(start))
        #expect(result.out.contains("Bench Press"))
    }

    @Test func listsKinds() throws {
        let tool = try ToolHarness()
        let text = tool.run("kinds")
        #expect(text.code == .success)
        #expect(text.out.hasPrefix("KIND"))
        let rows = text.out.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first }
        #expect(rows.map(String.init) == BlockRegistry.standard.kinds.map(\.rawValue))
        let setLine = try #require(text.out.split(separator: "\n").first { $0.hasPrefix("set ") })
        #expect(setLine.contains("exercise, media, text, timer"))
        let json = try JSONValue(parsing: tool.run("kinds", "--json").out)
        let kinds = json.arrayValue?.compactMap { $0["kind"]?.stringValue }
        #expect(kinds == StandardKinds.definitions.map(\.kind.rawValue).sorted())
        #expect(Set(["chart", "divider", "exercise", "media", "set", "text", "timer"]).isSubset(of: Set(kinds ?? [])))
        let exercise = try #require(json.arrayValue?.first { $0["kind"] == "exercise" })
        #expect(exercise["allowedParents"] == ["root", "set"])
        #expect(exercise["version"] == 1)
    }

    @Test func printsASchemaWithEveryKind() throws {
        let tool = try ToolHarness()
        let result = tool.run("schema")
        #expect(result.code == .success)
        let schema = try JSONValue(parsing: result.out)
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        let rules = schema["$defs"]?["node"]?["allOf"]?.arrayValue ?? []
        let constrained = rules.compactMap { $0["if"]?["properties"]?["type"]?["const"]?.stringValue }
        #expect(constrained == StandardKinds.definitions.map(\.kind.rawValue).sorted())
        for (rule, definition) in zip(rules, BlockRegistry.standard.definitions) {
            #expect(rule["then"]?["properties"]?["data"] == definition.dataSchema)
        }
    }

    @Test func normalizesToStandardOutputAndInPlace() throws {
        let tool = try ToolHarness()
        try tool.write(
            "loose.json",
            #"{"format":"kheper.workout","blocks":[{"type":"text","data":{"text":"hi","x-extra":1}},{"type":"acme/yoga","data":{"pose":"tree"}}]}"#
        )
        let printed = tool.run("normalize", "loose.json")
        #expect(printed.code == .success)
        let normalized = try JSONValue(parsing: printed.out)
        #expect(normalized["blocks"]?[0]?["order"] == "a0")
        #expect(normalized["blocks"]?[0]?["version"] == 1)
        #expect(normalized["blocks"]?[0]?["data"]?["x-extra"] == 1)
        #expect(normalized["blocks"]?[1]?["data"]?["pose"] == "tree")
        #expect(try tool.read("loose.json").hasPrefix(#"{"format":"kheper.workout","blocks""#))

        let written = tool.run("normalize", "-w", "loose.json")
        #expect(written.code == .success)
        let onDisk = try tool.read("loose.json")
        #expect(try JSONValue(parsing: onDisk)["blocks"]?[1]?["data"] == ["pose": "tree"])
        #expect(try JSONValue(parsing: onDisk)["blocks"]?[0]?["id"]?.stringValue?.isEmpty == false)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tool.directory).filter {
            $0.hasSuffix("tmp")
        }
        #expect(leftovers.isEmpty)
        let again = tool.run("normalize", "loose.json")
        #expect(again.out == onDisk, "normalizing is idempotent")
    }

    @Test(arguments: ["validate", "render", "kinds", "schema", "normalize"])
    func everyCommandHasHelp(command: String) throws {
        let tool = try ToolHarness()
        let result = tool.run(command, "--help")
        #expect(result.code == .success)
        #expect(result.out.hasPrefix("usage: kheper \(command)"))
        #expect(tool.run("help", command).out == result.out)
    }

    @Test func overviewListsTheCommands() throws {
        let tool = try ToolHarness()
        let help = tool.run("--help")
        #expect(help.code == .success)
        for command in ["validate", "render", "kinds", "schema", "normalize"] {
            #expect(help.out.contains("  \(command) "))
        }
        let bare = tool.run()
        #expect(bare.code == .usage)
        #expect(bare.err.contains("usage: kheper [--kinds DIR]… [--auto-sync] COMMAND"))
    }
}

@Suite struct CompilerFormatTests {
    @Test func pointsAtTheLineAndColumnOfEachFinding() throws {
        let tool = try ToolHarness()
        try tool.write(
            "lines.json",
            """
            {
              "format": "kheper.workout", "formatVersion": 1,
              "blocks": [
                {"type": "exercise", "data": {"name": "Squat",
                  "sets": [{"reps": 5}, {"reps": 1200}]}},
                {"type": "acme/yoga"}
              ]
            }
            """
        )
        let result = tool.run("validate", "--format", "compiler", "lines.json")
        #expect(result.code == .failure)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("lines.json:5:38: error: ") && $0.contains("[value.out-of-range]") })
        #expect(lines.contains { $0.hasPrefix("lines.json:6:14: warning: unknown block kind") })
    }
}
