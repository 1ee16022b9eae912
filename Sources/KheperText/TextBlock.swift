public import KheperCore

/// A passage of prose in a workout: a title, a heading, a paragraph or a note.
public struct TextBlock: Block {
    /// `text`.
    public static let kind: BlockKind = "text"

    /// The words themselves, within the length ``fields`` declares; line breaks are kept.
    public var text: String

    /// How the text is set, as written; `nil` means ``Style/body``.
    public var style: Style?

    /// The style in effect: the stored one, or ``Style/body`` when none is stored.
    public var resolvedStyle: Style { style ?? .body }

    /// Creates a text block; leave `style` `nil` to use the default, body text.
    public init(text: String, style: Style? = nil) {
        self.text = text
        self.style = style
    }
}
