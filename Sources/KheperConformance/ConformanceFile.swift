public import KheperCore

/// One case file: the suite and operation its cases run, what it is about, and the cases.
public struct ConformanceFile: Sendable, Hashable {
    /// The folder the file lives in.
    public var suite: ConformanceSuite

    /// The file's name without `.json`, such as `between`.
    public var name: String

    /// The operation every case of the file runs, such as `between` or `read`.
    public var operation: String

    /// What the file covers, for a person.
    public var about: String

    /// The cases, in a stable order.
    public var cases: [ConformanceCase]

    /// Creates a case file.
    public init(suite: ConformanceSuite, name: String, operation: String, about: String, cases: [ConformanceCase]) {
        self.suite = suite
        self.name = name
        self.operation = operation
        self.about = about
        self.cases = cases
    }

    /// The file's path inside the case folder, such as `order-keys/between.json`.
    public var relativePath: String { "\(suite.rawValue)/\(name).json" }

    /// The file as JSON; written with sorted keys so regenerating it gives the same bytes.
    public var json: JSONValue {
        [
            "$schema": .string("../schemas/\(suite.rawValue).schema.json"),
            "suite": .string(suite.rawValue),
            "operation": .string(operation),
            "about": .string(about),
            "cases": .array(cases.map(\.json)),
        ]
    }

    /// The bytes written to disk: pretty-printed JSON with sorted keys and a final newline.
    public var bytes: [UInt8] {
        json.serialized([.prettyPrinted, .sortedKeys]) + [UInt8(ascii: "\n")]
    }

    /// Reads a case file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - relativePath: The file's path inside the case folder, for messages and for its suite and name.
    /// - Throws: ``ConformanceError`` when the file is not JSON or lacks a member.
    public init(bytes: [UInt8], relativePath: String) throws(ConformanceError) {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: bytes)
        } catch {
            throw ConformanceError(.malformedFile, "\(relativePath) is not JSON: \(error)")
        }
        guard let object = json.objectValue, let suiteName = object["suite"]?.stringValue,
            let suite = ConformanceSuite(rawValue: suiteName), let operation = object["operation"]?.stringValue,
            let about = object["about"]?.stringValue, let cases = object["cases"]?.arrayValue
        else {
            throw ConformanceError(
                .malformedFile,
                "\(relativePath) needs \"suite\" (one of \(ConformanceSuite.allCases.map(\.rawValue))), "
                    + "\"operation\", \"about\" and \"cases\"")
        }
        var read: [ConformanceCase] = []
        for (index, item) in cases.enumerated() {
            read.append(try ConformanceCase(json: item, file: relativePath, index: index))
        }
        let fileName = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        let name = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        self.init(suite: suite, name: name, operation: operation, about: about, cases: read)
    }
}
