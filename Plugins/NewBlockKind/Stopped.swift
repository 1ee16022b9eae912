/// What the command throws after reporting a ``ScaffoldError``, so SwiftPM exits non-zero without repeating it.
struct Stopped: Error, CustomStringConvertible {
    /// A line pointing at the error reported above.
    var description: String { "new-block-kind stopped (see the error above)" }
}
