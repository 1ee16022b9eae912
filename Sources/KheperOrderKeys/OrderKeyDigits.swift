/// A validated alphabet of digits for fractional order keys, from the smallest digit to the largest.
///
/// The digits must be at least two ASCII characters in strictly ascending byte order, so that keys
/// compare correctly byte by byte.
public struct OrderKeyDigits: Sendable, Hashable {
    /// The digits as a string, smallest first.
    public let characters: String

    /// A 256-entry lookup table giving each byte's index among the digits (or ``notADigit``), followed by the
    /// digits themselves, smallest first; one buffer, so handing it to the engine costs a single retain.
    let storage: [UInt8]

    /// The marker in ``table`` for bytes that are not digits.
    static let notADigit: UInt8 = 0xFF

    /// The 62 digits `0`-`9`, `A`-`Z`, `a`-`z`, as used by rocicorp/fractional-indexing.
    public static let base62 = OrderKeyDigits(
        checked: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    )

    /// The ten decimal digits `0`-`9`.
    public static let base10 = OrderKeyDigits(checked: "0123456789")

    /// The 95 printable ASCII characters from space to `~`.
    public static let base95 = OrderKeyDigits(
        checked: ##" !"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~"##
    )

    /// Creates an alphabet from its digits, smallest first.
    ///
    /// - Throws: ``OrderKeyError/Code/invalidAlphabet`` unless `characters` is at least two ASCII
    ///   characters in strictly ascending byte order.
    public init(_ characters: String) throws(OrderKeyError) {
        let bytes = Array(characters.utf8)
        guard bytes.count >= 2 else {
            throw .invalidAlphabet(characters, "expected at least 2 digits, found \(bytes.count)")
        }
        for (offset, byte) in bytes.enumerated() {
            guard byte < 0x80 else {
                throw .invalidAlphabet(characters, "expected ASCII digits, found a non-ASCII character")
            }
            if offset > 0 && bytes[offset - 1] >= byte {
                let previous = OrderKeyError.quoted(String(UnicodeScalar(bytes[offset - 1])))
                let current = OrderKeyError.quoted(String(UnicodeScalar(byte)))
                throw .invalidAlphabet(
                    characters,
                    "expected digits in strictly ascending byte order, found \(current) after \(previous)"
                )
            }
        }
        self.init(checked: characters)
    }

    /// Creates an alphabet from digits already known to be valid.
    private init(checked characters: String) {
        let bytes = Array(characters.utf8)
        var storage = [UInt8](repeating: Self.notADigit, count: 256)
        for (index, byte) in bytes.enumerated() {
            storage[Int(byte)] = UInt8(truncatingIfNeeded: index)
        }
        self.characters = characters
        self.storage = storage + bytes
    }

    /// The number of digits in the alphabet.
    public var base: Int { storage.count - 256 }

    /// The digit with value `index`, smallest first.
    func digit(_ index: Int) -> UInt8 { storage[256 + index] }

    /// The smallest digit, which a key's fraction must never end in.
    var zero: UInt8 { storage[256] }

    /// Returns whether two alphabets have the same digits.
    public static func == (lhs: OrderKeyDigits, rhs: OrderKeyDigits) -> Bool {
        lhs.characters == rhs.characters
    }

    /// Hashes the digits of the alphabet.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
    }
}
