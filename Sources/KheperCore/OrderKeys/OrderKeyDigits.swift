/// A validated alphabet of digits for fractional order keys, from the smallest digit to the largest.
///
/// The digits must be at least two ASCII characters in strictly ascending byte order, so that keys
/// compare correctly byte by byte.
public struct OrderKeyDigits: @unchecked Sendable, Hashable {
    // `@unchecked` because the buffers are raw pointers: they point at memory that is written once,
    // before the alphabet exists, and never again, so sharing it between threads is safe.

    /// The digits as a string, smallest first.
    public let characters: String

    /// The digits as ASCII bytes, smallest first.
    let bytes: UnsafeBufferPointer<UInt8>

    /// For each byte value, the index of that byte among the digits, or ``notADigit``.
    let table: UnsafeBufferPointer<UInt8>

    /// Owns the buffers of a custom alphabet; `nil` for the built-in alphabets, whose buffers live
    /// for the whole program, so copying them costs no reference counting on hot paths.
    private let owner: OrderKeyDigitStorage?

    /// The marker in ``table`` for bytes that are not digits.
    static let notADigit: UInt8 = 0xFF

    /// The 62 digits `0`-`9`, `A`-`Z`, `a`-`z`, as used by rocicorp/fractional-indexing.
    public static let base62 = OrderKeyDigits(
        builtIn: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    )

    /// The ten decimal digits `0`-`9`.
    public static let base10 = OrderKeyDigits(builtIn: "0123456789")

    /// The 95 printable ASCII characters from space to `~`.
    public static let base95 = OrderKeyDigits(
        builtIn: ##" !"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~"##
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
        let owner = OrderKeyDigitStorage(bytes)
        self.characters = characters
        self.bytes = owner.digits
        self.table = owner.table
        self.owner = owner
    }

    /// Creates a built-in alphabet whose storage is never freed.
    private init(builtIn characters: String) {
        let storage = OrderKeyDigitStorage.immortal(Array(characters.utf8))
        self.characters = characters
        self.bytes = storage.digits
        self.table = storage.table
        self.owner = nil
    }

    /// The number of digits in the alphabet.
    public var base: Int { bytes.count }

    /// The smallest digit, which a key's fraction must never end in.
    var zero: UInt8 { bytes[0] }

    /// Returns whether two alphabets have the same digits.
    public static func == (lhs: OrderKeyDigits, rhs: OrderKeyDigits) -> Bool {
        lhs.bytes.baseAddress == rhs.bytes.baseAddress || lhs.characters == rhs.characters
    }

    /// Hashes the digits of the alphabet.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
    }
}
