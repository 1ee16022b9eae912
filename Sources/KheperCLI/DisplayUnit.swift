import Foundation
import KheperTrainingLog

/// The unit `stats`, `history`, charts and play show weights in: `--unit`, else the `KHEPER_UNIT` variable, else
/// the lifter's stored setting (`kheper settings unit`, ``Setting/unit``), else the unit most of the log's weighted
/// sets were recorded in (kilograms on a tie or an empty log). Only what is shown is converted; the log keeps every
/// value as recorded.
enum DisplayUnit {
    /// The environment variable that sets the unit for every command.
    static let variable = "KHEPER_UNIT"

    /// The unit the arguments, the environment or the stored setting ask for, else the one most of `store`'s sets
    /// use.
    /// - Throws: a usage failure naming `KHEPER_UNIT` and its value when the variable is neither kg nor lb, or a
    ///   failure when the stored setting cannot be read.
    static func resolve(
        _ arguments: ParsedArguments, _ context: CommandContext, store: any TrainingLogStore
    ) throws(CommandFailure) -> WeightUnit {
        try choice(arguments, context, store: store).unit
    }

    /// The unit ``resolve(_:_:store:)`` picks, and where it comes from, as `kheper settings` shows it.
    /// - Throws: as ``resolve(_:_:store:)`` does.
    static func choice(
        _ arguments: ParsedArguments, _ context: CommandContext, store: any TrainingLogStore
    ) throws(CommandFailure) -> (unit: WeightUnit, source: String) {
        if let text = arguments[.unit], let unit = WeightUnit(rawValue: text) { return (unit, "--unit") }
        if let text = context.environment.variables[variable], !text.isEmpty {
            guard let unit = WeightUnit(rawValue: text) else {
                throw CommandFailure("\(variable) is \"\(text)\"; expected \(Setting.unit.expected)", exitCode: .usage)
            }
            return (unit, "from $\(variable)")
        }
        if let text = try Setting.unit.stored(in: store), let unit = WeightUnit(rawValue: text) {
            return (unit, Setting.storedSource)
        }
        return (mostUsed(in: store), "default: the log's most used unit")
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
