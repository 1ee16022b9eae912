import KheperTerminal

/// The regions of the outline editor's screen, so a test asserts the one it is about and a change to another
/// region (the key hints, say) does not rewrite it.
///
/// The editor draws the title line and a rule first, the outline (or the palette, the form or the
/// grabbed preview) below them, then the status line and the key hints on the last two.
extension ScreenBuffer {
    /// The first line: the workout's title and how many blocks it holds.
    var title: String { lines.first ?? "" }

    /// The lines between the header and the status line, without the blank lines at their end.
    var body: String {
        var body = lines.dropFirst(2).dropLast(2)
        while body.last?.isEmpty == true { body.removeLast() }
        return body.joined(separator: "\n")
    }

    /// The status line: what was done, undone or refused, or the focused field's help in a form.
    var status: String { lines.dropLast().last ?? "" }

    /// The last line, naming the keys of the current mode.
    var keyHints: String { lines.last ?? "" }
}
