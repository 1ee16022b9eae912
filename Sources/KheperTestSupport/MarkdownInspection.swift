/// Reads rendered Markdown the way a CommonMark viewer would, to find what would reach a page as live HTML.
public enum MarkdownInspection {
    /// The raw HTML openings in `markdown`: each `<` outside code spans and not escaped by a backslash that starts
    /// a tag, a comment, a declaration or an autolink, and each unescaped character reference such as `&lt;`,
    /// given with the text that follows it.
    public static func rawHTML(in markdown: String) -> [String] {
        let bytes = Array(markdown.utf8)
        var found: [String] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
            } else if byte == UInt8(ascii: "`") {
                index = endOfCodeSpan(in: bytes, at: index)
            } else if byte == UInt8(ascii: "<"), index + 1 < bytes.count, startsTag(bytes[index + 1]) {
                found.append(excerpt(bytes, from: index))
                index += 1
            } else if byte == UInt8(ascii: "&"), isReference(bytes, at: index) {
                found.append(excerpt(bytes, from: index))
                index += 1
            } else {
                index += 1
            }
        }
        return found
    }

    /// The index after the code span that starts at `start`, or after its backtick run when nothing closes it.
    private static func endOfCodeSpan(in bytes: [UInt8], at start: Int) -> Int {
        let length = runLength(bytes, at: start)
        var index = start + length
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            let run = runLength(bytes, at: index)
            if run == length { return index + run }
            index += run
        }
        return start + length
    }

    private static func runLength(_ bytes: [UInt8], at start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
        return end - start
    }

    private static func startsTag(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
    }

    private static func isReference(_ bytes: [UInt8], at start: Int) -> Bool {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        let nameStart = index
        while index < bytes.count, index - nameStart < 32,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
        {
            index += 1
        }
        return index > nameStart && index < bytes.count && bytes[index] == UInt8(ascii: ";")
    }

    private static func excerpt(_ bytes: [UInt8], from start: Int) -> String {
        String(decoding: bytes[start..<min(start + 24, bytes.count)], as: UTF8.self)
    }
}
