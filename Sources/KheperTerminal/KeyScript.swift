/// Keys written as text, for `--script FILE` and for tests: a program reads the same ``Key``s it would get from
/// a person at the keyboard.
///
/// The format, line by line:
/// - blank lines and lines starting with `#` are ignored;
/// - `text:` types the rest of the line exactly, one key per character (`text:82.5`, `text:深蹲`);
/// - `paste:` pastes the rest of the line as one ``Key/paste(_:)``;
/// - any other line is key names separated by spaces, as ``Key/description`` writes them: `enter`, `tab`,
///   `escape`, `up`, `pagedown`, `f5`, `ctrl-c`, `alt-x`, `ctrl-shift-right`, `space`, a single character; a name
///   may end in `*N` to repeat it (`down*3`).
public enum KeyScript {
    /// The keys `script` lists, in order.
    /// - Throws: ``KeyScriptError`` naming the line of the first name that is not a key.
    public static func keys(from script: String) throws(KeyScriptError) -> [Key] {
        var keys: [Key] = []
        for (offset, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.last == "\r" ? line.dropLast() : line
            if line.hasPrefix("text:") {
                keys += line.dropFirst(5).map(Key.character)
                continue
            }
            if line.hasPrefix("paste:") {
                keys.append(.paste(String(line.dropFirst(6))))
                continue
            }
            let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if tokens.first?.hasPrefix("#") ?? true { continue }
            for token in tokens {
                var name = String(token)
                var count = 1
                if let star = token.lastIndex(of: "*"), star != token.startIndex,
                    let repeats = Int(token[token.index(after: star)...]), (1...10_000).contains(repeats)
                {
                    name = String(token[..<star])
                    count = repeats
                }
                guard let key = Key(name: name) else {
                    throw KeyScriptError(line: offset + 1, message: "“\(token)” is not a key name")
                }
                keys += repeatElement(key, count: count)
            }
        }
        return keys
    }

    /// `keys` as a script, one key per line, that ``keys(from:)`` reads back as the same keys; runs of
    /// characters other than spaces become one `text:` line.
    public static func script(for keys: [Key]) -> String {
        var lines: [String] = []
        var text = ""
        for key in keys {
            if case .character(let character) = key, character != " ", character != "\n", character != "\r" {
                text.append(character)
                continue
            }
            if !text.isEmpty { lines.append("text:" + text) }
            text = ""
            lines.append(key.description)
        }
        if !text.isEmpty { lines.append("text:" + text) }
        return lines.map { $0 + "\n" }.joined()
    }
}

/// A key script names something that is not a key.
public struct KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stable identifier of a kind of failure.
    public enum Code: String, Hashable, Sendable {
        /// A line names something that is not a key.
        case unknownKey = "key-script.unknown-key"
    }

    /// What went wrong, by kind; a key script fails one way, ``Code/unknownKey``.
    public var code: Code { .unknownKey }
    /// The line, from 1.
    public let line: Int
    /// What is wrong, for a person.
    public let message: String

    /// Creates an error about `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message [code]`.
    public var description: String { "line \(line): \(message) [\(code.rawValue)]" }
}
