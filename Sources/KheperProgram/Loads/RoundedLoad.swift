public import KheperTrainingLog

/// A target load rounded to one the equipment can make: the target as given, the load, which way it was rounded and,
/// on a barbell, the bar and the plates on each side; with sentences for a person.
public struct RoundedLoad: Sendable, Hashable {
    /// What the load goes on.
    public let equipment: LoadEquipment
    /// The target as it was given, in its own unit.
    public let target: Weight
    /// The load that can be made, in the profile's unit.
    public let load: Weight
    /// Which way the target was rounded.
    public let direction: RoundingDirection
    /// Whether the target was below the lightest load (the bar, the lightest dumbbell or step) or above the heaviest
    /// the equipment makes, so the load is that limit.
    public let isOutOfRange: Bool
    /// The bar's weight, on a barbell; `nil` otherwise.
    public let bar: Double?
    /// The plates on each side of the bar, heaviest first, in the profile's unit; empty off a barbell.
    public let platesPerSide: [Double]

    /// Creates a rounded load; ``LoadRounder`` makes them.
    public init(
        equipment: LoadEquipment, target: Weight, load: Weight, direction: RoundingDirection, isOutOfRange: Bool,
        bar: Double?, platesPerSide: [Double]
    ) {
        self.equipment = equipment
        self.target = target
        self.load = load
        self.direction = direction
        self.isOutOfRange = isOutOfRange
        self.bar = bar
        self.platesPerSide = platesPerSide
    }

    /// The plates on a side, as a lifter reads them: `25 + 15 + 1.25`, or `no plates`.
    public var platesText: String {
        platesPerSide.isEmpty ? "no plates" : platesPerSide.map(LoadText.number).joined(separator: " + ")
    }

    /// How to load it: `102.5 kg: 20 kg bar + 25 + 15 + 1.25 per side`, `20 kg: the 20 kg bar alone`,
    /// `22.5 kg dumbbell`, `45 kg on the machine`.
    public var loadingSentence: String {
        let load = LoadText.weight(self.load.value, self.load.unit)
        switch equipment {
        case .barbell:
            let bar = LoadText.weight(bar ?? 0, self.load.unit)
            return platesPerSide.isEmpty
                ? "\(load): the \(bar) bar alone" : "\(load): \(bar) bar + \(platesText) per side"
        case .dumbbell: return "\(load) dumbbell"
        case .machine: return "\(load) on the machine"
        }
    }

    /// Why the load is not the target, or `nil` when it is exact: `101 kg cannot be made: rounded down to 100 kg`,
    /// `15 kg is below the 20 kg bar: rounded up to 20 kg`; a target in the other unit is named with its conversion,
    /// `225 lb (102.058 kg)`.
    public var roundingSentence: String? {
        guard direction != .exact else { return nil }
        var target = LoadText.weight(self.target.value, self.target.unit)
        if self.target.unit != load.unit {
            target += " (\(LoadText.weight(self.target.value(in: load.unit), load.unit)))"
        }
        let rounded = "rounded \(direction.rawValue) to \(LoadText.weight(load.value, load.unit))"
        guard isOutOfRange else { return "\(target) cannot be made: \(rounded)" }
        let limit: String
        switch (equipment, direction) {
        case (.barbell, .up): limit = "is below the \(LoadText.weight(bar ?? 0, load.unit)) bar"
        case (.barbell, _): limit = "is more than the bar and plates make"
        case (.dumbbell, .up): limit = "is below the lightest dumbbell"
        case (.dumbbell, _): limit = "is more than the heaviest dumbbell"
        case (.machine, .up): limit = "is below the machine's lightest load"
        case (.machine, _): limit = "is more than the machine's heaviest load"
        }
        return "\(target) \(limit): \(rounded)"
    }

    /// One sentence: ``roundingSentence`` when the target was rounded, else ``loadingSentence``.
    public var sentence: String { roundingSentence ?? loadingSentence }
}
