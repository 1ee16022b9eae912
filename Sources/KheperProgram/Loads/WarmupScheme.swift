public import KheperTrainingLog

/// How warm-ups ramp up to the first working set: a list of steps, each the empty bar or a percentage of the working
/// load, with its reps. The default is bar × 5, 40% × 5, 60% × 3, 80% × 2.
///
/// A ramp (``ramp(to:on:with:)``) rounds each step's load with the lifter's profile, then leaves out a step whose
/// load is at or above the working load, and one whose load an earlier step already has (the earlier one stays).
/// Warm-ups never count toward records, volume or progression: log them as ``WarmupSet/setType`` (`SetType.warmUp`).
public struct WarmupScheme: Sendable, Hashable {
    /// The steps, in the order they are done.
    public let steps: [WarmupStep]

    /// A scheme of `steps`, checked.
    ///
    /// - Throws: ``LoadError`` (`load.warmup-step`) naming a step whose percentage is not above 0 and below 100, or
    ///   whose reps are fewer than 1.
    public init(_ steps: [WarmupStep]) throws(LoadError) {
        for (index, step) in steps.enumerated() {
            guard step.reps >= 1 else {
                throw LoadError(
                    .warmupStep, "warm-up step \(index + 1) has \(step.reps) reps; expected 1 or more")
            }
            if case .percent(let percent) = step.load, !(percent > 0 && percent < 100) {
                throw LoadError(
                    .warmupStep,
                    "warm-up step \(index + 1) is \(LoadText.number(percent))% of the working set; expected a "
                        + "percentage above 0 and below 100")
            }
        }
        self.steps = steps
    }

    private init(checked steps: [WarmupStep]) {
        self.steps = steps
    }

    /// Bar × 5, 40% × 5, 60% × 3, 80% × 2.
    public static let standard = WarmupScheme(checked: [
        .bar(reps: 5), .percent(40, reps: 5), .percent(60, reps: 3), .percent(80, reps: 2),
    ])

    /// The scheme as a person reads it: `bar × 5, 40% × 5, 60% × 3, 80% × 2`.
    public var text: String { steps.map(\.text).joined(separator: ", ") }

    /// The warm-up sets before a first working set of `working` on `equipment`, each load rounded by `rounder`; no
    /// set at or above the working load, no two at the same load.
    ///
    /// - Throws: ``LoadError`` (`load.target`) when `working` is negative or not a number.
    public func ramp(to working: Weight, on equipment: LoadEquipment = .barbell, with rounder: LoadRounder)
        throws(LoadError) -> [WarmupSet]
    {
        let profile = rounder.profile
        _ = try rounder.round(working, for: equipment)
        let ceiling = Self.thousandths(of: working, in: profile.unit)
        var sets: [WarmupSet] = []
        var loads: Set<Int64> = []
        for step in steps {
            let target: Weight
            switch step.load {
            case .bar:
                target = Weight(value: Self.lightest(equipment, profile), unit: profile.unit)
            case .percent(let percent):
                target = Weight(value: working.value * percent / 100, unit: working.unit)
            }
            let load = try rounder.round(target, for: equipment)
            let grains = LoadText.grains(load.load.value) ?? 0
            guard grains < ceiling, loads.insert(grains).inserted
            else { continue }
            sets.append(WarmupSet(step: step, reps: step.reps, load: load))
        }
        return sets
    }

    /// The lightest load of `equipment`: the bar, the lightest dumbbell or the machine's lightest step.
    private static func lightest(_ equipment: LoadEquipment, _ profile: EquipmentProfile) -> Double {
        switch equipment {
        case .barbell: profile.bar
        case .dumbbell: profile.dumbbells.lightest
        case .machine: profile.machine.lightest
        }
    }

    /// `weight` in thousandths of `unit`, rounded to the nearest, as ``LoadRounder`` converts a target; the
    /// weight is one the rounder accepted, so it is finite and not too large.
    private static func thousandths(of weight: Weight, in unit: WeightUnit) -> Int64 {
        Int64((weight.value(in: unit) * Double(LoadText.grainsPerUnit)).rounded())
    }
}
