import Foundation
import KheperConformance
import KheperCore
import Testing

/// Every committed case file validates against the JSON Schema its `$schema` names, with the subset validator;
/// and the validator refuses what it should.
@Suite struct SchemaValidationTests {
    static let directory = ConformanceCaseTests.directory

    static func schema(named name: String) throws -> JSONSchemaSubset {
        let bytes = try #require(FileManager.default.contents(atPath: "\(directory)/schemas/\(name)"))
        return JSONSchemaSubset(root: try JSONValue(parsing: [UInt8](bytes)))
    }

    static func caseFile(_ path: String) throws -> JSONValue {
        let bytes = try #require(FileManager.default.contents(atPath: "\(directory)/\(path)"))
        return try JSONValue(parsing: [UInt8](bytes))
    }

    @Test func everyCaseFileValidatesAgainstItsSchema() throws {
        let paths = try ConformanceRunner.caseFilePaths(in: Self.directory)
        #expect(paths.count >= 13)
        for path in paths {
            let file = try Self.caseFile(path)
            let reference = try #require(file["$schema"]?.stringValue)
            #expect(reference.hasPrefix("../schemas/"), "\(path) names \(reference)")
            let schema = try Self.schema(named: String(reference.dropFirst("../schemas/".count)))
            let problems = schema.problems(in: file)
            #expect(problems.isEmpty, "\(path): \(problems.prefix(5).joined(separator: "; "))")
        }
    }

    @Test func everySuiteHasASchema() throws {
        for suite in ConformanceSuite.allCases {
            #expect(FileManager.default.fileExists(atPath: "\(Self.directory)/schemas/\(suite.rawValue).schema.json"))
        }
    }

    @Test func aMissingMemberIsRefused() throws {
        let schema = try Self.schema(named: "order-keys.schema.json")
        var file = try #require(try Self.caseFile("order-keys/errors.json").objectValue)
        var cases = try #require(file["cases"]?.arrayValue)
        var first = try #require(cases[0].objectValue)
        _ = first.removeValue(forKey: "pins")
        cases[0] = .object(first)
        file["cases"] = .array(cases)
        #expect(schema.problems(in: .object(file)) == ["$.cases[0]: the member \"pins\" is missing"])
    }

    @Test func anExpectationOfTheWrongShapeIsRefused() throws {
        let schema = try Self.schema(named: "order-keys.schema.json")
        let file: JSONValue = [
            "$schema": "../schemas/order-keys.schema.json", "suite": "order-keys", "operation": "between", "about": "x",
            "cases": [["name": "n", "pins": "p", "input": ["a": nil, "b": nil], "expect": ["key": 5]]],
        ]
        #expect(
            schema.problems(in: file) == ["$.cases[0].expect: matches 0 of the oneOf schemas; expected exactly one"])
    }

    @Test func anUnknownOperationAndAnExtraMemberAreRefused() throws {
        let schema = try Self.schema(named: "fields.schema.json")
        let file: JSONValue = [
            "$schema": "../schemas/fields.schema.json", "suite": "fields", "operation": "guess", "about": "x",
            "extra": true,
            "cases": [
                [
                    "name": "n", "pins": "p", "input": ["field": ["name": "a", "type": "load"], "text": "1kg"],
                    "expect": ["value": 1],
                ]
            ],
        ]
        let problems = schema.problems(in: file)
        #expect(problems.count == 2)
        #expect(problems.contains("$: the member \"extra\" is not allowed"))
    }

    @Test func anUnsupportedKeywordIsReported() {
        let schema = JSONSchemaSubset(root: ["type": "string", "pattern": "^a"])
        #expect(schema.problems(in: "abc") == ["$: the schema uses \"pattern\", which this validator does not support"])
    }
}
