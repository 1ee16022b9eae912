import Foundation

/// Colours a workout rendered as plain text for a terminal: titles and headings bold, exercise and block names
/// bold, notes' label cyan, dividers and underlines dim. Without colour the text is written as rendered.
enum RenderedTextStyling {
    /// Writes `text` to standard output, styled when `color`, every part escaped.
    static func write(_ text: String, to output: inout CommandOutput, color: Bool) {
        guard color else {
            output.writeInPieces { $0(text) }
            return
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The rendering ends with a newline, which `print` adds back after the last line.
        let count = text.hasSuffix("\n") ? lines.count - 1 : lines.count
        for index in 0..<count {
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            let styled = style(lines[index], underlinedBy: isUnderline(next))
            output.print(styled)
        }
    }

    /// One line styled by what it is.
    static func style(_ line: String, underlinedBy underline: Bool) -> TerminalText {
        let body = line.drop { $0 == " " }
        let indent = TerminalText(escaping: String(line.prefix(line.count - body.count)))
        if underline { return TextStyle.bold.apply(line, when: true) }
        if isUnderline(line) || body.hasPrefix("──") { return TextStyle.dim.apply(line, when: true) }
        if body.hasPrefix("Note: ") {
            return indent + TextStyle.cyan.apply("Note:", when: true)
                + TerminalText(escaping: String(body.dropFirst(5)))
        }
        if let dash = body.range(of: " — ") {
            let name = String(body[..<dash.lowerBound])
            return indent + TextStyle.bold.apply(name, when: true)
                + TerminalText(escaping: String(body[dash.lowerBound...]))
        }
        return TerminalText(escaping: line)
    }

    /// Whether a line is a rule of `=` or `-` under a title or heading.
    static func isUnderline(_ line: String) -> Bool {
        line.count >= 3 && (line.allSatisfy { $0 == "=" } || line.allSatisfy { $0 == "-" })
    }
}
