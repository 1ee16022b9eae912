/// The keys `?` lists, grouped as outliners group them.
enum OutlineHelp {
    /// Each line of the help: a key and what it does, or a heading when the key is empty.
    static let entries: [(keys: String, action: String)] = [
        ("", "Moving"),
        ("↑ ↓  k j", "move the focus"),
        ("Home End", "first or last block"),
        ("PgUp PgDn", "a screen up or down"),
        ("← →", "collapse or expand a set; go to the parent or into the set"),
        ("", "Selecting"),
        ("Shift-↑↓", "select the blocks above or below at the same level"),
        ("v", "start or stop selecting; ↑↓ k j then extend it"),
        ("Esc", "clear the selection; another key that moves or edits clears it too"),
        ("", "Editing"),
        ("Enter", "edit the fields: Tab Shift-Tab move, Enter saves, Esc cancels"),
        ("↑ ↓", "in the fields: the same column of the set above or below"),
        ("Tab", "in the fields: the next cell, also a field under \"Tab reaches:\" that no set uses"),
        ("Ctrl-N Ctrl-X", "in the fields: add or remove a row (a set); Alt-↑↓ moves it"),
        ("+ /", "insert: type to filter kinds, then shorthand; Tab after or into a set"),
        ("↓ Tab", "as an exercise's name is typed: ↓↑ highlight a suggested name, Tab or Enter take it"),
        ("Space m", "grab: ↑↓ place, ←→ depth, Enter drop, x trash, Esc cancel"),
        ("Alt-↑ Alt-↓", "move the block one step"),
        ("d", "duplicate the focused block"),
        ("x Delete", "delete the selection, or the focused block"),
        ("w W", "wrap the selection (or the block) in a set, unwrap"),
        ("c", "convert to another kind"),
        ("u Ctrl-Z", "undo"),
        ("Ctrl-R Ctrl-Y", "redo"),
        ("", "Other"),
        ("? q", "this help; quit (every change is already saved)"),
    ]
}
