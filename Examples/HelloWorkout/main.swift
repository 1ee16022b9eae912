// A runnable tour of the kernel: define two block kinds, build a registry, read a workout that contains a kind
// this program has never heard of, report what the validator finds, render it as text and write it back
// losslessly. Run it with `swift run hello-workout [FILE]`.

import Foundation
import KheperCore

/// A line of text: the smallest possible block kind.
struct Line: Block {
    static let kind: BlockKind = "line"
    var text: String
}

/// A movement with a number of repetitions.
struct Move: Block {
    static let kind: BlockKind = "move"
    var name: String
    var reps: Int
}

/// Plain text for a terminal.
enum PlainText: RenderTarget {
    static let name = "text"

    static func fallback(_ input: RenderInput<PlainText>) -> String {
        indent(input.depth) + "[\(input.node.content.kind)]"
    }

    static func placeholder(for block: UnknownBlock, _ input: RenderInput<PlainText>) -> String {
        ([indent(input.depth) + "[unknown block \"\(block.kind)\", kept as written]"] + input.children)
            .joined(separator: "\n")
    }

    static func document(_ document: BlockDocument, blocks: [String], context: RenderContext) -> String {
        ([document.title, String(repeating: "=", count: document.title.count)] + blocks).joined(separator: "\n")
    }

    static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}

let registry: BlockRegistry
do {
    registry = try BlockRegistry(
        [
            BlockDefinition(
                Line.self,
                displayName: "Line",
                symbolName: "text.alignleft",
                makeDefault: { Line(text: "") },
                renderers: [
                    BlockRenderer(Line.self, for: PlainText.self) { line, input in
                        PlainText.indent(input.depth) + line.text
                    }
                ]
            ),
            BlockDefinition(
                Move.self,
                displayName: "Move",
                symbolName: "figure.strengthtraining.traditional",
                validate: { move in
                    (1...1000).contains(move.reps)
                        ? []
                        : [.error("move.reps", "\"reps\" is \(move.reps); expected 1 to 1000", at: ["reps"])]
                },
                makeDefault: { Move(name: "Push-up", reps: 10) },
                renderers: [
                    BlockRenderer(Move.self, for: PlainText.self) { move, input in
                        PlainText.indent(input.depth) + "• \(move.name) × \(move.reps)"
                    }
                ]
            ),
        ], format: DocumentFormat(name: "kheper.workout", noun: "Workout"))
} catch {
    FileHandle.standardError.write(Data("hello-workout: \(error)\n".utf8))
    exit(2)
}

let sample = """
    {"format": "kheper.workout", "formatVersion": 1, "id": "hello", "title": "Hello, workout", "blocks": [
      {"type": "line", "data": {"text": "Three rounds, little rest."}},
      {"type": "move", "data": {"name": "Push-up", "reps": 15, "cue": "elbows in"}},
      {"type": "acme/stretch", "version": 2, "data": {"hold": 30, "sides": 2},
       "children": [{"type": "move", "data": {"name": "Air squat", "reps": 20}}]}
    ]}
    """

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--help" || arguments.first == "-h" {
    print(
        "usage: hello-workout [FILE]\n\nReads a Kheper workout (a built-in sample without FILE), prints its findings,")
    print("renders it as text and prints it back in the document format.")
    exit(0)
}
let input: [UInt8]
if let path = arguments.first {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("hello-workout: cannot read \(path)\n".utf8))
        exit(2)
    }
    input = [UInt8](data)
} else {
    input = Array(sample.utf8)
}

do {
    let decoded = try registry.decodeDocument(from: input)
    print(registry.render(decoded.document, as: PlainText.self))
    print("\nFindings:")
    for diagnostic in decoded.diagnostics { print("  \(diagnostic)") }
    print("\nWritten back (unknown kinds and fields kept):")
    print(String(decoding: try registry.encodedJSON(decoded.document), as: UTF8.self))
    exit(decoded.hasErrors ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("hello-workout: \(error)\n".utf8))
    exit(2)
}
