/// An exercise the plan names one way and the training log keeps under another: the plan's `Squat` logged as the
/// log's `Squat (Barbell)`, or `Pull-up` as `Pull Up`. The play shows it on the exercise's screen and in the
/// summary, so the lifter sees where the sets went.
public struct PlayLoggedName: Sendable, Hashable, CustomStringConvertible {
    /// The exercise's name as the workout writes it.
    public var planned: String
    /// The name of the training log's exercise the sets are logged under.
    public var logged: String

    /// Creates a record of `planned` logged as `logged`.
    public init(planned: String, logged: String) {
        self.planned = planned
        self.logged = logged
    }

    /// `Squat logged as Squat (Barbell)`.
    public var description: String { "\(planned) logged as \(logged)" }
}
