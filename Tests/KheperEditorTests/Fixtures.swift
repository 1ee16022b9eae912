import Kheper
import KheperEditor

/// A small workout with every shape the operations care about.
enum Fixtures {
    static let registry = BlockRegistry.standard

    /// t1 text, e1 exercise, s1 set { e2 exercise, t2 text }, c1 chart, s2 empty set.
    static func document() throws -> BlockDocument {
        var document = BlockDocument(id: "w", title: "Push day")
        try document.append(BlockContent(TextBlock(text: "Warm up")), id: "t1")
        try document.append(
            BlockContent(ExerciseBlock(name: "Squat", sets: [ExerciseSet(reps: 5)])), id: "e1")
        try document.append(BlockContent(SetBlock()), id: "s1")
        try document.append(BlockContent(ExerciseBlock(name: "Row")), id: "e2", under: "s1")
        try document.append(BlockContent(TextBlock(text: "Slow")), id: "t2", under: "s1")
        try document.append(content(of: "chart"), id: "c1")
        try document.append(BlockContent(SetBlock()), id: "s2")
        return document
    }

    static func editor() throws -> DocumentEditor {
        DocumentEditor(document: try document(), registry: registry)
    }

    /// The default block of a kind.
    static func content(of kind: BlockKind) -> BlockContent {
        .known(registry.definition(for: kind)!.makeDefault())
    }
}
