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
        _ document: WorkoutDocument, _ registry: BlockRegistry, _ what: String
    ) throws(FuzzPropertyViolation) -> [UInt8] {
        do {
            return try registry.encodedJSON(document)
        } catch {
            throw FuzzPropertyViolation("\(what) does not encode: \(error)")
        }
    }

    static func requireUnknownBlocksKept(
        from original: WorkoutDocument, in copy: WorkoutDocument
    ) throws(FuzzPropertyViolation) {
        for id in original.allIDs {
            guard case .unknown(let block)? = original[id]?.content else { continue }
            guard case .unknown(let kept)? = copy[id]?.content, kept.type == block.type, kept.data == block.data
            else {
                throw FuzzPropertyViolation("the unknown block \(id) of type \"\(block.type)\" was not kept as written")
            }
        }
    }

    /// Renders to every standard target; a renderer that traps is the finding.
    static func renderEverywhere(_ document: WorkoutDocument, _ registry: BlockRegistry) {
        _ = registry.render(document, as: PlainTextTarget.self)
        _ = registry.render(document, as: MarkdownTarget.self)
        _ = registry.render(document, as: HTMLTarget.self)
        _ = registry.validate(document)
    }
}
