/// One option or flag of a command, declared once: its spellings, its value (none for a flag), its placeholder and its
/// help. A command's usage line, its "options:" help, its parsing and its completion are all read from these, and
/// `run` reads a parsed value through the declaration itself (`arguments[.store]`, `arguments.contains(.first)`).
struct CommandOption: Sendable, Hashable {
    /// How it is typed, short spelling first: `["-f", "--format"]`.
    let spellings: [String]
    /// What its value is; `nil` for a flag, which takes none.
    let value: ArgumentValue?
    /// The value's placeholder in the help: `PATH` in `--store PATH`.
    let placeholder: String
    /// What it does, for the help; wrapped to the help's width, and broken at each line break it holds.
    private(set) var help: String

    /// An option that takes a value; `placeholder` defaults to the value's own (`BLOCK` for a block).
    init(_ spellings: String..., value: ArgumentValue, placeholder: String? = nil, help: String) {
        self.spellings = spellings
        self.value = value
        self.placeholder = placeholder ?? value.placeholder
        self.help = help
    }

    /// A flag, which takes no value.
    init(flag spellings: String..., help: String) {
        self.spellings = spellings
        self.value = nil
        self.placeholder = ""
        self.help = help
    }

    /// The same option with the help a command gives it, such as a shared `--json` saying what the JSON holds.
    func with(help: String) -> CommandOption {
        var option = self
        option.help = help
        return option
    }

    /// Whether two declarations are of one option: the same spellings, whatever the help each command gives it.
    static func == (lhs: CommandOption, rhs: CommandOption) -> Bool {
        lhs.spellings == rhs.spellings
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(spellings)
    }

    /// The name parsed values are kept under: the last (long) spelling.
    var name: String { spellings[spellings.count - 1] }

    /// Whether it takes no value.
    var isFlag: Bool { value == nil }

    /// How the help's options list shows it: `-f, --format FORMAT`.
    var label: String {
        spellings.joined(separator: ", ") + (isFlag ? "" : " " + placeholder)
    }

    /// How a usage line shows it: `--format text|markdown|html`, with a few choices spelled out, else `--store PATH`.
    var usage: String {
        guard let value else { return name }
        if case .choice(let choices) = value, choices.count <= 4 {
            return "\(name) \(choices.joined(separator: "|"))"
        }
        return "\(name) \(placeholder)"
    }
}
