public import KheperCore

extension DividerBlock {
    /// How a divider is drawn.
    public enum Style: String, FieldChoice {
        /// A horizontal rule; the default.
        case line
        /// Blank space.
        case space
        /// The start of a named section, drawn as its label.
        case section
    }
}
