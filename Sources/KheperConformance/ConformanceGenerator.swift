import Foundation
public import KheperCore

/// Writes the conformance cases from the Swift implementation: every input, with the result this build gives as
/// its expectation. Seeded and written with sorted keys, so the same build writes the same bytes.
public enum ConformanceGenerator {
    /// The path, inside the case folder, of the copied reference vectors the reference cases are made from.
    public static let referenceVectorsPath = "order-keys/reference/fractional-indexing.json"

    /// Every case file with its expectations filled in.
    ///
    /// - Parameter referenceVectors: The reference vectors' JSON, as copied from rocicorp/fractional-indexing.
    /// - Throws: ``ConformanceError`` when a case's input is one its operation cannot read (a bug in the generator).
    public static func files(referenceVectors: JSONValue) throws(ConformanceError) -> [ConformanceFile] {
        let registry = try DocumentCases.registry(maximumDepth: nil)
        var files = OrderKeyCases.files(reference: OrderKeyCases.referenceCases(fromVectors: referenceVectors))
        files += DocumentCases.files()
        files += ShorthandCases.files(registry: registry)
        files += FieldCases.files()
        files += EditCases.files()
        files += ImportCases.files()
        files += KindCases.files()
        files += MatchingCases.files()
        files += PlateCases.files()
        files += ProgressionCases.files()
        for fileIndex in files.indices {
            let file = files[fileIndex]
            for caseIndex in file.cases.indices {
                let input = file.cases[caseIndex].input
                files[fileIndex].cases[caseIndex].expect = try ConformanceEvaluator.evaluate(
                    file.suite, file.operation, input)
            }
        }
        return files
    }

    /// Writes every case file into `directory`, replacing the generated files there and removing case files
    /// no longer generated; returns the paths written, relative to `directory`.
    ///
    /// - Throws: ``ConformanceError`` when the reference vectors cannot be read or a file cannot be written.
    @discardableResult
    public static func write(to directory: String) throws(ConformanceError) -> [String] {
        let vectorsPath = directory + "/" + referenceVectorsPath
        guard let vectorBytes = FileManager.default.contents(atPath: vectorsPath) else {
            throw ConformanceError(.io, "cannot read the reference vectors at \(vectorsPath)")
        }
        let vectors: JSONValue
        do {
            vectors = try JSONValue(parsing: [UInt8](vectorBytes))
        } catch {
            throw ConformanceError(.malformedFile, "\(vectorsPath) is not JSON: \(error)")
        }
        let files = try files(referenceVectors: vectors)
        let written = Set(files.map(\.relativePath))
        for path in try ConformanceRunner.caseFilePaths(in: directory) where !written.contains(path) {
            try? FileManager.default.removeItem(atPath: directory + "/" + path)
        }
        for file in files {
            let folder = directory + "/" + file.suite.rawValue
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data(file.bytes).write(to: URL(fileURLWithPath: directory + "/" + file.relativePath))
            } catch {
                throw ConformanceError(.io, "cannot write \(directory)/\(file.relativePath): \(error)")
            }
        }
        return files.map(\.relativePath)
    }
}
