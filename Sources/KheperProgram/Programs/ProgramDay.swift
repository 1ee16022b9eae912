/// One day of a program: a name, an optional week label, and its lifts in the order they are done.
public struct ProgramDay: Sendable, Hashable {
    /// The day's name, such as `A` or `Upper 1`.
    public var name: String
    /// The week the day belongs to, such as `Week 1`, when the program is written in weeks.
    public var week: String?
    /// The lifts, in order.
    public var lifts: [PlannedLift]

    /// Creates a day.
    public init(_ name: String, week: String? = nil, lifts: [PlannedLift]) {
        self.name = name
        self.week = week
        self.lifts = lifts
    }
}
