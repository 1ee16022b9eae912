/// What running the suite found: how many cases passed, and each failure.
public struct ConformanceReport: Sendable, Hashable {
    /// The number of cases whose result matched.
    public var passed: Int

    /// The cases whose result did not match, in file and case order.
    public var failures: [ConformanceFailure]

    /// Creates a report.
    public init(passed: Int = 0, failures: [ConformanceFailure] = []) {
        self.passed = passed
        self.failures = failures
    }

    /// `N passed, M failed`, the line `kheper conformance run` ends with.
    public var summary: String { "\(passed) passed, \(failures.count) failed" }

    /// Each failure's file, case and diff, then the summary, as `kheper conformance run` prints them.
    public var text: String {
        var lines: [String] = []
        for failure in failures {
            lines.append("FAIL \(failure.file): \(failure.name) — \(failure.pins)")
            lines.append(failure.diff)
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }
}
