public import KheperCore

/// Why a program could not be started, worked out or advanced: a stable code and a sentence naming the day, the
/// line and the value.
public struct ProgramError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<ProgramError>

    /// The kind of error.
    public let code: Code
    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The program `name` has no days.
    public static func noDays(_ name: String) -> Self {
        Self(.noDays, "the program \"\(name)\" has no days; expected at least one day with its lifts")
    }

    /// The day index `index` is not one of the program's `count` days.
    public static func unknownDay(_ index: Int, count: Int) -> Self {
        Self(.unknownDay, "day \(index) is not in the program; expected a day from 0 to \(count - 1)")
    }

    /// The day `index` was given as trained, but the state's next day is `next`: a day is advanced only in turn.
    public static func notNextDay(_ index: Int, name: String, next: Int, nextName: String) -> Self {
        Self(
            .notNextDay,
            "day \(index) (\(name)) is not the next day; expected day \(next) (\(nextName)): a missed day is not "
                + "advanced, it stays next")
    }

    /// A logged lift names line `line`, which day `day` does not have.
    public static func unknownLine(_ line: Int, day: String, count: Int) -> Self {
        Self(
            .unknownLine,
            "a logged lift is for line \(line) of \"\(day)\", which has \(count) lifts; expected a line from 0 to "
                + "\(count - 1)")
    }

    /// A line of a day could not be worked out; `problem` is the rule's, the prescription's or the rounder's error.
    public static func line(_ line: Int, _ lift: String, day: String, _ problem: some CodedError) -> Self {
        Self(.line, "\"\(day)\", line \(line) (\(lift)): \(problem.message) [\(problem.code.rawValue)]")
    }

    /// A line gives no prescription: it has none, and its rule leaves the sets to the line.
    public static func noPrescription(_ line: Int, _ lift: String, day: String, rule: String) -> Self {
        Self(
            .noPrescription,
            "\"\(day)\", line \(line) (\(lift)) has no sets and its rule \"\(rule)\" gives none; expected the line "
                + "to prescribe sets, such as 3x5 @100kg")
    }
}

extension ErrorCode where Domain == ProgramError {
    /// The program has no days.
    public static let noDays = Self(rawValue: "program.no-days")
    /// A day index is not one of the program's days.
    public static let unknownDay = Self(rawValue: "program.unknown-day")
    /// A day was given as trained that is not the state's next day.
    public static let notNextDay = Self(rawValue: "program.not-next-day")
    /// A logged lift names a line the day does not have.
    public static let unknownLine = Self(rawValue: "program.unknown-line")
    /// A line's rule, parameters, state or loads could not be worked out; the message carries the cause's code.
    public static let line = Self(rawValue: "program.line")
    /// A line has no sets and its rule gives none.
    public static let noPrescription = Self(rawValue: "program.no-prescription")
    /// An advance was undone from a state other than the one it reached.
    public static let notLatest = Self(rawValue: "program.not-latest")
}
