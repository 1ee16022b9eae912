/// A line diff of two texts, small and exact: the longest common subsequence of their lines.
enum LineDiff {
    /// Lines only in `expected` prefixed `- `, only in `actual` `+ `, shared ones `  `; at most `limit` lines.
    static func diff(expected: String, actual: String, limit: Int = 80) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Too big for the quadratic table: show both in full instead.
        guard old.count * new.count <= 4_000_000 else {
            return (old.prefix(limit / 2).map { "- " + $0 } + new.prefix(limit / 2).map { "+ " + $0 })
                .joined(separator: "\n")
        }
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  " + old[i])
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        let shown = lines.count > limit ? Array(lines.prefix(limit)) + ["  … \(lines.count - limit) more lines"] : lines
        return shown.joined(separator: "\n")
    }
}
