import KheperCore

/// Finds where a value sits in JSON text, so findings can point at a line the way a compiler does.
///
/// It scans the bytes without building values, following the path member by member and skipping everything
/// else; when part of the path is missing, it stops at the deepest value it found.
struct JSONLocator {
    let bytes: [UInt8]

    /// The 1-based line and column of the value at `path`, or of its nearest existing ancestor.
    func location(of path: JSONPath) -> (line: Int, column: Int)? {
        var offset = skipSpace(from: 0)
        guard offset < bytes.count else { return nil }
        for component in path.components {
            guard let next = child(component, ofValueAt: offset) else { break }
            offset = next
        }
        return lineAndColumn(of: offset)
    }

    private func child(_ component: JSONPath.Component, ofValueAt start: Int) -> Int? {
        switch (component, bytes[start]) {
        case (.key(let key), UInt8(ascii: "{")):
            let wanted = Array(key.utf8)
            var offset = skipSpace(from: start + 1)
            while offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
                let keyEnd = endOfString(from: offset)
                let matches = Array(bytes[(offset + 1)..<max(offset + 1, keyEnd - 1)]) == wanted
                offset = skipSpace(from: keyEnd)
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return nil }
                offset = skipSpace(from: offset + 1)
                if matches { return offset }
                offset = skipSpace(from: endOfValue(from: offset))
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { return nil }
                offset = skipSpace(from: offset + 1)
            }
            return nil
        case (.index(let index), UInt8(ascii: "[")):
            var offset = skipSpace(from: start + 1)
            var position = 0
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "]") {
                if position == index { return offset }
                offset = skipSpace(from: endOfValue(from: offset))
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { return nil }
                offset = skipSpace(from: offset + 1)
                position += 1
            }
            return nil
        default:
            return nil
        }
    }

    /// The offset just past the value starting at `start`.
    private func endOfValue(from start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var offset = start
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    offset = endOfString(from: offset)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return offset + 1 }
                default:
                    break
                }
                offset += 1
            }
            return offset
        default:
            var offset = start
            while offset < bytes.count, !Self.isDelimiter(bytes[offset]) { offset += 1 }
            return offset
        }
    }

    /// The offset just past the closing quote of the string starting at `start`.
    private func endOfString(from start: Int) -> Int {
        var offset = start + 1
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\\"): offset += 2
            case UInt8(ascii: "\""): return offset + 1
            default: offset += 1
            }
        }
        return offset
    }

    private func skipSpace(from start: Int) -> Int {
        var offset = start
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        return offset
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(byte)
    }

    private func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return (line, column)
    }
}
