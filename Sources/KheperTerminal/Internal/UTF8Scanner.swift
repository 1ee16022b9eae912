/// Reads one UTF-8 scalar from bytes, telling a valid scalar from an invalid subpart and from one still arriving.
enum UTF8Scanner {
    /// What the bytes at a position hold.
    enum Result: Equatable {
        /// A valid scalar of `length` bytes.
        case scalar(Unicode.Scalar, length: Int)
        /// A maximal invalid subpart of `length` bytes, to be read as one U+FFFD.
        case invalid(length: Int)
        /// A valid prefix that the end of the bytes cut short.
        case incomplete
    }

    /// The scalar at `index`; with `final`, a prefix cut short is invalid rather than incomplete.
    static func scalar(in bytes: [UInt8], at index: Int, final: Bool) -> Result {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        default: return .invalid(length: 1)
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard index + offset < bytes.count else { return final ? .invalid(length: offset) : .incomplete }
            let byte = bytes[index + offset]
            guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else { return .invalid(length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return .scalar(Unicode.Scalar(value)!, length: length)
    }
}
