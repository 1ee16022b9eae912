import Foundation
import Synchronization

/// A regular expression in the dialect of JSON Schema's `pattern` keyword (ECMA-262), compiled once so that
/// checking a value does not compile it again. A pattern declared in code can put compiling off until a value
/// needs the engine (``init(compilingLazily:)``), since the engine's first compile costs milliseconds of every
/// process's start. As in JSON Schema it is not anchored: text matches when the
/// expression matches anywhere in it, so `^[A-Z]{3}$` asks for exactly three capitals.
///
/// It runs on ICU's engine, with the ECMA-262 meanings of `$` (the very end of the text, never before a final line
/// break) and of `\d`, `\w` and their negations (ASCII only); two patterns are equal when their sources are.
public struct JSONSchemaPattern: Sendable, Hashable, CustomStringConvertible {
    /// The expression as written, such as `^[A-Z]{3}$`.
    public let source: String

    /// What compiling made, shared by every copy of the pattern.
    private let compiled: Compiled

    /// The compiled forms of one pattern, each made once and never changed.
    private final class Compiled: Sendable {
        /// The expression, for the engine: compiled at first use when the pattern was made to wait, and `nil`
        /// inside when it does not compile.
        private let expression: Mutex<NSRegularExpression??>

        /// For a pattern of fixed length, the characters each position allows, so a value is checked without the
        /// engine, which costs microseconds a value (see ``fixedPositions(of:)``); `nil` for any other pattern.
        let positions: [[ClosedRange<Unicode.Scalar>]]?

        init(expression: NSRegularExpression??, positions: [[ClosedRange<Unicode.Scalar>]]?) {
            self.expression = Mutex(expression)
            self.positions = positions
        }

        /// The expression for `source`, compiled now if it was not yet; nil when it does not compile.
        func expression(for source: String) -> NSRegularExpression? {
            expression.withLock { expression in
                if let compiled = expression { return compiled }
                let compiled = try? NSRegularExpression(pattern: JSONSchemaPattern.engineSource(of: source))
                expression = .some(compiled)
                return compiled
            }
        }
    }

    /// Compiles `source`; `nil` when it is not a regular expression.
    public init?(_ source: String) {
        guard let expression = try? NSRegularExpression(pattern: Self.engineSource(of: source)) else { return nil }
        self.source = source
        self.compiled = Compiled(expression: .some(expression), positions: Self.fixedPositions(of: source))
    }

    /// `source`, compiled when a value first needs the engine: for a pattern declared in code, known to compile. A
    /// source that does not compile matches every text, as a field whose pattern does not compile checks nothing.
    public init(compilingLazily source: String) {
        self.source = source
        self.compiled = Compiled(expression: nil, positions: Self.fixedPositions(of: source))
    }

    /// The characters each position allows, when the pattern has a fixed length; `nil` when the engine checks it.
    var positions: [[ClosedRange<Unicode.Scalar>]]? { compiled.positions }

    /// Whether the expression matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        guard let positions else { return matchesWithEngine(text) }
        var index = 0
        for scalar in text.unicodeScalars {
            guard index < positions.count, positions[index].contains(where: { $0.contains(scalar) }) else {
                return false
            }
            index += 1
        }
        return index == positions.count
    }

    /// Whether the regular-expression engine finds a match somewhere in `text`.
    func matchesWithEngine(_ text: String) -> Bool {
        guard let expression = compiled.expression(for: source) else { return true }
        return expression.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// The characters each position allows, for a pattern that is `^`, then atoms, then `$`, where an atom is an
    /// ASCII letter or digit, `-`, or a class of letters, digits and ranges of them (`[0-9Xx]`), each optionally
    /// followed by `{n}`: such a pattern matches exactly the texts of its length whose every character its
    /// position allows, as tempo's `^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$` or `^[A-Z]{3}$` does. `nil` otherwise.
    static func fixedPositions(of source: String) -> [[ClosedRange<Unicode.Scalar>]]? {
        var rest = Array(source.unicodeScalars)[...]
        guard rest.popFirst() == "^", rest.popLast() == "$" else { return nil }
        let isPlain = { (scalar: Unicode.Scalar) in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        var positions: [[ClosedRange<Unicode.Scalar>]] = []
        while let first = rest.popFirst() {
            var atom: [ClosedRange<Unicode.Scalar>] = []
            if first == "[" {
                var closed = false
                while let lower = rest.popFirst() {
                    guard lower != "]" else {
                        closed = true
                        break
                    }
                    guard isPlain(lower) else { return nil }
                    guard rest.first == "-", let upper = rest.dropFirst().first, isPlain(upper) else {
                        atom.append(lower...lower)
                        continue
                    }
                    guard lower <= upper else { return nil }
                    rest = rest.dropFirst(2)
                    atom.append(lower...upper)
                }
                guard closed, !atom.isEmpty else { return nil }
            } else {
                guard isPlain(first) || first == "-" else { return nil }
                atom = [first...first]
            }
            var count = 1
            if rest.first == "{" {
                rest = rest.dropFirst()
                var digits = ""
                while let digit = rest.first, ("0"..."9").contains(digit) {
                    digits.unicodeScalars.append(digit)
                    rest = rest.dropFirst()
                }
                guard rest.popFirst() == "}", let repeats = Int(digits), repeats <= 256 else { return nil }
                count = repeats
            }
            positions += repeatElement(atom, count: count)
        }
        return positions
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
