import Foundation
import Testing

@testable import KheperCLI

/// Every option a command's usage line or the "options:" list of its help names is one its `ArgumentSpec`
/// declares, so the help never offers an option the parser refuses, and every declared option is listed. (Prose may
/// mention other commands' options, such as `kheper kinds --fields`; the lists may not.)
@Suite struct HelpListsDeclaredOptionsTests {
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
        let spec = command.spec()
        let declared = Set(spec.flags.values.flatMap { $0 } + spec.options.values.flatMap(\.spellings))
            .filter { $0.hasPrefix("--") }
        let named = Self.optionWords(in: command.usage + "\n" + Self.optionList(in: command.details))
        let undeclared = named.subtracting(declared).subtracting(Self.universal)
        #expect(undeclared.isEmpty, "\(name)'s help names options it does not declare: \(undeclared.sorted())")
        let unnamed = declared.subtracting(named)
        #expect(unnamed.isEmpty, "\(name) declares options its help never names: \(unnamed.sorted())")
    }
}
