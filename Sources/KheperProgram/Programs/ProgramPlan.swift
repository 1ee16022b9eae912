/// A program: its days in the order they are trained; after the last, the first comes again.
public struct ProgramPlan: Sendable, Hashable {
    /// The program's name.
    public var name: String
    /// The days, in order.
    public var days: [ProgramDay]

    /// Creates a program.
    public init(name: String, days: [ProgramDay]) {
        self.name = name
        self.days = days
    }
}
