/// What a media `source` is, by the one rule that validation and every renderer share.
///
/// Allowed: an `http` or `https` URL with a host, or a relative path without `..` segments. Everything else is
/// rejected: other schemes (`javascript:`, `data:`, `file:`…), absolute paths (`/x`, `C:\x`), protocol-relative
/// URLs (`//host`), backslashes, the characters `" < > \``, and whitespace or control characters that browsers
/// would strip or reinterpret.
public enum MediaSource: Sendable, Hashable {
    /// An `http` or `https` URL, exactly as written.
    case web(String)
    /// A path relative to the document, exactly as written.
    case relative(String)
    /// A source that must not be used; the reason says why and what is allowed, without repeating the value.
    case rejected(String)

    /// Classifies `text` as a web URL, a relative path, or a rejected source.
    public static func classify(_ text: String) -> MediaSource {
        if let reason = rejection(of: text) { return .rejected(reason) }
        return scheme(of: text) == nil ? .relative(text) : .web(text)
    }

    /// The value to put in a `src` attribute or a link, or `nil` when the source is rejected.
    public var usableSource: String? {
        switch self {
        case .web(let text), .relative(let text): text
        case .rejected: nil
        }
    }

    /// The reason the source is rejected, or `nil` when it is allowed.
    public var rejectionReason: String? {
        if case .rejected(let reason) = self { return reason }
        return nil
    }

    private static func rejection(of text: String) -> String? {
        if text.isEmpty { return "a source is needed: an http or https URL or a relative path" }
        if text.unicodeScalars.contains(where: { $0.properties.isWhitespace && $0 != " " || isControl($0) }) {
            return "control characters, tabs and line breaks are not allowed"
        }
        if text.first == " " || text.last == " " { return "leading or trailing spaces are not allowed" }
        if text.contains("\\") { return "backslashes are not allowed; use \"/\"" }
        if text.contains(where: { "\"<>`".contains($0) }) {
            return "the characters \" < > ` are not allowed; percent-encode them"
        }
        if text.hasPrefix("//") { return "protocol-relative URLs are not allowed; write \"https:\"" }
        if text.hasPrefix("/") { return "absolute paths are not allowed; use a path relative to the document" }
        if let scheme = scheme(of: text) {
            guard scheme == "http" || scheme == "https" else {
                return scheme.count == 1
                    ? "absolute Windows paths are not allowed; use a path relative to the document"
                    : "only http and https URLs are allowed; other schemes, such as javascript or data, are not"
            }
            let rest = text.dropFirst(scheme.count + 1)
            let host = rest.dropFirst(2).prefix { !"/?#".contains($0) }
            guard rest.hasPrefix("//"), !host.isEmpty, !host.contains(" ") else {
                return "a web URL needs \"//\" and a host after \"\(scheme):\""
            }
            return nil
        }
        if text.split(separator: "/", omittingEmptySubsequences: false).first?.contains(":") == true {
            return "a \":\" before the first \"/\" reads as a scheme; only http and https URLs are allowed"
        }
        let path = text.prefix { $0 != "?" && $0 != "#" }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { ["..", ".%2e", "%2e.", "%2e%2e"].contains($0.lowercased()) }) {
            return "\"..\" segments are not allowed; the path must stay inside the document's folder"
        }
        return nil
    }

    /// The lowercased scheme when `text` starts with a well-formed one (`letter (letter|digit|+|-|.)* ":"`).
    private static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let candidate = text[..<colon]
        guard let first = candidate.unicodeScalars.first, first.isASCIILetter,
            candidate.unicodeScalars.allSatisfy({
                $0.isASCIILetter || $0.isASCIIDigit || "+-.".unicodeScalars.contains($0)
            })
        else { return nil }
        return candidate.lowercased()
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
