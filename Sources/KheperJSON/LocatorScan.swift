/// One forward pass over JSON text that records where each wanted value starts, never moving backwards.
struct LocatorScan {
    /// One open container on a wanted path.
    private struct Frame {
        var node: Int
        var isObject: Bool
        var index: Int
    }

    let bytes: [UInt8]
    private var offset: Int
    /// Bytes looked at so far.
    private(set) var examined = 0
    /// Set when the text stops being well-formed JSON; the pass ends there.
    private var isBroken = false

    init(bytes: [UInt8], start: Int) {
        self.bytes = bytes
        self.offset = start
    }

    /// Walks the text, descending only into containers whose node has wanted children.
    mutating func visit(_ tree: inout LocatorPathTree) {
        var frames: [Frame] = []
        var current: Int? = 0
        skipSpace()
        value: while offset < bytes.count {
            if let node = current, tree.nodes[node].foundAt == nil { tree.nodes[node].foundAt = offset }
            let opener = bytes[offset]
            if let node = current, opener == UInt8(ascii: "{") || opener == UInt8(ascii: "["),
                tree.nodes[node].hasChildren
            {
                let isObject = opener == UInt8(ascii: "{")
                step()
                skipSpace()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if offset < bytes.count, bytes[offset] != closer {
                    frames.append(Frame(node: node, isObject: isObject, index: 0))
                    current = enterMember(of: node, index: 0, isObject: isObject, in: tree)
                    if isBroken { return }
                    continue value
                }
                step()
            } else {
                skipValue()
            }
            // The value ended: move to the next sibling, closing containers that end here.
            while true {
                skipSpace()
                guard let frame = frames.last, offset < bytes.count else { return }
                let byte = bytes[offset]
                step()
                if byte == UInt8(ascii: ",") {
                    skipSpace()
                    let index = frame.index + 1
                    frames[frames.count - 1].index = index
                    current = enterMember(of: frame.node, index: index, isObject: frame.isObject, in: tree)
                    if isBroken { return }
                    continue value
                }
                guard byte == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return }
                frames.removeLast()
            }
        }
    }

    /// Steps over an object's `"key":` when `isObject`, leaving the cursor on the member's value, and returns the
    /// wanted node of that member or element, if any; sets `isBroken` when the text is not well formed.
    private mutating func enterMember(
        of node: Int,
        index: Int,
        isObject: Bool,
        in tree: LocatorPathTree
    ) -> Int? {
        guard isObject else { return tree.nodes[node].elements[index] }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            isBroken = true
            return nil
        }
        let keyStart = offset
        skipString()
        let key = Self.key(bytes[keyStart..<offset])
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            isBroken = true
            return nil
        }
        step()
        skipSpace()
        return tree.nodes[node].members[key]
    }

    /// The key a quoted string stands for, unescaping only when it holds an escape.
    private static func key(_ quoted: ArraySlice<UInt8>) -> String {
        let inner = quoted.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return (try? JSONValue(parsing: Array(quoted)))?.stringValue ?? String(decoding: inner, as: UTF8.self)
    }

    @inline(__always)
    private mutating func step() {
        offset += 1
        examined += 1
    }

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: step()
            default: return
            }
        }
    }

    /// Moves past the string whose opening quote is under the cursor.
    private mutating func skipString() {
        step()
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\\"):
                step()
                if offset < bytes.count { step() }
            case UInt8(ascii: "\""):
                step()
                return
            default:
                step()
            }
        }
    }

    /// Moves past the whole value under the cursor.
    private mutating func skipValue() {
        guard offset < bytes.count else { return }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    skipString()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        step()
                        return
                    }
                default:
                    break
                }
                step()
            }
        default:
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: return
                default: step()
                }
            }
        }
    }
}
