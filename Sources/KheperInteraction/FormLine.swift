/// One line of a ``BlockFieldForm`` as a view stacks them, top to bottom: entries, the problem under an invalid
/// entry, and the headings of list fields and of their rows.
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
    /// The heading of one row of a list field, such as `Set 2` (`index` counts from 0, the label from 1).
    case row(field: String, index: Int, label: String)
}
