import KheperCore

extension MarkdownTarget {
    /// An inline code span holding `text` literally, fenced by more backticks than any run inside it.
    ///
    /// Line breaks become spaces, and the span is padded with a space where CommonMark would otherwise read a
    /// backtick at either end as part of the fence or strip a space the text holds.
    public static func codeSpan(_ text: String) -> String {
        var content: [UInt8] = []
        content.reserveCapacity(text.utf8.count)
        var longestRun = 0
        var run = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            if byte == backtick {
                run += 1
                longestRun = max(longestRun, run)
            } else {
                run = 0
            }
            switch byte {
            case lineFeed where previous == carriageReturn: continue
            case lineFeed, carriageReturn: content.append(space)
            default: content.append(byte)
            }
        }
        guard let first = content.first, let last = content.last else { return "` `" }
        let allSpaces = content.allSatisfy { $0 == space }
        let padded = first == backtick || last == backtick || (first == space && last == space && !allSpaces)
        let fence = String(repeating: "`", count: longestRun + 1)
        let pad = padded ? " " : ""
        return fence + pad + String(decoding: content, as: UTF8.self) + pad + fence
    }

    /// A link or image destination for use inside `(…)`: spaces, controls, parentheses, angle brackets, quotes,
    /// backslashes and backticks are percent-encoded, so the text can neither end the link nor start markup, and
    /// `&` is backslash-escaped, so it never starts a character reference yet a query string keeps its meaning.
    public static func linkDestination(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "&") {
                result.append(UInt8(ascii: "\\"))
                result.append(byte)
            } else if byte <= space || byte == 0x7F || destinationSpecials.contains(byte) {
                result.append(UInt8(ascii: "%"))
                result.append(hexDigits[Int(byte >> 4)])
                result.append(hexDigits[Int(byte & 0x0F)])
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Text for one cell of a table row: inline text escaped, so a `|` cannot end the cell, on one line.
    public static func tableCell(_ text: String) -> String {
        escape(text)
    }

    static let backtick = UInt8(ascii: "`")
    static let space = UInt8(ascii: " ")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    private static let destinationSpecials: Set<UInt8> = Set("()<>\"'\\`".utf8)
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
