/// Fractional order keys: strings that sort bytewise and always leave room for another key between two.
///
/// Keys are byte-for-byte compatible with rocicorp/fractional-indexing v3.2.0 (`generateKeyBetween`
/// and `generateNKeysBetween`). A key is an integer part, whose head letter gives its length, followed
/// by a fraction that never ends in the zero digit.
public enum FractionalIndex {
    /// Returns a key that sorts strictly between `a` and `b`, where `nil` means an open end.
    ///
    /// - Throws: ``OrderKeyError`` if a bound is malformed, if `a` does not sort strictly before `b`,
    ///   or if no key exists beyond a bound.
    public static func key(
        between a: String?,
        and b: String?,
        digits: OrderKeyDigits = .base62
    ) throws(OrderKeyError) -> String {
        try OrderKeyEngine.with(digits) { engine in engine.key(a, b) }.get()
    }

    /// Returns `count` strictly increasing keys that sort strictly between `a` and `b`.
    ///
    /// With both bounds the range is split at the middle key, as the reference does; with one open
    /// end the keys walk outward from the other bound.
    /// - Throws: ``OrderKeyError`` for a malformed bound, bounds out of order, or a negative count.
    public static func keys(
        between a: String?,
        and b: String?,
        count: Int,
        digits: OrderKeyDigits = .base62
    ) throws(OrderKeyError) -> [String] {
        guard count >= 0 else { throw .invalidCount(count) }
        return try OrderKeyEngine.with(digits) { engine in engine.keys(a, b, count: count) }.get()
    }

    /// Returns a key strictly between `a` and `b` with a few random trailing digits, so that two
    /// devices inserting at the same spot at the same time almost never produce the same key.
    ///
    /// - Parameters:
    ///   - a: The lower bound, or `nil` for an open start.
    ///   - b: The upper bound, or `nil` for an open end.
    ///   - digits: The alphabet of the keys.
    ///   - generator: The source of randomness; inject a seeded generator for reproducible keys.
    /// - Throws: ``OrderKeyError`` under the same conditions as ``key(between:and:digits:)``.
    public static func key<R: RandomNumberGenerator>(
        between a: String?,
        and b: String?,
        digits: OrderKeyDigits = .base62,
        jitter generator: inout R
    ) throws(OrderKeyError) -> String {
        let plain = try key(between: a, and: b, digits: digits)
        var bytes = Array(plain.utf8)
        let zero = digits.zero
        if let b {
            let upper = Array(b.utf8)
            if upper.count > bytes.count && upper.starts(with: bytes) {
                // The plain key is a prefix of `b`: stay below `b` by emitting one more zero digit
                // than `b` has at this point, then the random digits.
                var index = bytes.count
                while index < upper.count && upper[index] == zero {
                    bytes.append(zero)
                    index += 1
                }
                bytes.append(zero)
            }
        }
        let base = digits.base
        let randomCount = jitterDigitCount(base: base)
        for position in 0..<randomCount {
            let lowest = position == randomCount - 1 ? 1 : 0
            bytes.append(digits.digit(Int.random(in: lowest..<base, using: &generator)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Returns `count` fresh, short, evenly spaced and strictly increasing keys, starting at `"a0"`.
    ///
    /// Use it to renumber siblings whose keys have grown long; every key has at most
    /// 1 + ⌈log_base(count)⌉ characters.
    /// - Throws: ``OrderKeyError/Code/invalidCount`` if `count` is negative.
    public static func rebalancedKeys(count: Int, digits: OrderKeyDigits = .base62) throws(OrderKeyError) -> [String] {
        guard count >= 0 else { throw .invalidCount(count) }
        guard count > 0 else { return [] }
        let base = digits.base
        // The smallest number of digits whose span covers `count` distinct values.
        var length = 1
        var span = base
        while span < count {
            let (next, overflow) = span.multipliedReportingOverflow(by: base)
            guard !overflow else { throw .invalidCount(count) }
            span = next
            length += 1
        }
        let zero = digits.zero
        var keys: [String] = []
        keys.reserveCapacity(count)
        var bytes = [UInt8](repeating: zero, count: length + 1)
        bytes[0] = UInt8(ascii: "a")
        for index in 0..<count {
            // value = index * span / count, without overflow.
            let product = UInt(index).multipliedFullWidth(by: UInt(span))
            var value = UInt(count).dividingFullWidth(product).quotient
            var position = length
            while position >= 1 {
                bytes[position] = digits.digit(Int(value % UInt(base)))
                value /= UInt(base)
                position -= 1
            }
            var end = length + 1
            while end > 2 && bytes[end - 1] == zero { end -= 1 }
            keys.append(String(decoding: bytes[0..<end], as: UTF8.self))
        }
        return keys
    }

    /// Checks that `key` is a well-formed order key in the given alphabet.
    ///
    /// - Throws: ``OrderKeyError`` naming what is wrong with the key.
    public static func validate(_ key: String, digits: OrderKeyDigits = .base62) throws(OrderKeyError) {
        try OrderKeyEngine.with(digits) { engine in
            OrderKeyEngine.withUTF8Bytes(key) { bytes in
                Result { () throws(OrderKeyError) in _ = try engine.validate(bytes) }
            }
        }.get()
    }

    /// The number of random digits jitter appends: enough for about a million distinct suffixes.
    static func jitterDigitCount(base: Int) -> Int {
        var count = 1
        var span = base
        while span < 1 << 20 {
            span *= base
            count += 1
        }
        return count
    }
}
