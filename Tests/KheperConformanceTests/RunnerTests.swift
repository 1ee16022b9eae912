import Foundation
import KheperConformance
import KheperCore
import Testing

/// The runner finds a changed behaviour and says where, with a diff; fresh ids are renamed in a stable order.
@Suite struct RunnerTests {
    @Test func aWrongExpectationFailsWithItsFileAndADiff() throws {
        let file = ConformanceFile(
            suite: .orderKeys, name: "probe", operation: "between", about: "A probe.",
            cases: [
                ConformanceCase(name: "right", pins: "a0 first", input: ["a": nil, "b": nil], expect: ["key": "a0"]),
                ConformanceCase(name: "wrong", pins: "a9 first", input: ["a": nil, "b": nil], expect: ["key": "a9"]),
            ])
        let report = ConformanceRunner.run(file)
        #expect(report.passed == 1)
        #expect(report.summary == "1 passed, 1 failed")
        let failure = try #require(report.failures.first)
        #expect(failure.file == "order-keys/probe.json")
        #expect(failure.name == "wrong")
        #expect(failure.diff == "  {\n-   \"key\": \"a9\"\n+   \"key\": \"a0\"\n  }")
        #expect(report.text.hasPrefix("FAIL order-keys/probe.json: wrong — a9 first\n"))
        #expect(report.text.hasSuffix("\n1 passed, 1 failed"))
    }

    @Test func aMalformedInputFailsInsteadOfStoppingTheRun() {
        let file = ConformanceFile(
            suite: .fields, name: "probe", operation: "parse", about: "A probe.",
            cases: [ConformanceCase(name: "no-text", pins: "needs text", input: ["field": [:]], expect: ["value": 1])])
        let report = ConformanceRunner.run(file)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.diff.contains("conformance-error") == true)
    }

    @Test func freshIDsAreRenamedInTheOrderTheyFirstAppear() {
        let first = "0f8fad5b-d9cb-469f-a165-70867728950e"
        let second = "7c9e6679-7425-40de-944b-e07fc1f90ae7"
        let value: JSONValue = ["b": .string("x \(first)"), "a": [.string(second), .string(first)], "c": "keep-me"]
        #expect(FreshIDs.normalized(value) == ["b": "x fresh-2", "a": ["fresh-1", "fresh-2"], "c": "keep-me"])
        #expect(FreshIDs.containsUUID(second))
        #expect(!FreshIDs.containsUUID("0f8fad5b-d9cb-469f-a165-70867728950"))
    }

    @Test func aCaseFileWithoutItsMembersIsRefused() {
        #expect(throws: ConformanceError.self) {
            try ConformanceFile(bytes: Array(#"{"suite": "fields"}"#.utf8), relativePath: "fields/x.json")
        }
        #expect(throws: ConformanceError.self) {
            try ConformanceFile(bytes: Array("not json".utf8), relativePath: "fields/x.json")
        }
    }
}
