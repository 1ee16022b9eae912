import Foundation

/// One line that `new-block-kind --built-in` inserts into an existing file, at a marker comment a person can read.
///
/// The marker line stays where it is and nothing else in the file changes: the new line goes directly above the
/// marker, or, when `keepsSorted` is set, among the lines above it that start the same way, in alphabetical order.
struct MarkedInsertion {
    /// The file, relative to the package directory.
    let path: String

    /// The text that the marker line contains.
    let marker: String

    /// The line to insert, without indentation: the marker line's indentation is added.
    let line: String

    /// Whether the line goes among its sorted neighbours above the marker (imports), instead of right above it.
    let keepsSorted: Bool

    /// The file's new text, or a refusal naming the file when it has no marker or more than one.
    func apply(to text: String) throws(ScaffoldError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let markers = lines.indices.filter { lines[$0].contains(marker) }
        guard markers.count == 1, let markerIndex = markers.first else {
            let found = markers.isEmpty ? "has no line containing" : "has \(markers.count) lines containing"
            throw ScaffoldError(
                """
                --built-in needs one marker line in \(path), and it \(found) "\(marker)"; restore the marker \
                (see the package's git history) or register the kind by hand. Nothing was written.
                """
            )
        }
        let indentation = String(lines[markerIndex].prefix { $0 == " " })
        let newLine = indentation + line
        guard !lines.contains(newLine) else {
            throw ScaffoldError("\(path) already has the line \"\(line)\"; nothing was written")
        }
        var index = markerIndex
        let prefix = line.split(separator: " ").dropLast().joined(separator: " ")
        if keepsSorted, !prefix.isEmpty {
            let siblings = lines[..<markerIndex].indices.filter { lines[$0].hasPrefix(indentation + prefix + " ") }
            index = siblings.first { lines[$0] > newLine } ?? siblings.last.map { $0 + 1 } ?? markerIndex
        }
        lines.insert(newLine, at: index)
        return lines.joined(separator: "\n")
    }

    /// The insertion as shown by `--dry-run` and after writing: the file, then the line with a plus sign.
    var summary: String { "  \(path):\n    + \(line)" }
}
