internal import KheperChart
public import KheperTrainingLog

/// An exercise's bests so far, in kilograms where a load is involved: the values a new set must beat to be a
/// personal record.
public struct PersonalBests: Sendable, Hashable {
    /// The best estimated one-repetition maximum (Epley), in kilograms.
    public var e1RM: Double?
    /// The heaviest load lifted for at least one rep, in kilograms.
    public var heaviest: Double?
    /// The most reps done at each load, keyed by the load in hundredths of a kilogram.
    public var mostRepsAtLoad: [Int: Int]
    /// The most reps in one set without a load (bodyweight).
    public var mostReps: Int?
    /// The longest timed set, in seconds.
    public var longest: Double?

    /// No bests: the first sets of an exercise set them without being announced.
    public static let none = PersonalBests()

    /// Creates bests from their values.
    public init(
        e1RM: Double? = nil, heaviest: Double? = nil, mostRepsAtLoad: [Int: Int] = [:], mostReps: Int? = nil,
        longest: Double? = nil
    ) {
        self.e1RM = e1RM
        self.heaviest = heaviest
        self.mostRepsAtLoad = mostRepsAtLoad
        self.mostReps = mostReps
        self.longest = longest
    }

    /// The bests of `sets`, warm-ups left out.
    public init(sets: [PerformedSet]) {
        self.init()
        record(sets)
    }

    /// The key a load is filed under in ``mostRepsAtLoad``: hundredths of a kilogram, so 185 lb and 83.91 kg meet.
    public static func loadKey(kilograms: Double) -> Int { Int((kilograms * 100).rounded()) }

    /// The most reps done at `kilograms`, if that load was ever lifted.
    public func mostReps(atKilograms kilograms: Double) -> Int? { mostRepsAtLoad[Self.loadKey(kilograms: kilograms)] }

    /// Raises the bests to include each of `sets` (warm-ups left out).
    public mutating func record(_ sets: [PerformedSet]) {
        for set in sets { record(set) }
    }

    /// Raises the bests to include `set`, unless it is a warm-up.
    public mutating func record(_ set: PerformedSet) {
        guard set.type != .warmUp else { return }
        let reps = set.reps ?? 0
        if let kilograms = set.weight?.kilograms, kilograms > 0, reps >= 1 {
            if let estimate = OneRepMaxFormula.epley.estimate(weight: kilograms, reps: reps) {
                e1RM = Swift.max(e1RM ?? 0, estimate)
            }
            heaviest = Swift.max(heaviest ?? 0, kilograms)
            mostRepsAtLoad[Self.loadKey(kilograms: kilograms), default: 0] = Swift.max(
                mostRepsAtLoad[Self.loadKey(kilograms: kilograms)] ?? 0, reps)
        } else if reps >= 1 {
            mostReps = Swift.max(mostReps ?? 0, reps)
        }
        if let seconds = set.durationSeconds, seconds > 0 { longest = Swift.max(longest ?? 0, seconds) }
    }
}
