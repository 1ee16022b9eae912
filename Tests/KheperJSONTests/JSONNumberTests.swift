import KheperTestSupport
import Testing

@testable import KheperJSON

@Suite struct JSONNumberTests {
    static let equalGroups: [[String]] = [
        ["1", "1.0", "1e0", "10e-1", "0.1e1", "1.000E+0", "100e-2"],
        ["0", "-0", "0.0", "-0.0e5", "0e-9"],
        ["-12.5", "-125e-1", "-0.125e2", "-12.50"],
        ["123456789012345678901234567890", "1.2345678901234567890123456789e29"],
        ["0.1000000000000000000001", "1000000000000000000001e-22"],
    ]

    @Test(arguments: equalGroups)
    func equalValuesAreEqualAndHashAlike(_ group: [String]) throws {
        let numbers = try group.map { try #require(JSONNumber(literal: $0)) }
        for left in numbers {
            for right in numbers {
                #expect(left == right, "\(left) == \(right)")
                #expect(left.hashValue == right.hashValue)
            }
        }
    }

    @Test(arguments: [
        ("1", "1.0000000000000000001"), ("0.1", "0.1000000000000000000001"), ("1", "-1"), ("1e2", "1e3"),
        ("9223372036854775807", "9223372036854775808"), ("12", "1.2"), ("10", "1"),
    ])
    func differentValuesDiffer(_ left: String, _ right: String) throws {
        #expect(try #require(JSONNumber(literal: left)) != #require(JSONNumber(literal: right)))
    }

    @Test(arguments: ["", "-", "01", "1.", ".1", "+1", "1e", "1e+", "0x10", "NaN", "inf", "1 ", " 1", "1.5.2", "--1"])
    func rejectsInvalidLiterals(_ text: String) {
        #expect(JSONNumber(literal: text) == nil)
    }

    @Test func integerAccessors() throws {
        func number(_ text: String) throws -> JSONNumber { try #require(JSONNumber(literal: text)) }
        #expect(try number("8").int64Value == 8)
        #expect(try number("8.0").int64Value == 8)
        #expect(try number("8e0").int64Value == 8)
        #expect(try number("80e-1").int64Value == 8)
        #expect(try number("8e2").int64Value == 800)
        #expect(try number("8.5").int64Value == nil)
        #expect(try number("-9223372036854775808").int64Value == Int64.min)
        #expect(try number("-9223372036854775809").int64Value == nil)
        #expect(try number("9223372036854775808").uint64Value == 9_223_372_036_854_775_808)
        #expect(try number("18446744073709551615").uint64Value == UInt64.max)
        #expect(try number("18446744073709551616").uint64Value == nil)
        #expect(try number("-1").uint64Value == nil)
        #expect(try number("-0").uint64Value == 0)
        #expect(try number("1e400").int64Value == nil)
        #expect(try number("1.0").isInteger)
        #expect(try number("1e400").isInteger)
        #expect(try !number("1.5").isInteger)
        #expect(try number("-0.0").isInteger)
    }

    /// Short decimals are read from their bytes rather than by `strtod`; they must give exactly what it gives.
    @Test(arguments: [UInt64(1), 2, 3])
    func shortDecimalsReadAsStrtodReadsThem(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<20_000 {
            let digits = String(UInt64.random(in: 0...999_999_999_999_999, using: &random))
            let point = Int.random(in: 0...digits.count, using: &random)
            var text = point == 0 ? digits : digits.prefix(point) + "." + digits.dropFirst(point)
            if text.hasSuffix(".") { text.removeLast() }
            if text.count > 1, text.hasPrefix("0"), !text.hasPrefix("0.") { continue }  // No leading zeros in JSON.
            if Bool.random(using: &random) { text = "-" + text }
            let number = try #require(JSONNumber(literal: text), "seed \(seed): \(text)")
            let expected = try #require(Double(text))
            #expect(number.doubleValue.bitPattern == expected.bitPattern, "seed \(seed): \(text)")
        }
        for text in [
            "-0", "0.1", "62.5", "999999999999999", "1e3", "12.5E-1", "0.0000000000000001", "9007199254740993",
        ] {
            let number = try #require(JSONNumber(literal: text))
            #expect(number.doubleValue.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test func doubleConversions() throws {
        let tenth = 0.1
        let tiny = 1e-7
        let huge = 1e20
        let negativeZero = -0.0
        #expect(JSONNumber(tenth)?.literal == "0.1")
        #expect(JSONNumber(tiny)?.literal == "1e-07")
        #expect(JSONNumber(huge)?.literal == "1e+20")
        #expect(JSONNumber(negativeZero)?.literal == "-0.0")
        #expect(JSONNumber(Double.infinity) == nil)
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(Float(0.1))?.literal == "0.1")
        for double in [0.1, 1e-7, 1e20, 123.456, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude] {
            let number = try #require(JSONNumber(double))
            #expect(JSONNumber(literal: number.literal) != nil)
            #expect(number.doubleValue == double)
        }
        #expect(try #require(JSONNumber(literal: "0.1000000000000000000001")).doubleValue == 0.1)
        #expect(try #require(JSONNumber(literal: "12")).doubleValue == 12)
        let literalNumber: JSONNumber = 2.5
        #expect(literalNumber.literal == "2.5")
        let integerNumber: JSONNumber = 7
        #expect(integerNumber.description == "7")
        #expect(JSONNumber(Int64.min).literal == "-9223372036854775808")
        #expect(JSONNumber(UInt64.max).literal == "18446744073709551615")
    }
}
