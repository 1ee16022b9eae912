import Kheper
import KheperCore
import KheperEditor
import KheperOutlineEditor
import KheperTerminal

/// Workouts, stores and key scripts for the outline editor's tests.
enum OutlineFixtures {
    static let registry = BlockRegistry.standard

    /// A block of `kind` read from `shorthand`.
    static func block(_ kind: BlockKind, _ shorthand: String) -> BlockContent {
        .known(try! registry.definition(for: kind)!.parseShorthand(shorthand))
    }

    /// n1 "# Push Day", e1 Bench, s1 superset { e2 Dips, e3 Flyes }, e4 Overhead press, c1 chart.
    static func pushDay() throws -> BlockDocument {
        var document = BlockDocument(id: "push", title: "Push day")
        _ = try document.append(block("text", "# Warm up first"), id: "n1")
        _ = try document.append(block("exercise", "Bench Press 5x5 @100kg rest 3m"), id: "e1")
        _ = try document.append(block("set", "superset A x3"), id: "s1")
        _ = try document.append(block("exercise", "Dips 3x10"), id: "e2", under: "s1")
        _ = try document.append(block("exercise", "Cable Flyes 3x12 @15kg"), id: "e3", under: "s1")
        _ = try document.append(block("exercise", "Overhead Press 3x8 @50kg"), id: "e4")
        _ = try document.append(.known(registry.definition(for: "chart")!.makeDefault()), id: "c1")
        return document
    }

    /// An editor over `document` (push day when `nil`), stored in a fresh in-memory store, at `rows` × `columns`.
    static func editor(
        _ document: BlockDocument? = nil, rows: Int = 15, columns: Int = 60,
        store: InMemoryDocumentStore = InMemoryDocumentStore()
    ) throws -> OutlineEditor {
        let session = try DocumentSession.importing(document ?? pushDay(), store: store, registry: registry)
        return OutlineEditor(session: session, size: TerminalSize(rows: rows, columns: columns))
    }

    /// Plays a key script on `editor`; a line `resize:ROWSxCOLUMNS` resizes the screen instead.
    static func play(_ script: String, on editor: inout OutlineEditor) throws {
        for line in script.split(separator: "\n") {
            if line.hasPrefix("resize:") {
                let size = line.dropFirst(7).split(separator: "x").map { Int($0)! }
                editor.resize(TerminalSize(rows: size[0], columns: size[1]))
            } else {
                for key in try KeyScript.keys(from: String(line)) { editor.handle(key) }
            }
        }
    }

    /// Feeds the keys of a key script to `editor` and returns the screen's text.
    @discardableResult
    static func type(_ script: String, into editor: inout OutlineEditor) throws -> String {
        for key in try KeyScript.keys(from: script) { editor.handle(key) }
        return editor.screen().text
    }
}

extension OutlineFixtures {
    /// A workout with a CJK title, an emoji and a long CJK exercise name that crosses the right edge at an odd
    /// column.
    static func wideCharacters() throws -> BlockDocument {
        var document = BlockDocument(id: "wide", title: "胸の日 💪 押す日")
        _ = try document.append(block("exercise", "ベンチプレス 5x5 @60kg"), id: "e1")
        _ = try document.append(
            block("text", "a 日本語のメモ：肩甲骨を寄せて、胸を張って、足で床を押して、バーを下ろす"), id: "n1")
        _ = try document.append(block("set", "superset 🔥 x3"), id: "s1")
        _ = try document.append(block("exercise", "ダンベルフライ 3x12"), id: "e2", under: "s1")
        return document
    }

    /// Thirty exercises in a row, for scrolling.
    static func long() throws -> BlockDocument {
        var document = BlockDocument(id: "long", title: "Long day")
        for number in 1...30 {
            _ = try document.append(block("exercise", "Exercise \(number) 3x10"), id: BlockID("e\(number)"))
        }
        return document
    }

    /// Push day with a block of a kind this registry does not know, kept as written.
    static func withUnknownBlock() throws -> BlockDocument {
        var document = try pushDay()
        _ = try document.append(
            .unknown(UnknownBlock(kind: "acme/stretch", data: ["seconds": 30])), id: "u1", under: nil)
        return document
    }
}

extension OutlineFixtures {
    /// n1 "# Legs", e1 Squat, e2 Lunges, e3 Leg Curl, s1 superset { e4 Calf Raise, e5 Leg Extension }: three
    /// exercises side by side that a set may hold, and two inside a set, for selections.
    static func legDay() throws -> BlockDocument {
        var document = BlockDocument(id: "legs", title: "Leg day")
        _ = try document.append(block("text", "# Legs"), id: "n1")
        _ = try document.append(block("exercise", "Squat 5x5 @120kg"), id: "e1")
        _ = try document.append(block("exercise", "Lunges 3x10"), id: "e2")
        _ = try document.append(block("exercise", "Leg Curl 3x12 @40kg"), id: "e3")
        _ = try document.append(block("set", "superset B x3"), id: "s1")
        _ = try document.append(block("exercise", "Calf Raise 3x15"), id: "e4", under: "s1")
        _ = try document.append(block("exercise", "Leg Extension 3x12"), id: "e5", under: "s1")
        return document
    }
}
