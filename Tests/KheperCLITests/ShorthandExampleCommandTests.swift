import Foundation
import Kheper
import KheperProgram
import Testing

@testable import KheperCLI

/// `kheper kinds --examples` and `kheper add KIND --help` show each kind's shorthand examples, and they work.
@Suite struct ShorthandExampleCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    @Test func kindsPrintsEveryKindsExamples() throws {
        let result = tool.run("kinds", "--examples")
        #expect(result.code == .success)
        for definition in BlockRegistry.standard.definitions {
            #expect(result.out.contains("\(definition.kind.rawValue) (\(definition.displayName))\n"))
            for example in definition.shorthandExamples {
                #expect(result.out.contains("\n  \(example)\n"), "\(definition.kind): \(example)")
            }
        }
        #expect(result.out.contains("\nprogression rules, after a lift's sets in a program\n"))
        for rule in ProgressionRules.standard.rules {
            #expect(result.out.contains("\n  \(rule.spelling.form(for: rule))  (\(rule.name): "), "\(rule.name)")
            let example = try #require(rule.spelling.example)
            #expect(result.out.contains("\n    \(example)\n"), "\(rule.name)")
            #expect(try LiftLine.parse(example, rules: .standard).rule == rule.name)
        }
        let json = try JSONValue(parsing: tool.run("kinds", "--json").out)
        let exercise = try #require(json.arrayValue?.first { $0["kind"] == "exercise" })
        #expect(exercise["shorthandExamples"]?[0] == "Bench Press 3x8 @80kg rest 2m")
    }

    @Test(arguments: [["add", "exercise", "--help"], ["add", "Leg Day", "exercise", "-h"], ["help", "add"]])
    func addHelpForAKindListsItsExamples(arguments: [String]) throws {
        let result = ToolHarness.tool(ToolEnvironment(variables: [:], currentDirectory: tool.directory)).run(arguments)
        #expect(result.exitCode == .success)
        let out = result.output.standardOutput
        #expect(out.hasPrefix("usage: kheper add"))
        let showsExamples = arguments.contains("exercise")
        #expect(out.contains("Shorthand examples for \"exercise\" (Exercise):") == showsExamples)
        #expect(out.contains("  kheper add WORKOUT exercise Pull-up 3xAMRAP\n") == showsExamples)
    }

    @Test func plainAddHelpIsUnchanged() throws {
        let plain = tool.run("add", "--help")
        #expect(plain.code == .success)
        #expect(plain.out == tool.run("help", "add").out)
        #expect(!plain.out.contains("Shorthand examples"))
        #expect(tool.run("add", "no-such-kind", "--help").out == plain.out)
    }

    @Test func anExampleFromTheHelpAddsABlock() throws {
        let variables = ["KHEPER_STORE": "store.sqlite"]
        #expect(tool.run("new", "Leg Day", variables: variables).code == .success)
        let added = tool.run(
            "add", "Leg Day", "exercise", "Goblet", "Squat", "1x12", "@10kg", variables: variables)
        #expect(added.code == .success, "\(added.err)")
        let quoted = tool.run(
            "add", "Leg Day", "media", #"img/squat.jpg "Bar on the upper back""#, variables: variables)
        #expect(quoted.code == .success, "\(quoted.err)")
    }

    @Test func altTextNeedsNoNestedQuotes() throws {
        let variables = ["KHEPER_STORE": "store.sqlite"]
        #expect(tool.run("new", "Leg Day", variables: variables).code == .success)
        // What the shell passes for `media img/bench.png alt "Bench setup"` and `media URL alt="Kettlebell swing"`.
        let afterWord = tool.run("add", "Leg Day", "media", "img/bench.png", "alt", "Bench setup", variables: variables)
        #expect(afterWord.code == .success, "\(afterWord.err)")
        let afterEquals = tool.run(
            "add", "Leg Day", "media", "https://youtu.be/1cVT3ee9mgU", "alt=Kettlebell swing", variables: variables)
        #expect(afterEquals.code == .success, "\(afterEquals.err)")
        let shown = tool.run("show", "Leg Day", variables: variables)
        #expect(shown.out.contains("[image: Bench setup] img/bench.png"), "\(shown.out)")
        #expect(shown.out.contains("[video: Kettlebell swing] https://youtu.be/1cVT3ee9mgU"), "\(shown.out)")
    }
}

/// Examples that a shell would change are quoted in `kheper add KIND --help`.
@Suite struct ShellQuotingTests {
    @Test(
        arguments: [
            ("Bench Press 3x8 @80kg rest 2m", "Bench Press 3x8 @80kg rest 2m"),
            ("# Push Day", "'# Push Day'"),
            ("> Keep the core tight", "'> Keep the core tight'"),
            (#"img/squat.jpg "Bar on the upper back""#, #"'img/squat.jpg "Bar on the upper back"'"#),
            ("it's", #"'it'\''s'"#),
        ])
    func quotesWhatTheShellWouldChange(example: String, shown: String) {
        #expect(AddCommand.shellQuoted(example) == shown)
    }
}
