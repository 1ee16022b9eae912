import KheperCore
import KheperProgram
import KheperTrainingLog

/// `kheper plates LOAD [--bar W] [--plates LIST] [--json]`: the plates on each side of a bar for LOAD, rounded to the
/// nearest load the bar and plates make (`LoadRounder`'s rule), saying so when LOAD cannot be made.
enum PlatesCommand {
    /// `--bar W`: the bar's weight.
    static let bar = CommandOption(
        "--bar", value: .text, placeholder: "W",
        help: "the bar's weight, such as 20, 15kg or 35lb (default: the barbell setting's, else 20 kg, or 45 lb for "
            + "a load in pounds); a unit written here is the unit of the bar and plates, standard unless --plates")
    /// `--plates LIST`: the plates owned.
    static let plates = CommandOption(
        "--plates", value: .text, placeholder: "LIST",
        help: "the plates owned, a comma-separated list of weights in the bar's unit, each one pair (one a side), "
            + "or WEIGHTxCOUNT for COUNT plates, an even number: 25x8,20,15,10,5,2.5,1.25 "
            + "(default: the standard set of the unit, \(Self.standardText(.kg)), or \(Self.standardText(.lb)))")
    /// `--json`: the result as one object.
    static let json = CommandOption.json.with(
        help: "print one object: {\"equipment\", \"target\": {\"value\", \"unit\"}, \"load\": {\"value\", \"unit\"}, "
            + "\"rounded\": \"exact\"|\"down\"|\"up\", \"outOfRange\", \"bar\", \"platesPerSide\": [heaviest first], "
            + "\"sentence\"}")

    static let command = Command(
        name: "plates",
        summary: "Print the plates to put on each side of a bar for a load, rounded to one the plates can make.",
        signature: CommandSignature(
            options: [bar, plates, json, .store],
            positionals: [CommandPositional(.text, placeholder: "LOAD")]),
        about: """
            LOAD is a weight such as 102.5kg, 225lb or a plain number, which is in the unit weights are shown in
            (`kheper settings unit`; kilograms when there is no store). The bar and plates are your own
            (`kheper settings barbell`), else the standard set of LOAD's unit, unless --bar or --plates say
            otherwise; a LOAD in the other unit is converted exactly
            (1 lb = 0.45359237 kg) and then rounded to the nearest thousandth.
            The load is the nearest one the bar and pairs of plates make, never more plates than owned, a load
            halfway between two going down; below the bar it is the bar, above every plate it is every plate. When
            LOAD cannot be made the first line says so and which way it was rounded. A LOAD, --bar or --plates that
            cannot be read, or plates that cannot be owned (an odd count, a weight of zero or less), is refused,
            naming the value (exit status 2).
            """,
        notes: """
            examples:
              kheper plates 102.5kg          102.5 kg: 20 kg bar + 25 + 15 + 1.25 per side
              kheper plates 225lb            225 lb: 45 lb bar + 45 + 45 per side
              kheper plates 100 --bar 15 --plates 20x2,10x2,2.5x2
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let result = try rounded(arguments, context)
                if arguments.contains(json) {
                    context.output.writeVerbatim(result.json.serializedString([.prettyPrinted]) + "\n", format: .json)
                    return
                }
                if let note = result.roundingSentence {
                    context.output.print(TextStyle.yellow.apply(note, when: context.colorOutput))
                }
                context.output.print(TextStyle.bold.apply(result.loadingSentence, when: context.colorOutput))
            }
        }
    )

    /// LOAD rounded on the bar and plates the arguments give.
    private static func rounded(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandFailure)
        -> RoundedLoad
    {
        let text = arguments.positionals[0]
        let written = try weight(text, field: "LOAD", example: "102.5kg, 225lb or 100")
        let unit: WeightUnit
        if let stated = written.unit {
            unit = stated
        } else {
            unit = try defaultUnit(arguments, context)
        }
        let load = Weight(value: written.value, unit: unit)
        let barText = arguments[bar]
        let barWeight = try barText.map { text throws(CommandFailure) in
            try weight(text, field: "--bar", example: "20, 15kg or 35lb")
        }
        // A bar with a unit names the standard set of that unit; else the lifter's own set, else the load's
        // unit's standard one.
        let profile: EquipmentProfile
        if let unit = barWeight?.unit {
            profile = .standard(unit)
        } else {
            profile =
                try BarbellSetting.stored(in: SettingsCommand.openForReading(arguments, context))
                ?? .standard(load.unit)
        }
        do {
            let plateList = try arguments[plates].map { text throws(CommandFailure) in try stock(text) }
            let rounder = LoadRounder(try profile.with(bar: barWeight?.value, plates: plateList))
            return try rounder.round(load, for: .barbell)
        } catch let error as LoadError {
            throw CommandFailure(error.message, exitCode: .usage)
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure(error)
        }
    }

    /// A weight as typed, `102.5kg`, `225 lb` or `100`, with its unit when one is written.
    /// - Throws: a usage failure naming `field`, the text and what was expected.
    static func weight(_ text: String, field: String, example: String) throws(CommandFailure)
        -> (value: Double, unit: WeightUnit?)
    {
        var number = Substring(text.lowercased())
        var unit: WeightUnit?
        for candidate in WeightUnit.allCases where number.hasSuffix(candidate.rawValue) {
            unit = candidate
            number = number.dropLast(candidate.rawValue.count)
        }
        while number.last == " " { number.removeLast() }
        guard let value = Double(number), value.isFinite, value >= 0, !number.hasPrefix("+") else {
            throw CommandFailure(
                "\(field) is \"\(text)\"; expected a weight of 0 or more, such as \(example)", exitCode: .usage)
        }
        return (value, unit)
    }

    /// The plates of `--plates`: each item a weight (one pair) or `WEIGHTxCOUNT`.
    /// - Throws: a usage failure naming the item that cannot be read.
    static func stock(_ list: String, field: String = "--plates") throws(CommandFailure) -> [PlateStock] {
        var plates: [PlateStock] = []
        for item in ArgumentValue.items(of: list) {
            let parts = item.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            let count = parts.count == 2 ? Int(parts[1]) : 2
            guard parts.count <= 2, let count, let weight = Double(parts[0]), weight.isFinite else {
                throw CommandFailure(
                    "\(field) holds \"\(item)\" (in \"\(list)\"); expected a plate weight such as 2.5, or "
                        + "WEIGHTxCOUNT such as 25x4", exitCode: .usage)
            }
            plates.append(PlateStock(weight: weight, count: count))
        }
        return plates
    }

    /// The unit a plain LOAD is in: the unit weights are shown in (`kheper settings unit`), kilograms with no store.
    private static func defaultUnit(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandFailure)
        -> WeightUnit
    {
        try DisplayUnit.resolve(arguments, context, store: SettingsCommand.openForReading(arguments, context))
    }

    /// A standard set's plates for the help: `25x8, 20x4, … kg`.
    static func standardText(_ unit: WeightUnit) -> String {
        let profile = EquipmentProfile.standard(unit)
        let plates = profile.plates.map { "\(LogNumberFormatter.shortest($0.weight))x\($0.count)" }
        return "\(LogNumberFormatter.shortest(profile.bar)) \(unit.rawValue) bar, \(plates.joined(separator: ",")) "
            + unit.rawValue
    }
}
