import KheperCatalogue

/// The equipment a name states, read independently of the matcher (plain word checks), so the equipment test does
/// not trust the code it checks.
enum StatedEquipment {
    case smithMachine, machine, barbell, dumbbell, kettlebell, cable, band, ezBar, trapBar, bodyweight

    /// The one kind of equipment the name states, or `nil` when it states none or several.
    init?(_ name: String) {
        let lowered = name.lowercased()
        let words = Set(lowered.split { !$0.isLetter }.map(String.init))
        var stated: [StatedEquipment] = []
        if lowered.contains("smith") { stated.append(.smithMachine) }
        if !lowered.contains("smith") && (words.contains("machine") || lowered.contains("plate loaded")) {
            stated.append(.machine)
        }
        if words.contains("barbell") || words.contains("bb") { stated.append(.barbell) }
        if words.contains("dumbbell") || words.contains("db") { stated.append(.dumbbell) }
        if words.contains("kettlebell") || words.contains("kb") { stated.append(.kettlebell) }
        if words.contains("cable") { stated.append(.cable) }
        if words.contains("band") { stated.append(.band) }
        if words.contains("ez") || lowered.contains("e-z") { stated.append(.ezBar) }
        if lowered.contains("trap bar") || lowered.contains("hex") { stated.append(.trapBar) }
        if words.contains("bodyweight") { stated.append(.bodyweight) }
        guard stated.count == 1 else { return nil }
        self = stated[0]
    }

    /// Whether the entry is done with this equipment.
    func accepts(_ entry: CatalogueEntry) -> Bool {
        switch self {
        case .smithMachine: entry.equipment == .machine && entry.name.contains("Smith")
        case .machine: entry.equipment == .machine && !entry.name.contains("Smith")
        case .barbell: entry.equipment == .barbell
        case .dumbbell: entry.equipment == .dumbbell
        case .kettlebell: entry.equipment == .kettlebells
        case .cable: entry.equipment == .cable
        case .band: entry.equipment == .bands || entry.name.contains("Band")
        case .ezBar: entry.equipment == .ezCurlBar
        case .trapBar: entry.name.contains("Trap Bar")
        case .bodyweight: entry.equipment == .bodyOnly
        }
    }
}
