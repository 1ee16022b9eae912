public import KheperTrainingLog

/// Rounds target loads to loads a lifter's equipment can make, built once from an ``EquipmentProfile``.
///
/// The rule, the same for every equipment:
/// - A target in the other unit is converted first, exactly (1 lb = 0.45359237 kg, as `WeightUnit` states), then
///   rounded to the nearest thousandth of the profile's unit, half away from zero.
/// - The load is the loadable weight nearest the target; a target halfway between two goes down.
/// - Below the lightest load (the bar, the lightest dumbbell, the machine's lightest step) the load is that one,
///   rounded up; above the heaviest the equipment makes, the heaviest, rounded down; ``RoundedLoad/isOutOfRange``
///   says so.
///
/// Barbell loads are the bar plus pairs of plates, one of each pair a side, never more plates than the profile owns.
/// Which sides can be made is computed once, honestly (a bounded subset sum over the plates, not a greedy fill), so
/// rounding is a table lookup; a side's plates are as many of the heaviest plate as leave a rest the lighter plates
/// can make, then the same with the next.
public struct LoadRounder: Sendable {
    /// The equipment loads are rounded for.
    public let profile: EquipmentProfile
    /// The sides the profile's plates make.
    private let table: PlateTable
    /// The bar, in thousandths.
    private let bar: Int64

    /// A rounder for `profile`.
    public init(_ profile: EquipmentProfile) {
        self.profile = profile
        self.table = PlateTable(profile.plates)
        self.bar = LoadText.grains(profile.bar) ?? 0
    }

    /// The heaviest load the bar and every plate make, in the profile's unit.
    public var heaviestBarbellLoad: Double {
        LoadText.units(bar + 2 * table.unit * Int64(table.heaviest))
    }

    /// `target` rounded to a load `equipment` can make, by the rule above.
    ///
    /// - Throws: ``LoadError`` (`load.target`) when the target is negative or not a number.
    public func round(_ target: Weight, for equipment: LoadEquipment) throws(LoadError) -> RoundedLoad {
        let value = target.value(in: profile.unit)
        guard value.isFinite, value >= 0, value < 1e12 else {
            throw LoadError(
                .target,
                "the target load is \(LoadText.weight(target.value, target.unit)); expected a weight of 0 or more")
        }
        let grains = Int64((value * Double(LoadText.grainsPerUnit)).rounded())
        switch equipment {
        case .barbell: return barbell(target, grains)
        case .dumbbell: return stepped(target, grains, profile.dumbbells, .dumbbell)
        case .machine: return stepped(target, grains, profile.machine, .machine)
        }
    }

    /// The nearest bar-and-plates load to `grains` thousandths.
    private func barbell(_ target: Weight, _ grains: Int64) -> RoundedLoad {
        let pair = 2 * table.unit
        let plates = grains - bar
        let side: Int
        let direction: RoundingDirection
        var isOutOfRange = false
        if plates <= 0 {
            side = 0
            direction = plates == 0 ? .exact : .up
            isOutOfRange = plates < 0
        } else if plates >= pair * Int64(table.heaviest) {
            side = table.heaviest
            direction = plates == pair * Int64(table.heaviest) ? .exact : .down
            isOutOfRange = direction == .down
        } else {
            let whole = Int(plates / pair)
            if plates % pair == 0, table.canMake(whole) {
                side = whole
                direction = .exact
            } else {
                let lower = table.side(atOrBelow: whole)
                let upper = table.side(atOrAbove: whole + 1)
                let goesDown = plates - pair * Int64(lower) <= pair * Int64(upper) - plates
                side = goesDown ? lower : upper
                direction = goesDown ? .down : .up
            }
        }
        return RoundedLoad(
            equipment: .barbell, target: target,
            load: Weight(value: LoadText.units(bar + pair * Int64(side)), unit: profile.unit),
            direction: direction, isOutOfRange: isOutOfRange, bar: profile.bar,
            platesPerSide: table.plates(forSide: side))
    }

    /// The nearest of `steps` to `grains` thousandths.
    private func stepped(_ target: Weight, _ grains: Int64, _ steps: LoadSteps, _ equipment: LoadEquipment)
        -> RoundedLoad
    {
        let lightest = LoadText.grains(steps.lightest) ?? 0
        let step = max(LoadText.grains(steps.step) ?? 1, 1)
        let heaviest = LoadText.grains(steps.heaviest) ?? 0
        let load: Int64
        let direction: RoundingDirection
        var isOutOfRange = false
        if grains <= lightest {
            load = lightest
            direction = grains == lightest ? .exact : .up
            isOutOfRange = direction == .up
        } else if grains >= heaviest {
            load = heaviest
            direction = grains == heaviest ? .exact : .down
            isOutOfRange = direction == .down
        } else {
            let rest = (grains - lightest) % step
            let lower = grains - rest
            if rest == 0 {
                (load, direction) = (grains, .exact)
            } else if 2 * rest <= step {
                (load, direction) = (lower, .down)
            } else {
                (load, direction) = (lower + step, .up)
            }
        }
        return RoundedLoad(
            equipment: equipment, target: target, load: Weight(value: LoadText.units(load), unit: profile.unit),
            direction: direction, isOutOfRange: isOutOfRange, bar: nil, platesPerSide: [])
    }
}
