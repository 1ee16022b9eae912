/// What a ``LineEditor`` shows in a field of a given width: the visible characters and where the cursor is.
public struct LineLayout: Sendable, Hashable {
    /// The characters that fit, at most the field's width in columns; a wide character that would be cut is left
    /// out, so this may be one column narrower than the field.
    public var visibleText: String

    /// The index of the first visible character in the editor's text.
    public var start: Int

    /// The cursor's column within the field, from 0; the text's display width before the cursor, from ``start``.
    public var cursorColumn: Int

    /// Whether characters before ``start`` are scrolled out of view, for a `…` or `<` marker.
    public var hiddenBefore: Bool

    /// Whether characters after the visible ones are cut off.
    public var hiddenAfter: Bool

    /// Creates a layout.
    public init(visibleText: String, start: Int, cursorColumn: Int, hiddenBefore: Bool, hiddenAfter: Bool) {
        self.visibleText = visibleText
        self.start = start
        self.cursorColumn = cursorColumn
        self.hiddenBefore = hiddenBefore
        self.hiddenAfter = hiddenAfter
    }
}
