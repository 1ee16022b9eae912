/// A JSON number that keeps its exact decimal text.
///
/// Equality and hashing compare the exact decimal value, never a `Double`, so `1`, `1.0`, `1e0` and `10e-1` are
/// equal and `-0` equals `0`. Exponents whose magnitude exceeds 10^15 are clamped when comparing.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    /// The number's text exactly as written, always valid under the JSON number grammar.
    public let literal: String

    /// Wraps text already known to match the JSON number grammar.
    init(uncheckedLiteral literal: String) {
        self.literal = literal
    }

    /// Creates a number from its JSON text, or returns nil when the text is not a valid JSON number.
    public init?(literal: String) {
        var copy = literal
        let valid = copy.withUTF8 { JSONNumber.isValidLiteral($0) }
        guard valid else { return nil }
        self.literal = literal
    }

    /// Creates a number holding an `Int`.
    public init(_ value: Int) {
        literal = String(value)
    }

    /// Creates a number holding an `Int64`.
    public init(_ value: Int64) {
        literal = String(value)
    }

    /// Creates a number holding a `UInt64`.
    public init(_ value: UInt64) {
        literal = String(value)
    }

    /// Creates a number from a `Double` using its shortest round-trip text; nil for infinities and NaN.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.init(finiteDescription: value.description)
    }

    /// Creates a number from a `Float` using its shortest round-trip text; nil for infinities and NaN.
    public init?(_ value: Float) {
        guard value.isFinite else { return nil }
        self.init(finiteDescription: value.description)
    }

    /// Creates a number from an integer literal.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// Creates a number from a floating-point literal.
    public init(floatLiteral value: Double) {
        self.init(finiteDescription: value.isFinite ? value.description : "0")
    }

    /// Normalises Swift's float description ("1e-07", "5.0", "1e+20") into JSON number text.
    private init(finiteDescription text: String) {
        if let number = JSONNumber(literal: text) {
            self = number
            return
        }
        // Swift's descriptions are valid JSON already ("1e-07", "5.0", "1e+20"); this is a defensive fallback.
        var fixed = text.hasPrefix(".") ? "0" + text : text
        if fixed.hasSuffix(".") { fixed += "0" }
        self.literal = JSONNumber(literal: fixed)?.literal ?? "0"
    }

    /// Creates a number from its JSON text, or returns nil when the text is not a valid JSON number or its value is
    /// too large for a `Double` (``exceedsDoubleRange``): for text a person types, where `1e309` is refused.
    public init?(finiteLiteral literal: String) {
        guard let number = JSONNumber(literal: literal), !number.exceedsDoubleRange else { return nil }
        self = number
    }

    /// The largest magnitude a number may have, as written in messages: `Double.greatestFiniteMagnitude`.
    public static let largestFinite = Double.greatestFiniteMagnitude.description

    /// Whether the value is too large in magnitude for a `Double`, which reads it as infinity: `1e309` and
    /// `-1e309` are; `1e308`, `1e-400` (which reads as 0) and every literal of 308 bytes or fewer without an
    /// exponent are not, and are told without converting.
    public var exceedsDoubleRange: Bool {
        let bytes = literal.utf8
        if bytes.count <= 308, !bytes.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) { return false }
        return !(Double(literal) ?? .infinity).isFinite
    }

    /// The number's text exactly as written.
    public var description: String { literal }

    /// The number as a person writes it: a whole number stored with a zero fraction (`80.0`, as the shorthand
    /// stores `80kg`) without it; any other number as stored.
    public var writtenLiteral: String {
        guard let point = literal.firstIndex(of: "."),
            literal[literal.index(after: point)...].allSatisfy({ $0 == "0" }),
            literal.index(after: point) != literal.endIndex
        else { return literal }
        return String(literal[..<point])
    }

    /// Whether the exact value is a whole number ("8", "8.0" and "8e2" are; "8.5" is not).
    public var isInteger: Bool {
        if isPlainInteger { return true }
        let parts = normalized()
        return parts.digits.isEmpty || parts.exponent >= 0
    }

    /// The exact value as an `Int64` when it is a whole number in range ("8", "8.0", "80e-1"), otherwise nil.
    public var int64Value: Int64? { exactInteger(as: Int64.self) }

    /// The exact value as a `UInt64` when it is a whole number in range ("8", "8.0", "80e-1"), otherwise nil.
    public var uint64Value: UInt64? { exactInteger(as: UInt64.self) }

    /// The nearest `Double`; values too large for `Double` become infinity.
    public var doubleValue: Double {
        if literal.utf8.count <= 16, let short = shortDecimalValue { return short }
        return Double(literal) ?? 0
    }

    /// The value of a literal with at most 15 digits and no exponent, such as `62.5` or `-8`, read from its bytes:
    /// the digits are exact as a `Double` and so is the power of ten, so one division rounds correctly, as
    /// `strtod` would, at a tenth of its cost. `nil` for any other literal.
    private var shortDecimalValue: Double? {
        var digits: Int64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var seenPoint = false
        var negative = false
        for byte in literal.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits = digits &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
                digitCount += 1
                if seenPoint { fractionDigits += 1 }
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "-"): negative = true
            default: return nil  // An exponent.
            }
        }
        guard digitCount <= 15 else { return nil }
        let magnitude = Double(digits) / Self.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ through 10¹⁵, each exact as a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// True when the text has no fraction and no exponent.
    var isPlainInteger: Bool {
        for byte in literal.utf8 where byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") {
            return false
        }
        return true
    }

    /// The exact value as an integer of type `I`, or nil when it is not a whole number or out of range.
    func exactInteger<I: FixedWidthInteger>(as type: I.Type) -> I? {
        if let fast = plainInteger(as: I.self) { return fast }
        let parts = normalized()
        if parts.digits.isEmpty { return 0 }
        guard parts.exponent >= 0, parts.digits.count + parts.exponent <= 40 else { return nil }
        if parts.negative && !I.isSigned { return nil }
        var result: I = 0
        for index in 0..<(parts.digits.count + parts.exponent) {
            let digit = index < parts.digits.count ? I(parts.digits[index]) : 0
            let (shifted, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                parts.negative
                ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            result = next
        }
        return result
    }

    /// Parses a plain integer literal; returns nil when the text is not plain, `.some(nil)` on overflow.
    private func plainInteger<I: FixedWidthInteger>(as type: I.Type) -> I?? {
        var result: I = 0
        var negative = false
        var overflowed = false
        for byte in literal.utf8 {
            if byte == UInt8(ascii: "-") {
                negative = true
                if !I.isSigned { overflowed = true }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            if overflowed { continue }
            let digit = I(byte &- UInt8(ascii: "0"))
            let (shifted, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 {
                overflowed = true
            } else {
                result = next
            }
        }
        if overflowed {
            // "-0" is zero even for unsigned types.
            if negative, !I.isSigned, literal.utf8.dropFirst().allSatisfy({ $0 == UInt8(ascii: "0") }) {
                return .some(0)
            }
            return .some(nil)
        }
        return .some(result)
    }

    /// The value as sign, significant digits (no leading or trailing zeros) and a power-of-ten exponent.
    ///
    /// Zero is always `(false, [], 0)`.
    func normalized() -> (negative: Bool, digits: [UInt8], exponent: Int) {
        var negative = false
        var digits: [UInt8] = []
        digits.reserveCapacity(literal.utf8.count)
        var fractionCount = 0
        var inFraction = false
        var exponent = 0
        var exponentNegative = false
        var inExponent = false
        let clamp = 1_000_000_000_000_000
        for byte in literal.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                if inExponent { exponentNegative = true } else { negative = true }
            case UInt8(ascii: "+"):
                break
            case UInt8(ascii: "."):
                inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            default:
                let digit = byte &- UInt8(ascii: "0")
                if inExponent {
                    if exponent < clamp { exponent = exponent * 10 + Int(digit) }
                } else {
                    if inFraction { fractionCount += 1 }
                    if digit != 0 || !digits.isEmpty { digits.append(digit) }
                }
            }
        }
        if exponentNegative { exponent = -exponent }
        exponent -= fractionCount
        var trailing = 0
        while trailing < digits.count, digits[digits.count - 1 - trailing] == 0 { trailing += 1 }
        if trailing > 0 {
            digits.removeLast(trailing)
            exponent += trailing
        }
        if digits.isEmpty { return (false, [], 0) }
        return (negative, digits, exponent)
    }

    /// Compares exact decimal values.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        if lhs.literal == rhs.literal { return true }
        let left = lhs.normalized()
        let right = rhs.normalized()
        return left.negative == right.negative && left.exponent == right.exponent && left.digits == right.digits
    }

    /// Hashes the exact decimal value, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        let parts = normalized()
        hasher.combine(parts.negative)
        hasher.combine(parts.exponent)
        hasher.combine(parts.digits)
    }

    /// Checks the JSON number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isValidLiteral(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let end = bytes.count
        func isDigit(_ at: Int) -> Bool {
            at < end && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
        }
        if index < end, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        return index == end
    }
}
