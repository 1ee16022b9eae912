import KheperConformance
import KheperCore
import Testing

/// The committed `progression/` cases cover every built-in rule, every refusal and every cell of the RPE table, and
/// a case whose expectation disagrees with the rules fails.
@Suite struct ProgressionCasesTests {
    static func progressionFile(_ operation: String) throws -> ConformanceFile {
        let files = try ConformanceRunner.readFiles(in: ConformanceCaseTests.directory)
        return try #require(files.first { $0.suite == .progression && $0.operation == operation })
    }

    @Test func everyBuiltInRuleHasCases() throws {
        let file = try Self.progressionFile("advance")
        for rule in ["linear", "double-progression", "531", "stages", "none"] {
            let cases = file.cases.filter { $0.input["rule"]?.stringValue == rule }
            #expect(cases.count >= 3, "\(rule)")
            #expect(cases.contains { $0.expect["reason"]?.stringValue != nil }, "\(rule)")
        }
        let squat = try #require(file.cases.first { $0.name == "linear-01" })
        #expect(squat.expect["reason"] == "Squat: 100 → 102.5 kg, 3×5 done")
    }

    @Test func everyRefusalHasACase() throws {
        let codes = try ["advance", "resolve", "rpe"].flatMap { operation in
            try Self.progressionFile(operation).cases.compactMap { $0.expect["error"]?.stringValue }
        }
        let every: Set<String> = [
            "progression.unknown-rule", "progression.invalid-parameter", "progression.missing-state",
            "progression.invalid-state", "prescription.missing-input", "prescription.no-top-set",
            "prescription.invalid-percentage", "prescription.outside-rpe-table",
        ]
        #expect(Set(codes) == every)
    }

    @Test func everyCellOfTheRPETableHasACase() throws {
        let file = try Self.progressionFile("rpe")
        #expect(file.cases.filter { $0.expect["percent"] != nil && $0.input["load"] == nil }.count == 12 * 8)
    }

    @Test func aCaseExpectingAnotherLoadFails() throws {
        var file = try Self.progressionFile("advance")
        var wrong = try #require(file.cases.first { $0.name == "linear-01" })
        var expect = try #require(wrong.expect.objectValue)
        expect["loads"] = [
            ["value": 105, "unit": "kg"], ["value": 102.5, "unit": "kg"], ["value": 102.5, "unit": "kg"],
        ]
        wrong.expect = .object(expect)
        file.cases = [wrong]
        let report = ConformanceRunner.run(file)
        #expect(report.passed == 0)
        #expect(report.failures.count == 1)
    }
}
