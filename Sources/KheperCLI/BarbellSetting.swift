import KheperProgram
import KheperTrainingLog

/// The lifter's bar and plates, kept as the `barbell` setting: the bar's weight with its unit, then the plates
/// owned in that unit as `kheper plates --plates` reads them (`20kg 25x8,20x4,15x4,10x4,5x4,2.5x4,1.25x4`).
///
/// `kheper plates` and play's plates line load the bar from it; with none stored they use the standard set of the
/// load's unit (`EquipmentProfile.standard`).
enum BarbellSetting {
    /// What the setting accepts, for the help and refusals.
    static let expected =
        "the bar's weight with its unit, a space, then the plates owned in that unit (each weight one pair, or "
        + "WEIGHTxCOUNT), such as \"\(example)\" or \"45lb 45x8,35,25,10,5,2.5\""

    /// A value, for messages.
    static let example = "20kg 25x8,20,15,10,5,2.5,1.25"

    /// The setting's declaration.
    static let setting: Setting = Setting(
        name: "barbell", form: "BAR PLATES", expected: expected, problem: { problem(in: $0) },
        summary: "the bar and plates you own, which kheper plates and play's plates line load",
        defaultText: "the standard set of the load's unit: \(PlatesCommand.standardText(.kg)), or "
            + PlatesCommand.standardText(.lb),
        overrides: "kheper plates --bar and --plates override it for one command",
        current: Setting.storedElse("the standard set"))

    /// The profile `text` describes.
    /// - Throws: a usage failure naming the part that cannot be read or the plates that cannot be owned.
    static func profile(_ text: String) throws(CommandFailure) -> EquipmentProfile {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        let bar = try PlatesCommand.weight(parts[0], field: "the bar", example: "20kg or 45lb")
        guard let unit = bar.unit else {
            throw CommandFailure(
                "the bar is \"\(parts[0])\" with no unit; expected a weight with its unit, such as 20kg or 45lb",
                exitCode: .usage)
        }
        guard parts.count == 2 else {
            throw CommandFailure(
                "no plates follow the bar; expected the plates owned after it, such as \"\(example)\"",
                exitCode: .usage)
        }
        let plates = try PlatesCommand.stock(parts[1], field: "the plates")
        do {
            return try EquipmentProfile.standard(unit).with(bar: bar.value, plates: plates)
        } catch {
            throw CommandFailure(error.message, exitCode: .usage)
        }
    }

    /// The stored profile, or `nil` when none is stored.
    /// - Throws: a failure when the store cannot be read or holds a value this version cannot read.
    static func stored(in store: any TrainingLogStore) throws(CommandFailure) -> EquipmentProfile? {
        try setting.stored(in: store).map { text throws(CommandFailure) in try profile(text) }
    }

    /// Why `text` is refused, or `nil`.
    private static func problem(in text: String) -> String? {
        do {
            _ = try profile(text)
            return nil
        } catch {
            return error.message
        }
    }
}

extension Setting {
    /// The lifter's bar and plates (``BarbellSetting``).
    static let barbell = BarbellSetting.setting
}
