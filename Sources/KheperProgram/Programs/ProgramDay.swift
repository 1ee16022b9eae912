/// One day of a program: a name, the week it belongs to when the program has weeks, and its lifts in order.
public struct ProgramDay: Sendable, Hashable {
    /// The day's name, such as `Day A`.
    public var name: String
    /// The week's name, such as `Week 1`, when the program is written in weeks.
    public var week: String?
    /// The lifts, in the order they are done.
    public var lifts: [PlannedLift]

    /// Creates a day.
    public init(name: String, week: String? = nil, lifts: [PlannedLift]) {
        self.name = name
        self.week = week
        self.lifts = lifts
    }
}
