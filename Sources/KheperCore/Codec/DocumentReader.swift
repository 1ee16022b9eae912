/// Reads a document's JSON into a ``BlockDocument``, keeping everything and repairing what must be repaired.
///
/// Blocks of unknown kinds, newer versions, or data that fails to migrate or decode are kept raw; missing ids and
/// order keys are assigned; malformed, duplicate or out-of-sequence ones are replaced with a warning.
struct DocumentReader {
    let registry: BlockRegistry
    let valueDecoder = JSONValueDecoder()
    /// One tree of unknown-field trackers, reused for every block so reading allocates none per block.
    let tracker = JSONUnknownFieldTracker()
    var document = BlockDocument()
    var diagnostics: [Diagnostic] = []
    var sourceLocations: [BlockID: NodeLocation] = [:]
    /// Whether to remember where each block was written, for validation's paths.
    var keepsLocations = true
    /// Whether each block keeps the data it was read from, to be written back as it was written.
    var keepsWrittenForm = true
    /// Every id given out so far, in the whole document.
    var claimedIDs = Set<BlockID>()

    /// Where a node was written: its position in an array of blocks. The path is built only when asked for,
    /// so reading a clean document allocates no path per block.
    struct NodeLocation {
        var arrayPath: JSONPath
        var index: Int

        var path: JSONPath { arrayPath.appending(index: index) }
    }

    /// A node read from JSON but not yet placed, waiting for its order key.
    private struct PendingNode {
        var id = BlockID("")
        var content: BlockContent
        var extraFields = JSONObject()
        var orderText: String? = nil
        var location: NodeLocation
        /// Its children, waiting to be placed.
        var children: ChildList? = nil

        var path: JSONPath { location.path }
    }

    /// A block's `id` and `order` as written: its id is claimed, and a bad `order` reported, with its siblings', so
    /// which of two blocks keeps a shared id never hangs on when each was read.
    private typealias WrittenClaim = (id: JSONValue?, badOrder: JSONValue?)

    /// A list of children waiting to be placed: read with their parent, which saves writing them out and parsing
    /// them again, unless blocks keep the data they were read from; then they wait packed as text, because read
    /// they would sit beside the whole file's bytes while it streams, and a large document would outgrow memory.
    private enum WaitingChildren {
        case read([PendingNode], [WrittenClaim])
        case packed(JSONText)
    }

    /// One block's children until they are placed, held by reference so that a waiting node grows by one pointer.
    private final class ChildList {
        var waiting: WaitingChildren
        init(_ waiting: WaitingChildren) { self.waiting = waiting }
    }

    /// Lists met while reading a block, read in turn by a loop, so no depth of nesting deepens the stack.
    private var unreadChildren: [(list: ChildList, values: [JSONValue], path: JSONPath)] = []

    /// The blocks met so far, children included: what the document makes room for before placing them.
    private var blockCount = 0

    /// The root blocks read as the parser streamed them, and what reading them found.
    private var roots: (nodes: [PendingNode], diagnostics: [Diagnostic])?

    init(registry: BlockRegistry) { self.registry = registry }

    /// Reads a document from JSON text, each root block as soon as the parser has it, so that neither the text's
    /// tree nor the blocks' `data` trees are ever in memory whole.
    static func read(_ bytes: consuming [UInt8], registry: BlockRegistry, validating: Bool, keepingWrittenForm: Bool)
        throws(DocumentFormatError) -> DecodedDocument
    {
        var reader = DocumentReader(registry: registry)
        (reader.keepsLocations, reader.keepsWrittenForm) = (validating, keepingWrittenForm)
        var roots: [PendingNode] = []
        let parsed: JSONParseResult
        do throws(JSONParseError) {
            parsed = try JSONValue.parseReportingRepeats(bytes, streamingElementsOf: "blocks") { index, value in
                roots.append(reader.readClaimed(value, at: NodeLocation(arrayPath: ["blocks"], index: index)))
            }
        } catch {
            throw DocumentFormatError(.notJSON, "the input is not valid JSON: \(error.position): \(error.message)")
        }
        // "blocks" written twice streamed both arrays; the last one wins, so read the whole tree instead.
        if parsed.duplicateKeys.contains(where: { $0.path == ["blocks"] }) {
            let whole = (try? JSONValue.parseReportingRepeats(bytes)) ?? parsed
            var fresh = DocumentReader(registry: registry)
            return try fresh.read(whole.value, validating: validating, duplicateKeys: whole.duplicateKeys)
        }
        _ = consume bytes  // Not needed any more: a large document's text is freed before it is placed.
        reader.roots = (roots, reader.diagnostics)
        roots = []  // The reader holds the only copy, so each level is freed as soon as it is placed.
        return try reader.read(parsed.value, validating: validating, duplicateKeys: parsed.duplicateKeys)
    }

    /// Reads a whole document, in place so that no copy keeps read nodes alive; `duplicateKeys`, from the parser,
    /// become one warning each, placed before everything else found.
    mutating func read(_ json: JSONValue, validating: Bool, duplicateKeys: [JSONDuplicateKey] = [])
        throws(DocumentFormatError) -> DecodedDocument
    {
        guard case .object(let envelope) = json else {
            throw DocumentFormatError(
                .notADocument,
                "expected a JSON object with \"format\": \"\(registry.format.name)\", found \(json.phrase)")
        }
        guard envelope["format"]?.stringValue == registry.format.name else {
            let found = envelope["format"].map { $0.phrase } ?? "no \"format\" member"
            throw DocumentFormatError(.notADocument, "expected \"format\": \"\(registry.format.name)\", found \(found)")
        }
        let versionValue = envelope["formatVersion"] ?? .number(JSONNumber(DocumentFormat.currentVersion))
        guard let version = versionValue.numberValue?.int64Value.map(Int.init),
            DocumentFormat.supportedVersions.contains(version)
        else {
            let supported = DocumentFormat.supportedVersions.map(String.init).joined(separator: ", ")
            throw DocumentFormatError(
                .unsupportedVersion,
                "unsupported \"formatVersion\" \(versionValue.description); this build reads version \(supported)")
        }
        switch envelope["blocks"] {
        case .array?, .null?, nil: break
        case let other?:
            // Nothing could be read from it and writing it back would leave a document that no editor can add to.
            throw DocumentFormatError(
                .invalidMember,
                "\"blocks\" must be an array of blocks, found \(other.phrase); the document cannot be read")
        }
        keepsLocations = validating
        diagnostics = duplicateKeys.map(Self.diagnostic(for:))
        readEnvelope(envelope)
        let validation =
            validating ? registry.validate(document) { [sourceLocations] in sourceLocations[$0]?.path } : []
        return DecodedDocument(document: document, diagnostics: diagnostics + validation)
    }

    /// The warning for a key written more than once in one object.
    static func diagnostic(for duplicate: JSONDuplicateKey) -> Diagnostic {
        let key = JSONValue.string(duplicate.key).description
        return .warning(
            .duplicateKey,
            "the key \(key) is written \(duplicate.occurrences) times in this object; only the last value is kept",
            at: duplicate.path)
    }

    private mutating func readEnvelope(_ envelope: JSONObject) {
        var extras = JSONObject()
        for (key, value) in envelope where !DocumentFormat.isEnvelopeKey(key) { extras[key] = value }
        switch envelope["id"] {
        case .string(let id) where !id.isEmpty: document.id = DocumentID(id)
        case nil: break
        case let other?:
            diagnostics.append(
                .warning(
                    .invalidEnvelopeField,
                    "\"id\" must be a non-empty string, found \(other.phrase); a fresh id was assigned", at: ["id"]))
        }
        switch envelope["title"] {
        case .string(let title): document.title = title
        case nil: break
        case let other?:
            extras["title"] = other
            diagnostics.append(
                .warning(
                    .invalidEnvelopeField,
                    "\"title\" must be a string, found \(other.phrase); it is kept as written until a title is set",
                    at: ["title"]))
        }
        document.extraFields = extras
        if case (let nodes, let found)? = roots.take() {
            document.reserveCapacity(blockCount + nodes.count)
            diagnostics += found
            place(consume nodes, parent: nil, path: ["blocks"], displaced: false)
        } else if case .array(let blocks)? = envelope["blocks"] {  // Any other shape was refused in `read`.
            readSiblings(blocks, parent: nil, path: ["blocks"], displaced: false)
        }
    }

    private mutating func readSiblings(_ values: [JSONValue], parent: BlockID?, path: JSONPath, displaced: Bool) {
        let pending = values.indices.map { readClaimed(values[$0], at: NodeLocation(arrayPath: path, index: $0)) }
        place(pending, parent: parent, path: path, displaced: displaced)
    }

    /// Reads a node with every block below it that need not wait, and claims the node's id.
    private mutating func readClaimed(_ value: JSONValue, at location: NodeLocation) -> PendingNode {
        let (node, written) = readNode(value, at: location)
        while let (list, values, path) = unreadChildren.popLast() { list.waiting = readList(values, path: path) }
        return claimed(node, written)
    }

    /// Reads a list of children, leaving their ids to be claimed when they are placed.
    private mutating func readList(_ values: [JSONValue], path: JSONPath) -> WaitingChildren {
        let read = values.indices.map { readNode(values[$0], at: NodeLocation(arrayPath: path, index: $0)) }
        return .read(read.map(\.node), read.map(\.written))
    }

    /// `node` with the id it claims, after reporting a bad `order`, as reading it reported it before.
    private mutating func claimed(_ node: PendingNode, _ written: WrittenClaim) -> PendingNode {
        var node = node
        node.id = claimID(written.id, at: node.location)
        if let order = written.badOrder {
            diagnostics.append(
                .warning(
                    .invalidOrderKey, "\"order\" must be a string, found \(order.phrase); a fresh key was assigned",
                    at: node.path.appending("order")))
        }
        return node
    }

    /// Orders read siblings, inserts them, then reads their children; keeps where they were written if `displaced`.
    private mutating func place(_ pending: consuming [PendingNode], parent: BlockID?, path: JSONPath, displaced: Bool) {
        let ordered = orderSiblings(pending, parentPath: path)
        let displaced = displaced || !ordered.map(\.0).elementsEqual(pending.indices)  // Read out of key order.
        for (index, key) in ordered {  // Each read in place: a copy of the whole pending node costs as much.
            var placed = BlockNode(
                id: pending[index].id, parentID: parent, order: key, content: pending[index].content,
                extraFields: pending[index].extraFields)
            do { try document.insert(placed) } catch {
                // Unreachable while the keys above are strictly increasing; append rather than lose the block.
                placed.order = (try? document.orderKey(forIndex: document.childCount(of: parent), under: parent)) ?? key
                try? document.insert(placed)
            }
            if keepsLocations && displaced { sourceLocations[placed.id] = pending[index].location }
        }
        claimedIDs = []  // All placed, so the document's ids now, which claiming checks too.
        var nested = pending.compactMap { node in node.children.map { (node.id, $0, node.path) } }.reversed() as [_]
        _ = consume pending  // Dropped, and each list of children is freed once it is placed.
        while let (id, list, nodePath) = nested.popLast() {
            var waiting = list.waiting
            list.waiting = .read([], [])
            let path = nodePath.appending("children")
            if case .packed(let text) = waiting { waiting = readList(text.value.arrayValue ?? [], path: path) }
            guard case .read(let nodes, let written) = waiting else { continue }
            let children = nodes.indices.map { claimed(nodes[$0], written[$0]) }
            place(children, parent: id, path: path, displaced: displaced)
        }
    }

    private mutating func readNode(_ value: JSONValue, at location: NodeLocation) -> (
        node: PendingNode, written: WrittenClaim
    ) {
        guard case .object(let object) = value else {
            return malformed(value, "expected a block object, found \(value.phrase)", location: location)
        }
        guard case .string(let type)? = object["type"] else {
            let found = object["type"].map { $0.phrase } ?? "nothing"
            return malformed(value, "a block needs a \"type\" string, found \(found)", location: location)
        }
        var children: ChildList?
        switch object["children"] {
        case .array(let list)? where !list.isEmpty:
            let waiting = ChildList(keepsWrittenForm ? .packed(JSONText(.array(list))) : .read([], []))
            if !keepsWrittenForm { unreadChildren.append((waiting, list, location.path.appending("children"))) }
            children = waiting
            blockCount += list.count
        case .array?, nil, .null?: break
        case let other?:
            return malformed(
                value, "\"children\" must be an array of blocks, found \(other.phrase)", location: location)
        }
        var version = 1
        if let versionValue = object["version"] {
            guard let number = versionValue.numberValue?.int64Value, number >= 1, number <= Int32.max else {
                return malformed(
                    value, "\"version\" must be a whole number from 1, found \(versionValue.phrase)", location: location
                )
            }
            version = Int(number)
        }
        var extras = JSONObject()
        for (key, member) in object where !DocumentFormat.isNodeKey(key) { extras[key] = member }
        let orderText = object["order"]?.stringValue
        let content = BlockContentCodec.decode(
            type: type, version: version, data: object["data"], registry: registry, decoder: valueDecoder,
            tracker: tracker, checkingFields: keepsLocations, keepingWrittenForm: keepsWrittenForm)
        let node = PendingNode(
            content: content, extraFields: extras, orderText: orderText, location: location, children: children)
        return (node, (object["id"], orderText == nil ? object["order"] : nil))
    }

    private mutating func claimID(_ value: JSONValue?, at location: NodeLocation) -> BlockID {
        let written = value?.stringValue.flatMap { $0.isEmpty ? nil : BlockID($0) }
        if let written, !document.contains(written), claimedIDs.insert(written).inserted { return written }
        let fresh = freshID()
        guard let value else { return fresh }
        let given = "block was given the id \"\(fresh)\""
        let (code, message): (Diagnostic.Code, String) =
            if let written { (.duplicateID, "the id \"\(written)\" is used by an earlier block; this \(given)") } else {
                (.invalidID, "\"id\" must be a non-empty string, found \(value.phrase); the \(given)")
            }
        diagnostics.append(.warning(code, message, at: location.path.appending("id")))
        return fresh
    }

    /// A random id that no block has, claimed for the caller.
    private mutating func freshID() -> BlockID {
        var fresh = BlockID.random()
        while document.contains(fresh) || !claimedIDs.insert(fresh).inserted { fresh = .random() }
        return fresh
    }

    /// A node kept raw, which claims a fresh id.
    private func malformed(_ value: JSONValue, _ message: String, location: NodeLocation) -> (
        node: PendingNode, written: WrittenClaim
    ) {
        let type = value["type"]?.stringValue ?? ""
        let block = UnknownBlock(
            kind: BlockKind(stringLiteral: type), version: 1, data: value, reason: .malformedNode(message: message))
        return (PendingNode(content: .unknown(block), location: location), (nil, nil))
    }

    /// Pairs each sibling's index with its key, in the order the keys give (`WrittenOrder`), reporting each key replaced.
    private mutating func orderSiblings(_ pending: [PendingNode], parentPath: JSONPath) -> [(Int, OrderKey)] {
        let placed = WrittenOrder(written: pending.map(\.orderText))
        for repair in placed.repairs {
            switch repair {
            case .malformed(let index, let error):
                diagnostics.append(
                    .warning(
                        .invalidOrderKey, "\(error.message); a fresh key was assigned",
                        at: pending[index].path.appending("order")))
            case .outOfSequence(let index, let key, let previous):
                diagnostics.append(
                    .warning(
                        .invalidOrderKey,
                        "the order key \"\(key)\" does not sort after the earlier sibling's \"\(previous)\"; "
                            + "a fresh key was assigned to keep the written order",
                        at: pending[index].path.appending("order")))
            }
        }
        if placed.wasResorted {
            diagnostics.append(
                .info(
                    .unsortedBlocks, "these blocks were not written in order-key order; they are read in key order",
                    at: parentPath))
        }
        return placed.order.map { ($0, placed.keys[$0]) }
    }
}
