import Kheper
import KheperCore
import KheperEditor
import KheperJSON
import KheperOrderKeys
import KheperSync
import KheperTrainingLog

/// Documents and helpers shared by the sync tests.
enum SyncFixtures {
    /// t1 text, e1 exercise, s1 set { e2 exercise, t2 text }.
    static func document() throws -> BlockDocument {
        var document = BlockDocument(id: "w", title: "Push day")
        try document.append(BlockContent(TextBlock(text: "Warm up")), id: "t1")
        try document.append(BlockContent(ExerciseBlock(name: "Squat", sets: [ExerciseSet(reps: 5)])), id: "e1")
        try document.append(BlockContent(SetBlock()), id: "s1")
        try document.append(BlockContent(ExerciseBlock(name: "Row")), id: "e2", under: "s1")
        try document.append(BlockContent(TextBlock(text: "Slow")), id: "t2", under: "s1")
        return document
    }

    static func key(_ text: String) -> OrderKey { OrderKey(validating: text)! }

    static func block(_ id: BlockID, under parent: BlockID? = nil, _ order: String, text: String = "x") -> SyncBlock {
        SyncBlock(id: id, parent: parent, order: key(order), type: "text", version: 1, data: ["text": .string(text)])
    }
}
