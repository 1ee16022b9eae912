/// A command line read against a `CommandSignature`; `run` reads it through the declarations themselves:
/// `arguments[.store]` for an option's value, `arguments.contains(.first)` for a flag.
struct ParsedArguments: Sendable {
    /// The flags given, by `CommandOption.name`.
    private var flags: Set<String> = []
    /// The options given, with their values, by `CommandOption.name`.
    private var options: [String: String] = [:]
    /// The positionals, in order.
    var positionals: [String] = []

    /// Reads `arguments`, accepting `--name value`, `--name=value`, and `--` before positionals that look like
    /// options. A lone `-` is a positional (standard input), and so is a rule of three or more dashes (the
    /// divider shorthand `---`). An option's value must be one of its choices (each item of a list one of them), and a reference (a workout or a
    /// block) may not be blank.
    init(_ arguments: [String], signature: CommandSignature) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let isRule = argument.count >= 3 && argument.allSatisfy { $0 == "-" }
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" || isRule {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let spelling = parts[0]
            guard let option = signature.option(spelled: spelling) else {
                throw UsageError("unknown option \(spelling)")
            }
            guard let kind = option.value else {
                guard parts.count == 1 else { throw UsageError("\(spelling) takes no value") }
                flags.insert(option.name)
                continue
            }
            let value: String
            if parts.count == 2 {
                value = parts[1]
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("\(spelling) needs a value")
            }
            if case .choice(let allowed) = kind, !allowed.contains(value) {
                throw UsageError("\(spelling) is \"\(value)\"; expected one of: \(allowed.joined(separator: ", "))")
            }
            if case .choiceList(let allowed) = kind {
                for item in ArgumentValue.items(of: value) where !allowed.contains(item) {
                    throw UsageError(
                        "\(spelling) holds \"\(item)\" (in \"\(value)\"); expected a comma-separated list of: "
                            + allowed.joined(separator: ", "))
                }
            }
            options[option.name] = value
        }
        let range = signature.positionalRange
        guard range.contains(positionals.count) else {
            let expected =
                range.lowerBound == range.upperBound
                ? "\(range.lowerBound)"
                : range.upperBound == Int.max
                    ? "at least \(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
            throw UsageError(
                "expected \(expected) \(signature.positionalNames) argument(s), found \(positionals.count)")
        }
        for (index, value) in positionals.enumerated() where Self.isBlank(value) {
            guard let positional = signature.positional(at: index), positional.value.isReference else { continue }
            throw UsageError(Self.emptyReference(positional.placeholder, value, positional.value))
        }
        for option in signature.options.sorted(by: { $0.name < $1.name }) {
            guard let kind = option.value, kind.isReference, let value = options[option.name], Self.isBlank(value)
            else { continue }
            throw UsageError(Self.emptyReference(option.label, value, kind))
        }
    }

    /// The value given for `option`, or `nil` when it is not given.
    subscript(_ option: CommandOption) -> String? {
        options[option.name]
    }

    /// The items of a comma-separated list `option` was given (each one of its choices, checked when parsed), or
    /// `nil` when it is not given.
    func items(_ option: CommandOption) -> [String]? {
        self[option].map(ArgumentValue.items(of:))
    }

    /// Whether the flag `flag` is given.
    func contains(_ flag: CommandOption) -> Bool {
        flags.contains(flag.name)
    }

    /// Whether `option` is given, as a flag or with a value.
    func gives(_ option: CommandOption) -> Bool {
        option.isFlag ? contains(option) : self[option] != nil
    }

    /// Whether a reference is empty or only whitespace.
    static func isBlank(_ value: String) -> Bool {
        value.allSatisfy(\.isWhitespace)
    }

    /// `WORKOUT is empty; expected …`, naming what a reference of that kind may be.
    static func emptyReference(_ name: String, _ value: String, _ kind: ArgumentValue) -> String {
        let what = value.isEmpty ? "is empty" : "is empty (only whitespace)"
        return "\(name) \(what); expected \(kind.expectedReference)"
    }
}
