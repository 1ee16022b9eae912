public import KheperCore

extension SetBlock {
    /// How the exercises of a set are performed: back to back, or against a clock.
    public enum Style: String, FieldChoice {
        /// Two exercises back to back; the default.
        case superset
        /// Several exercises in turn, usually for several rounds.
        case circuit
        /// Three or more exercises back to back for one muscle group.
        case giant
        /// Every minute on the minute: the exercises at the start of each interval of `every`, for `duration`.
        case emom
        /// As many rounds as possible of the exercises within `duration`.
        case amrap
        /// The rounds of the exercises as fast as possible, the clock counting up to an optional `cap`.
        case forTime

        /// The name shown in rendered output, such as "Giant set" or "EMOM".
        public var displayName: String {
            switch self {
            case .superset: "Superset"
            case .circuit: "Circuit"
            case .giant: "Giant set"
            case .emom: "EMOM"
            case .amrap: "AMRAP"
            case .forTime: "For time"
            }
        }

        /// Whether the group runs against a clock (EMOM, AMRAP, for time) rather than set by set.
        public var isTimed: Bool {
            switch self {
            case .superset, .circuit, .giant: false
            case .emom, .amrap, .forTime: true
            }
        }

        /// The style named with an article, for messages, such as "an EMOM".
        var phrase: String {
            switch self {
            case .superset: "a superset"
            case .circuit: "a circuit"
            case .giant: "a giant set"
            case .emom: "an EMOM"
            case .amrap: "an AMRAP"
            case .forTime: "a for-time group"
            }
        }
    }
}
