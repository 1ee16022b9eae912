import KheperInteraction

/// What the editor is doing, which decides what keys mean and which hints the status line shows.
public enum OutlineMode: Sendable {
    /// Moving the focus through the outline and editing with one-key commands.
    case outline
    /// Choosing a kind to insert, or to convert the focused block to.
    case palette(InsertPalette)
    /// Carrying the focused block to a new place, or to the trash.
    case grab(KeyboardDrag)
    /// Editing the focused block's fields in place.
    case form(InlineForm)
    /// Showing the keys; any key goes back to the outline.
    case help

    /// The key hints shown on the status line in this mode.
    public var hints: String {
        switch self {
        case .outline: "Enter edit · + add · Space grab · u undo · ? help · q quit"
        case .palette(let palette): palette.keyHints
        case .grab: "↑↓ place · ←→ depth · Enter drop · x trash · Esc cancel"
        case .form(let inline) where inline.suggestions.highlighted != nil: SuggestionList.highlightedHints
        case .form(let inline) where !inline.suggestions.names.isEmpty:
            "\(SuggestionList.shownHint) · Tab next field · Enter save · Esc cancel"
        case .form(let inline) where !inline.form.listFields.isEmpty:
            "Tab next · Enter save · Esc cancel · Ctrl-N/X add/remove row"
        case .form: "Tab next field · Shift-Tab back · Enter save · Esc cancel"
        case .help: "any key closes the help"
        }
    }
}
