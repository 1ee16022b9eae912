public import KheperCore

extension BlockRegistry {
    /// The record of one block: its payload written as `type`, `version` and `data`.
    ///
    /// - Throws: ``DocumentFormatError`` when the block's fields cannot be represented.
    public func record(of node: BlockNode) throws(DocumentFormatError) -> BlockRecord {
        // A block unchanged since it was read keeps the text it was read from: no tree to build, none to write.
        if case .known(let block) = node.content, let text = block.unchanged?.data {
            return BlockRecord(
                id: node.id, parentID: node.parentID, order: node.order, kind: block.kind,
                version: block.base.instanceVersion, dataText: text, extraFields: node.extraFields)
        }
        let parts: (type: String, version: Int, data: JSONValue, isRawNode: Bool)
        do {
            parts = try BlockContentCodec.encode(node.content, encoder: JSONValueEncoder())
        } catch {
            throw DocumentFormatError(
                .encodingFailed,
                "the \"\(node.content.kind)\" block \"\(node.id)\" could not be written: \(error)"
            )
        }
        var unreadableReason: String?
        if case .unknown(let block) = node.content, case .unreadableData(let message) = block.reason {
            unreadableReason = message
        }
        return BlockRecord(
            id: node.id,
            parentID: node.parentID,
            order: node.order,
            kind: BlockKind(stringLiteral: parts.type),
            version: parts.version,
            data: parts.data,
            extraFields: node.extraFields,
            isRawNode: parts.isRawNode,
            unreadableReason: unreadableReason
        )
    }

    /// The block a record describes, read the way documents are read: migrated, typed, or kept raw.
    public func node(from record: BlockRecord) -> BlockNode {
        let content: BlockContent
        if let reason = record.unreadableReason {
            content = .unknown(
                UnknownBlock(
                    kind: record.kind, version: record.version, data: record.data,
                    reason: .unreadableData(message: reason)))
        } else if record.isRawNode {
            let reason = UnknownBlock.Reason.malformedNode(message: "the block could not be read when it was stored")
            content = .unknown(
                UnknownBlock(
                    kind: record.kind, version: record.version, data: record.data,
                    reason: reason))
        } else {
            content = BlockContentCodec.decode(
                type: record.kind.rawValue,
                version: record.version,
                data: record.data,
                registry: self,
                decoder: JSONValueDecoder()
            )
        }
        return BlockNode(
            id: record.id,
            parentID: record.parentID,
            order: record.order,
            content: content,
            extraFields: record.extraFields
        )
    }

    /// The records of every block in `document`, in document order (parents before their children).
    public func records(of document: BlockDocument) throws(DocumentFormatError) -> [BlockRecord] {
        var records: [BlockRecord] = []
        records.reserveCapacity(document.count)
        for id in document.allIDs {
            guard let node = document[id] else { continue }
            records.append(try record(of: node))
        }
        return records
    }

    /// The block a record describes, to be written out and nothing else: a block whose stored `data` decoding
    /// would not change (it needs no migration) is kept as stored rather than decoded, since written back, a block
    /// decoded and unchanged is the data it was decoded from. Its content is then raw whatever its kind, so such a
    /// node is for writing only, never for rendering, validating or editing.
    func nodeForWriting(from record: BlockRecord) -> BlockNode {
        if record.unreadableReason == nil, !record.isRawNode,
            record.version >= definition(for: record.kind)?.version ?? record.version
        {
            let content = BlockContent.unknown(
                UnknownBlock(kind: record.kind, version: record.version, data: record.data, reason: .unregisteredKind))
            return BlockNode(
                id: record.id, parentID: record.parentID, order: record.order, content: content,
                extraFields: record.extraFields)
        }
        return node(from: record)
    }

    /// Rebuilds a document from its records, in any order, only to write it out: what ``document(id:title:
    /// extraFields:records:)`` would rebuild, written the same, but with blocks that need no migration kept as
    /// stored instead of decoded (see ``nodeForWriting(from:)``), so an export costs little more than the JSON.
    public func documentForWriting(
        id: DocumentID,
        title: String,
        extraFields: JSONObject = JSONObject(),
        records: [BlockRecord]
    ) -> BlockDocument {
        document(id: id, title: title, extraFields: extraFields, records: records, node: nodeForWriting(from:))
    }

    /// Rebuilds a document from its records, in any order. A record whose parent is missing (or sits in a parent
    /// cycle), or that would repeat a sibling's key, is placed at the end of the root with its children, never
    /// dropped.
    public func document(
        id: DocumentID,
        title: String,
        extraFields: JSONObject = JSONObject(),
        records: [BlockRecord]
    ) -> BlockDocument {
        document(id: id, title: title, extraFields: extraFields, records: records, node: node(from:))
    }

    private func document(
        id: DocumentID,
        title: String,
        extraFields: JSONObject,
        records: [BlockRecord],
        node: (BlockRecord) -> BlockNode
    ) -> BlockDocument {
        var document = BlockDocument(id: id, title: title, extraFields: extraFields)
        // Positions, not copies: a second copy of every record would double what a large document takes.
        var byParent: [BlockID?: [Int]] = [:]
        for (position, record) in records.enumerated() {
            byParent[record.parentID, default: []].append(position)
        }
        var placed = Set<BlockID>()
        var misplaced: [BlockRecord] = []
        /// Places the descendants of `root` (the document root when `nil`) under their own parents.
        func placeDescendants(of root: BlockID?) {
            var pending: [BlockID?] = [root]
            while let parent = pending.popLast() {
                for position in byParent[parent, default: []] where placed.insert(records[position].id).inserted {
                    let record = records[position]
                    do {
                        try document.insert(node(record))
                        pending.append(record.id)
                    } catch {
                        misplaced.append(record)
                    }
                }
            }
        }
        placeDescendants(of: nil)
        // What is left: records that collided with a sibling, whose parent is missing, or that sit in a parent
        // cycle. Place each at the root end with its own children, parents before their descendants.
        while true {
            let unplaced = records.filter { !placed.contains($0.id) }
            let unplacedIDs = Set(unplaced.map(\.id))
            guard
                let record = misplaced.first(where: { !document.contains($0.id) })
                    ?? unplaced.first(where: { $0.parentID.map { !unplacedIDs.contains($0) } ?? true })
                    ?? unplaced.first
            else { break }
            misplaced.removeAll { $0.id == record.id }
            placed.insert(record.id)
            guard !document.contains(record.id),
                let order = try? document.orderKey(forIndex: document.childCount(of: nil), under: nil)
            else { continue }
            var moved = node(record)
            moved.parentID = nil
            moved.order = order
            guard (try? document.insert(moved)) != nil else { continue }
            placeDescendants(of: record.id)
        }
        return document
    }
}
