import Kheper

extension FuzzProperty {
    /// Every kind's shorthand parser: the first byte picks a kind that has one, the rest is the text. The text is
    /// read or refused with a `ShorthandError`; a block it reads survives a document round trip and renders.
    public static let shorthand = FuzzProperty(name: "shorthand") { input throws(FuzzPropertyViolation) in
        let registry = BlockRegistry.standard
        let kinds = registry.definitions.filter(\.hasShorthand)
        guard let selector = input.first, !kinds.isEmpty else { return }
        let definition = kinds[Int(selector) % kinds.count]
        let text = String(decoding: input.dropFirst(), as: UTF8.self)
        guard let block = try? definition.parseShorthand(text) else { return }
        var document = BlockDocument(title: "fuzz")
        do {
            _ = try document.append(BlockContent.known(block), under: nil)
        } catch {
            throw FuzzPropertyViolation("a parsed \(definition.kind) block cannot be placed: \(error)")
        }
        let once = try encodedBytes(document, registry, "a document with the parsed block")
        guard let read = try? registry.decodeDocument(from: once) else {
            throw FuzzPropertyViolation("a document with the parsed block does not read back")
        }
        guard read.document == document else {
            throw FuzzPropertyViolation(
                "the \(definition.kind) block read from \"\(text)\" changed in a round trip:\n"
                    + String(decoding: once, as: UTF8.self))
        }
        renderEverywhere(document, registry)
    }
}
