/// Thrown after the findings are forwarded, so `swift package lint-workouts` exits non-zero.
struct LintFailed: Error, CustomStringConvertible {
    /// How many errors were found.
    let errors: Int

    /// A one-line summary.
    var description: String { "lint-workouts: \(errors) error\(errors == 1 ? "" : "s") in the workouts" }
}
