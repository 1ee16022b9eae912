import KheperProgram
import KheperTrainingLog

/// The lifter's equipment as the settings keep it: the `barbell` setting, else the standard set of a unit, with the
/// `dumbbells` and `machine` settings in place of that set's steps when they are stored.
enum EquipmentSettings {
    /// The profile loads in `unit` are rounded with, and whether the bar and plates are the lifter's own.
    ///
    /// - Throws: a failure when the store cannot be read, or a usage failure when dumbbell or machine steps are
    ///   stored in another unit than the bar (or `unit`), naming both.
    static func profile(in store: any TrainingLogStore, unit: WeightUnit) throws(CommandFailure)
        -> (profile: EquipmentProfile, ownBarbell: Bool)
    {
        let barbell = try BarbellSetting.stored(in: store)
        let base = barbell ?? .standard(unit)
        let dumbbells = try LoadStepsSetting.dumbbells.stored(in: store)
        let machine = try LoadStepsSetting.machine.stored(in: store)
        for (name, stored) in [("dumbbells", dumbbells), ("machine", machine)] {
            guard let stored, stored.unit != base.unit else { continue }
            let bar = barbell == nil ? "the program's loads are" : "your bar is"
            throw CommandFailure(
                "the \(name) setting is in \(stored.unit.rawValue) and \(bar) in \(base.unit.rawValue); expected "
                    + "one unit: `kheper settings \(name)` again in \(base.unit.rawValue)", exitCode: .usage)
        }
        do {
            return (try base.with(dumbbells: dumbbells?.steps, machine: machine?.steps), barbell != nil)
        } catch {
            throw CommandFailure(error.message, exitCode: .usage)
        }
    }
}
