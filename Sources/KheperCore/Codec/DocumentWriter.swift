/// Writes a ``BlockDocument`` in the document format: keys always written, arrays in key order, unknown content
/// and extra members put back exactly as they were read.
struct DocumentWriter {
    let valueEncoder = JSONValueEncoder()
    let document: BlockDocument
    let format: String

    func write() throws(DocumentFormatError) -> JSONValue {
        var envelope = self.envelope()
        envelope["blocks"] = try writeChildren(of: nil)
        return .object(envelope)
    }

    /// The document as JSON text handed to `sink` in pieces, each root block's tree made only while it is written.
    func writeText(_ options: JSONWriteOptions, into sink: ([UInt8]) -> Void) throws(DocumentFormatError) {
        let roots = document.childIDs(of: nil)
        try JSONValue.object(envelope()).serialize(
            options, streamingElementsOf: "blocks", count: roots.count, into: sink
        ) { index throws(DocumentFormatError) in
            guard let node = document[roots[index]] else { return .null }
            return try write(node)
        }
    }

    /// The envelope, its `blocks` empty.
    private func envelope() -> JSONObject {
        var envelope = JSONObject()
        envelope["format"] = .string(format)
        envelope["formatVersion"] = .number(JSONNumber(DocumentFormat.currentVersion))
        envelope["id"] = .string(document.id.rawValue)
        // A title that was not a string is kept as written until the document gets a real one.
        let keptTitle = document.title.isEmpty ? document.extraFields["title"] : nil
        envelope["title"] = keptTitle ?? .string(document.title)
        for (key, value) in document.extraFields where envelope[key] == nil && key != "blocks" { envelope[key] = value }
        envelope["blocks"] = .array([])
        return envelope
    }

    private func write(_ node: BlockNode) throws(DocumentFormatError) -> JSONValue {
        let parts: (type: String, version: Int, data: JSONValue, isRawNode: Bool)
        do { parts = try BlockContentCodec.encode(node.content, encoder: valueEncoder) } catch {
            throw DocumentFormatError(
                .encodingFailed, "the \"\(node.content.kind)\" block \"\(node.id)\" could not be written: \(error)")
        }
        if parts.isRawNode { return parts.data }
        var object = JSONObject()
        object.reserveCapacity(6 + node.extraFields.count)
        object.appendUnchecked("id", .string(node.id.rawValue))
        object.appendUnchecked("type", .string(parts.type))
        object.appendUnchecked("version", .number(JSONNumber(parts.version)))
        object.appendUnchecked("order", .string(node.order.rawValue))
        object.appendUnchecked("data", parts.data)
        for (key, value) in node.extraFields where object[key] == nil && key != "children" { object[key] = value }
        if document.childCount(of: node.id) > 0 { object["children"] = try writeChildren(of: node.id) }
        return .object(object)
    }

    private func writeChildren(of parent: BlockID?) throws(DocumentFormatError) -> JSONValue {
        let ids = document.childIDs(of: parent)
        var written: [JSONValue] = []
        written.reserveCapacity(ids.count)
        for id in ids {
            guard let node = document[id] else { continue }
            written.append(try write(node))
        }
        return .array(written)
    }
}
