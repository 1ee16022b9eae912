public import KheperTrainingLog

/// What a lifter can load: the unit the equipment is in, the bar's weight, the plates owned (each weight and how many),
/// and the steps of the dumbbells and of the machines. Every weight is in ``unit`` and is a whole number of
/// thousandths of it. A profile is checked when it is made, so one that exists is one ``LoadRounder`` can use.
public struct EquipmentProfile: Sendable, Hashable {
    /// The unit every weight of the profile is in.
    public let unit: WeightUnit
    /// The bar's weight.
    public let bar: Double
    /// The plates owned, heaviest first, one entry a weight.
    public let plates: [PlateStock]
    /// The dumbbells: one dumbbell's load, lightest to heaviest.
    public let dumbbells: LoadSteps
    /// A machine's weight stack.
    public let machine: LoadSteps

    /// The most distinct per-side loads a profile's plates may make (the plates' sum over their common divisor), so
    /// the rounder's table stays small.
    public static let maximumPlateLoads = 1_000_000

    /// A profile, checked.
    ///
    /// - Throws: ``LoadError`` naming the field, the value and what was expected: a bar of zero or less
    ///   (`load.bar-weight`), a plate of zero or less or listed twice (`load.plate-weight`), a negative or odd count
    ///   (`load.plate-count`), steps that do not fit together (`load.steps`), a weight with more than three decimals
    ///   or plates making more than ``maximumPlateLoads`` loads a side (`load.precision`).
    public init(unit: WeightUnit, bar: Double, plates: [PlateStock], dumbbells: LoadSteps, machine: LoadSteps)
        throws(LoadError)
    {
        try Self.check(positive: bar, field: "bar", unit: unit, code: .barWeight)
        var seen: Set<Int64> = []
        for plate in plates {
            let field = "a plate"
            try Self.check(positive: plate.weight, field: field, unit: unit, code: .plateWeight)
            guard seen.insert(LoadText.grains(plate.weight) ?? 0).inserted else {
                throw LoadError.weight(
                    .plateWeight, field: field, value: plate.weight, unit: unit,
                    expected: "each plate weight listed once, with its count")
            }
            guard plate.count >= 0, plate.count % 2 == 0 else {
                throw LoadError(
                    .plateCount,
                    "the count of \(LoadText.weight(plate.weight, unit)) plates is \(plate.count); expected an even "
                        + "number of 0 or more, as plates go on a bar in pairs, one a side")
            }
        }
        try Self.check(dumbbells, field: "dumbbells", unit: unit)
        try Self.check(machine, field: "machine", unit: unit)
        self.unit = unit
        self.bar = bar
        self.plates = plates.sorted { $0.weight > $1.weight }
        self.dumbbells = dumbbells
        self.machine = machine
        let loads = PlateTable.distinctLoads(of: self.plates)
        guard loads <= Self.maximumPlateLoads else {
            throw LoadError(
                .precision,
                "the plates make \(loads) loads a side at their finest step; expected at most "
                    + "\(Self.maximumPlateLoads): fewer plates, or plates that share a coarser step")
        }
    }

    /// Kilograms: a 20 kg bar; four pairs of 25 kg plates and two pairs each of 20, 15, 10, 5, 2.5 and 1.25 kg;
    /// dumbbells from 2.5 to 50 kg every 2.5 kg; machines from 5 to 150 kg every 5 kg.
    public static let kilograms = standard(
        unit: .kg, bar: 20, heaviestPlate: 25, otherPlates: [20, 15, 10, 5, 2.5, 1.25],
        dumbbells: LoadSteps(lightest: 2.5, step: 2.5, heaviest: 50),
        machine: LoadSteps(lightest: 5, step: 5, heaviest: 150))

    /// Pounds: a 45 lb bar; four pairs of 45 lb plates and two pairs each of 35, 25, 10, 5 and 2.5 lb; dumbbells from
    /// 5 to 100 lb every 5 lb; machines from 10 to 300 lb every 10 lb.
    public static let pounds = standard(
        unit: .lb, bar: 45, heaviestPlate: 45, otherPlates: [35, 25, 10, 5, 2.5],
        dumbbells: LoadSteps(lightest: 5, step: 5, heaviest: 100),
        machine: LoadSteps(lightest: 10, step: 10, heaviest: 300))

    /// The standard profile of `unit`: ``kilograms`` or ``pounds``.
    public static func standard(_ unit: WeightUnit) -> EquipmentProfile {
        unit == .kg ? kilograms : pounds
    }

    /// The same profile with another bar, other plates, or other dumbbell or machine steps, checked again.
    ///
    /// - Throws: ``LoadError`` as ``init(unit:bar:plates:dumbbells:machine:)`` does.
    public func with(
        bar: Double? = nil, plates: [PlateStock]? = nil, dumbbells: LoadSteps? = nil, machine: LoadSteps? = nil
    ) throws(LoadError) -> EquipmentProfile {
        try EquipmentProfile(
            unit: unit, bar: bar ?? self.bar, plates: plates ?? self.plates, dumbbells: dumbbells ?? self.dumbbells,
            machine: machine ?? self.machine)
    }

    /// A standard profile, built from values known to be good.
    private static func standard(
        unit: WeightUnit, bar: Double, heaviestPlate: Double, otherPlates: [Double], dumbbells: LoadSteps,
        machine: LoadSteps
    ) -> EquipmentProfile {
        let plates =
            [PlateStock(weight: heaviestPlate, count: 8)] + otherPlates.map { PlateStock(weight: $0, count: 4) }
        return EquipmentProfile(checked: unit, bar: bar, plates: plates, dumbbells: dumbbells, machine: machine)
    }

    private init(checked unit: WeightUnit, bar: Double, plates: [PlateStock], dumbbells: LoadSteps, machine: LoadSteps)
    {
        self.unit = unit
        self.bar = bar
        self.plates = plates
        self.dumbbells = dumbbells
        self.machine = machine
    }

    /// Checks that `value` is above zero and a whole number of thousandths.
    private static func check(positive value: Double, field: String, unit: WeightUnit, code: LoadError.Code)
        throws(LoadError)
    {
        guard value.isFinite, value > 0 else {
            throw LoadError.weight(code, field: field, value: value, unit: unit, expected: "a weight above 0")
        }
        guard LoadText.grains(value) != nil else {
            throw LoadError.weight(
                .precision, field: field, value: value, unit: unit, expected: "a weight with at most three decimals")
        }
    }

    /// Checks that `steps` run from a lightest load above zero, by a step above zero, to a heaviest load a whole
    /// number of steps above it.
    private static func check(_ steps: LoadSteps, field: String, unit: WeightUnit) throws(LoadError) {
        try check(positive: steps.lightest, field: "\(field) lightest", unit: unit, code: .steps)
        try check(positive: steps.step, field: "\(field) step", unit: unit, code: .steps)
        try check(positive: steps.heaviest, field: "\(field) heaviest", unit: unit, code: .steps)
        let span = (LoadText.grains(steps.heaviest) ?? 0) - (LoadText.grains(steps.lightest) ?? 0)
        guard span >= 0, span % (LoadText.grains(steps.step) ?? 1) == 0 else {
            throw LoadError.weight(
                .steps, field: "\(field) heaviest", value: steps.heaviest, unit: unit,
                expected: "\(LoadText.weight(steps.lightest, unit)) or more, plus a whole number of "
                    + "\(LoadText.weight(steps.step, unit)) steps")
        }
    }
}
