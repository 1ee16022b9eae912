/// One set of a warm-up scheme: its load (the empty bar, or a percentage of the first working set) and its reps.
public struct WarmupStep: Sendable, Hashable {
    /// What a warm-up step's load is.
    public enum Load: Sendable, Hashable {
        /// The empty bar; off a barbell, the lightest dumbbell or machine step.
        case bar
        /// This percentage of the first working set's load, above 0 and below 100.
        case percent(Double)
    }

    /// The step's load.
    public let load: Load
    /// The step's reps.
    public let reps: Int

    /// A step; ``WarmupScheme/init(_:)`` checks it.
    public init(_ load: Load, reps: Int) {
        self.load = load
        self.reps = reps
    }

    /// The empty bar for `reps`.
    public static func bar(reps: Int) -> WarmupStep { WarmupStep(.bar, reps: reps) }

    /// `percent` of the first working set for `reps`.
    public static func percent(_ percent: Double, reps: Int) -> WarmupStep { WarmupStep(.percent(percent), reps: reps) }

    /// The step as the scheme's description writes it: `bar × 5`, `40% × 5`.
    public var text: String {
        switch load {
        case .bar: "bar × \(reps)"
        case .percent(let percent): "\(LoadText.number(percent))% × \(reps)"
        }
    }
}
