import Foundation

/// A checked kind tag and the Swift names made from it: `acme/hip-opener` → `KheperHipOpener`, `HipOpenerBlock`.
struct KindName {
    /// The tag written in documents, such as `stretch` or `acme/stretch`.
    let tag: String

    /// The part after the namespace, such as `stretch`.
    let name: String

    /// The name's words in upper camel case, such as `HipOpener`.
    let typePrefix: String

    /// Checks `text` against `[a-z][a-z0-9-]*`, optionally `namespace/name`, and derives the Swift names.
    init(validating text: String) throws(ScaffoldError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, parts.allSatisfy(Self.isWellFormedPart) else {
            throw ScaffoldError(
                """
                malformed kind name "\(text)": expected [a-z][a-z0-9-]* (lowercase letters, digits and single \
                hyphens, starting with a letter and not ending with a hyphen), optionally namespaced as in \
                "acme/stretch"
                """
            )
        }
        tag = text
        name = parts[parts.count - 1]
        typePrefix = name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The module, such as `KheperStretch`.
    var moduleName: String { "Kheper" + typePrefix }

    /// The block type, such as `StretchBlock`.
    var typeName: String { typePrefix + "Block" }

    /// The name for the "+" menu, such as `Hip opener`.
    var displayName: String {
        let words = name.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The tag as an HTML class, with the namespace joined by a hyphen: `acme-stretch`.
    var cssClass: String { tag.replacingOccurrences(of: "/", with: "-") }

    /// Whether `part` matches `[a-z][a-z0-9-]*` without a trailing or doubled hyphen.
    private static func isWellFormedPart(_ part: String) -> Bool {
        guard let first = part.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        guard part.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        else { return false }
        return !part.hasSuffix("-") && !part.contains("--")
    }
}
