extension Key {
    /// Escape and then the character, for an Alt key that the program reading it does not bind; `nil` for any
    /// other key.
    ///
    /// Alt-u arrives as ESC and `u`, the very bytes of Escape typed just before `u`: sent together by a script or
    /// tmux, or typed within the few tens of milliseconds ``TerminalSession`` waits to tell a lone Escape from the
    /// start of a sequence. A program with no Alt-u of its own reads them as the two keys, as vi and most other
    /// terminal programs do, so neither key is lost.
    public var splitAlt: [Key]? {
        guard case .alt(let character) = self else { return nil }
        return [.escape, .character(character)]
    }
}
