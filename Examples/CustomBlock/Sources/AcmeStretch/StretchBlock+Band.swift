public import KheperCore

extension StretchBlock {
    /// The resistance band used, if any.
    public enum Band: String, FieldChoice {
        /// No band; the default.
        case none
        /// A light band.
        case light
        /// A medium band.
        case medium
        /// A heavy band.
        case heavy
    }
}
