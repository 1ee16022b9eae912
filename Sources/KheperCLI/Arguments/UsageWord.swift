/// One word of a usage form written out for a command that has several forms (`kheper server init …`,
/// `kheper server add-user …`): a literal word, or one of the command's declared options.
enum UsageWord: Sendable, Hashable, ExpressibleByStringLiteral {
    /// A word shown as written: a subcommand (`add-user`) or a positional's placeholder (`NAME`, `[NUMBER]`).
    case word(String)
    /// A declared option the form accepts, shown in brackets: `[--store PATH]`.
    case option(CommandOption)
    /// A declared option the form needs, shown bare: `--yes`.
    case required(CommandOption)

    init(stringLiteral value: String) {
        self = .word(value)
    }

    /// The word as the usage line shows it.
    var text: String {
        switch self {
        case .word(let word): word
        case .option(let option): "[\(option.usage)]"
        case .required(let option): option.usage
        }
    }
}
