/// FNV-1a, 64 bits: a hash that is the same in every process and on every platform, unlike `hashValue`, which
/// Swift seeds per process.
public struct StableHash: Sendable, Hashable {
    /// The hash of everything combined so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Starts an empty hash.
    public init() {}

    /// Adds bytes.
    public mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }

    /// Adds a string's UTF-8 bytes and a 0 byte after them, so `("ab", "c")` and `("a", "bc")` differ.
    public mutating func combine(_ text: String) {
        combine(bytes: text.utf8)
        combine(bytes: CollectionOfOne(0))
    }

    /// The value as 16 lowercase hex digits.
    public var hexDigest: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
