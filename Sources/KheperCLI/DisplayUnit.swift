import KheperTrainingLog

/// The unit `stats`, `history` and charts show weights in: `--unit`, else the `KHEPER_UNIT` variable, else the
/// unit most of the log's weighted sets were recorded in (kilograms on a tie or an empty log). Only what is shown
/// is converted; the log keeps every value as recorded.
enum DisplayUnit {
    /// The `--unit` option, shared by every command that shows weights.
    static let option: ([String], [String]?) = (["--unit"], WeightUnit.allCases.map(\.rawValue))

    /// The environment variable that sets the unit for every command.
    static let variable = "KHEPER_UNIT"

    /// The help line for `--unit`, the same in every command.
    static let help = "--unit UNIT   kg or lb, to show weights in (default: $\(variable), else the log's most used)"

    /// The unit the arguments and the environment ask for, else the one most of `store`'s sets use.
    /// - Throws: a usage failure naming `KHEPER_UNIT` and its value when the variable is neither kg nor lb.
    static func resolve(
        _ arguments: ParsedArguments, _ context: CommandContext, store: any TrainingLogStore
    ) throws(CommandFailure) -> WeightUnit {
        if let unit = try chosen(arguments, context) { return unit }
        return mostUsed(in: store)
    }

    /// The unit `--unit` or `KHEPER_UNIT` names, or `nil` when neither is given.
    /// - Throws: a usage failure naming `KHEPER_UNIT` and its value when the variable is neither kg nor lb.
    static func chosen(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandFailure) -> WeightUnit? {
        if let text = arguments.options["unit"], let unit = WeightUnit(rawValue: text) { return unit }
        guard let text = context.environment.variables[variable], !text.isEmpty else { return nil }
        guard let unit = WeightUnit(rawValue: text) else {
            throw CommandFailure(
                "\(variable) is \"\(text)\"; expected \(WeightUnit.allCases.map(\.rawValue).joined(separator: " or "))",
                exitCode: .usage)
        }
        return unit
    }

    /// The unit most of the log's weighted sets were recorded in; kilograms on a tie, for an empty log or one that
    /// cannot be read.
    static func mostUsed(in store: any TrainingLogStore) -> WeightUnit {
        var counts: [WeightUnit: Int] = [:]
        try? store.forEachSession { session in
            for exercise in session.exercises {
                for set in exercise.sets {
                    if let unit = set.weight?.unit { counts[unit, default: 0] += 1 }
                }
            }
        }
        return (counts[.lb] ?? 0) > (counts[.kg] ?? 0) ? .lb : .kg
    }
}
