import Foundation
import KheperOrderKeys
import Testing

/// One case from `Fixtures/fractional-indexing.json`, the reference outputs of rocicorp/fractional-indexing.
struct FractionalIndexConformanceCase: Decodable, Sendable, CustomTestStringConvertible {
    /// What the reference produced: one key, several keys, or an error.
    enum Expectation: Sendable, Equatable {
        case key(String)
        case keys([String])
        case error(String)
    }

    var index = 0
    let a: String?
    let b: String?
    let count: Int?
    let digits: String?
    let expectation: Expectation

    private enum CodingKeys: String, CodingKey {
        case a, b, count, digits, expect, error
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        a = try container.decodeIfPresent(String.self, forKey: .a)
        b = try container.decodeIfPresent(String.self, forKey: .b)
        count = try container.decodeIfPresent(Int.self, forKey: .count)
        digits = try container.decodeIfPresent(String.self, forKey: .digits)
        if let message = try container.decodeIfPresent(String.self, forKey: .error) {
            expectation = .error(message)
        } else if let keys = try? container.decode([String].self, forKey: .expect) {
            expectation = .keys(keys)
        } else {
            expectation = .key(try container.decode(String.self, forKey: .expect))
        }
    }

    var testDescription: String {
        let bounds = "between: \(Self.show(a)), and: \(Self.show(b))"
        let call = count.map { "keys(\(bounds), count: \($0))" } ?? "key(\(bounds))"
        let alphabet = digits.map { " in \($0.utf8.count)-digit alphabet" } ?? ""
        let outcome: String
        switch expectation {
        case .key(let key): outcome = Self.show(key)
        case .keys(let keys): outcome = "\(keys.count) keys"
        case .error(let message): outcome = "error \"\(message)\""
        }
        return "#\(index) \(call)\(alphabet) -> \(outcome)"
    }

    private static func show(_ value: String?) -> String {
        value.map { $0.count > 20 ? "\"\($0.prefix(12))…\" (\($0.utf8.count) chars)" : "\"\($0)\"" } ?? "nil"
    }

    private struct File: Decodable {
        let cases: [FractionalIndexConformanceCase]
    }

    /// Loads every case from the test bundle.
    static func load() throws -> [FractionalIndexConformanceCase] {
        guard
            let url = Bundle.module.url(
                forResource: "fractional-indexing",
                withExtension: "json",
                subdirectory: "Fixtures"
            )
        else {
            throw CocoaError(.fileNoSuchFile)
        }
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        return file.cases.enumerated().map { offset, item in
            var item = item
            item.index = offset
            return item
        }
    }

    static let all: [FractionalIndexConformanceCase] = (try? load()) ?? []
}

@Suite struct FractionalIndexConformanceTests {
    @Test func fixtureLoads() throws {
        let cases = try FractionalIndexConformanceCase.load()
        #expect(cases.count == 44)
        #expect(cases.contains { if case .error = $0.expectation { true } else { false } })
        #expect(cases.contains { $0.count != nil })
    }

    @Test(arguments: FractionalIndexConformanceCase.all)
    func matchesReference(_ item: FractionalIndexConformanceCase) throws {
        let digits = try item.digits.map { try OrderKeyDigits($0) } ?? .base62
        switch item.expectation {
        case .key(let expected):
            #expect(try FractionalIndex.key(between: item.a, and: item.b, digits: digits) == expected)
        case .keys(let expected):
            let count = try #require(item.count)
            #expect(try FractionalIndex.keys(between: item.a, and: item.b, count: count, digits: digits) == expected)
        case .error(let message):
            let error = #expect(throws: OrderKeyError.self, "reference error: \(message)") {
                if let count = item.count {
                    _ = try FractionalIndex.keys(between: item.a, and: item.b, count: count, digits: digits)
                } else {
                    _ = try FractionalIndex.key(between: item.a, and: item.b, digits: digits)
                }
            }
            let code = try #require(error?.code)
            #expect([.invalidKey, .invalidHead, .invalidLength, .trailingZero, .outOfOrder].contains(code))
        }
    }
}
