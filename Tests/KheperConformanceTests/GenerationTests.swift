import Foundation
import KheperConformance
import KheperCore
import Testing

/// The committed cases are exactly what this build generates, generating is deterministic, and the suite is large
/// enough to be what the issue asks for.
@Suite struct GenerationTests {
    static let directory = ConformanceCaseTests.directory

    static func referenceVectors() throws -> JSONValue {
        let path = "\(directory)/\(ConformanceGenerator.referenceVectorsPath)"
        return try JSONValue(parsing: [UInt8](try #require(FileManager.default.contents(atPath: path))))
    }

    @Test func theCommittedFilesAreWhatThisBuildGenerates() throws {
        let files = try ConformanceGenerator.files(referenceVectors: Self.referenceVectors())
        let committed = try ConformanceRunner.caseFilePaths(in: Self.directory)
        #expect(committed == files.map(\.relativePath).sorted())
        for file in files {
            // Compared as a yes or no, so a difference prints one sentence, not every byte of two files.
            let bytes = FileManager.default.contents(atPath: "\(Self.directory)/\(file.relativePath)")
            let same = bytes.map([UInt8].init) == file.bytes
            #expect(
                same,
                "\(file.relativePath) differs from what this build generates: run `swift run kheper conformance generate`"
            )
        }
    }

    @Test func generatingTwiceWritesTheSameBytes() throws {
        let vectors = try Self.referenceVectors()
        let first = try ConformanceGenerator.files(referenceVectors: vectors).map(\.bytes)
        let second = try ConformanceGenerator.files(referenceVectors: vectors).map(\.bytes)
        #expect(first == second)
    }

    @Test func writingIntoAFolderReplacesStaleFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let vectors = "\(folder)/\(ConformanceGenerator.referenceVectorsPath)"
        try FileManager.default.createDirectory(
            atPath: (vectors as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "\(Self.directory)/\(ConformanceGenerator.referenceVectorsPath)", toPath: vectors)
        try FileManager.default.createDirectory(atPath: "\(folder)/fields", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(folder)/fields/stale.json"))
        let written = try ConformanceGenerator.write(to: folder)
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/fields/stale.json"))
        #expect(try ConformanceRunner.caseFilePaths(in: folder) == written.sorted())
        #expect(try ConformanceRunner.run(directory: folder).failures.isEmpty)
    }

    @Test func theSuiteHasTheCasesTheIssueAsksFor() throws {
        let files = try ConformanceRunner.readFiles(in: Self.directory)
        func count(_ suite: ConformanceSuite) -> Int {
            files.filter { $0.suite == suite }.map(\.cases.count).reduce(0, +)
        }
        let reference = files.filter { $0.name.hasPrefix("reference-") }.map(\.cases.count).reduce(0, +)
        #expect(reference == 44)
        #expect(count(.orderKeys) - reference >= 1_900)
        for suite in ConformanceSuite.allCases {
            #expect(count(suite) >= 10, "\(suite.rawValue) has \(count(suite)) cases")
        }
        // Every kind has at least 20 shorthand cases.
        let shorthand = try #require(files.first { $0.suite == .shorthand })
        let kinds = Dictionary(grouping: shorthand.cases) { $0.input["kind"]?.stringValue ?? "" }
        for kind in ["text", "exercise", "set", "timer", "chart", "media", "divider"] {
            #expect((kinds[kind]?.count ?? 0) >= 20, "\(kind) has \(kinds[kind]?.count ?? 0) shorthand cases")
        }
        // Every case says what it pins down, and names are unique within a file.
        for file in files {
            #expect(Set(file.cases.map(\.name)).count == file.cases.count, "\(file.relativePath) repeats a name")
            #expect(file.cases.allSatisfy { !$0.pins.isEmpty })
        }
    }
}
