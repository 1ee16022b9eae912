import Foundation
import KheperConformance
import KheperCore
import Testing

/// Every diagnostic code declared in the package's sources appears in docs/FORMAT.md and in at least one case.
///
/// A diagnostic code is a constant declared as `static let NAME: Self = "CODE"` inside an
/// `extension Diagnostic.Code {` block of a Swift file under `Sources/`; the block ends at the first line that is a
/// lone `}`. Codes written as literals at the call site (none in `Sources/` today) are not found.
@Suite struct DiagnosticCodeCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The declared codes, by the file that declares them.
    static func declaredCodes() throws -> [String: String] {
        var codes: [String: String] = [:]
        let sources = root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            for code in Self.codes(inSource: text) { codes[code] = relative }
        }
        return codes
    }

    /// The codes declared in one Swift file.
    static func codes(inSource text: String) -> [String] {
        var found: [String] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("extension Diagnostic.Code {") {
                inside = true
            } else if inside && line == "}" {
                inside = false
            } else if inside, let range = line.range(of: ": Self = \"") {
                let rest = line[range.upperBound...]
                if let end = rest.firstIndex(of: "\"") { found.append(String(rest[..<end])) }
            }
        }
        return found
    }

    @Test func theScannerFindsDeclaredCodesOnly() {
        let source = """
            extension Diagnostic.Code {
                /// A doc comment.
                public static let one: Self = "one.code"
                static let two: Self = "two"
            }
            extension Other.Code {
                static let three: Self = "three"
            }
            """
        #expect(Self.codes(inSource: source) == ["one.code", "two"])
    }

    @Test func everyDiagnosticCodeIsInTheSpecAndInACase() throws {
        let codes = try Self.declaredCodes()
        // The kernel's own codes are found, so the scan cannot pass by finding nothing.
        #expect(codes.count >= 25)
        #expect(codes["unknown-kind"] != nil && codes["nesting.too-deep"] != nil)
        let spec = try String(contentsOf: Self.root.appendingPathComponent("docs/FORMAT.md"), encoding: .utf8)
        let files = try ConformanceRunner.readFiles(in: ConformanceCaseTests.directory)
        var used: Set<String> = []
        for file in files {
            for item in file.cases { collect(item.expect, into: &used) }
        }
        for (code, file) in codes.sorted(by: { $0.key < $1.key }) {
            #expect(spec.contains("**\(code)**"), "\(code) (declared in \(file)) is not in docs/FORMAT.md")
            #expect(used.contains(code), "\(code) (declared in \(file)) is in no conformance case")
        }
    }

    /// Every `"code"` member's value in an expectation, at any depth.
    private func collect(_ value: JSONValue, into used: inout Set<String>) {
        switch value {
        case .object(let object):
            for (key, member) in object {
                if key == "code", let code = member.stringValue { used.insert(code) }
                collect(member, into: &used)
            }
        case .array(let items): for item in items { collect(item, into: &used) }
        default: break
        }
    }
}
