import Foundation
import KheperCore
import KheperRenderTargets

/// A leaf that holds a short line of text; its validator rejects long notes.
struct Note: Block {
    static let kind: BlockKind = "note"
    var text: String

    static let definition = BlockDefinition(
        Note.self,
        displayName: "Note",
        symbolName: "text.alignleft",
        nesting: .leaf(atRoot: true),
        validate: { note in
            guard note.text.count > 20 else { return [] }
            return [
                .error(
                    "note.too-long",
                    "\"text\" has \(note.text.count) characters; at most 20 are allowed",
                    at: ["text"]
                )
            ]
        },
        makeDefault: { Note(text: "") },
        shorthand: { text throws(ShorthandError) in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw ShorthandError(.empty, token: nil, "a note needs some text") }
            return Note(text: trimmed)
        },
        renderers: [
            BlockRenderer(Note.self, for: PlainTextTarget.self) { note, input in
                PlainTextTarget.indent(input.depth) + note.text
            }
        ]
    )
}

/// A leaf at version 2 with nested values; version 1 called `name` `title`.
struct Lift: Block {
    struct Entry: Codable, Hashable {
        var reps: Int
        var load: Double?
    }

    static let kind: BlockKind = "lift"
    static let version = 2
    var name: String
    var sets: [Entry]

    static let definition = BlockDefinition(
        Lift.self,
        displayName: "Lift",
        symbolName: "dumbbell",
        nesting: .leaf(atRoot: true),
        migrations: [
            BlockMigration(from: 1) { data in
                guard case .string(let title)? = data["title"] else {
                    throw MigrationFailure(reason: "version 1 needs a \"title\" string")
                }
                data["title"] = nil
                data["name"] = .string(title)
            }
        ],
        validate: { lift in
            lift.sets.enumerated().compactMap { index, entry in
                guard entry.reps < 0 || entry.reps > 100 else { return nil }
                return .error(
                    "lift.reps-out-of-range",
                    "\"reps\" is \(entry.reps); expected 0 to 100",
                    at: ["sets", .index(index), "reps"]
                )
            }
        },
        makeDefault: { Lift(name: "Lift", sets: []) }
    )
}

/// A container of notes and lifts, placed at the root only, with two to four children.
struct Group: Block {
    static let kind: BlockKind = "group"
    var label: String?

    static let definition = BlockDefinition(
        Group.self,
        displayName: "Group",
        symbolName: "square.stack",
        nesting: .container(of: ["note", "lift"], atRoot: true, minimumChildren: 2, maximumChildren: 4),
        validateChildren: { _, children in
            children.contains { $0.kind == "lift" }
                ? [] : [.warning("group.no-lift", "a group should hold at least one lift")]
        },
        makeDefault: { Group(label: nil) }
    )
}

struct MigrationFailure: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}

enum SampleKinds {
    static let definitions = [Note.definition, Lift.definition, Group.definition]

    static func registry(maximumDepth: Int = BlockRegistry.defaultMaximumDepth) -> BlockRegistry {
        try! BlockRegistry(definitions, maximumDepth: maximumDepth)
    }

    /// Wraps blocks in a document envelope.
    static func document(_ blocks: JSONValue, extra: JSONObject = JSONObject()) -> JSONValue {
        var envelope: JSONObject = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "doc-1", "title": "Test", "blocks": blocks,
        ]
        for (key, value) in extra { envelope[key] = value }
        return .object(envelope)
    }
}
