/// The options a command accepts: flags that stand alone and options that take a value.
struct ArgumentSpec {
    /// Flags, each with its spellings, such as `["-w", "--write"]`, keyed by canonical name.
    var flags: [String: [String]] = [:]
    /// Options that take a value, keyed by canonical name, with their spellings and allowed values.
    var options: [String: (spellings: [String], values: [String]?)] = [:]
    /// How many positional arguments are allowed.
    var positionals: ClosedRange<Int> = 0...0
    /// What the positionals are called in messages, such as `FILE`.
    var positionalName = "ARGUMENT"
    /// The options whose value names a block; their value may not be empty or only whitespace.
    var blockOptions: Set<String> = ["after", "before", "into"]

    /// The leading positionals that name a stored workout or block, read from ``positionalName`` (`WORKOUT BLOCK
    /// FIELD=VALUE` gives `WORKOUT` and `BLOCK`), so every command that takes one refuses an empty one: an empty
    /// id prefix would match every workout.
    var references: [String] {
        positionalName.split(separator: " ").prefix { $0 == "WORKOUT" || $0 == "BLOCK" }.map(String.init)
    }
}

/// A command line read against an ``ArgumentSpec``.
struct ParsedArguments {
    var flags: Set<String> = []
    var options: [String: String] = [:]
    var positionals: [String] = []

    /// Reads `arguments`, accepting `--name value`, `--name=value`, and `--` before positionals that look like
    /// options. A lone `-` is a positional (standard input), and so is a rule of three or more dashes (the
    /// divider shorthand `---`).
    init(_ arguments: [String], spec: ArgumentSpec) throws(UsageError) {
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
            if let flag = spec.flags.first(where: { $0.value.contains(spelling) })?.key {
                guard parts.count == 1 else { throw UsageError("\(spelling) takes no value") }
                flags.insert(flag)
            } else if let (name, option) = spec.options.first(where: { $0.value.spellings.contains(spelling) }) {
                let value: String
                if parts.count == 2 {
                    value = parts[1]
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("\(spelling) needs a value")
                }
                if let allowed = option.values, !allowed.contains(value) {
                    throw UsageError(
                        "\(spelling) is \"\(value)\"; expected one of: \(allowed.joined(separator: ", "))"
                    )
                }
                options[name] = value
            } else {
                throw UsageError("unknown option \(spelling)")
            }
        }
        guard spec.positionals.contains(positionals.count) else {
            let range = spec.positionals
            let expected =
                range.lowerBound == range.upperBound
                ? "\(range.lowerBound)"
                : range.upperBound == Int.max
                    ? "at least \(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
            throw UsageError("expected \(expected) \(spec.positionalName) argument(s), found \(positionals.count)")
        }
        for (name, value) in zip(spec.references, positionals) where Self.isBlank(value) {
            throw UsageError(Self.emptyReference(name, value))
        }
        for name in spec.blockOptions.sorted() {
            guard let value = options[name], Self.isBlank(value) else { continue }
            throw UsageError(Self.emptyReference("--\(name) BLOCK", value))
        }
    }

    /// Whether a reference is empty or only whitespace.
    static func isBlank(_ value: String) -> Bool {
        value.allSatisfy(\.isWhitespace)
    }

    /// `WORKOUT is empty; give …`, naming what a reference of that kind may be.
    static func emptyReference(_ name: String, _ value: String) -> String {
        let what = value.isEmpty ? "is empty" : "is empty (only whitespace)"
        let expected =
            name == "WORKOUT"
            ? "a workout's id, id prefix or exact title (`kheper list` shows them)"
            : "a block's id or id prefix (`kheper show --ids WORKOUT` shows them)"
        return "\(name) \(what); expected \(expected)"
    }
}
