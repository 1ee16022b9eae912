import KheperCatalogue
import KheperProgram

extension LoadEquipment {
    /// What an exercise filed under `equipment` in the catalogue is loaded on: a barbell's plates, dumbbells (and
    /// kettlebells), or a machine or cable's stack; `nil` for any other equipment, or none. Play's plates line and
    /// `program show` both ask this, so an exercise is loaded the same way in each.
    init?(catalogue equipment: Equipment?) {
        switch equipment {
        case .barbell?: self = .barbell
        case .dumbbell?, .kettlebells?: self = .dumbbell
        case .machine?, .cable?: self = .machine
        default: return nil
        }
    }
}
