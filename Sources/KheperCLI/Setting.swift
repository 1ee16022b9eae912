import KheperTrainingLog

/// A setting the lifter keeps in the store on this device (`kheper settings NAME VALUE`), declared once here with
/// its allowed values, its default and its help; `kheper settings`, its help, completion, validation and refusals
/// are derived from these declarations, and the store keeps only names and values.
struct Setting: Sendable {
    /// The setting's name, as typed: `unit`.
    let name: String
    /// The values completion offers, as typed; when ``problem`` is `nil`, the only values it accepts.
    let values: [String]
    /// What it accepts, as a person reads it: `kg or lb`.
    let expected: String
    /// How its value is written in the help's list: its values (`kg or lb`), or a placeholder (`BAR PLATES`).
    let form: String
    /// Why a value that is not one of ``values`` is refused, or `nil` when it is accepted; `nil` for a setting
    /// that accepts only ``values``.
    let problem: (@Sendable (String) -> String?)?
    /// What it changes, for the help.
    let summary: String
    /// What applies while it is not stored, for the help.
    let defaultText: String
    /// What overrides it for one command or one shell, for the help; empty when nothing does.
    let overrides: String
    /// Finds the value in force for a command and where it comes from, given the setting itself.
    typealias Resolve =
        @Sendable (Setting, ParsedArguments, CommandContext, any TrainingLogStore) throws(CommandFailure) -> (
            value: String, source: String
        )

    /// How ``current(_:_:_:)`` finds the value in force.
    private let resolve: Resolve

    /// A setting that accepts one of `values`.
    init(
        name: String, values: [String], summary: String, defaultText: String, overrides: String,
        current: @escaping Resolve
    ) {
        self.init(
            name: name, values: values, form: Self.sentence(values), expected: Self.sentence(values), problem: nil,
            summary: summary, defaultText: defaultText, overrides: overrides, current: current)
    }

    /// A setting that accepts what `problem` finds nothing wrong with, written as `form` and described by
    /// `expected`.
    init(
        name: String, values: [String] = [], form: String, expected: String,
        problem: (@Sendable (String) -> String?)?,
        summary: String, defaultText: String, overrides: String,
        current: @escaping Resolve
    ) {
        self.name = name
        self.values = values
        self.form = form
        self.expected = expected
        self.problem = problem
        self.summary = summary
        self.defaultText = defaultText
        self.overrides = overrides
        self.resolve = current
    }

    /// The value in force for a command and where it comes from (an option, the environment, the store or the
    /// default), read from the arguments, the environment and `store`.
    func current(_ arguments: ParsedArguments, _ context: CommandContext, _ store: any TrainingLogStore)
        throws(CommandFailure) -> (value: String, source: String)
    {
        try resolve(self, arguments, context, store)
    }

    /// The value of a setting only the store sets: the stored one, else `standard`, from the default.
    static func storedElse(_ standard: String) -> Resolve {
        { setting, _, _, store throws(CommandFailure) in
            guard let value = try setting.stored(in: store) else { return (standard, "default") }
            return (value, storedSource)
        }
    }

    /// The unit weights are shown in; ``DisplayUnit`` resolves it.
    static let unit = Setting(
        name: "unit", values: WeightUnit.allCases.map(\.rawValue),
        summary: "the unit stats, history, charts (show, render, edit) and play show weights in",
        defaultText: "the unit most of the log's weighted sets were recorded in (kg on a tie or an empty log)",
        overrides: "--unit and $\(DisplayUnit.variable) override it",
        current: { _, arguments, context, store throws(CommandFailure) in
            let choice = try DisplayUnit.choice(arguments, context, store: store)
            return (choice.unit.rawValue, choice.source)
        })

    /// The source ``current`` names for a value read from the store.
    static let storedSource = "stored"

    /// Every setting, in the order `kheper settings` lists them.
    static let all: [Setting] = [unit, barbell, dumbbells, machine]

    /// `values` as a person reads them: `kg or lb`, `a, b or c`.
    private static func sentence(_ values: [String]) -> String {
        values.count <= 2
            ? values.joined(separator: " or ")
            : values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
    }

    /// Why `value` is refused, written to follow the quoted value (`; expected kg or lb`, or `: ` and the
    /// problem, which says what is expected), or `nil` when the setting accepts it.
    func refusal(of value: String) -> String? {
        if values.contains(value) { return nil }
        guard let problem else { return "; expected \(expected)" }
        return problem(value).map { ": \($0)" }
    }

    /// The setting called `name`.
    /// - Throws: a usage failure naming `name` and the settings there are.
    static func named(_ name: String) throws(CommandFailure) -> Setting {
        guard let setting = all.first(where: { $0.name == name }) else {
            throw CommandFailure(
                "unknown setting \"\(name)\"; expected \(all.map(\.name).joined(separator: ", ")) "
                    + "(`kheper settings` lists them)",
                exitCode: .usage)
        }
        return setting
    }

    /// `value`, when the setting accepts it.
    /// - Throws: a usage failure naming the setting, the value and what was expected.
    func checked(_ value: String) throws(CommandFailure) -> String {
        if let refusal = refusal(of: value) {
            throw CommandFailure("setting \(name) is \"\(value)\"\(refusal)", exitCode: .usage)
        }
        return value
    }

    /// The value stored in `store`, or `nil` when none is.
    /// - Throws: a failure when the store cannot be read, or holds a value the setting does not accept (written by
    ///   another version of Kheper), naming it and how to clear it.
    func stored(in store: any TrainingLogStore) throws(CommandFailure) -> String? {
        let settings: [String: String]
        do {
            settings = try store.settings()
        } catch {
            throw CommandFailure("cannot read the settings: \(error)")
        }
        guard let value = settings[name] else { return nil }
        if let refusal = refusal(of: value) {
            throw CommandFailure(
                "the stored setting \(name) is \"\(value)\"\(refusal); `kheper settings \(name) "
                    + "VALUE` replaces it and `kheper settings \(name) --reset` clears it")
        }
        return value
    }

    /// The setting's entry in `kheper settings --help`: its name and values, what it changes, its default and
    /// what overrides it.
    var help: String {
        let indent = String(repeating: " ", count: name.count + 4)
        var lines = ["  \(name)  \(form): \(summary)"]
        if form != expected { lines.append("\(indent)\(form): \(expected)") }
        lines.append("\(indent)default: \(defaultText)")
        if !overrides.isEmpty { lines.append("\(indent)\(overrides)") }
        return lines.joined(separator: "\n")
    }
}
