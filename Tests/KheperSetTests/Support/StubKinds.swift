import KheperCore
import KheperRenderTargets
import KheperSet

/// A stand-in leaf for a kind the set lists, so a registry with the set builds without the real kind modules.
struct StubBlock<Tag: StubTag>: Block {
    static var kind: BlockKind { Tag.kind }
    var name: String

    static var definition: BlockDefinition {
        BlockDefinition(
            StubBlock<Tag>.self,
            displayName: Tag.kind.rawValue,
            symbolName: "questionmark",
            nesting: .leaf(atRoot: true),
            makeDefault: { StubBlock(name: "") },
            renderers: [
                BlockRenderer(StubBlock<Tag>.self, for: PlainTextTarget.self) { block, input in
                    PlainTextTarget.indent(input.depth) + block.name
                }
            ]
        )
    }
}

protocol StubTag: Sendable, Hashable {
    static var kind: BlockKind { get }
}

enum ExerciseTag: StubTag { static let kind: BlockKind = "exercise" }
enum TimerTag: StubTag { static let kind: BlockKind = "timer" }
enum TextTag: StubTag { static let kind: BlockKind = "text" }
enum MediaTag: StubTag { static let kind: BlockKind = "media" }

typealias ExerciseStub = StubBlock<ExerciseTag>
typealias TimerStub = StubBlock<TimerTag>

enum SetTesting {
    /// The set with stand-ins for every kind it names.
    static let definitions = [
        SetBlock.definition, ExerciseStub.definition, TimerStub.definition, StubBlock<TextTag>.definition,
        StubBlock<MediaTag>.definition,
    ]

    /// A document with `set` at the root (id `block`) holding `children` in order.
    static func document(_ set: SetBlock, children: [BlockContent]) throws -> BlockDocument {
        var document = BlockDocument(id: "test", title: "Test")
        try document.append(BlockContent(set), id: "block")
        for (index, child) in children.enumerated() {
            try document.append(child, id: BlockID("child-\(index)"), under: "block")
        }
        return document
    }
}
