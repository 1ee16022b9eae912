import Foundation
public import KheperCore

/// The order-key cases: the reference vectors, about 2,000 seeded cases, and the errors; and how each is run.
public enum OrderKeyCases {
    /// The operations of `order-keys/` files.
    static let operations = ["between", "n-keys", "rebalance", "validate"]

    /// Runs one order-key operation on a case's input.
    ///
    /// - Throws: ``ConformanceError`` when the input lacks a member the operation needs.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        let digitsText = input["digits"]?.stringValue
        func digits() throws(OrderKeyError) -> OrderKeyDigits {
            guard let digitsText else { return .base62 }
            return try OrderKeyDigits(digitsText)
        }
        func bound(_ name: String) throws(ConformanceError) -> String? {
            guard let value = input[name] else {
                throw ConformanceError(.malformedInput, "an order-key \(operation) input needs \"\(name)\"")
            }
            return value.stringValue
        }
        func count() throws(ConformanceError) -> Int {
            guard let count = input["count"]?.numberValue?.int64Value else {
                throw ConformanceError(.malformedInput, "an order-key \(operation) input needs an integer \"count\"")
            }
            return Int(count)
        }
        do {
            switch operation {
            case "between":
                let (a, b) = (try bound("a"), try bound("b"))
                return ["key": .string(try FractionalIndex.key(between: a, and: b, digits: try digits()))]
            case "n-keys":
                let (a, b, count) = (try bound("a"), try bound("b"), try count())
                let keys = try FractionalIndex.keys(between: a, and: b, count: count, digits: try digits())
                return ["keys": .array(keys.map(JSONValue.string))]
            case "rebalance":
                let keys = try FractionalIndex.rebalancedKeys(count: try count(), digits: try digits())
                return ["keys": .array(keys.map(JSONValue.string))]
            case "validate":
                guard let key = input["key"]?.stringValue else {
                    throw ConformanceError(.malformedInput, "an order-key validate input needs a string \"key\"")
                }
                try FractionalIndex.validate(key, digits: try digits())
                return ["valid": true]
            default:
                throw ConformanceError(.malformedInput, "order-keys has no operation \"\(operation)\"")
            }
        } catch let error as OrderKeyError {
            return ["error": .string(error.code.rawValue)]
        } catch let error as ConformanceError {
            throw error
        } catch {
            throw ConformanceError(.malformedInput, "\(error)")
        }
    }

    /// The order-key case files, before their expectations are filled in.
    static func files(reference: [ConformanceCase]) -> [ConformanceFile] {
        var random = SeededGenerator(seed: 0x4B48_4550_4552)
        let pool = keyPool(&random)
        return [
            ConformanceFile(
                suite: .orderKeys, name: "reference-between", operation: "between",
                about: "The reference vectors of rocicorp/fractional-indexing v3.2.0 for one key between two bounds.",
                cases: reference.filter { $0.input["count"] == nil }),
            ConformanceFile(
                suite: .orderKeys, name: "reference-n-keys", operation: "n-keys",
                about: "The reference vectors of rocicorp/fractional-indexing v3.2.0 for N keys between two bounds.",
                cases: reference.filter { $0.input["count"] != nil }),
            ConformanceFile(
                suite: .orderKeys, name: "between", operation: "between",
                about: "Seeded keys between two bounds, in base 62, 10 and 95, with open ends.",
                cases: betweenCases(pool, &random)),
            ConformanceFile(
                suite: .orderKeys, name: "n-keys", operation: "n-keys",
                about: "Seeded runs of N keys between two bounds: split at the middle key, or walked from one bound.",
                cases: nKeysCases(pool, &random)),
            ConformanceFile(
                suite: .orderKeys, name: "rebalance", operation: "rebalance",
                about: "Fresh evenly spaced keys for N siblings, from \"a0\", in each alphabet.",
                cases: rebalanceCases()),
            ConformanceFile(
                suite: .orderKeys, name: "validate", operation: "validate",
                about: "Well-formed keys, and malformed ones with the code that names what is wrong.",
                cases: validateCases(pool, &random)),
            ConformanceFile(
                suite: .orderKeys, name: "errors", operation: "between",
                about: "Bounds that cannot give a key: malformed, out of order, exhausted, or a bad alphabet.",
                cases: errorCases()),
        ]
    }

    /// The alphabets the seeded cases use: `nil` is the default base 62.
    private static let alphabets: [String?] = [nil, OrderKeyDigits.base10.characters, OrderKeyDigits.base95.characters]

    /// Sorted, valid keys per alphabet, grown by inserting at random places, as editing does.
    private static func keyPool(_ random: inout SeededGenerator) -> [[String]] {
        alphabets.map { alphabet in
            let digits = (try? alphabet.map { text throws(OrderKeyError) in try OrderKeyDigits(text) }) ?? .base62
            var keys: [String] = []
            for _ in 0..<160 {
                let index = Int.random(in: 0...keys.count, using: &random)
                // Clustered insertions in a few places make long keys, as repeated inserts at one spot do.
                let spot = Bool.random(using: &random) ? min(index, max(keys.count / 3, 0)) : index
                let a = spot > 0 ? keys[spot - 1] : nil
                let b = spot < keys.count ? keys[spot] : nil
                guard let key = try? FractionalIndex.key(between: a, and: b, digits: digits) else { continue }
                keys.insert(key, at: spot)
            }
            return keys
        }
    }

    private static func input(_ a: String?, _ b: String?, _ alphabet: String?, count: Int? = nil) -> JSONValue {
        var object: JSONObject = ["a": a.map(JSONValue.string) ?? .null, "b": b.map(JSONValue.string) ?? .null]
        if let count { object["count"] = .number(JSONNumber(count)) }
        if let alphabet { object["digits"] = .string(alphabet) }
        return .object(object)
    }

    private static func alphabetName(_ alphabet: String?) -> String {
        switch alphabet {
        case nil: "base 62"
        case OrderKeyDigits.base10.characters: "base 10"
        default: "base 95"
        }
    }

    /// Picks two ordered bounds from a pool, either of which may be an open end.
    private static func bounds(_ keys: [String], _ random: inout SeededGenerator) -> (String?, String?) {
        let i = Int.random(in: -1..<keys.count, using: &random)
        let adjacent = Bool.random(using: &random)
        let j = adjacent ? i + 1 : Int.random(in: (i + 1)...keys.count, using: &random)
        return (i >= 0 ? keys[i] : nil, j < keys.count ? keys[j] : nil)
    }

    private static func betweenCases(_ pool: [[String]], _ random: inout SeededGenerator) -> [ConformanceCase] {
        (0..<900).map { index in
            let which = index % 3
            let (a, b) = bounds(pool[which], &random)
            let ends =
                a == nil && b == nil
                ? "with both ends open" : a == nil ? "before b" : b == nil ? "after a" : "between a and b"
            return ConformanceCase(
                name: String(format: "between-%04d", index),
                pins: "the one key \(ends) in \(alphabetName(alphabets[which])) is exactly this",
                input: input(a, b, alphabets[which]))
        }
    }

    private static func nKeysCases(_ pool: [[String]], _ random: inout SeededGenerator) -> [ConformanceCase] {
        (0..<400).map { index in
            let which = index % 3
            let (a, b) = bounds(pool[which], &random)
            let count = [0, 1, 2, 3, 5, 8, 13, 21, 40][Int.random(in: 0..<9, using: &random)]
            return ConformanceCase(
                name: String(format: "n-keys-%04d", index),
                pins:
                    "\(count) keys between the bounds in \(alphabetName(alphabets[which])) are exactly these, in order",
                input: input(a, b, alphabets[which], count: count))
        }
    }

    private static func rebalanceCases() -> [ConformanceCase] {
        var cases: [ConformanceCase] = []
        let counts = Array(0...40) + [61, 62, 63, 64, 95, 96, 99, 100, 101, 127, 128, 200, 500, 1000, 3844, 3845]
        for alphabet in alphabets {
            for count in counts where count <= 400 || alphabet == nil {
                var object: JSONObject = ["count": .number(JSONNumber(count))]
                if let alphabet { object["digits"] = .string(alphabet) }
                cases.append(
                    ConformanceCase(
                        name: "rebalance-\(alphabetName(alphabet).replacingSpaces)-\(count)",
                        pins: "rebalancing \(count) siblings in \(alphabetName(alphabet)) gives exactly these keys",
                        input: .object(object)))
            }
        }
        cases.append(
            ConformanceCase(
                name: "rebalance-negative", pins: "a negative count is refused with order-key.invalid-count",
                input: ["count": -1]))
        return cases
    }

    private static func validateCases(_ pool: [[String]], _ random: inout SeededGenerator) -> [ConformanceCase] {
        var cases: [ConformanceCase] = []
        for index in 0..<300 {
            let which = index % 3
            let keys = pool[which]
            let key = keys[Int.random(in: 0..<keys.count, using: &random)]
            var object: JSONObject = ["key": .string(key)]
            if let alphabet = alphabets[which] { object["digits"] = .string(alphabet) }
            cases.append(
                ConformanceCase(
                    name: String(format: "valid-%04d", index),
                    pins: "a key made by the algorithm in \(alphabetName(alphabets[which])) is well formed",
                    input: .object(object)))
        }
        // Damaged keys: each mutation breaks one rule.
        let mutations: [(String, (String) -> String)] = [
            ("a trailing zero digit", { $0 + "0" }),
            ("a character outside the alphabet", { $0 + "!" }),
            ("a head that is not a letter", { "0" + $0.dropFirst() }),
            ("a head announcing a longer integer part", { "z" + $0.dropFirst() }),
            ("an empty key", { _ in "" }),
            ("a space inside the key", { String($0.prefix(1)) + " " + $0.dropFirst() }),
        ]
        for index in 0..<200 {
            let key = pool[0][Int.random(in: 0..<pool[0].count, using: &random)]
            let (what, mutate) = mutations[index % mutations.count]
            cases.append(
                ConformanceCase(
                    name: String(format: "invalid-%04d", index),
                    pins: "a base-62 key with \(what) is refused, with the code naming the first rule it breaks",
                    input: ["key": .string(mutate(key))]))
        }
        let fixed: [(String, String, String)] = [
            ("A00000000000000000000000000", "the reserved minimum \"A\" + 26 zeros is not a key", "minimum"),
            ("A000000000000000000000000001", "the reserved minimum followed by a fraction is a key", "after-minimum"),
            ("zzzzzzzzzzzzzzzzzzzzzzzzzzz", "the largest integer part is a key", "maximum"),
            ("a", "a head without its integer digits is refused", "head-only"),
            ("b1", "a head announcing three characters with only two is refused", "short"),
            ("a0V", "an integer part and a fraction form a key", "fraction"),
            ("Zz", "the integer part just below a0 is a key", "below-a0"),
            ("é0", "a non-ASCII head is refused", "non-ascii-head"),
        ]
        for (key, pins, name) in fixed {
            cases.append(ConformanceCase(name: "fixed-\(name)", pins: pins, input: ["key": .string(key)]))
        }
        return cases
    }

    private static func errorCases() -> [ConformanceCase] {
        let zs = String(repeating: "z", count: 27)
        let rows: [(String, String?, String?, String?, String)] = [
            ("a-after-b", "a2", "a1", nil, "bounds out of order are refused with order-key.out-of-order"),
            ("equal-bounds", "a1", "a1", nil, "equal bounds are refused with order-key.out-of-order"),
            ("bad-a", "a00", "a1", nil, "a malformed lower bound is refused before anything is generated"),
            ("bad-b", "a0", "b", nil, "a malformed upper bound is refused before anything is generated"),
            ("bad-head", "!0", nil, nil, "a head that is not a letter is refused with order-key.invalid-head"),
            ("below-minimum", nil, "A000000000000000000000000001", nil, "below the smallest keys a fraction is made"),
            ("above-maximum", zs, nil, nil, "after the largest integer part a fraction is made"),
            ("empty-alphabet", nil, nil, "", "an empty alphabet is refused with order-key.invalid-alphabet"),
            ("short-alphabet", nil, nil, "0", "a one-digit alphabet is refused"),
            ("unsorted-alphabet", nil, nil, "10", "an alphabet not in byte order is refused"),
            ("repeated-digit", nil, nil, "0012", "an alphabet that repeats a digit is refused"),
            ("digit-outside-alphabet", "a5", nil, "01234", "a bound with a digit outside the alphabet is refused"),
            ("empty-bound", "", nil, nil, "an empty bound is refused with order-key.invalid-key"),
            (
                "base10-trailing-zero", "a10", nil, OrderKeyDigits.base10.characters,
                "a base-10 trailing zero is refused"
            ),
        ]
        return rows.map { name, a, b, alphabet, pins in
            ConformanceCase(name: name, pins: pins, input: input(a, b, alphabet))
        }
    }

    /// Turns the copied reference vectors into cases; their own error messages are for information only.
    static func referenceCases(fromVectors json: JSONValue) -> [ConformanceCase] {
        (json["cases"]?.arrayValue ?? []).enumerated().map { index, vector in
            var object: JSONObject = ["a": vector["a"] ?? .null, "b": vector["b"] ?? .null]
            if let count = vector["count"] { object["count"] = count }
            if let digits = vector["digits"] { object["digits"] = digits }
            let pins =
                vector["error"] != nil
                ? "the reference refuses these bounds (\(vector["error"]?.stringValue ?? ""))"
                : "the reference gives exactly this result"
            return ConformanceCase(name: String(format: "reference-%02d", index), pins: pins, input: .object(object))
        }
    }
}

extension String {
    fileprivate var replacingSpaces: String { split(separator: " ").joined(separator: "") }
}
