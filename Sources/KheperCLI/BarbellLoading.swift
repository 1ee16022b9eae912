import KheperCatalogue
import KheperExercise
import KheperPlay
import KheperProgram
import KheperTrainingLog

/// What play shows under a barbell set's target: the plates a side for its load on the lifter's bar and plates (the
/// `barbell` setting), else the standard set of the load's unit (`EquipmentProfile.standard`), and which way the
/// load was rounded when they cannot make it.
///
/// An exercise is a barbell one when its catalogue entry says so: the block's `entry`, else the entry the play's
/// linker matches its name to. Sets with no load in kg or lb, and every other exercise, show nothing.
struct BarbellLoading {
    /// The catalogue the entries are looked up in.
    let catalogue: ExerciseCatalogue
    /// The play's linker: an exercise's name to its entry.
    let linker: ExerciseLinker
    /// The rounder of the lifter's own bar and plates, when they are stored.
    private let own: LoadRounder?
    /// The rounders of the standard sets, by unit, when the lifter stored none.
    private let standard: [WeightUnit: LoadRounder]

    /// Loads barbell sets on `profile`, or on the standard set of each load's unit when it is `nil`.
    init(catalogue: ExerciseCatalogue, linker: ExerciseLinker, profile: EquipmentProfile? = nil) {
        self.catalogue = catalogue
        self.linker = linker
        self.own = profile.map(LoadRounder.init)
        self.standard =
            profile == nil
            ? Dictionary(uniqueKeysWithValues: WeightUnit.allCases.map { ($0, LoadRounder(.standard($0))) }) : [:]
    }

    /// The plates line for `set`, or `nil`.
    func describe(_ set: PlaySetStep) -> String? {
        guard let load = set.target.load, let unit = WeightUnit(load.unit),
            let entry = linker.link(set.exerciseName).entryID,
            LoadEquipment(catalogue: catalogue.entry(id: entry)?.equipment) == .barbell,
            let rounder = own ?? standard[unit],
            let rounded = try? rounder.round(Weight(value: load.value, unit: unit), for: .barbell)
        else { return nil }
        let line = "Plates for " + rounded.loadingSentence
        return rounded.roundingSentence.map { "\(line) (\($0))" } ?? line
    }
}

extension WeightUnit {
    /// The weight unit of an exercise's load unit; `nil` for bodyweight and percentages.
    fileprivate init?(_ unit: LoadUnit) {
        switch unit {
        case .kg: self = .kg
        case .lb: self = .lb
        case .bodyweight, .percent1RM: return nil
        }
    }
}
