import Foundation
import KheperOrderKeys
import Testing

@Suite struct OrderKeyTests {
    @Test func validatesOnCreation() throws {
        #expect(try OrderKey("a0V").rawValue == "a0V")
        #expect(OrderKey.first.rawValue == "a0")
        #expect(OrderKey(validating: "a00") == nil)
        #expect(OrderKey(validating: "Zz")?.description == "Zz")
    }

    @Test func generatesBetweenKeys() throws {
        let first = try OrderKey.between(nil, nil)
        #expect(first == .first)
        let second = try OrderKey.between(first, nil)
        let middle = try OrderKey.between(first, second)
        #expect(first < middle && middle < second)
        let keys = try OrderKey.keys(between: first, second, count: 5)
        #expect(keys.count == 5)
        #expect(keys == keys.sorted())
        #expect(keys.allSatisfy { first < $0 && $0 < second })
        #expect(try OrderKey.keys(between: nil, nil, count: 0).isEmpty)
    }

    @Test func comparesBytewise() throws {
        // Bytewise, uppercase sorts before lowercase and digits before letters.
        let keys = try ["a0", "Zz", "a0V", "a0a", "a1", "b00", "A000000000000000000000000000V"].map { try OrderKey($0) }
        #expect(
            keys.sorted().map(\.rawValue) == ["A000000000000000000000000000V", "Zz", "a0", "a0V", "a0a", "a1", "b00"])
        #expect(try OrderKey("a0V") < OrderKey("a0a"))
        #expect(!(try OrderKey("a1") < OrderKey("a1")))
    }

    @Test func codableRoundTripAsSingleString() throws {
        let keys = try [OrderKey("a0"), OrderKey("a0V"), OrderKey("Zz")]
        let data = try JSONEncoder().encode(keys)
        #expect(String(decoding: data, as: UTF8.self) == #"["a0","a0V","Zz"]"#)
        #expect(try JSONDecoder().decode([OrderKey].self, from: data) == keys)
    }

    @Test(arguments: [#""a00""#, #""""#, #""0""#, #""b1""#, #""a0!""#])
    func decodingAnInvalidKeyThrows(json: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(OrderKey.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription.hasPrefix("invalid order key"), "\(context.debugDescription)")
    }

    @Test func decodingTrailingZeroExplainsWhy() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(OrderKey.self, from: Data(#""a00""#.utf8))
        }
        #expect(
            "\(error)".contains(#"invalid order key \"a00\": the fraction must not end in the zero digit \"0\""#)
                || "\(error)".contains(#"invalid order key "a00": the fraction must not end in the zero digit "0""#)
        )
    }

    @Test func alphabets() throws {
        #expect(OrderKeyDigits.base62.base == 62)
        #expect(OrderKeyDigits.base10.characters == "0123456789")
        #expect(OrderKeyDigits.base95.base == 95)
        #expect(OrderKeyDigits.base95.characters.hasPrefix(" !\"#"))
        #expect(OrderKeyDigits.base95.characters.hasSuffix("|}~"))
        #expect(try OrderKeyDigits("0123456789") == .base10)
        #expect(try OrderKeyDigits("01").base == 2)
        #expect(
            try FractionalIndex.keys(between: nil, and: nil, count: 4, digits: OrderKeyDigits("01")) == [
                "a0", "a1", "b00", "b01",
            ])
    }
}

@Suite struct LongOrderKeyTests {
    static let length = 100_000

    @Test func keysOfOneHundredThousandCharactersWork() throws {
        let long = "a0" + String(repeating: "z", count: Self.length - 2)
        #expect(long.utf8.count == Self.length)
        #expect(try FractionalIndex.key(between: long, and: nil) == "a1")
        let after = try FractionalIndex.key(between: long, and: "a1")
        #expect(after == long + "V")
        let before = try FractionalIndex.key(between: "a0", and: long)
        #expect(before == "a0V")
        let tight = try FractionalIndex.key(between: long, and: after)
        #expect(bytewiseLess(long, tight) && bytewiseLess(tight, after))
    }

    @Test func longRunsOfZerosWork() throws {
        let long = "a0" + String(repeating: "0", count: Self.length - 3) + "1"
        let below = try FractionalIndex.key(between: "a0", and: long)
        #expect(below.utf8.count == Self.length + 1)
        #expect(bytewiseLess("a0", below) && bytewiseLess(below, long))
        let key = try FractionalIndex.key(between: nil, and: long)
        #expect(key == "a0")
        let keys = try FractionalIndex.keys(between: "a0", and: long, count: 3)
        #expect(isStrictlyIncreasing(["a0"] + keys + [long]))
    }

    @Test func malformedLongKeysThrow() throws {
        let trailing = "a0" + String(repeating: "5", count: Self.length - 3) + "0"
        #expect(throws: OrderKeyError.self) { try FractionalIndex.key(between: trailing, and: nil) }
        let foreign = "a0" + String(repeating: "5", count: Self.length - 3) + "é"
        let error = try #require(throws: OrderKeyError.self) { try FractionalIndex.key(between: nil, and: foreign) }
        #expect(error.code == .invalidDigit)
    }
}
