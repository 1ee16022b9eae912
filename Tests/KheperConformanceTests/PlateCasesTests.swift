import KheperConformance
import KheperCore
import KheperProgram
import Testing

/// The committed `plates/` cases cover rounding each way on every equipment, plates per side on sets no greedy fill
/// suits, every refusal of a profile, and warm-up ramps; and a case whose expectation disagrees with the rules fails.
@Suite struct PlateCasesTests {
    static func plateFiles() throws -> [ConformanceFile] {
        try ConformanceRunner.readFiles(in: ConformanceCaseTests.directory).filter { $0.suite == .plates }
    }

    @Test("there are rounding, plates-per-side and warm-up files, each with its cases")
    func everyFile() throws {
        let files = try Self.plateFiles()
        #expect(Set(files.map(\.name)) == ["round", "per-side", "warmup"])
        #expect(files.allSatisfy { $0.cases.count >= 10 })
    }

    @Test("every direction, every equipment and every load error code has a case")
    func coverage() throws {
        let cases = try Self.plateFiles().flatMap(\.cases)
        let directions = Set(cases.compactMap { $0.expect["rounded"]?.stringValue })
        #expect(directions == Set(RoundingDirection.allCases.map(\.rawValue)))
        let equipment = Set(cases.map { $0.input["equipment"]?.stringValue ?? "barbell" })
        #expect(equipment == Set(LoadEquipment.allCases.map(\.rawValue)))
        let codes = Set(cases.compactMap { $0.expect["error"]?.stringValue })
        let every: Set<String> = [
            LoadError.Code.barWeight, .plateWeight, .plateCount, .steps, .precision, .warmupStep, .target,
        ].reduce(into: []) { $0.insert($1.rawValue) }
        #expect(every.isSubset(of: codes), "missing \(every.subtracting(codes))")
        #expect(cases.contains { $0.expect["outOfRange"] == true })
    }

    @Test("the case no greedy fill gets right expects 15 + 15 a side")
    func greedyCase() throws {
        let file = try #require(try Self.plateFiles().first { $0.name == "per-side" })
        let greedy = try #require(file.cases.first { $0.name == "greedy-30-a-side" })
        #expect(greedy.expect["platesPerSide"] == [15, 15])
        #expect(greedy.expect["rounded"] == "exact")
    }

    @Test("a case expecting the plates a greedy fill gives fails")
    func wrongExpectationFails() throws {
        var file = try #require(try Self.plateFiles().first { $0.name == "per-side" })
        file.cases = [
            ConformanceCase(
                name: "wrong", pins: "a greedy fill from the 25 would stop at 25 a side",
                input: [
                    "target": ["value": 80, "unit": "kg"],
                    "profile": [
                        "unit": "kg", "bar": 20,
                        "plates": [["weight": 25, "count": 2], ["weight": 15, "count": 6]],
                    ],
                ],
                expect: ["load": 70, "unit": "kg", "rounded": "down", "outOfRange": false, "platesPerSide": [25]])
        ]
        let report = ConformanceRunner.run(file)
        #expect(report.passed == 0)
        #expect(report.failures.count == 1)
    }
}
