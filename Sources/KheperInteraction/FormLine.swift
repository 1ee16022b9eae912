/// One line of a ``BlockFieldForm`` as a view stacks them, top to bottom: entries, the problem under an invalid
/// entry, and a list field (an exercise's sets) as a table: its heading, a header row of its columns, one line per
/// row, and a line naming the fields no column shows.
public enum FormLine: Sendable, Hashable {
    /// The entry at this index of ``BlockFieldForm/entries``: its label and its text.
    case entry(Int)
    /// The problem message under the entry at this index.
    case problem(Int)
    /// A rule of the kind that the form breaks at no single entry, at this index of
    /// ``BlockFieldForm/blockProblems``; these lines come last.
    case blockProblem(Int)
    /// The heading of a list field, such as `Sets`, with its number of rows.
    case list(field: String, label: String, rows: Int)
    /// The header row of a list field's table: the labels of ``BlockFieldForm/columns(of:)``.
    case columns(field: String)
    /// One row of a list field's table (`index` counts from 0): its entries in the shown columns, as
    /// ``BlockFieldForm/cells(of:row:)`` gives them; the problems of the row's entries follow it.
    case cells(field: String, index: Int)
    /// The fields of a list's rows that no column shows, under its table, as ``BlockFieldForm/hiddenColumns(of:)``
    /// gives them; Tab still reaches them, and a column shows while it has focus.
    case hiddenColumns(field: String)
}
