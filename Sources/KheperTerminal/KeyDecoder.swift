/// Turns the bytes a terminal sends into ``Key``s, incrementally: feed whatever a read returned, get the keys it
/// completed, and keep the bytes of a key that is still arriving (a UTF-8 character or an escape sequence split
/// across reads).
///
/// A lone ESC cannot be told apart from the start of a sequence until time passes, so it stays pending until
/// ``flush(endOfInput:)``; a reader calls that when no byte has followed for a few tens of milliseconds.
/// Invalid UTF-8 becomes U+FFFD, one per maximal invalid subpart as Unicode recommends; sequences it does not
/// know (mouse reports, focus events, private-mode replies) are dropped whole.
public struct KeyDecoder: Sendable {
    /// Bytes received but not yet turned into keys.
    private var pending: [UInt8] = []
    /// The text of a bracketed paste in progress, once `ESC [ 200 ~` has been read.
    private var paste: [UInt8]?

    /// The longest escape sequence kept; a longer one is malformed and dropped.
    private static let longestSequence = 32
    /// The bytes that end a bracketed paste.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for more input or for ``flush(endOfInput:)``: a lone ESC, a partial sequence
    /// or character, or an open paste.
    public var hasPending: Bool { !pending.isEmpty || paste != nil }

    /// Decodes `bytes` after whatever was pending and returns the keys they complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Resolves what is pending as if no more bytes were coming: a lone ESC becomes ``Key/escape``, a partial
    /// sequence its ESC and then text, a partial character U+FFFD. An open paste stays open unless `endOfInput`,
    /// since a long paste may arrive slowly; at the end of input it is delivered as far as it got.
    public mutating func flush(endOfInput: Bool = false) -> [Key] {
        var keys = decode(final: true)
        if endOfInput, let text = paste {
            keys.append(.paste(Self.pasteText(text + pending)))
            paste = nil
            pending = []
        }
        return keys
    }

    // MARK: - Decoding

    /// The result of reading one key at a position.
    private enum Step {
        /// `count` bytes were read, giving `keys` (none when the bytes were dropped).
        case read([Key], count: Int)
        /// More bytes are needed.
        case incomplete
    }

    private mutating func decode(final: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = Self.find(Self.pasteEnd, in: pending, from: index) else {
                    // Keep a tail that may be the start of the end marker; the rest is paste text.
                    let keep = min(Self.pasteEnd.count - 1, pending.count - index)
                    paste!.append(contentsOf: pending[index..<(pending.count - keep)])
                    index = pending.count - keep
                    break
                }
                paste!.append(contentsOf: pending[index..<end])
                keys.append(.paste(Self.pasteText(paste!)))
                paste = nil
                index = end + Self.pasteEnd.count
                continue
            }
            switch step(at: index, final: final) {
            case .read(let read, let count):
                keys.append(contentsOf: read)
                index += count
            case .incomplete:
                pending.removeFirst(index)
                return keys
            }
        }
        pending.removeFirst(index)
        return keys
    }

    private mutating func step(at index: Int, final: Bool) -> Step {
        let byte = pending[index]
        switch byte {
        case 0x1B: return escape(at: index, final: final)
        case 0x00...0x1F, 0x7F: return .read([Self.key(forControlCode: byte)], count: 1)
        default: return text(at: index, final: final)
        }
    }

    /// The key a C0 control code or DEL stands for; ESC here is a lone Escape.
    static func key(forControlCode byte: UInt8) -> Key {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x09: .tab
        case 0x7F, 0x08: .backspace
        case 0x1B: .escape
        case 0x00: .ctrl(" ")
        case 0x01...0x1A: .ctrl(Character(Unicode.Scalar(byte + 0x60)))
        default: .ctrl(Character(Unicode.Scalar(byte + 0x40)))
        }
    }

    /// Reads a run of text, so that the scalars of one grapheme that arrive together become one key.
    private func text(at start: Int, final: Bool) -> Step {
        var scalars = String.UnicodeScalarView()
        var index = start
        while index < pending.count, pending[index] >= 0x20, pending[index] != 0x7F {
            switch UTF8Scanner.scalar(in: pending, at: index, final: final) {
            case .scalar(let scalar, let length):
                // C1 controls arrive as characters but act on a terminal; they are not keys.
                if scalar.properties.generalCategory != .control { scalars.append(scalar) }
                index += length
            case .invalid(let length):
                scalars.append("\u{FFFD}")
                index += length
            case .incomplete:
                guard index > start else { return .incomplete }
                return .read(String(scalars).map(Key.character), count: index - start)
            }
        }
        return .read(String(scalars).map(Key.character), count: index - start)
    }

    private mutating func escape(at index: Int, final: Bool) -> Step {
        guard index + 1 < pending.count else { return final ? .read([.escape], count: 1) : .incomplete }
        let next = pending[index + 1]
        switch next {
        case 0x5B: return controlSequence(at: index, final: final)
        case 0x4F: return singleShift(at: index, final: final)
        case 0x7F: return .read([.modified(.backspace, .alt)], count: 2)
        case 0x0D: return .read([.modified(.enter, .alt)], count: 2)
        case 0x20...0x7E: return .read([.alt(Character(Unicode.Scalar(next)))], count: 2)
        default: return .read([.escape], count: 1)
        }
    }

    /// `ESC O` and one byte: cursor keys in application mode and F1–F4.
    private func singleShift(at index: Int, final: Bool) -> Step {
        guard index + 2 < pending.count else { return final ? .read([.alt("O")], count: 2) : .incomplete }
        guard let key = Self.letterKey(pending[index + 2]) else { return .read([.alt("O")], count: 2) }
        return .read([key], count: 3)
    }

    /// `ESC [`, parameter bytes, intermediate bytes and a final byte.
    private mutating func controlSequence(at index: Int, final: Bool) -> Step {
        var end = index + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) { end += 1 }
        guard end < pending.count, end - index < Self.longestSequence else {
            if end - index >= Self.longestSequence { return .read([], count: end - index) }
            if !final { return .incomplete }
            // Nothing more is coming: the ESC was a key of its own (ESC then `[` is Alt-[).
            return end == index + 2 ? .read([.alt("[")], count: 2) : .read([.escape], count: 1)
        }
        let finalByte = pending[end]
        guard (0x40...0x7E).contains(finalByte) else {
            // A control byte inside a sequence: `ESC [` alone was Alt-[; anything longer is malformed and dropped.
            // Either way the byte is read again.
            return end == index + 2 ? .read([.alt("[")], count: 2) : .read([], count: end - index)
        }
        let parameters = pending[(index + 2)..<end]
        let count = end + 1 - index
        // Private sequences (`<`, `=`, `>`, `?`) and intermediates are replies and reports, not keys.
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return .read([], count: count) }
        let numbers = parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map { digits in
            digits.isEmpty ? nil : digits.reduce(0) { min($0 * 10 + Int($1 - 0x30), 10_000) }
        }
        let modifiers = KeyModifiers(rawValue: UInt8(clamping: max(0, (numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1)))
        let key: Key?
        switch finalByte {
        case 0x7E:
            let code = numbers.first.flatMap { $0 } ?? 0
            if code == 200 {
                paste = []
                return .read([], count: count)
            }
            key = Self.tildeKey(code)
        case 0x5A: key = .backTab
        default: key = Self.letterKey(finalByte)
        }
        guard let key else { return .read([], count: count) }
        return .read([modifiers.isEmpty || key == .backTab ? key : .modified(key, modifiers)], count: count)
    }

    /// The key a final letter names, in `ESC [ X`, `ESC [ 1 ; m X` and `ESC O X`.
    private static func letterKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50...0x53: .function(Int(byte - 0x50) + 1)
        default: nil
        }
    }

    /// The key a number names in `ESC [ n ~`, as xterm and the Linux console send them.
    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23, 24: .function(code - 12)
        default: nil
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }

    /// Pasted bytes as text, with the CR a terminal sends for each line break read as LF.
    private static func pasteText(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacing("\r\n", with: "\n").replacing("\r", with: "\n")
    }
}
