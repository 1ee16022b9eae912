import Foundation

/// A regular expression in the dialect of JSON Schema's `pattern` keyword (ECMA-262), compiled once so that
/// checking a value does not compile it again. As in JSON Schema it is not anchored: text matches when the
/// expression matches anywhere in it, so `^[A-Z]{3}$` asks for exactly three capitals.
///
/// It runs on ICU's engine, with the ECMA-262 meanings of `$` (the very end of the text, never before a final line
/// break) and of `\d`, `\w` and their negations (ASCII only); two patterns are equal when their sources are.
public struct JSONSchemaPattern: Sendable, Hashable, CustomStringConvertible {
    /// The expression as written, such as `^[A-Z]{3}$`.
    public let source: String

    private let expression: NSRegularExpression

    /// Compiles `source`; `nil` when it is not a regular expression.
    public init?(_ source: String) {
        guard let expression = try? NSRegularExpression(pattern: Self.engineSource(of: source)) else { return nil }
        self.source = source
        self.expression = expression
    }

    /// Whether the expression matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// The source, as written.
    public var description: String { source }

    /// Two patterns are equal when their sources are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }

    /// Hashes the source.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// `source` in ICU's dialect: outside a class `$` becomes `\z`, and `\d`, `\D`, `\w` and `\W` become ASCII
    /// classes in or out of one (ICU nests classes, so `[\d.]` reads as `[[0-9].]`).
    static func engineSource(of source: String) -> String {
        var result = ""
        var inClass = false
        var escaped = false
        for character in source {
            if escaped {
                escaped = false
                switch character {
                case "d": result += "[0-9]"
                case "D": result += "[^0-9]"
                case "w": result += "[A-Za-z0-9_]"
                case "W": result += "[^A-Za-z0-9_]"
                default: result += "\\\(character)"
                }
                continue
            }
            switch character {
            case "\\": escaped = true
            case "[" where !inClass: inClass = true
            case "]" where inClass: inClass = false
            case "$" where !inClass:
                result += "\\z"
                continue
            default: break
            }
            if !escaped { result.append(character) }
        }
        if escaped { result.append("\\") }
        return result
    }
}
