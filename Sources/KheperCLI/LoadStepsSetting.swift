import KheperProgram
import KheperTrainingLog

/// Loads that come in even steps, kept as a setting: the `dumbbells` the lifter owns and the `machine` stacks they
/// use, each written `LIGHTEST-HEAVIEST by STEP` with the unit after the heaviest (`2.5-50kg by 2.5`).
///
/// Programs round a dumbbell or machine lift to them (`kheper program show`); with none stored, the standard steps
/// of the profile's unit apply (`EquipmentProfile.standard`).
struct LoadStepsSetting: Sendable {
    /// The setting's declaration.
    let setting: Setting
    /// What the steps load: dumbbells or a machine.
    let equipment: LoadEquipment

    /// The dumbbells owned: one dumbbell's load, as logs record it.
    static let dumbbells = LoadStepsSetting(
        .dumbbell, name: "dumbbells", example: "2-40kg by 2", owned: "the dumbbells you own (one dumbbell's weight)",
        standard: { $0.dumbbells })

    /// A machine's weight stack.
    static let machine = LoadStepsSetting(
        .machine, name: "machine", example: "5-120kg by 5", owned: "the weight stack of the machines you use",
        standard: { $0.machine })

    private init(
        _ equipment: LoadEquipment, name: String, example: String, owned: String,
        standard: (EquipmentProfile) -> LoadSteps
    ) {
        self.equipment = equipment
        let expected =
            "the lightest and heaviest load joined by -, the unit after the heaviest, then by and the step, such "
            + "as \"\(example)\""
        let standardText = WeightUnit.allCases.map { unit in Self.text(of: standard(.standard(unit)), unit) }
        setting = Setting(
            name: name, form: "LIGHTEST-HEAVIEST by STEP", expected: expected,
            problem: { text in Self.problem(in: text, for: equipment) },
            summary: "\(owned), from the lightest to the heaviest every step, which programs round lifts on them to",
            defaultText: "the standard steps of the program's unit: " + standardText.joined(separator: ", or "),
            overrides: "",
            current: Setting.storedElse("the standard steps"))
    }

    /// `steps` written as the setting reads them: `2.5-50kg by 2.5`.
    static func text(of steps: LoadSteps, _ unit: WeightUnit) -> String {
        let number = { (value: Double) in LogNumberFormatter.display(value, fractionDigits: 3) }
        return "\(number(steps.lightest))-\(number(steps.heaviest))\(unit.rawValue) by \(number(steps.step))"
    }

    /// The steps `text` describes for `equipment`, and their unit.
    /// - Throws: a usage failure naming the part that cannot be read, or steps that do not fit together.
    static func steps(_ text: String, for equipment: LoadEquipment) throws(CommandFailure)
        -> (steps: LoadSteps, unit: WeightUnit)
    {
        let form = "LIGHTEST-HEAVIEST by STEP, such as 2.5-50kg by 2.5"
        let parts = text.split(separator: " ").map(String.init)
        let range = parts.first?.split(separator: "-", omittingEmptySubsequences: false).map(String.init) ?? []
        guard parts.count == 3, parts[1] == "by", range.count == 2 else {
            throw CommandFailure("\"\(text)\" cannot be read; expected \(form)", exitCode: .usage)
        }
        let heaviest = try PlatesCommand.weight(range[1], field: "the heaviest load", example: "50kg")
        guard let unit = heaviest.unit else {
            throw CommandFailure(
                "the heaviest load is \"\(range[1])\" with no unit; expected its unit after it, as in \(form)",
                exitCode: .usage)
        }
        let lightest = try PlatesCommand.weight(range[0], field: "the lightest load", example: "2.5")
        let step = try PlatesCommand.weight(parts[2], field: "the step", example: "2.5")
        for (name, given) in [("lightest load", lightest), ("step", step)] where given.unit.map({ $0 != unit }) ?? false
        {
            throw CommandFailure(
                "the \(name) is in \(given.unit?.rawValue ?? "") and the heaviest in \(unit.rawValue); expected one "
                    + "unit, as in \(form)", exitCode: .usage)
        }
        let steps = LoadSteps(lightest: lightest.value, step: step.value, heaviest: heaviest.value)
        do {
            let standard = EquipmentProfile.standard(unit)
            _ = try equipment == .machine ? standard.with(machine: steps) : standard.with(dumbbells: steps)
        } catch {
            throw CommandFailure(error.message, exitCode: .usage)
        }
        return (steps, unit)
    }

    /// Why `text` is refused, or `nil`.
    private static func problem(in text: String, for equipment: LoadEquipment) -> String? {
        do {
            _ = try steps(text, for: equipment)
            return nil
        } catch {
            return error.message
        }
    }

    /// The stored steps, or `nil` when none are stored.
    /// - Throws: a failure when the store cannot be read or holds a value this version cannot read.
    func stored(in store: any TrainingLogStore) throws(CommandFailure) -> (steps: LoadSteps, unit: WeightUnit)? {
        try setting.stored(in: store).map { text throws(CommandFailure) in try Self.steps(text, for: equipment) }
    }
}

extension Setting {
    /// The dumbbells the lifter owns (``LoadStepsSetting/dumbbells``).
    static let dumbbells = LoadStepsSetting.dumbbells.setting
    /// The machine stacks the lifter uses (``LoadStepsSetting/machine``).
    static let machine = LoadStepsSetting.machine.setting
}
