import Foundation
import Testing

@testable import KheperCLI

/// Every option a command's usage line, the "options:" list of its help or its completion names is one its
/// `CommandSignature` declares, so neither offers an option the parser refuses, and every declared option is listed.
/// (Prose may mention other commands' options, such as `kheper kinds --fields`; the lists may not.)
@Suite struct HelpListsDeclaredOptionsTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// The options every command takes without declaring them.
    static let universal: Set<String> = ["--help", "-h", "--kinds"]

    /// The `--name` words in `text`: a double hyphen, a letter, then letters, digits and hyphens.
    static func optionWords(in text: String) -> Set<String> {
        var words: Set<String> = []
        var rest = Substring(text)
        while let start = rest.range(of: "--") {
            let after = rest[start.upperBound...]
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if let first = name.first, first.isLetter, rest[..<start.lowerBound].last.map({ !$0.isLetter }) ?? true {
                words.insert("--" + name)
            }
            rest = after.dropFirst(name.count)
        }
        return words
    }

    /// The lines of `details` from its `options:` line to the next blank line.
    static func optionList(in details: String) -> String {
        let lines = details.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "options:" }) else {
            return ""
        }
        return lines[start...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.joined(separator: "\n")
    }

    @Test(arguments: KheperCommandLine.commands.map(\.name))
    func theHelpNamesExactlyTheDeclaredOptions(command name: String) throws {
        let command = try #require(KheperCommandLine.commands.first { $0.name == name })
        let declared = Set(command.signature.options.flatMap(\.spellings)).filter { $0.hasPrefix("--") }
        let named = Self.optionWords(in: command.usage + "\n" + Self.optionList(in: command.help))
        let undeclared = named.subtracting(declared).subtracting(Self.universal)
        #expect(undeclared.isEmpty, "\(name)'s help names options it does not declare: \(undeclared.sorted())")
        let unnamed = declared.subtracting(named)
        #expect(unnamed.isEmpty, "\(name) declares options its help never names: \(unnamed.sorted())")
    }

    @Test(arguments: KheperCommandLine.commands.map(\.name))
    func completionOffersExactlyTheDeclaredOptions(command name: String) throws {
        let command = try #require(KheperCommandLine.commands.first { $0.name == name })
        let declared = Set(command.signature.options.flatMap(\.spellings)).filter { $0.hasPrefix("--") }
        let result = tool.run("__complete", "--", name, "--")
        #expect(result.code == .success, "\(result.err)")
        let offered = Set(result.out.split(separator: "\n").map(String.init))
        #expect(offered.subtracting(Self.universal) == declared, "\(name) completes \(offered.sorted())")
    }

    @Test(arguments: KheperCommandLine.commands.map(\.name))
    func everyDeclaredSpellingParses(command name: String) throws {
        let command = try #require(KheperCommandLine.commands.first { $0.name == name })
        let positionals = Array(repeating: "x", count: command.signature.positionalRange.lowerBound)
        for option in command.signature.options {
            for spelling in option.spellings {
                var value = "x"
                if case .choice(let choices)? = option.value { value = choices[0] }
                if case .choiceList(let choices)? = option.value { value = choices.prefix(2).joined(separator: ",") }
                let words = option.isFlag ? [spelling] : [spelling, value]
                let parsed = try ParsedArguments(words + positionals, signature: command.signature)
                #expect(parsed.gives(option), "\(name) \(words)")
            }
        }
    }
}
