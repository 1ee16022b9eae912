import Foundation
import KheperCore
import KheperTestSupport
import Testing

/// Input written to break the reader: every shape is kept or refused, repeated keys are reported, a byte order
/// mark is accepted.
@Suite struct HostileDocumentTests {
    let registry = SampleKinds.registry()

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: Byte order mark

    @Test func acceptsAndDropsALeadingByteOrderMark() throws {
        let text = #"{"format":"kheper.blocks","formatVersion":1,"id":"w","title":"T","blocks":[]}"#
        let decoded = try registry.decodeDocument(from: Self.byteOrderMark + Array(text.utf8))
        #expect(decoded.document.title == "T")
        #expect(decoded.diagnostics.isEmpty)
        #expect(try JSONValue(parsing: Self.byteOrderMark + Array("[1]".utf8)) == [1])
        #expect(try JSONValue(parsing: "\u{FEFF}[1]") == [1])
        #expect(try JSONValue(parsing: Data(Self.byteOrderMark + Array("[1]".utf8))) == [1])
    }

    @Test func countsErrorPositionsFromAfterTheByteOrderMark() {
        let error = #expect(throws: JSONParseError.self) {
            try JSONValue(parsing: Self.byteOrderMark + Array("[1,]".utf8))
        }
        #expect(error?.line == 1)
        #expect(error?.column == 4)
    }

    @Test(arguments: ["[\u{FEFF}1]", "\u{FEFF}\u{FEFF}[1]", " \u{FEFF}[1]"])
    func refusesAByteOrderMarkAnywhereButTheStart(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
    }

    // MARK: Repeated keys

    @Test(
        arguments: [
            (
                #"{"format":"kheper.blocks","title":"first","title":"last","blocks":[]}"#,
                ["title"], "title", 2
            ),
            (
                #"{"format":"kheper.blocks","blocks":[{"type":"lift","data":{"name":"first","sets":[],"name":"last"}}]}"#,
                ["blocks", 0, "data", "name"], "name", 2
            ),
            (
                #"{"format":"kheper.blocks","blocks":[{"type":"note","data":{"text":"x"}},{"type":"group","data":{},"#
                    + #""children":[{"type":"note","data":{"text":"a"}},{"type":"note","data":{"text":"first","#
                    + #""text":"b","text":"last"}}]}]}"#,
                ["blocks", 1, "children", 1, "data", "text"], "text", 3
            ),
            (
                #"{"format":"kheper.blocks","blocks":[{"type":"acme/yoga","data":{"poses":[[{"k":1,"k":2}]]}}]}"#,
                ["blocks", 0, "data", "poses", 0, 0, "k"], "k", 2
            ),
            (
                #"{"format":"kheper.blocks","blocks":[{"type":"note","type":"acme/yoga","data":{}}]}"#,
                ["blocks", 0, "type"], "type", 2
            ),
        ] as [(String, JSONPath, String, Int)])
    func reportsEveryRepeatedKeyWithItsPathAndKeepsTheLastValue(
        text: String,
        path: JSONPath,
        key: String,
        occurrences: Int
    ) throws {
        let decoded = try registry.decodeDocument(from: text)
        let repeated = decoded.diagnostics.filter { $0.code == "duplicate-key" }
        try #require(repeated.count == 1, "\(decoded.diagnostics)")
        #expect(repeated[0].severity == .warning)
        #expect(repeated[0].path == path)
        #expect(repeated[0].message.contains("\"\(key)\" is written \(occurrences) times"))
        #expect(repeated[0].message.contains("only the last value is kept"))
        let written = try registry.encode(decoded.document)
        #expect(written.description.contains("first") == false)
        let lastValue = try JSONValue(parsing: text)
        #expect(try value(at: path, in: lastValue)?.description.contains("first") != true)
    }

    @Test func reportsRepeatsInLargeObjectsToo() throws {
        var members = (0..<40).map { "\"k\($0)\":\($0)" }
        members.append("\"k7\":\"again\"")
        let text =
            #"{"format":"kheper.blocks","blocks":[],"#
            + #""extra":{"# + members.joined(separator: ",") + "}}"
        let decoded = try registry.decodeDocument(from: text)
        #expect(decoded.diagnostics.map(\.path) == [["extra", "k7"]])
        #expect(decoded.document.extraFields["extra"]?["k7"] == "again")
    }

    @Test func readsDocumentsWithoutRepeatsWithoutDiagnostics() throws {
        let result = try JSONValue.parseReportingRepeats(Array(#"{"a":{"b":1,"c":[{"b":2}]},"b":3}"#.utf8))
        #expect(result.duplicateKeys.isEmpty)
    }

    /// Random trees whose objects repeat some keys: the parser reports exactly the repeats, with their paths, and
    /// keeps each repeated key's last value.
    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func reportsExactlyTheRepeatsOfRandomTrees(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var expected: [JSONDuplicateKey] = []
        let text = Self.randomText(depth: 0, path: .root, random: &random, repeats: &expected)
        let result = try JSONValue.parseReportingRepeats(Array(text.utf8))
        #expect(
            Set(result.duplicateKeys) == Set(expected),
            "seed \(seed): \(text)"
        )
        #expect(result.value == (try JSONValue(parsing: text)), "seed \(seed)")
    }

    // MARK: Shapes

    @Test(arguments: [#"{"a":1}"#, #""blocks""#, "5", "true"])
    func refusesBlocksThatAreNotAnArray(blocks: String) {
        let error = #expect(throws: DocumentFormatError.self) {
            try registry.decodeDocument(from: #"{"format":"kheper.blocks","formatVersion":1,"blocks":"# + blocks + "}")
        }
        #expect(error?.code == .invalidMember)
        #expect(error?.code.rawValue == "format.invalid-member")
        #expect(error?.message.contains("\"blocks\" must be an array of blocks") == true)
    }

    @Test func readsNullBlocksAsNone() throws {
        let decoded = try registry.decodeDocument(from: #"{"format":"kheper.blocks","blocks":null}"#)
        #expect(decoded.document.isEmpty)
        #expect(decoded.diagnostics.isEmpty)
    }

    // MARK: Helpers

    private func value(at path: JSONPath, in value: JSONValue) throws -> JSONValue? {
        var current: JSONValue? = value
        for component in path.components {
            switch component {
            case .key(let key): current = current?[key]
            case .index(let index): current = current?[index]
            }
        }
        return current
    }

    /// JSON text for a random value; objects sometimes repeat a key, recorded in `repeats`.
    private static func randomText(
        depth: Int,
        path: JSONPath,
        random: inout SeededGenerator,
        repeats: inout [JSONDuplicateKey]
    ) -> String {
        let pick = depth >= 4 ? 0 : Int.random(in: 0..<3, using: &random)
        switch pick {
        case 1:
            let count = Int.random(in: 0..<4, using: &random)
            let elements = (0..<count).map { index in
                randomText(depth: depth + 1, path: path.appending(index: index), random: &random, repeats: &repeats)
            }
            return "[" + elements.joined(separator: ",") + "]"
        case 2:
            let size = Int.random(in: 0..<24, using: &random)
            var written: [String] = []
            var counts: [String: Int] = [:]
            var order: [String] = []
            for _ in 0..<size {
                let key = "k\(Int.random(in: 0..<max(1, size), using: &random))"
                if counts[key] == nil { order.append(key) }
                counts[key, default: 0] += 1
                let member = randomText(
                    depth: depth + 1, path: path.appending(key), random: &random, repeats: &repeats)
                written.append("\(JSONValue.string(key).description):\(member)")
            }
            for key in order where counts[key, default: 0] > 1 {
                repeats.append(JSONDuplicateKey(path: path.appending(key), key: key, occurrences: counts[key]!))
            }
            return "{" + written.joined(separator: ",") + "}"
        default:
            return String(Int.random(in: 0..<100, using: &random))
        }
    }
}
