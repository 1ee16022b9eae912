import Foundation
import Testing

/// Every error a person can see has one shape, `CodedError`: the package's sources declare no error type outside
/// it, except the few listed here that never leave their module, and no two codes share a string.
@Suite struct ErrorShapeTests {
    /// `Sources`, found from this file's place in the package.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Error types that no person sees, each with why: they are caught inside their module and turned into a
    /// coded error, or belong to a tool or test helper outside the product.
    static let unseen: [String: String] = [
        "PathEditError": "KheperEditor wraps its message in an `EditorError` (`editor.invalid-value`)",
        "DryRunRollback": "`kheper log import --dry-run` throws it to roll its own transaction back and catches it",
        "Abandoned": "a streamed import throws it to stop reading and catches it",
        "MissingBody": "a conformance note throws it to its own caller, which reports a `ConformanceError`",
        "BenchmarkUsageError": "the benchmark harness, a developer tool, prints it itself",
        "StartError": "KheperTestSupport starts PostgreSQL for tests only",
    ]

    /// Every Swift file under `Sources`, with its text.
    private static func sourceFiles() throws -> [(path: String, text: String)] {
        let paths = try #require(FileManager.default.enumerator(atPath: sources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return try paths.sorted().map { path in
            (path, try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// Matches of `pattern`'s first capture group in `text`.
    private static func captures(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyErrorTypeIsACodedError() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100, "the sources were not found at \(Self.sources.path)")
        let all = files.map(\.text).joined(separator: "\n")
        let declaration =
            #"^\s*(?:public |package |private |fileprivate )?(?:struct|enum|final class|class) (\w+)\s*:"#
            + #"[^{]*\b(?:Error|LocalizedError|CodedError)\b"#
        let coded = try Set(Self.captures(#"^\s*(?:public |package )?struct (\w+)\s*:[^{]*\bCodedError\b"#, in: all))
            .union(Self.captures(#"^extension (\w+)\s*:[^{]*\bCodedError\b"#, in: all))
        var uncoded: [String] = []
        var found: Set<String> = []
        for file in files {
            for name in try Self.captures(declaration, in: file.text) {
                found.insert(name)
                if !coded.contains(name) && Self.unseen[name] == nil { uncoded.append("\(file.path): \(name)") }
            }
        }
        #expect(found.count > 25, "too few error types found; has the declaration pattern drifted?")
        #expect(uncoded.isEmpty, "error types that are not CodedError:\n\(uncoded.joined(separator: "\n"))")
        let stale = Set(Self.unseen.keys).subtracting(found)
        #expect(stale.isEmpty, "listed as unseen but no longer declared: \(stale.sorted())")
    }

    @Test func noTwoCodesShareAString() throws {
        var places: [String: [String]] = [:]
        for file in try Self.sourceFiles() {
            let declared =
                try Self.captures(#"rawValue: "([a-z0-9-]+\.[a-z0-9.-]+)""#, in: file.text)
                + Self.captures(#"^\s*case \w+ = "([a-z0-9-]+\.[a-z0-9.-]+)""#, in: file.text)
            for code in declared { places[code, default: []].append(file.path) }
        }
        #expect(places.count > 100, "too few codes found; has the declaration pattern drifted?")
        let shared = places.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value.joined(separator: ", "))" }
        #expect(shared.isEmpty, "codes declared more than once:\n\(shared.sorted().joined(separator: "\n"))")
    }
}
