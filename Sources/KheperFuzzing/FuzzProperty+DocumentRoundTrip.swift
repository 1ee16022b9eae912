import Kheper

extension FuzzProperty {
    /// The document reader's round trip: any bytes are read or refused; what is read encodes, decodes and
    /// encodes again to the same bytes, keeps every unknown block as written, and renders to every target.
    public static let documentRoundTrip = FuzzProperty(name: "document-round-trip") {
        input throws(FuzzPropertyViolation) in
        let registry = BlockRegistry.standard
        guard let first = try? registry.decodeDocument(from: input) else { return }
        let once = try encodedBytes(first.document, registry, "the decoded document")
        let second: DecodedDocument
        do {
            second = try registry.decodeDocument(from: once)
        } catch {
            throw FuzzPropertyViolation("the encoded document does not read back: \(error)")
        }
        let twice = try encodedBytes(second.document, registry, "the document read back")
        guard once == twice else {
            throw FuzzPropertyViolation(
                "encoding is not stable:\n\(String(decoding: once, as: UTF8.self))\n---\n"
                    + String(decoding: twice, as: UTF8.self))
        }
        try requireUnknownBlocksKept(from: first.document, in: second.document)
        renderEverywhere(second.document, registry)
    }

    static func encodedBytes(
        _ document: BlockDocument, _ registry: BlockRegistry, _ what: String
    ) throws(FuzzPropertyViolation) -> [UInt8] {
        do {
            return try registry.encodedJSON(document)
        } catch {
            throw FuzzPropertyViolation("\(what) does not encode: \(error)")
        }
    }

    /// Every unknown block comes back in the same place in document order, with its type and data as written;
    /// ids are not compared, because a node too malformed to carry one gets a new one each time it is read.
    static func requireUnknownBlocksKept(
        from original: BlockDocument, in copy: BlockDocument
    ) throws(FuzzPropertyViolation) {
        let before = unknownBlocks(of: original)
        let after = unknownBlocks(of: copy)
        guard before == after else {
            let lost = before.first { !after.contains($0) }
            throw FuzzPropertyViolation(
                "unknown blocks were not kept as written: \(before.count) before, \(after.count) after"
                    + (lost.map { "; lost one of kind \"\($0.kind)\" with data \($0.data)" } ?? ""))
        }
    }

    static func unknownBlocks(of document: BlockDocument) -> [UnknownBlock] {
        document.allIDs.compactMap { id in
            guard case .unknown(let block)? = document[id]?.content else { return nil }
            // What is kept is the kind, version and data; the reason is only how the reader explained it.
            return UnknownBlock(kind: block.kind, version: block.version, data: block.data)
        }
    }

    /// Renders to every standard target; a renderer that traps is the finding.
    static func renderEverywhere(_ document: BlockDocument, _ registry: BlockRegistry) {
        _ = registry.render(document, as: PlainTextTarget.self)
        _ = registry.render(document, as: MarkdownTarget.self)
        _ = registry.render(document, as: HTMLTarget.self)
        _ = registry.validate(document)
    }
}
