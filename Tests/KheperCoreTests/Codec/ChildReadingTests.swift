import KheperCore
import KheperTestSupport
import Testing

/// Reading text streams root blocks out of the parser, and reads children with their parent unless blocks keep the
/// data they were read from; what is found, kept and renamed must depend on neither.
@Suite struct ChildReadingTests {
    let registry = SampleKinds.registry()

    /// A note whose text is too long, so that validation reports where it was written.
    static let long = String(repeating: "x", count: 30)

    /// Children are read with their parent when blocks keep no data as read, and wait as text when they do.
    static let keepingWrittenForm = [false, true]

    @Test(arguments: keepingWrittenForm)
    func aRootWhoseKeyFallsBackSortsFirstAndFindingsKeepTheirWrittenPlaces(keepingWrittenForm: Bool) throws {
        let decoded = try decode(
            """
              {"id":"a","type":"note","order":"a1","data":{"text":"\(Self.long)"}},
              {"id":"b","type":"note","order":"a2","data":{"text":"two"}},
              {"id":"c","type":"note","order":"a0","data":{"text":"\(Self.long)"}}
            """, keepingWrittenForm: keepingWrittenForm)
        #expect(decoded.document.childIDs(of: nil) == ["c", "a", "b"])
        #expect(decoded.document["a"]?.order.rawValue == "a1")
        #expect(decoded.diagnostics.map(\.code) == [.unsortedBlocks, "note.too-long", "note.too-long"])
        #expect(
            decoded.diagnostics.map(\.path.description) == ["blocks", "blocks[2].data.text", "blocks[0].data.text"])
    }

    @Test(arguments: keepingWrittenForm)
    func keysThatStopRisingAreRepaired(keepingWrittenForm: Bool) throws {
        let decoded = try decode(
            """
              {"id":"a","type":"note","order":"a1","data":{"text":"1"}},
              {"id":"b","type":"note","order":"a3","data":{"text":"2"}},
              {"id":"c","type":"note","order":"a3","data":{"text":"3"}},
              {"id":"d","type":"note","order":"a00","data":{"text":"4"}},
              {"id":"e","type":"note","data":{"text":"5"}},
              {"id":"f","type":"note","order":"a2","data":{"text":"6"}}
            """, keepingWrittenForm: keepingWrittenForm)
        #expect(decoded.document.childIDs(of: nil) == ["a", "b", "c", "d", "e", "f"])
        #expect(decoded.document.children(of: nil).prefix(2).map(\.order.rawValue) == ["a1", "a3"])
        #expect(decoded.diagnostics.map(\.code) == Array(repeating: .invalidOrderKey, count: 3))
        #expect(
            decoded.diagnostics.map(\.path.description) == ["blocks[3].order", "blocks[2].order", "blocks[5].order"])
    }

    @Test(arguments: keepingWrittenForm)
    func aChildSharingALaterRootsIDIsTheOneRenamed(keepingWrittenForm: Bool) throws {
        let decoded = try decode(
            """
              {"id":"g","type":"group","order":"a0","data":{"label":"A"},"children":[
                {"id":"x","type":"note","order":5,"data":{"text":"child"}},
                {"id":"y","type":"lift","version":2,"order":"a1","data":{"name":"Squat","sets":[{"reps":5,"load":100}]}}
              ]},
              {"id":"x","type":"note","order":"a1","data":{"text":"root"}}
            """, keepingWrittenForm: keepingWrittenForm)
        #expect(decoded.document["x"]?.content.as(Note.self)?.text == "root")
        #expect(decoded.document["x"]?.parentID == nil)
        let children = decoded.document.children(of: "g")
        #expect(children.map(\.content.kind) == ["note", "lift"])
        #expect(children.first?.id != "x")
        #expect(decoded.diagnostics.map(\.code) == [.duplicateID, .invalidOrderKey])
        #expect(
            decoded.diagnostics.map(\.path.description) == ["blocks[0].children[0].id", "blocks[0].children[0].order"])
    }

    /// Reads a document of the given root blocks, written one to a line, from its text.
    private func decode(_ blocks: String, keepingWrittenForm: Bool) throws -> DecodedDocument {
        let text = #"{"format":"kheper.blocks","blocks":["# + blocks + "]}"
        return try registry.decodeDocument(from: Array(text.utf8), keepingWrittenForm: keepingWrittenForm)
    }

    static let seeds: [UInt64] = Array(1...30)

    /// Random documents with keys swapped, broken and dropped, and ids shared between levels, read from text and
    /// from the tree.
    @Test(arguments: seeds, keepingWrittenForm)
    func damagedDocumentsReadTheSameFromTextAsFromTheTree(seed: UInt64, keepingWrittenForm: Bool) throws {
        var random = RandomDocuments(seed: seed)
        let input = damaged(random.document(maximumBlocks: 60), using: &random.generator)
        let fromText = try registry.decodeDocument(
            from: Array(input.serialized()), keepingWrittenForm: keepingWrittenForm)
        let fromTree = try registry.decodeDocument(from: input)
        #expect(fromText.diagnostics.map(\.code) == fromTree.diagnostics.map(\.code), "seed \(seed)")
        #expect(fromText.diagnostics.map(\.path) == fromTree.diagnostics.map(\.path), "seed \(seed)")
        #expect(shape(fromText.document) == shape(fromTree.document), "seed \(seed)")
    }

    /// `document` with its root blocks' order keys and ids damaged the ways a hand-edited file is, some ids taken
    /// from children.
    private func damaged(_ document: JSONValue, using generator: inout SeededGenerator) -> JSONValue {
        guard case .object(var envelope) = document, case .array(var roots)? = envelope["blocks"] else {
            return document
        }
        let nestedIDs = roots.flatMap { $0["children"]?.arrayValue ?? [] }.compactMap { $0["id"] }
        for index in roots.indices {
            guard case .object(var root) = roots[index] else { continue }
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: root["order"] = roots.randomElement(using: &generator)?["order"]
            case 1: root["order"] = "not a key"
            case 2: root["order"] = nil
            case 3: root["order"] = 7
            case 4: root["id"] = nestedIDs.randomElement(using: &generator) ?? root["id"]
            default: break
            }
            roots[index] = .object(root)
        }
        envelope["blocks"] = .array(roots)
        return .object(envelope)
    }

    /// Each block depth first, with its parent's place in that order standing for the parent's id, since fresh
    /// ids are random; contents compare by value, so data kept as read and data read anew compare alike.
    private func shape(_ document: BlockDocument) -> [BlockShape] {
        let ids = document.allIDs
        let places = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        return ids.compactMap { document[$0] }.map { node in
            BlockShape(
                parent: node.parentID.flatMap { places[$0] }, order: node.order.rawValue, content: node.content,
                extraFields: node.extraFields)
        }
    }
}

/// What a block is, apart from its id.
private struct BlockShape: Equatable {
    let parent: Int?
    let order: String
    let content: BlockContent
    let extraFields: JSONObject
}
