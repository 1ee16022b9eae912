/// Equipment as the matcher tells lifts apart: the catalogue's ``Equipment``, with the Smith machine, the trap bar and
/// bands kept apart from the machine and "other" they are filed under, since a lifter never means one for the other.
enum EquipmentIdentity: String, Hashable, Sendable {
    case barbell, dumbbell, kettlebell, cable, machine, smithMachine, band, bodyweight, ezBar, trapBar
    case medicineBall, exerciseBall, foamRoll, other

    /// The identity of equipment as the catalogue records it.
    init(_ equipment: Equipment) {
        switch equipment {
        case .barbell: self = .barbell
        case .dumbbell: self = .dumbbell
        case .kettlebells: self = .kettlebell
        case .cable: self = .cable
        case .machine: self = .machine
        case .bodyOnly: self = .bodyweight
        case .bands: self = .band
        case .medicineBall: self = .medicineBall
        case .exerciseBall: self = .exerciseBall
        case .foamRoll: self = .foamRoll
        case .ezCurlBar: self = .ezBar
        case .other: self = .other
        }
    }

    /// The identity a normalised word names, or `nil` for a word that names no equipment.
    init?(word: String) {
        switch word {
        case "barbell": self = .barbell
        case "dumbbell": self = .dumbbell
        case "kettlebell": self = .kettlebell
        case "cable": self = .cable
        case "machine": self = .machine
        case "smith": self = .smithMachine
        case "band": self = .band
        case "bodyweight": self = .bodyweight
        case "ez": self = .ezBar
        case "trapbar": self = .trapBar
        case "medicineball": self = .medicineBall
        case "exerciseball": self = .exerciseBall
        case "foamroll": self = .foamRoll
        default: return nil
        }
    }

    /// The catalogue's equipment this identity is filed under: the Smith machine under the machine, the trap bar
    /// under "other".
    var filedUnder: Equipment {
        switch self {
        case .barbell: .barbell
        case .dumbbell: .dumbbell
        case .kettlebell: .kettlebells
        case .cable: .cable
        case .machine, .smithMachine: .machine
        case .band: .bands
        case .bodyweight: .bodyOnly
        case .ezBar: .ezCurlBar
        case .trapBar, .other: .other
        case .medicineBall: .medicineBall
        case .exerciseBall: .exerciseBall
        case .foamRoll: .foamRoll
        }
    }
}
