import Foundation
import Testing

/// The kernel knows blocks, not workouts: no line of code in `Sources/KheperCore` names them.
@Suite struct KernelVocabularyTests {
    /// `Sources/KheperCore`, found from this file's place in the package.
    static let kernelSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/KheperCore")

    @Test func noLineOfKernelCodeSaysWorkout() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.kernelSources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20, "the kernel's sources were not found at \(Self.kernelSources.path)")
        var offending: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.kernelSources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), code.lowercased().contains("workout") else { continue }
                offending.append("\(file):\(number + 1): \(code)")
            }
        }
        #expect(offending.isEmpty, "kernel code that names workouts:\n\(offending.joined(separator: "\n"))")
    }
}
