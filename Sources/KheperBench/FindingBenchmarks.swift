import Kheper
import KheperCLI
import KheperEditor

/// `kheper validate --format compiler` on a document with 100,000 findings against one with 10,000: every finding
/// is read, validated and located in time linear in the findings, so ten times the findings take at most twice ten
/// times as long (a time per finding within 2x of the smaller run's).
enum FindingBenchmarks {
    static let suite = "findings"

    static var all: [Benchmark] {
        [
            Benchmark(
                name: "validate-compiler-100000-findings",
                suite: suite,
                goal: .ratio(
                    maximum: 20, baselineName: "10,000 findings", baseline: { validate(smallDocument) })
            ) { validate(largeDocument) }
        ]
    }

    /// Documents of unknown blocks, one finding each, one block to a line as people write them.
    static let smallDocument = document(findings: 10_000)
    static let largeDocument = document(findings: 100_000)

    static func document(findings count: Int) -> [UInt8] {
        var text = #"{"format": "kheper.workout", "formatVersion": 1, "id": "bench", "blocks": ["# + "\n"
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            text += #"  {"id": "b\#(index)", "type": "acme/kind", "data": {"n": \#(index)}}"#
        }
        text += "\n]}\n"
        return Array(text.utf8)
    }

    /// Runs the command in-process on `bytes` as standard input; returns the size of what it printed.
    static func validate(_ bytes: [UInt8]) -> UInt64 {
        let environment = ToolEnvironment(currentDirectory: "/", readStandardInput: { bytes })
        let tool = KheperCommandLine(registry: .standard, environment: environment) { _, _ throws(StoreError) in
            InMemoryDocumentStore()
        }
        let (_, output) = tool.run(["validate", "--format", "compiler", "-"])
        return UInt64(output.standardOutput.utf8.count)
    }
}
