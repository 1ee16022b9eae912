import KheperCatalogue
import KheperConformance
import KheperCore
import Testing

/// The committed `matching/` cases cover every way a name is decided, in every app's style, and a case whose
/// expectation disagrees with the matcher fails.
@Suite struct MatchingCasesTests {
    static func matchingFile() throws -> ConformanceFile {
        let files = try ConformanceRunner.readFiles(in: ConformanceCaseTests.directory)
        return try #require(files.first { $0.suite == .matching })
    }

    @Test func everyWayANameIsDecidedHasACase() throws {
        let file = try Self.matchingFile()
        let codes = Set(file.cases.compactMap { $0.expect["how"]?.stringValue })
        let every = Set(["alias", "kept-unmatched", "ambiguous", "conflicting-equipment", "no-match"])
            .union(MatchRule.allCases.map(\.rawValue))
        #expect(codes == every)
        #expect(file.cases.contains { $0.expect["entry"] == .null })
        #expect(file.cases.contains { $0.expect["entry"]?.stringValue != nil })
    }

    @Test func everyAppsStyleHasCases() throws {
        let file = try Self.matchingFile()
        for style in ["catalogue", "strong-hevy", "fitnotes", "kheper"] {
            #expect(file.cases.filter { $0.name.hasPrefix(style + "-") }.count >= 8, "\(style)")
        }
    }

    @Test func aCaseExpectingAnotherEntryFails() throws {
        var file = try Self.matchingFile()
        file.cases = [
            ConformanceCase(
                name: "wrong", pins: "the dumbbell bench is never the barbell one",
                input: ["name": "Bench Press (Dumbbell)"],
                expect: ["entry": "Barbell_Bench_Press_-_Medium_Grip", "how": "catalogue-name"])
        ]
        let report = ConformanceRunner.run(file)
        #expect(report.passed == 0)
        #expect(report.failures.count == 1)
    }
}
