import KheperTrainingLog

/// One lift of a session, worked out: the line it comes from, the prescription for its track's state and each
/// set's rounded load.
public struct SessionLift: Sendable, Hashable {
    /// The index of the line in its day.
    public var line: Int
    /// The lift's name.
    public var name: String
    /// The key of the track whose state it was worked out from.
    public var track: String
    /// What the lift is asked to do, before loads are worked out; log against it.
    public var prescription: Prescription
    /// Each set with its rounded load.
    public var sets: [LoadedSet]
    /// The warm-up sets before the first working set, when the line asks for them; logged as warm-ups, they never
    /// count toward progression.
    public var warmups: [WarmupSet]

    /// Creates a worked-out lift.
    public init(
        line: Int, name: String, track: String, prescription: Prescription, sets: [LoadedSet],
        warmups: [WarmupSet] = []
    ) {
        self.line = line
        self.name = name
        self.track = track
        self.prescription = prescription
        self.sets = sets
        self.warmups = warmups
    }

    /// The sets as a person reads them, runs of equal sets together: `3×5 @ 100 kg`, `1×5 @ 90 kg, 1×5+ @ 120 kg`.
    public var setsText: String {
        sets.runs().map { "\($0.count)×\($0.element.reps.text) @ \($0.element.load.load.displayText)" }
            .joined(separator: ", ")
    }
}
