import Kheper
import KheperCore
import KheperEditor
import KheperInteraction
import KheperTestSupport

/// Documents, rows and random trees for the interaction tests.
enum Fixtures {
    static let registry = BlockRegistry.standard

    /// The default block of a kind.
    static func content(of kind: BlockKind) -> BlockContent {
        .known(registry.definition(for: kind)!.makeDefault())
    }

    /// t1 text, e1 exercise, s1 set { e2 exercise, t2 text }, c1 chart, s2 empty set.
    static func document() throws -> BlockDocument {
        var document = BlockDocument(id: "w", title: "Pull day")
        try document.append(content(of: "text"), id: "t1")
        try document.append(content(of: "exercise"), id: "e1")
        try document.append(content(of: "set"), id: "s1")
        try document.append(content(of: "exercise"), id: "e2", under: "s1")
        try document.append(content(of: "text"), id: "t2", under: "s1")
        try document.append(content(of: "chart"), id: "c1")
        try document.append(content(of: "set"), id: "s2")
        return document
    }

    /// The visible rows of `document`.
    static func rows(_ document: BlockDocument, collapsed: Set<BlockID> = []) -> [VisibleRow] {
        VisibleRow.rows(of: document, collapsed: collapsed, registry: registry)
    }

    /// Ids and depths, for compact expectations: `["t1:0", "s1:0", "e2:1"]`.
    static func outline(_ rows: some Sequence<VisibleRow>) -> [String] {
        rows.map { "\($0.id):\($0.depth)" }
    }

    /// A random workout: root blocks of every kind, sets holding leaves they accept.
    static func randomDocument(blocks: Int, using random: inout SeededGenerator) -> BlockDocument {
        var document = BlockDocument(id: "random", title: "Random")
        let rootKinds: [BlockKind] = ["text", "exercise", "set", "chart", "timer", "divider", "set"]
        let setKinds: [BlockKind] = ["exercise", "text", "timer", "media"]
        var sets: [BlockID] = []
        for number in 0..<blocks {
            let id = BlockID("b\(number)")
            if !sets.isEmpty && Int.random(in: 0..<3, using: &random) == 0 {
                let parent = sets[Int.random(in: 0..<sets.count, using: &random)]
                let kind = setKinds[Int.random(in: 0..<setKinds.count, using: &random)]
                _ = try? document.append(content(of: kind), id: id, under: parent)
            } else {
                let kind = rootKinds[Int.random(in: 0..<rootKinds.count, using: &random)]
                _ = try? document.append(content(of: kind), id: id)
                if kind == "set" { sets.append(id) }
            }
        }
        return document
    }
}
