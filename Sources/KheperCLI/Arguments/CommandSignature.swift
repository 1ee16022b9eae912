import Foundation

/// What a command accepts, declared once: its options and flags, its positionals and, for a command with several
/// forms, each form's words. The usage line, the "options:" help, parsing (`ParsedArguments`) and completion
/// (`CompletionCommand`) are all read from it.
struct CommandSignature: Sendable {
    /// The options and flags, in the order the help lists them.
    var options: [CommandOption] = []
    /// Groups of options of which at most one may be given, shown as one choice in the usage: `[--replace | --copy]`.
    /// The command refuses two of a group itself, with a message of its own.
    var exclusive: [[CommandOption]] = []
    /// The positionals, in order.
    var positionals: [CommandPositional] = []
    /// The forms of a command with several, each a usage line of its own; empty for a command with one form, whose
    /// usage lists its options then its positionals.
    var forms: [[UsageWord]] = []

    /// The help's width: option help is wrapped to end by this column.
    static let width = 110
    /// The longest label that shares its line with the help; a longer one has the help on the next line.
    static let longestInlineLabel = 16
    /// `-h` and `--help`, which every command takes without declaring them.
    static let helpOption = CommandOption(flag: "-h", "--help", help: "show this help")

    /// How many positionals may be given, at least and at most.
    var positionalRange: ClosedRange<Int> {
        let lower = positionals.reduce(0) { $0 + $1.range.lowerBound }
        let upper = positionals.reduce(0) { total, positional in
            positional.range.upperBound == Int.max || total == Int.max ? Int.max : total + positional.range.upperBound
        }
        return lower...upper
    }

    /// What the positionals are called in messages: `WORKOUT BLOCK`.
    var positionalNames: String {
        positionals.map(\.placeholder).joined(separator: " ")
    }

    /// The option `spelling` names, if any.
    func option(spelled spelling: String) -> CommandOption? {
        options.first { $0.spellings.contains(spelling) }
    }

    /// The positional the value at `index` (counted from 0) fills, if any.
    func positional(at index: Int) -> CommandPositional? {
        var start = 0
        for positional in positionals {
            let end = positional.range.upperBound == Int.max ? Int.max : start + positional.range.upperBound
            if index < end { return positional }
            start = end
        }
        return nil
    }

    /// The usage, one line a form, the later ones indented under the first: `kheper move [--store PATH] WORKOUT BLOCK`.
    func usage(for command: String) -> String {
        let lines = forms.isEmpty ? [optionsUsage + positionals.map(\.usage)] : forms.map { $0.map(\.text) }
        return lines.map { (["kheper", command] + $0).joined(separator: " ") }.joined(separator: "\n       ")
    }

    /// The options as a usage line of one form shows them, in order, each group of `exclusive` ones as one
    /// choice where its first member is: `[--json | --format text|json|compiler]`.
    private var optionsUsage: [String] {
        options.compactMap { option in
            guard let group = exclusive.first(where: { $0.contains(option) }) else { return "[\(option.usage)]" }
            guard group.first == option else { return nil }
            return "[" + group.map(\.usage).joined(separator: " | ") + "]"
        }
    }

    /// The "options:" section of the help: each option with its help, `-h, --help` last, the help column shared.
    var optionsHelp: String {
        let all = options + [Self.helpOption]
        let inline = all.map(\.label.count).filter { $0 <= Self.longestInlineLabel }
        let column = (inline.max() ?? 0) + 2
        let indent = String(repeating: " ", count: column + 2)
        var lines = ["options:"]
        for option in all {
            let wrapped = Self.wrap(option.help, width: Self.width - column - 2)
            if option.label.count > Self.longestInlineLabel {
                lines.append("  " + option.label)
                lines += wrapped.map { indent + $0 }
            } else {
                lines.append("  " + option.label.padding(toLength: column, withPad: " ", startingAt: 0) + wrapped[0])
                lines += wrapped.dropFirst().map { indent + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken between words and at each line break it holds.
    static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            return lines + [line]
        }
    }
}
