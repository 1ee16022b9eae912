import Foundation
import KheperCore
import Testing

/// Reading JSON text streams the root blocks out of the parser; it must find exactly what reading the parsed tree
/// finds, and writing text a block at a time must match writing the whole value.
@Suite struct StreamedReadingTests {
    let registry = SampleKinds.registry()

    static let documents = [
        // Children, and an order that must be repaired.
        """
        {"format":"kheper.blocks","formatVersion":1,"id":"w1","title":"Legs","blocks":[
          {"id":"a","type":"note","version":1,"order":"a1","data":{"text":"hi"}},
          {"type":"group","order":"a0","data":{"label":"A"},"extra":[1.50],"children":[
            {"id":"c","type":"lift","version":2,"order":"zz","data":{"name":"Squat","sets":[{"reps":5,"load":100.5}]}},
            {"id":"a","type":"note","order":"a1","data":{"text":"then"}}
          ]}
        ]}
        """,
        // Unknown kinds, malformed nodes, a bad title and id, and members after the blocks.
        """
        {"blocks":[{"id":"x","type":"acme/mystery","data":{"n":1E3},"children":[{"type":"note","data":{"text":"in"}}]},
          7, {"id":"y"}, {"id":"z","type":"note","order":5,"data":{"text":2}}],
         "format":"kheper.blocks","title":3,"id":"","later":{"k":true}}
        """,
        // A key repeated inside a block, and no blocks at all.
        """
        {"format":"kheper.blocks","blocks":[{"id":"a","type":"note","data":{"text":"one","text":"two"}}]}
        """,
        #"{"format":"kheper.blocks","title":"empty"}"#,
        #"{"format":"kheper.blocks","blocks":[]}"#,
    ]

    @Test(arguments: documents)
    func readingTextFindsWhatReadingTheTreeFinds(text: String) throws {
        let parsed = try JSONValue.parseReportingRepeats(Array(text.utf8))
        let fromText = try registry.decodeDocument(from: text)
        let fromTree = try registry.decodeDocument(from: parsed.value)
        let repeats = fromText.diagnostics.filter { $0.code == .duplicateKey }
        #expect(repeats.count == parsed.duplicateKeys.count)
        // Messages may name fresh random ids, so compare what and where.
        #expect(
            fromText.diagnostics.filter { $0.code != .duplicateKey }.map(\.code)
                == fromTree.diagnostics.map(\.code))
        #expect(
            fromText.diagnostics.filter { $0.code != .duplicateKey }.map(\.path)
                == fromTree.diagnostics.map(\.path))
        // Fresh ids are random, so compare what is written with them blanked out.
        #expect(fromText.document.count == fromTree.document.count)
        #expect(try shape(fromText.document) == shape(fromTree.document))
    }

    @Test(arguments: documents)
    func writingTextMatchesWritingTheValue(text: String) throws {
        let document = try registry.decodeDocument(from: text).document
        for options in [JSONWriteOptions(), .prettyPrinted, .sortedKeys] {
            #expect(
                try registry.encodedJSON(document, options: options) == registry.encode(document).serialized(options))
        }
    }

    @Test func blocksWrittenTwiceKeepTheLastArray() throws {
        let text = """
            {"format":"kheper.blocks","blocks":[{"id":"a","type":"note","data":{"text":"first"}}],
             "blocks":[{"id":"b","type":"note","data":{"text":"second"}},{"id":"c","type":"note","data":{"text":"3"}}]}
            """
        let decoded = try registry.decodeDocument(from: text)
        #expect(decoded.document.rootBlocks.map(\.id) == ["b", "c"])
        #expect(decoded.diagnostics.map(\.code).contains(.duplicateKey))
    }

    @Test func anUnchangedBlockIsWrittenAsItWasRead() throws {
        let text =
            #"{"format":"kheper.blocks","blocks":[{"id":"a","type":"note","order":"a0","data":{"text":"x","zeta":1.50,"alpha":[1E3]}}]}"#
        let document = try registry.decodeDocument(from: text).document
        #expect(
            try registry.encode(document)["blocks"]?[0]?["data"]?.serializedString()
                == #"{"text":"x","zeta":1.50,"alpha":[1E3]}"#)
    }

    /// The document as written, each random id replaced by its position among the ids.
    private func shape(_ document: BlockDocument) throws -> String {
        var text = String(decoding: try registry.encodedJSON(document, options: []), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"\(document.id)\"", with: "\"document\"")
        for (index, id) in document.depthFirstIDs().enumerated() {
            text = text.replacingOccurrences(of: "\"\(id.rawValue)\"", with: "\"#\(index)\"")
        }
        return text
    }
}

extension BlockDocument {
    fileprivate func depthFirstIDs() -> [BlockID] {
        var result: [BlockID] = []
        var stack = childIDs(of: nil).reversed().map { $0 }
        while let id = stack.popLast() {
            result.append(id)
            stack += childIDs(of: id).reversed()
        }
        return result
    }
}

/// A document read only to be validated or rendered need not keep each block's data as read: it must read the same
/// blocks, with the same findings, and still write a document that reads back to them.
@Suite struct ReadingWithoutWrittenFormTests {
    let registry = SampleKinds.registry()

    /// Documents whose every block has an id, so two readings compare equal.
    static let documents = [
        """
        {"format":"kheper.blocks","id":"w1","title":"Legs","blocks":[
          {"id":"a","type":"note","version":1,"order":"a1","data":{"text":"hi","later":[1.50,{"z":1,"a":2}]}},
          {"id":"b","type":"group","order":"a0","data":{"label":"A"},"extra":[1.50],"children":[
            {"id":"c","type":"lift","version":2,"order":"zz","data":{"name":"Squat","sets":[{"reps":5,"load":100.5}]}},
            {"id":"d","type":"note","order":"a1","data":{"text":"then","text":"now"}}
          ]},
          {"id":"x","type":"acme/mystery","data":{"n":1E3}},
          {"id":"y","type":"note","version":9,"data":{"text":"future"}},
          {"id":"z","type":"note","data":{"text":2}}
        ]}
        """
    ]

    @Test(arguments: documents)
    func readsTheSameBlocksAndFindings(text: String) throws {
        for validating in [true, false] {
            let kept = try registry.decodeDocument(from: Array(text.utf8), validating: validating)
            let lean = try registry.decodeDocument(
                from: Array(text.utf8), validating: validating, keepingWrittenForm: false)
            #expect(lean.document == kept.document)
            #expect(lean.diagnostics == kept.diagnostics)
            let rewritten = try registry.decodeDocument(from: registry.encodedJSON(lean.document))
            #expect(
                try rewritten.document == registry.decodeDocument(from: registry.encodedJSON(kept.document)).document)
        }
    }

    @Test func keptDataIsWrittenAsReadAndLeanDataAnew() throws {
        let text = #"{"format":"kheper.blocks","blocks":[{"id":"n","type":"note","data":{"x":1.50,"text":"hi"}}]}"#
        let kept = try registry.decodeDocument(from: text)
        let lean = try registry.decodeDocument(from: Array(text.utf8), keepingWrittenForm: false)
        let data = { (document: BlockDocument) in try self.registry.encode(document)["blocks"]?[0]?["data"] }
        #expect(try data(kept.document)?.serializedString() == #"{"x":1.50,"text":"hi"}"#)
        let anew = try #require(try data(lean.document))
        #expect(anew.serializedString() == #"{"text":"hi","x":1.50}"#, "\(anew.serializedString())")
    }
}
