import Foundation
import KheperOrderKeys
import KheperPostgres
import KheperTestSupport
import Testing

/// `kheper.key_between` in PL/pgSQL against the order-key reference vectors and against the Swift original.
@Suite("kheper.key_between")
struct KeyBetweenSQLTests {
    private struct Vectors: Decodable {
        struct Case: Decodable {
            let a: String?
            let b: String?
            let count: Int?
            let digits: String?
            let expect: Expectation?
            let error: String?
        }

        enum Expectation: Decodable {
            case key(String)
            case keys([String])

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let keys = try? container.decode([String].self) {
                    self = .keys(keys)
                } else {
                    self = .key(try container.decode(String.self))
                }
            }
        }

        let cases: [Case]
    }

    /// The key the SQL function gives, or the server's error.
    private static func keyBetween(_ a: String?, _ b: String?, on connection: PostgresConnection) throws -> String {
        let key = try connection.query("SELECT kheper.key_between($1, $2)", [a, b]).scalar
        return try #require(key)
    }

    /// The reference's generateNKeysBetween, built from calls to the SQL function.
    private static func keysBetween(
        _ a: String?, _ b: String?, count: Int, on connection: PostgresConnection
    ) throws -> [String] {
        if count == 0 { return [] }
        if count == 1 { return [try keyBetween(a, b, on: connection)] }
        if b == nil {
            var key = try keyBetween(a, b, on: connection)
            var keys = [key]
            for _ in 1..<count {
                key = try keyBetween(key, b, on: connection)
                keys.append(key)
            }
            return keys
        }
        if a == nil {
            var key = try keyBetween(a, b, on: connection)
            var keys = [key]
            for _ in 1..<count {
                key = try keyBetween(a, key, on: connection)
                keys.append(key)
            }
            return keys.reversed()
        }
        let middle = count / 2
        let key = try keyBetween(a, b, on: connection)
        return try keysBetween(a, key, count: middle, on: connection) + [key]
            + keysBetween(key, b, count: count - middle - 1, on: connection)
    }

    @Test("every base-62 reference vector, keys and errors alike")
    func referenceVectors() throws {
        let url = try #require(
            Bundle.module.url(forResource: "fractional-indexing", withExtension: "json", subdirectory: "Fixtures"))
        let vectors = try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
        // The server keeps base-62 keys only; the vectors in another alphabet are for KheperOrderKeys alone.
        let cases = vectors.cases.filter { $0.digits == nil }
        #expect(cases.count == 27)
        try withTestDatabase { database in
            for (index, vector) in cases.enumerated() {
                let label = "case \(index): \(vector.a ?? "nil") .. \(vector.b ?? "nil")"
                if vector.error != nil {
                    let error = #expect(throws: ServerError.self, "\(label)") {
                        _ = try Self.keyBetween(vector.a, vector.b, on: database.admin)
                    }
                    #expect(error?.sqlState == "22023", "\(label)")
                    continue
                }
                switch vector.expect {
                case .key(let key):
                    #expect(try Self.keyBetween(vector.a, vector.b, on: database.admin) == key, "\(label)")
                case .keys(let keys):
                    let count = try #require(vector.count)
                    #expect(
                        try Self.keysBetween(vector.a, vector.b, count: count, on: database.admin) == keys, "\(label)")
                case nil:
                    Issue.record("\(label) expects nothing")
                }
            }
        }
    }

    @Test("agrees with FractionalIndex on random bounds", arguments: [UInt64(1), 2, 3])
    func agreesWithSwift(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        try withTestDatabase { database in
            // Build a growing list of keys by inserting at random places, asking both implementations each time.
            var keys: [String] = []
            for step in 0..<150 {
                let position = Int.random(in: 0...keys.count, using: &generator)
                let lower = position > 0 ? keys[position - 1] : nil
                let upper = position < keys.count ? keys[position] : nil
                let expected = try FractionalIndex.key(between: lower, and: upper)
                let actual = try Self.keyBetween(lower, upper, on: database.admin)
                #expect(
                    actual == expected, "seed \(seed), step \(step): between \(lower ?? "nil") and \(upper ?? "nil")")
                keys.insert(expected, at: position)
            }
        }
    }
}
