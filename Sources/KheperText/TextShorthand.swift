import KheperCore

/// Reads the one line typed after choosing "Text".
///
/// Plain words make body text; a leading `# ` makes a title, `## ` a heading and `> ` a note. The marker is
/// dropped and the rest, trimmed, is the text: `## Warm-up` is a heading reading "Warm-up".
enum TextShorthand {
    /// The markers in the order they are tried, longest first so `## ` is not read as `# `.
    private static let markers: [(prefix: String, style: TextBlock.Style)] = [
        ("## ", .heading), ("# ", .title), ("> ", .note),
    ]

    /// Reads `line` into a text block.
    static func parse(_ line: String) throws(ShorthandError) -> TextBlock {
        let trimmed = line.trimmed
        var style: TextBlock.Style?
        var body = trimmed
        for marker in markers where trimmed.hasPrefix(marker.prefix) || trimmed == marker.prefix.trimmed {
            style = marker.style
            body = String(trimmed.dropFirst(marker.prefix.count)).trimmed
            break
        }
        guard !body.isEmpty else {
            throw ShorthandError(.empty, token: nil, "the text is empty; type the words, optionally after #, ## or >")
        }
        guard body.count <= TextBlock.maximumLength else {
            throw ShorthandError(
                .invalidValue,
                token: nil,
                "the text has \(body.count) characters; expected at most \(TextBlock.maximumLength)"
            )
        }
        return TextBlock(text: body, style: style)
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    fileprivate var trimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
