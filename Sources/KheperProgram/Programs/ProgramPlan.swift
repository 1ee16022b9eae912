/// A program: its days in the order they are trained; after the last, the first comes again.
///
/// A plan holds no state: ``ProgramState`` says where a lifter stands in it, and ``ProgramEngine`` works out each
/// session's loads and advances the state after a day is trained.
public struct ProgramPlan: Sendable, Hashable {
    /// The program's name, such as `StrongLifts 5×5`.
    public var name: String
    /// The days, in the order they are trained.
    public var days: [ProgramDay]

    /// Creates a program.
    public init(_ name: String, days: [ProgramDay]) {
        self.name = name
        self.days = days
    }

    /// The state a lifter starts the program from: the first day next, each track at its first line's start.
    ///
    /// - Throws: ``ProgramError`` for a program with no days, or a line whose rule or parameters `rules` refuses.
    public func start(rules: ProgressionRules = .standard) throws(ProgramError) -> ProgramState {
        try ProgramEngine(self, rules: rules).start()
    }
}
