/// One parsed finding: `FILE:LINE:COLUMN: severity: message` or `FILE: severity: message`.
struct Finding {
    /// The file the finding is about.
    let file: String

    /// The line, or `nil` when the finding has no location.
    let line: Int?

    /// The column, or `nil` when the finding has none.
    let column: Int?

    /// `error`, `warning` or `info`.
    let severity: String

    /// The message, with its `[code]`.
    let message: String

    /// Parses `text`, or returns `nil` when it does not start with one of `files` and a severity.
    init?(_ text: String, files: [String]) {
        guard let file = files.first(where: { text.hasPrefix($0 + ":") }) else { return nil }
        var rest = Substring(text.dropFirst(file.count + 1))
        var numbers: [Int] = []
        while numbers.count < 2, let colon = rest.firstIndex(of: ":"), let number = Int(rest[..<colon]) {
            numbers.append(number)
            rest = rest[rest.index(after: colon)...]
        }
        rest = rest.drop { $0 == " " }
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let severity = String(rest[..<colon])
        guard ["error", "warning", "info", "note"].contains(severity) else { return nil }
        self.file = file
        self.line = numbers.first
        self.column = numbers.count > 1 ? numbers[1] : nil
        self.severity = severity
        self.message = String(rest[rest.index(after: colon)...].drop { $0 == " " })
    }

    /// `FILE:LINE:COLUMN`, `FILE:LINE` or `FILE`, as written.
    var location: String {
        [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }
}
