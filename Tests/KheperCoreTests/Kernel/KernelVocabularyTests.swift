import Foundation
import Testing

/// The kernel knows blocks, not workouts: no line of code in `Sources/KheperCore` names them, and no line at all,
/// comments included, names a unit of weight, length or time or the one-repetition maximum; those belong to the
/// modules that declare value types (`KheperMeasures`).
@Suite struct KernelVocabularyTests {
    /// `Sources/KheperCore`, found from this file's place in the package.
    static let kernelSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/KheperCore")

    /// Every line of the kernel's Swift sources, trimmed, with the file and line number it stands at.
    static func kernelLines() throws -> [(place: String, text: String)] {
        let files = try #require(FileManager.default.enumerator(atPath: kernelSources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20, "the kernel's sources were not found at \(kernelSources.path)")
        var lines: [(place: String, text: String)] = []
        for file in files.sorted() {
            let text = try String(contentsOf: kernelSources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                lines.append(("\(file):\(number + 1)", line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return lines
    }

    @Test func noLineOfKernelCodeSaysWorkout() throws {
        let offending = try Self.kernelLines().filter { line in
            !line.text.hasPrefix("//") && line.text.lowercased().contains("workout")
        }
        #expect(
            offending.isEmpty,
            "kernel code that names workouts:\n\(offending.map { "\($0.place): \($0.text)" }.joined(separator: "\n"))")
    }

    /// A unit word (`kg`, `pounds`, `metres`, `km`, `seconds`, `minutes`, `1RM`, …) or a number written with a
    /// unit (`100kg`, `400m`, `90s`, `2m`).
    static var unitPattern: Regex<AnyRegexOutput> {
        try! Regex(
            #"(?i)\b(kg|kgs|lbs?|pounds?|kilograms?|grams?|metres?|meters?|kilometres?|km|miles?|seconds?|minutes?|hours?|1rm|one-repetition|rep max|percent1rm|bodyweight)\b|\d(kg|lbs?|km|m|s|min|h)\b"#
        )
    }

    @Test func noLineOfTheKernelNamesAUnitOfWeightLengthOrTimeOrTheOneRepetitionMaximum() throws {
        let offending = try Self.kernelLines().filter { $0.text.contains(Self.unitPattern) }
        #expect(
            offending.isEmpty,
            "kernel lines that name a unit:\n\(offending.map { "\($0.place): \($0.text)" }.joined(separator: "\n"))")
    }

    @Test func theUnitPatternFindsWhatItLooksFor() {
        for line in ["a load in kg", "Metres, read as `400`", "`2m`", "of the one-repetition maximum", "percent1RM"] {
            #expect(line.contains(Self.unitPattern), "\(line)")
        }
        for line in ["a whole number", "FieldSpec.metresPerUnit is not a unit word", "case items"] {
            #expect(!line.contains(Self.unitPattern), "\(line)")
        }
    }
}
