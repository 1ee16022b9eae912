/// A day of a program worked out for a state: each lift's sets at loads the lifter's equipment makes.
public struct ProgramSession: Sendable, Hashable {
    /// The day's index in the program.
    public var day: Int
    /// The day's name.
    public var name: String
    /// The day's week label, when it has one.
    public var week: String?
    /// The lifts, in the day's order.
    public var lifts: [SessionLift]

    /// Creates a worked-out day.
    public init(day: Int, name: String, week: String?, lifts: [SessionLift]) {
        self.day = day
        self.name = name
        self.week = week
        self.lifts = lifts
    }
}
