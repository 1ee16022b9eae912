/// A column one app's exports write, known by its header name.
protocol ExportColumn: Hashable {
    /// The column a header names, or nil when the app writes no such column. Case and spaces are ignored.
    init?(header: String)

    /// The headers the app writes, in its order, for the message that says which columns were expected.
    static var expectedHeaders: [String] { get }
}

/// The columns of an export's header row, each checked against the columns its app writes: a header the app does
/// not write, or a column named twice, is refused with its name, its place and the columns expected, rather than
/// read as a column that is always empty (every set imported without its weight, say). Every importer's header goes
/// through here.
struct ExportHeader<Column: ExportColumn> {
    /// Where each column is in a row.
    let index: [Column: Int]

    /// Checks `header`, the first record of an export of `app` (`Hevy`, `FitNotes`, `Strong`).
    /// - Throws: ``LogImportError`` `import.unknown-column` or `import.repeated-column`, at the header's field.
    init(_ header: CSVRecord, app: String) throws(LogImportError) {
        var index: [Column: Int] = [:]
        let expected = Column.expectedHeaders.joined(separator: ", ")
        for (position, name) in header.fields.enumerated() {
            let at = header.position(of: position)
            let shown = LogImportError.quoted(name.trimmingSpaces)
            guard let column = Column(header: name) else {
                throw LogImportError(
                    .unknownColumn,
                    "\(at): the header's column \(position + 1) is \(shown), which \(app) does not write; expected "
                        + "only \(app)'s columns: \(expected)",
                    at: at)
            }
            if let first = index[column] {
                throw LogImportError(
                    .repeatedColumn,
                    "\(at): the header's column \(position + 1) is \(shown), the same column as column \(first + 1); "
                        + "expected each of \(app)'s columns at most once: \(expected)",
                    at: at)
            }
            index[column] = position
        }
        self.index = index
    }
}
