/// One key press, or one paste, as the terminal reported it: what an interactive program switches on.
///
/// Control keys that have a name of their own (Enter, Tab, Backspace, Escape) are those names, never `ctrl`;
/// `modified` only wraps the navigation and function keys, which are the ones terminals report modifiers for.
public enum Key: Hashable, Sendable {
    /// A printable character: one grapheme when its scalars arrive in one read, as a terminal writes them.
    case character(Character)
    /// Return or Enter (CR, and LF too, so piped scripts work line by line).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Backspace (DEL, or BS as ctrl-H sends it).
    case backspace
    /// A lone Escape, resolved when no more bytes follow it (see ``KeyDecoder/flush(endOfInput:)``).
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward delete, `ESC [ 3 ~`).
    case delete
    /// A function key, F1 to F12.
    case function(Int)
    /// Control with a letter (lower case `a`–`z`, but not the letters of the named keys above) or with one of
    /// `space`, `\`, `]`, `^`, `_`.
    case ctrl(Character)
    /// Alt (Meta) with a printable ASCII character, sent as ESC and the character: the same bytes as Escape typed
    /// just before the character, so a program that binds no such Alt key reads it as both (see ``splitAlt``).
    case alt(Character)
    /// A navigation or function key with Shift, Alt or Ctrl held (`ESC [ 1 ; 5 C` is Ctrl-Right).
    indirect case modified(Key, KeyModifiers)
    /// Text pasted while bracketed paste is on, delivered whole so it is not taken for typed commands.
    case paste(String)
}

/// The modifier keys a terminal reports with a navigation or function key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bit set: shift 1, alt 2, ctrl 4, as in the xterm parameter minus one.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue & 0b111 }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt, or Meta.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let ctrl = KeyModifiers(rawValue: 4)
}
