import Foundation
import KheperCore

/// Runs conformance cases against the Swift implementation and reports each failure with a diff.
public enum ConformanceRunner {
    /// The case files in `directory`: every `*.json` directly inside a suite's folder, sorted.
    ///
    /// - Throws: ``ConformanceError`` when `directory` does not exist.
    public static func caseFilePaths(in directory: String) throws(ConformanceError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw ConformanceError(.io, "no case folder at \(directory)")
        }
        var paths: [String] = []
        for suite in ConformanceSuite.allCases {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + suite.rawValue)) ?? []
            paths += names.filter { $0.hasSuffix(".json") }.map { "\(suite.rawValue)/\($0)" }
        }
        return paths.sorted()
    }

    /// Reads every case file in `directory`.
    ///
    /// - Throws: ``ConformanceError`` when a file cannot be read or is malformed.
    public static func readFiles(in directory: String) throws(ConformanceError) -> [ConformanceFile] {
        var files: [ConformanceFile] = []
        for path in try caseFilePaths(in: directory) {
            guard let data = FileManager.default.contents(atPath: directory + "/" + path) else {
                throw ConformanceError(.io, "cannot read \(directory)/\(path)")
            }
            files.append(try ConformanceFile(bytes: [UInt8](data), relativePath: path))
        }
        return files
    }

    /// Runs every case of `file`; a case whose input its operation cannot read fails with that message.
    public static func run(_ file: ConformanceFile) -> ConformanceReport {
        var report = ConformanceReport()
        for item in file.cases {
            let actual: JSONValue
            do {
                actual = try ConformanceEvaluator.evaluate(file.suite, file.operation, item.input)
            } catch {
                actual = ["conformance-error": .string(error.message)]
            }
            if actual == item.expect {
                report.passed += 1
            } else {
                let diff = LineDiff.diff(expected: readable(item.expect), actual: readable(actual))
                report.failures.append(
                    ConformanceFailure(file: file.relativePath, name: item.name, pins: item.pins, diff: diff))
            }
        }
        return report
    }

    /// Runs every case in `directory`.
    ///
    /// - Throws: ``ConformanceError`` when the folder or a file cannot be read.
    public static func run(directory: String) throws(ConformanceError) -> ConformanceReport {
        var total = ConformanceReport()
        for file in try readFiles(in: directory) {
            let report = run(file)
            total.passed += report.passed
            total.failures += report.failures
        }
        return total
    }

    /// A result written for a diff: pretty-printed with sorted keys, and each string that holds several lines
    /// (a normalised document) spelled out line by line, so a diff points at the line that changed.
    static func readable(_ value: JSONValue) -> String {
        var lines: [String] = [value.serializedString([.prettyPrinted, .sortedKeys])]
        collectTexts(value, path: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func collectTexts(_ value: JSONValue, path: String, into lines: inout [String]) {
        switch value {
        case .string(let text) where text.contains("\n"):
            lines.append("--- \(path) as text:")
            lines.append(text)
        case .array(let items):
            for (index, item) in items.enumerated() { collectTexts(item, path: "\(path)[\(index)]", into: &lines) }
        case .object(let object):
            for key in object.keys.sorted() { collectTexts(object[key] ?? .null, path: "\(path).\(key)", into: &lines) }
        default: break
        }
    }
}
