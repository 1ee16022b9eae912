import Kheper
import KheperTestSupport
import Testing

@testable import KheperEditor

/// The editor never writes an order key longer than `OrderKey.maximumLength`, which the sync server refuses: when
/// the neighbours' keys leave no room for a short one, it respaces the sibling list as one undoable step.
@Suite struct OrderKeyMaximumTests {
    static let seeds: [UInt64] = [1, 7, 42, 2026]

    /// `count` root text blocks whose keys are `keyLength` characters long and differ only in their last two:
    /// within the maximum, but so close together that a window of neighbours cannot be given short keys between
    /// them.
    static func crowdedDocument(count: Int, keyLength: Int = 122) throws -> BlockDocument {
        var document = BlockDocument(id: "crowded", title: "Crowded")
        let digits = Array("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        let prefix = "a0" + String(repeating: "V", count: keyLength - 4)
        for index in 0..<count {
            let id = BlockID("b\(index)")
            try document.append(BlockContent(TextBlock(text: "\(index)")), id: id)
            let suffix = String([digits[index / digits.count], digits[index % digits.count]])
            try document.move(id, under: nil, order: OrderKey(prefix + suffix))
        }
        return document
    }

    @Test(arguments: seeds)
    func thousandsOfInsertsAtOneSpotKeepEveryKeyWithinTheMaximum(seed: UInt64) throws {
        print("OrderKeyMaximumTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let original = try Self.crowdedDocument(count: 200)
        var editor = DocumentEditor(document: original, registry: Fixtures.registry, history: EditHistory(limit: 3_000))
        editor.jittersOrderKeys = seed % 2 == 0
        let anchor = BlockID("b\(Int.random(in: 40..<160, using: &random))")
        var longest = 0
        var respaced = 0
        for step in 0..<2_500 {
            let point: InsertionPoint = Bool.random(using: &random) ? .after(anchor) : .before(anchor)
            let (_, changes) = try editor.insertNew(kind: "text", at: point)
            respaced += changes.allIDs.count > editor.document.childCount(of: nil) / 2 ? 1 : 0
            for id in changes.allIDs {
                let length = editor.document[id]?.order.rawValue.utf8.count ?? 0
                longest = max(longest, length)
                #expect(length <= OrderKey.maximumLength, "seed \(seed), step \(step): a key of \(length) characters")
            }
            if longest > OrderKey.maximumLength { break }
        }
        print("OrderKeyMaximumTests seed \(seed): longest key \(longest) characters, \(respaced) respacings")
        #expect(respaced >= 1, "seed \(seed): the list was never respaced, so the test proves little")
        let keys = editor.document.children(of: nil).map(\.order)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): keys do not increase")
        #expect(keys.allSatisfy { $0.isWithinMaximumLength }, "seed \(seed)")
        while editor.canUndo { try editor.undo() }
        #expect(editor.document == original, "seed \(seed): undoing every insert did not restore the document")
    }

    @Test func aRespacingIsOneStepThatMovesTheSiblings() throws {
        let original = try Self.crowdedDocument(count: 200)
        var editor = DocumentEditor(document: original, registry: Fixtures.registry)
        var last = ChangeSet()
        for _ in 0..<2_000 {
            last = try editor.insertNew(kind: "text", at: .after("b100")).changes
            if last.moved.count > 100 { break }
        }
        #expect(last.moved.count > 100, "no insert respaced the list")
        #expect(last.inserted.count == 1)
        let before = editor.document
        try editor.undo()
        try editor.redo()
        #expect(editor.document == before)
    }

    @Test func anEditorHoldingPartOfTheListRefusesRatherThanWriteALongKey() throws {
        let crowded = try Self.crowdedDocument(count: 200, keyLength: OrderKey.maximumLength - 2)
        var editor = DocumentEditor(document: crowded, registry: Fixtures.registry)
        editor.respacesWholeLists = false
        var refusal: EditorError?
        for _ in 0..<2_000 {
            do throws(EditorError) {
                let (_, changes) = try editor.insertNew(kind: "text", at: .after("b100"))
                for id in changes.allIDs {
                    #expect(editor.document[id]?.order.isWithinMaximumLength == true)
                }
            } catch {
                refusal = error
                break
            }
        }
        #expect(refusal?.code == .invalidPosition)
        #expect(
            refusal?.message.contains("no order key of at most 128 characters fits") == true,
            "\(String(describing: refusal))")
    }
}
