public import KheperTrainingLog

/// The end of a play: how long it took, the volume lifted, the sets logged and skipped, the records set, and the
/// exercises logged under another name than the plan's.
public struct PlaySummary: Sendable, Hashable {
    /// Seconds from start to finish, by the clock the machine was given.
    public var duration: Double
    /// Reps × load over the logged working sets, in kilograms (pounds converted at 0.45359237).
    public var volumeKilograms: Double
    /// How many sets were logged.
    public var setsLogged: Int
    /// How many planned sets were skipped or not reached.
    public var setsSkipped: Int
    /// The records set, in the order they happened.
    public var records: [PersonalRecord]
    /// Whether the user quit before the last step.
    public var endedEarly: Bool
    /// The timed groups' results in order: an AMRAP's rounds, a for-time group's finishing time, an EMOM's rounds
    /// done, such as `Cindy: AMRAP 20:00 — 5 rounds + 2` or `For time, cap 20:00 — finished in 7:42`.
    public var results: [String]
    /// The exercises whose sets the training log keeps under another name than the plan's, in the order they were
    /// first logged.
    public var loggedNames: [PlayLoggedName]
    /// The unit the volume and records are shown in (the lifter's display unit).
    public var unit: WeightUnit

    /// Creates a summary.
    public init(
        duration: Double, volumeKilograms: Double, setsLogged: Int, setsSkipped: Int, records: [PersonalRecord],
        endedEarly: Bool, results: [String] = [], loggedNames: [PlayLoggedName] = [], unit: WeightUnit = .kg
    ) {
        self.unit = unit
        self.duration = duration
        self.volumeKilograms = volumeKilograms
        self.setsLogged = setsLogged
        self.setsSkipped = setsSkipped
        self.records = records
        self.endedEarly = endedEarly
        self.results = results
        self.loggedNames = loggedNames
    }

    /// The summary as lines of text, a heading first: how it ends a play on screen and after it.
    public var lines: [String] {
        [
            endedEarly ? "Workout ended early" : "Workout complete",
            "Duration: \(PlayFormat.clock(Int(duration)))",
            "Volume: \(PlayFormat.number(Weight(value: volumeKilograms, unit: .kg).value(in: unit).rounded())) \(unit.rawValue)",
            "Sets: \(setsLogged) logged, \(setsSkipped) skipped",
            "Records: \(records.isEmpty ? "none" : String(records.count))",
        ] + records.map { "  PR " + $0.text(in: unit) } + results.map { "Result: " + $0 }
            + loggedNames.map(\.description)
    }
}
