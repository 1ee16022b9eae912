/// Makes text safe to show on a terminal: every character a terminal acts on — C0 controls other than newline
/// and tab, DEL, the C1 controls U+0080–U+009F and the bidi controls U+202A–U+202E and U+2066–U+2069 — becomes a
/// visible escape, so a title cannot clear the screen, retitle the window, colour text, hide a link or reverse
/// what follows it.
///
/// It works on UTF-8 bytes and returns its input unchanged, without allocating, when nothing needs escaping.
/// A backslash is left as it is, so `\u{1B}` typed by a user and an escaped ESC read the same; that is the price
/// of keeping paths and messages readable, and neither can act on the terminal.
enum TerminalEscaper {
    /// How an escaped character is written.
    enum Notation: Sendable {
        /// `\u{1B}`, as Swift writes it: for human text.
        case visible
        /// `\u001B`, a JSON string escape: for JSON text, which stays valid and keeps its value.
        case json
    }

    /// `text` with every character a terminal acts on written as an escape in `notation`.
    static func escaped(_ text: String, as notation: Notation = .visible) -> String {
        var text = text
        text.makeContiguousUTF8()
        let result = text.utf8.withContiguousStorageIfAvailable { bytes in
            escapedBytes(bytes, as: notation)
        }
        guard let escaped = result ?? nil else { return text }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// UTF-8 text escaped like `escaped(_:as:)` in `visible` notation; `bytes` themselves when nothing needs it.
    static func escaped(bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { escapedBytes($0, as: .visible) } ?? bytes
    }

    /// The escaped bytes, or `nil` when nothing needs escaping.
    private static func escapedBytes(_ bytes: UnsafeBufferPointer<UInt8>, as notation: Notation) -> [UInt8]? {
        var index = 0
        while index < bytes.count, escapedLength(bytes, at: index) == 0 { index += 1 }
        guard index < bytes.count else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        output.append(contentsOf: bytes[..<index])
        while index < bytes.count {
            let length = escapedLength(bytes, at: index)
            guard length > 0 else {
                output.append(bytes[index])
                index += 1
                continue
            }
            appendEscape(of: scalarValue(bytes, at: index, length: length), as: notation, to: &output)
            index += length
        }
        return output
    }

    /// How many bytes the character starting at `index` spans when it must be escaped, else 0. The text is valid
    /// UTF-8, so the bytes after a lead byte are continuation bytes.
    @inline(__always)
    private static func escapedLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return 0 }
        if byte < 0x20 { return byte == 0x0A || byte == 0x09 ? 0 : 1 }
        if byte == 0x7F { return 1 }
        if byte == 0xC2 {
            // U+0080–U+009F are C2 80 – C2 9F.
            return index + 1 < bytes.count && bytes[index + 1] <= 0x9F ? 2 : 0
        }
        if byte == 0xE2, index + 2 < bytes.count {
            // U+202A–U+202E are E2 80 AA – E2 80 AE; U+2066–U+2069 are E2 81 A6 – E2 81 A9.
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            if second == 0x80 && (0xAA...0xAE).contains(third) { return 3 }
            if second == 0x81 && (0xA6...0xA9).contains(third) { return 3 }
        }
        return 0
    }

    /// The scalar value of a one-, two- or three-byte UTF-8 sequence.
    private static func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32 {
        switch length {
        case 1: return UInt32(bytes[index])
        case 2: return UInt32(bytes[index] & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        default:
            return UInt32(bytes[index] & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                | UInt32(bytes[index + 2] & 0x3F)
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends `\u{1B}` or `\u001B` for `value`.
    private static func appendEscape(of value: UInt32, as notation: Notation, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "u"))
        let minimumDigits = notation == .json ? 4 : 1
        var digits: [UInt8] = []
        var rest = value
        repeat {
            digits.append(hexDigits[Int(rest & 0xF)])
            rest >>= 4
        } while rest > 0 || digits.count < minimumDigits
        if notation == .visible { output.append(UInt8(ascii: "{")) }
        output.append(contentsOf: digits.reversed())
        if notation == .visible { output.append(UInt8(ascii: "}")) }
    }
}
