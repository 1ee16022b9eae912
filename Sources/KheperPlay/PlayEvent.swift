public import KheperTerminal

/// What drives a ``PlayMachine``: a key, or time passing by a clock the caller owns.
public enum PlayEvent: Sendable, Hashable {
    /// A key was pressed.
    case key(Key)
    /// `seconds` passed since the last tick (never read from a clock inside the machine).
    case tick(Double)
}
