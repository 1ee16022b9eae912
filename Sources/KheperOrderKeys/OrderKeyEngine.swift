/// The byte-level algorithm behind ``FractionalIndex``, compatible with rocicorp/fractional-indexing v3.2.0.
///
/// Every routine is iterative and linear in the length of its keys; keys are read as UTF-8 bytes and
/// validated against the alphabet's 256-entry lookup table before any digit is interpreted.
struct OrderKeyEngine {
    /// The digits of the alphabet, smallest first.
    let digits: UnsafeBufferPointer<UInt8>
    /// For each byte value, its index among the digits or ``OrderKeyDigits/notADigit``.
    let table: UnsafeBufferPointer<UInt8>

    var base: Int { digits.count }
    var zero: UInt8 { digits[0] }
    var largest: UInt8 { digits[digits.count - 1] }

    /// Runs `body` with an engine over `alphabet`'s digits and lookup table.
    @inline(__always)
    static func with<R>(_ alphabet: OrderKeyDigits, _ body: (OrderKeyEngine) -> R) -> R {
        alphabet.storage.withUnsafeBufferPointer { storage in
            // The storage always holds the 256-entry table followed by at least two digits.
            let start = storage.baseAddress.unsafelyUnwrapped
            return body(
                OrderKeyEngine(
                    digits: UnsafeBufferPointer(start: start + 256, count: storage.count - 256),
                    table: UnsafeBufferPointer(start: start, count: 256)
                )
            )
        }
    }

    // MARK: - Validation

    /// The length of the integer part announced by a head letter, or `nil` if `head` is not a letter.
    @inline(__always)
    static func integerLength(head: UInt8) -> Int? {
        switch head {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(head) - Int(UInt8(ascii: "a")) + 2
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(UInt8(ascii: "Z")) - Int(head) + 2
        default: nil
        }
    }

    /// Checks that `key` is a well-formed key in this alphabet and returns the length of its integer part.
    @inline(__always)
    func validate(_ key: UnsafeBufferPointer<UInt8>) throws(OrderKeyError) -> Int {
        if let integerLength = integerLengthIfValid(key) { return integerLength }
        throw diagnose(key)
    }

    /// Returns the length of the integer part of `key` if it is well formed, or `nil` otherwise.
    @inline(__always)
    func integerLengthIfValid(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let head = key.first, let integerLength = Self.integerLength(head: head),
            key.count >= integerLength
        else { return nil }
        var index = 1
        while index < key.count {
            if table[Int(key[index])] == OrderKeyDigits.notADigit { return nil }
            index += 1
        }
        if key.count > integerLength {
            return key[key.count - 1] == zero ? nil : integerLength
        }
        return head == UInt8(ascii: "A") && isReservedMinimum(key) ? nil : integerLength
    }

    /// Explains why `key` is malformed; called only after ``integerLengthIfValid(_:)`` rejected it.
    @inline(never)
    func diagnose(_ key: UnsafeBufferPointer<UInt8>) -> OrderKeyError {
        guard let head = key.first else {
            return .invalid(.invalidKey, "", "expected a head letter a-z or A-Z followed by digits, found an empty key")
        }
        guard let integerLength = Self.integerLength(head: head) else {
            return .invalid(
                .invalidHead,
                Self.string(key),
                "expected a head letter a-z or A-Z, found \(Self.describe(byte: head, in: key, at: 0))"
            )
        }
        guard key.count >= integerLength else {
            let headText = OrderKeyError.quoted(String(UnicodeScalar(head)))
            return .invalid(
                .invalidLength,
                Self.string(key),
                "the head \(headText) announces an integer part of \(integerLength) characters, "
                    + "but the key has only \(key.count)"
            )
        }
        for index in 1..<key.count where table[Int(key[index])] == OrderKeyDigits.notADigit {
            let found = Self.describe(byte: key[index], in: key, at: index)
            return .invalid(
                .invalidDigit,
                Self.string(key),
                "expected digits from \(OrderKeyError.quoted(Self.string(digits))) after the head, "
                    + "found \(found) at byte offset \(index)"
            )
        }
        if key.count > integerLength && key[key.count - 1] == zero {
            return .invalid(
                .trailingZero,
                Self.string(key),
                "the fraction must not end in the zero digit \(OrderKeyError.quoted(String(UnicodeScalar(zero))))"
            )
        }
        return .invalid(
            .invalidKey,
            Self.string(key),
            "\"A\" followed by 26 zero digits is reserved as the lower limit and cannot be used as a key"
        )
    }

    /// Whether `integer` is the smallest integer part, `"A"` followed by 26 zero digits.
    func isReservedMinimum(_ integer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard integer.count == 27, integer[0] == UInt8(ascii: "A") else { return false }
        for byte in integer.dropFirst() where byte != zero {
            return false
        }
        return true
    }

    @inline(never)
    static func outOfOrder(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> OrderKeyError {
        .outOfOrder(string(a), string(b))
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func describe(byte: UInt8, in key: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        guard byte < 0x80 else {
            let rest = String(decoding: UnsafeBufferPointer(rebasing: key[offset...]), as: UTF8.self)
            if let scalar = rest.unicodeScalars.first, scalar != "\u{FFFD}" {
                return "the non-ASCII character \(OrderKeyError.quoted(String(scalar)))"
            }
            return "a non-ASCII byte"
        }
        return OrderKeyError.quoted(String(UnicodeScalar(byte)))
    }

    /// Compares two byte strings lexicographically: negative, zero or positive.
    @inline(__always)
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = min(a.count, b.count)
        var index = 0
        while index < shared {
            let x = a[index]
            let y = b[index]
            if x != y { return x < y ? -1 : 1 }
            index += 1
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    // MARK: - Generation

    /// The number of bytes a key generated between `a` and `b` can need at most.
    static func capacity(_ a: Int, _ b: Int) -> Int {
        max(a, b) + 3
    }

    /// Writes a key strictly between `a` and `b` (`nil` meaning an open end) into `out`.
    ///
    /// With `trusted` set, `a` and `b` are known to be valid and in order, so only their integer
    /// part lengths are read.
    func generate(
        _ a: UnsafeBufferPointer<UInt8>?,
        _ b: UnsafeBufferPointer<UInt8>?,
        into out: inout OrderKeyWriter,
        trusted: Bool = false
    ) throws(OrderKeyError) {
        try write(a, b, into: &out, trusted: trusted)
        if out.overflowed {
            throw OrderKeyError(
                code: .exhausted,
                key: nil,
                message: "internal error: a generated order key outgrew its \(out.capacity)-byte buffer"
            )
        }
    }

    private func write(
        _ a: UnsafeBufferPointer<UInt8>?,
        _ b: UnsafeBufferPointer<UInt8>?,
        into out: inout OrderKeyWriter,
        trusted: Bool
    ) throws(OrderKeyError) {
        var lengthA = 0
        var lengthB = 0
        if trusted {
            if let a, let head = a.first { lengthA = Self.integerLength(head: head) ?? a.count }
            if let b, let head = b.first { lengthB = Self.integerLength(head: head) ?? b.count }
        } else {
            if let a { lengthA = try validate(a) }
            if let b { lengthB = try validate(b) }
            if let a, let b, Self.compare(a, b) >= 0 {
                throw Self.outOfOrder(a, b)
            }
        }
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        switch (a, b) {
        case (nil, nil):
            out.append(UInt8(ascii: "a"))
            out.append(zero)
        case (nil, let b?):
            let integerB = UnsafeBufferPointer(rebasing: b[..<lengthB])
            let fractionB = UnsafeBufferPointer(rebasing: b[lengthB...])
            if isReservedMinimum(integerB) {
                out.append(integerB)
                try midpoint(empty, fractionB, into: &out)
            } else if lengthB < b.count {
                out.append(integerB)
            } else if !decrement(integerB, into: &out) {
                throw .exhausted(Self.string(b), "no integer part sorts before it")
            }
        case (let a?, nil):
            let integerA = UnsafeBufferPointer(rebasing: a[..<lengthA])
            let fractionA = UnsafeBufferPointer(rebasing: a[lengthA...])
            if !increment(integerA, into: &out) {
                out.removeAll()
                out.append(integerA)
                try midpoint(fractionA, nil, into: &out)
            }
        case (let a?, let b?):
            let integerA = UnsafeBufferPointer(rebasing: a[..<lengthA])
            let fractionA = UnsafeBufferPointer(rebasing: a[lengthA...])
            let integerB = UnsafeBufferPointer(rebasing: b[..<lengthB])
            if Self.compare(integerA, integerB) == 0 {
                out.append(integerA)
                try midpoint(fractionA, UnsafeBufferPointer(rebasing: b[lengthB...]), into: &out)
                return
            }
            guard increment(integerA, into: &out) else {
                throw .exhausted(Self.string(a), "no integer part sorts after it")
            }
            if Self.compare(out.written, b) < 0 { return }
            out.removeAll()
            out.append(integerA)
            try midpoint(fractionA, nil, into: &out)
        }
    }

    /// Writes the digit string strictly between fractions `a` and `b` (`nil` meaning the open end).
    ///
    /// This is the reference's recursive `midpoint` turned into a loop: each step either finishes
    /// with one digit or emits a prefix and continues on the rest.
    func midpoint(
        _ lower: UnsafeBufferPointer<UInt8>,
        _ upper: UnsafeBufferPointer<UInt8>?,
        into out: inout OrderKeyWriter
    ) throws(OrderKeyError) {
        var a = lower[...]
        var b = upper?[...]
        while true {
            if let upper = b {
                // Strip the longest common prefix, padding `a` with zero digits.
                var shared = 0
                var lowerIndex = a.startIndex
                var upperIndex = upper.startIndex
                while upperIndex < upper.endIndex {
                    let x = lowerIndex < a.endIndex ? a[lowerIndex] : zero
                    if x != upper[upperIndex] { break }
                    if lowerIndex < a.endIndex { lowerIndex += 1 }
                    upperIndex += 1
                    shared += 1
                }
                if shared > 0 {
                    out.append(UnsafeBufferPointer(rebasing: upper[upper.startIndex..<upperIndex]))
                    a = a[lowerIndex...]
                    b = upper[upperIndex...]
                }
            }
            let digitA = a.isEmpty ? 0 : Int(table[Int(a[a.startIndex])])
            let digitB: Int
            if let upper = b {
                guard let first = upper.first else {
                    throw OrderKeyError(
                        code: .outOfOrder,
                        key: nil,
                        message: "internal error: order key fractions are not in order"
                    )
                }
                digitB = Int(table[Int(first)])
            } else {
                digitB = base
            }
            if digitB - digitA > 1 {
                out.append(digits[(digitA + digitB + 1) / 2])
                return
            }
            if let upper = b, upper.count > 1 {
                out.append(upper[upper.startIndex])
                return
            }
            out.append(digits[digitA])
            a = a.isEmpty ? a : a.dropFirst()
            b = nil
        }
    }

    /// Writes the integer part after `integer`, or returns `false` if `integer` is the largest one.
    func increment(_ integer: UnsafeBufferPointer<UInt8>, into out: inout OrderKeyWriter) -> Bool {
        let head = integer[0]
        var position = integer.count - 1
        while position >= 1 && integer[position] == largest { position -= 1 }
        if position >= 1 {
            out.append(UnsafeBufferPointer(rebasing: integer[0..<position]))
            out.append(digits[Int(table[Int(integer[position])]) + 1])
            out.append(repeating: zero, count: integer.count - position - 1)
            return true
        }
        // Every digit carries: move to the next head letter.
        switch head {
        case UInt8(ascii: "Z"):
            out.append(UInt8(ascii: "a"))
            out.append(zero)
        case UInt8(ascii: "z"):
            return false
        default:
            let next = head + 1
            let digitCount = integer.count - 1 + (next > UInt8(ascii: "a") ? 1 : -1)
            out.append(next)
            out.append(repeating: zero, count: digitCount)
        }
        return true
    }

    /// Writes the integer part before `integer`, or returns `false` if `integer` is the smallest one.
    func decrement(_ integer: UnsafeBufferPointer<UInt8>, into out: inout OrderKeyWriter) -> Bool {
        let head = integer[0]
        var position = integer.count - 1
        while position >= 1 && integer[position] == zero { position -= 1 }
        if position >= 1 {
            out.append(UnsafeBufferPointer(rebasing: integer[0..<position]))
            out.append(digits[Int(table[Int(integer[position])]) - 1])
            out.append(repeating: largest, count: integer.count - position - 1)
            return true
        }
        // Every digit borrows: move to the previous head letter.
        switch head {
        case UInt8(ascii: "a"):
            out.append(UInt8(ascii: "Z"))
            out.append(largest)
        case UInt8(ascii: "A"):
            return false
        default:
            let previous = head - 1
            let digitCount = integer.count - 1 + (previous < UInt8(ascii: "Z") ? 1 : -1)
            out.append(previous)
            out.append(repeating: largest, count: digitCount)
        }
        return true
    }
}
