import Foundation
import KheperConformance
import KheperCore
import Testing

/// Runs every committed case in `Conformance/` against the Swift implementation.
@Suite struct ConformanceCaseTests {
    /// The committed case folder, found from this file's path: Tests/KheperConformanceTests/ → ../../Conformance.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Conformance").path

    @Test func everyCasePasses() throws {
        let report = try ConformanceRunner.run(directory: Self.directory)
        #expect(report.failures.isEmpty, "\(report.text)")
        #expect(report.passed > 2_000)
    }
}
