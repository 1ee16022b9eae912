public import KheperCore

extension SetBlock {
    /// How the exercises of a set are performed.
    public enum Style: String, FieldChoice {
        /// Two exercises back to back; the default.
        case superset
        /// Several exercises in turn, usually for several rounds.
        case circuit
        /// Three or more exercises back to back for one muscle group.
        case giant

        /// The name shown in rendered output, such as "Giant set".
        public var displayName: String {
            switch self {
            case .superset: "Superset"
            case .circuit: "Circuit"
            case .giant: "Giant set"
            }
        }
    }
}
