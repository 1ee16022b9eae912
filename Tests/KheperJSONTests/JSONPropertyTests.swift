import Testing

@testable import KheperJSON

/// A tiny seeded generator so failures can be replayed from the seed shown by `@Test(arguments:)`.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

private func randomString(_ random: inout SplitMix64) -> String {
    let pieces = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "中", "😀", "key", "\u{7F}"]
    let count = Int.random(in: 0...6, using: &random)
    return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
}

private func randomNumber(_ random: inout SplitMix64) -> JSONNumber {
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return JSONNumber(Int64.random(in: Int64.min...Int64.max, using: &random))
    case 1: return JSONNumber(UInt64.random(in: 0...UInt64.max, using: &random))
    case 2: return JSONNumber(Double.random(in: -1e6...1e6, using: &random))!
    case 3:
        let digits = (0..<Int.random(in: 1...30, using: &random)).map { _ in
            String(Int.random(in: 0...9, using: &random))
        }
        let exponent = Int.random(in: -40...40, using: &random)
        return JSONNumber(literal: "-1" + digits.joined() + ".5e\(exponent)")!
    default: return JSONNumber(Int.random(in: -100...100, using: &random))
    }
}

private func randomValue(_ random: inout SplitMix64, depth: Int) -> JSONValue {
    let leafOnly = depth >= 5
    switch Int.random(in: 0..<(leafOnly ? 4 : 6), using: &random) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &random))
    case 2: return .number(randomNumber(&random))
    case 3: return .string(randomString(&random))
    case 4:
        let count = Int.random(in: 0...5, using: &random)
        return .array((0..<count).map { _ in randomValue(&random, depth: depth + 1) })
    default:
        var object = JSONObject()
        for _ in 0..<Int.random(in: 0...(depth == 0 ? 24 : 5), using: &random) {
            object[randomString(&random)] = randomValue(&random, depth: depth + 1)
        }
        return .object(object)
    }
}

@Suite struct JSONPropertyTests {
    @Test(arguments: [1, 2, 3, 42, 1_234, 99_999, 0xDEAD_BEEF, 7_777_777] as [UInt64])
    func randomValuesRoundTrip(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        for _ in 0..<40 {
            let value = randomValue(&random, depth: 0)
            let compact = value.serialized()
            let reparsed = try JSONValue(parsing: compact)
            #expect(reparsed == value)
            #expect(reparsed.serialized() == compact)
            #expect(try JSONValue(parsing: value.serializedString(.prettyPrinted)) == value)
            #expect(try JSONValue(parsing: value.serialized([.sortedKeys, .prettyPrinted])) == value)
            #expect(try JSONValueDecoder().decode(JSONValue.self, from: value) == value)
            #expect(try JSONValueEncoder().encode(value) == value)
        }
    }
}
