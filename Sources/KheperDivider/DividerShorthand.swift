import KheperCore

/// Reads the one line typed after choosing "Divider".
///
/// `---` (three or more dashes) is a line; `--- Warm-up` starts a section labelled "Warm-up"; a blank line or
/// `space` is blank space. Anything else is an error naming what was typed.
enum DividerShorthand {
    /// Reads `line` into a divider.
    static func parse(_ line: String) throws(ShorthandError) -> DividerBlock {
        let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = tokens.first else { return DividerBlock(style: .space) }
        if tokens.count == 1, first.lowercased() == "space" { return DividerBlock(style: .space) }
        guard first.count >= 3, first.allSatisfy({ $0 == "-" }) else {
            throw .unreadable(String(first), expected: "\"---\", \"--- Label\", \"space\" or nothing")
        }
        guard tokens.count > 1 else { return DividerBlock() }
        let label = tokens.dropFirst().joined(separator: " ")
        guard label.count <= DividerBlock.maximumLabelLength else {
            throw ShorthandError(
                .invalidValue, token: label,
                "the label has \(label.count) characters; expected at most \(DividerBlock.maximumLabelLength)")
        }
        return DividerBlock(style: .section, label: label)
    }
}
