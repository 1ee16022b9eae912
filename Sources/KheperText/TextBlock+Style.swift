public import KheperCore

extension TextBlock {
    /// How a text block is set.
    public enum Style: String, FieldChoice {
        /// The workout's title, set large.
        case title
        /// A heading that starts a part of the workout.
        case heading
        /// A paragraph; the default.
        case body
        /// An aside, such as a coaching cue, set apart from the body.
        case note
    }
}
