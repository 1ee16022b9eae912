/// A line for a person, safe to print: the literal text written in Kheper's own code and its ``TextStyle``s stay
/// as they are, and every value interpolated into it is escaped by `TerminalEscaper`, so user text cannot act
/// on the terminal while the tool's own colours still work.
struct TerminalText: ExpressibleByStringInterpolation, CustomStringConvertible, Sendable {
    /// The text with its styles, ready for the terminal.
    private(set) var styled: String

    /// The same text without styles, used when it is interpolated into a plain string.
    private(set) var plain: String

    var description: String { plain }

    /// Kheper's own literal text, trusted as written.
    init(stringLiteral value: String) {
        styled = value
        plain = value
    }

    /// User text, escaped.
    init(escaping text: String) {
        let escaped = TerminalEscaper.escaped(text)
        styled = escaped
        plain = escaped
    }

    init(stringInterpolation: StringInterpolation) {
        styled = stringInterpolation.styled
        plain = stringInterpolation.plain
    }

    /// `text` escaped and wrapped in `style`'s ANSI codes.
    init(_ text: String, style: TextStyle) {
        plain = TerminalEscaper.escaped(text)
        styled = "\u{1B}[\(style.rawValue)m\(plain)\u{1B}[0m"
    }

    /// This text followed by `other`.
    static func + (lhs: TerminalText, rhs: TerminalText) -> TerminalText {
        var joined = lhs
        joined.styled += rhs.styled
        joined.plain += rhs.plain
        return joined
    }

    /// Builds a `TerminalText`: literals are kept, interpolated values escaped, interpolated text kept.
    struct StringInterpolation: StringInterpolationProtocol {
        var styled = ""
        var plain = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            styled.reserveCapacity(literalCapacity)
            plain.reserveCapacity(literalCapacity)
        }

        mutating func appendLiteral(_ literal: String) {
            styled += literal
            plain += literal
        }

        /// Text that is already safe, such as a styled word.
        mutating func appendInterpolation(_ text: TerminalText) {
            styled += text.styled
            plain += text.plain
        }

        /// Any other value, escaped.
        mutating func appendInterpolation(_ value: some Any) {
            let escaped = TerminalEscaper.escaped(String(describing: value))
            styled += escaped
            plain += escaped
        }
    }
}
