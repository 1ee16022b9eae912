/// The rows a query returned, every value in PostgreSQL's text form and `nil` for SQL NULL.
public struct QueryResult: Sendable, Hashable {
    /// The column names, in order.
    public let columns: [String]

    /// The rows, each with one value per column.
    public let rows: [[String?]]

    /// Creates a result from its column names and rows.
    public init(columns: [String], rows: [[String?]]) {
        self.columns = columns
        self.rows = rows
    }

    /// The value in the first column of the first row, or `nil` when there is none or it is NULL.
    public var scalar: String? { rows.first?.first ?? nil }
}
