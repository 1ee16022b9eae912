import Foundation
import KheperCore
import KheperKindFiles
import KheperMeasures
import Testing

/// Helpers shared by the kind-file suites: the shipped example, kind files written as text, and a registry with a
/// stand-in for the built-in `set` container.
enum KindFileSupport {
    /// The bytes of `Examples/Kinds/mobility.kind.json`, copied into the fixtures.
    static func mobilityBytes() throws -> [UInt8] {
        let url = try #require(
            Bundle.module.url(forResource: "mobility.kind", withExtension: "json", subdirectory: "Fixtures"))
        return [UInt8](try Data(contentsOf: url))
    }

    /// The value types a kind file may name, as the standard registry knows them: duration, load and distance.
    static let valueTypes = Dictionary(uniqueKeysWithValues: Measures.valueTypes.map { ($0.name, $0) })

    /// The shipped example, loaded.
    static func mobility() throws -> KindFile {
        try KindFile(bytes: mobilityBytes(), file: "mobility.kind.json", valueTypes: KindFileSupport.valueTypes)
    }

    /// A minimal valid kind file as a JSON object, to be changed by a test.
    static let minimal: JSONObject = [
        "kind": "acme/plank",
        "displayName": "Plank",
        "fields": [["name": "name", "type": "string", "required": true, "doc": "What."]],
        "render": ["text": "{name}"],
    ]

    /// A registry holding a stand-in `set` container that names no children, as the real one does not name
    /// declared kinds either.
    static func registryWithSet() throws -> BlockRegistry {
        try BlockRegistry([
            BlockDefinition(
                SetStandIn.self, displayName: "Set", symbolName: "square.stack", nesting: .container(of: []),
                makeDefault: { SetStandIn() })
        ])
    }

    /// A temporary folder holding `files` by name.
    static func folder(_ files: [String: String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(path)/\(name)"))
        }
        return path
    }
}

/// A stand-in for the built-in `set` container.
struct SetStandIn: Block {
    static let kind: BlockKind = "set"
}
