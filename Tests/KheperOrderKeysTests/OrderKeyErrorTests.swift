import KheperOrderKeys
import Testing

/// A call that must fail, with the code it must fail with.
struct OrderKeyErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let code: OrderKeyError.Code
    /// Text the message must contain.
    let mentions: String
    let call: @Sendable () throws(OrderKeyError) -> Void

    var testDescription: String { "\(name) -> \(code.rawValue)" }

    static func key(
        _ name: String,
        _ a: String?,
        _ b: String?,
        digits: OrderKeyDigits = .base62,
        _ code: OrderKeyError.Code,
        mentions: String
    ) -> OrderKeyErrorCase {
        OrderKeyErrorCase(name: name, code: code, mentions: mentions) { () throws(OrderKeyError) in
            _ = try FractionalIndex.key(between: a, and: b, digits: digits)
        }
    }
}

@Suite struct OrderKeyErrorTests {
    static let reservedMinimum = "A" + String(repeating: "0", count: 26)

    static let cases: [OrderKeyErrorCase] = [
        .key("empty key", "", nil, .invalidKey, mentions: "empty"),
        .key("empty upper bound", nil, "", .invalidKey, mentions: "empty"),
        .key("digit as head", "0", "1", .invalidHead, mentions: "found \"0\""),
        .key("punctuation head", "#a0", nil, .invalidHead, mentions: "\"#\""),
        .key("non-ASCII head", "é0", nil, .invalidHead, mentions: "non-ASCII character \"é\""),
        .key("head without digits", "a", nil, .invalidLength, mentions: "2 characters"),
        .key("integer part too short", nil, "b1", .invalidLength, mentions: "3 characters"),
        .key("uppercase integer part too short", "Y0", nil, .invalidLength, mentions: "3 characters"),
        .key("character outside the alphabet", "a0!", nil, .invalidDigit, mentions: "\"!\" at byte offset 2"),
        .key("letter outside base 10", "a0a", nil, digits: .base10, .invalidDigit, mentions: "\"a\" at byte offset 2"),
        .key("non-ASCII digit", "a0é", nil, .invalidDigit, mentions: "non-ASCII character \"é\""),
        .key("control character", "a0\n", nil, .invalidDigit, mentions: "\"\\n\""),
        .key("trailing zero digit", "a00", nil, .trailingZero, mentions: "zero digit \"0\""),
        .key("trailing zero in upper bound", "a0", "a10", .trailingZero, mentions: "\"a10\""),
        .key("trailing space in base 95", "a0 ", nil, digits: .base95, .trailingZero, mentions: "\" \""),
        .key("reserved minimum", nil, reservedMinimum, .invalidKey, mentions: "reserved"),
        .key("bounds out of order", "a1", "a0", .outOfOrder, mentions: "\"a1\" must sort before \"a0\""),
        .key("equal bounds", "a1", "a1", .outOfOrder, mentions: "\"a1\" must sort before \"a1\""),
        OrderKeyErrorCase(name: "negative count", code: .invalidCount, mentions: "-1") { () throws(OrderKeyError) in
            _ = try FractionalIndex.keys(between: nil, and: nil, count: -1)
        },
        OrderKeyErrorCase(name: "keys with malformed bound", code: .trailingZero, mentions: "\"a00\"") {
            () throws(OrderKeyError) in
            _ = try FractionalIndex.keys(between: "a00", and: nil, count: 0)
        },
        OrderKeyErrorCase(name: "negative rebalance count", code: .invalidCount, mentions: "-5") {
            () throws(OrderKeyError) in
            _ = try FractionalIndex.rebalancedKeys(count: -5)
        },
        OrderKeyErrorCase(name: "empty alphabet", code: .invalidAlphabet, mentions: "at least 2") {
            () throws(OrderKeyError) in
            _ = try OrderKeyDigits("")
        },
        OrderKeyErrorCase(name: "one-digit alphabet", code: .invalidAlphabet, mentions: "found 1") {
            () throws(OrderKeyError) in
            _ = try OrderKeyDigits("0")
        },
        OrderKeyErrorCase(name: "descending alphabet", code: .invalidAlphabet, mentions: "\"0\" after \"1\"") {
            () throws(OrderKeyError) in
            _ = try OrderKeyDigits("10")
        },
        OrderKeyErrorCase(name: "repeated digit", code: .invalidAlphabet, mentions: "ascending") {
            () throws(OrderKeyError) in
            _ = try OrderKeyDigits("0123345")
        },
        OrderKeyErrorCase(name: "non-ASCII alphabet", code: .invalidAlphabet, mentions: "non-ASCII") {
            () throws(OrderKeyError) in
            _ = try OrderKeyDigits("01é")
        },
        OrderKeyErrorCase(name: "invalid OrderKey", code: .invalidHead, mentions: "\"?\"") { () throws(OrderKeyError) in
            _ = try OrderKey("?0")
        },
        OrderKeyErrorCase(name: "OrderKey bounds out of order", code: .outOfOrder, mentions: "\"a2\"") {
            () throws(OrderKeyError) in
            _ = try OrderKey.between(OrderKey("a2"), OrderKey("a1"))
        },
    ]

    @Test(arguments: cases)
    func throwsTypedError(_ item: OrderKeyErrorCase) throws {
        let error = try #require(throws: OrderKeyError.self) { try item.call() }
        #expect(error.code == item.code)
        #expect(error.message.contains(item.mentions), "message: \(error.message)")
        #expect(error.description == "\(error.message) [\(error.code.rawValue)]")
        #expect(error.errorDescription == error.description)
    }

    @Test func everyCodeIsCovered() {
        let covered = Set(Self.cases.map(\.code)).union([.exhausted])
        let all: Set<OrderKeyError.Code> = [
            .invalidKey, .invalidHead, .invalidLength, .trailingZero, .invalidDigit, .outOfOrder, .exhausted,
            .invalidAlphabet, .invalidCount,
        ]
        #expect(covered == all)
        #expect(all.allSatisfy { $0.rawValue.hasPrefix("order-key.") })
        #expect(OrderKeyError.Code.trailingZero.rawValue == "order-key.trailing-zero")
    }

    @Test func messagesNameTheValueAndWhatWasExpected() throws {
        let trailing = try #require(throws: OrderKeyError.self) { try FractionalIndex.key(between: "a00", and: nil) }
        #expect(trailing.message == "invalid order key \"a00\": the fraction must not end in the zero digit \"0\"")
        #expect(trailing.key == "a00")
        let order = try #require(throws: OrderKeyError.self) { try FractionalIndex.key(between: "a1", and: "a0") }
        #expect(order.message == "order keys out of order: \"a1\" must sort before \"a0\"")
    }

    @Test func longKeysAreShortenedInMessages() throws {
        let long = "a0" + String(repeating: "z", count: 10_000) + "0"
        let error = try #require(throws: OrderKeyError.self) { try FractionalIndex.key(between: long, and: nil) }
        #expect(error.code == .trailingZero)
        #expect(error.message.utf8.count < 200)
        #expect(error.message.contains("10003 bytes"))
        #expect(error.key == long)
    }
}
