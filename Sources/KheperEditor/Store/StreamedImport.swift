public import KheperCore

/// The import of a new document (`kheper import`) into a store that takes rows as they come (`StreamingDocumentStore`): the
/// parser hands over root blocks as it reads them, and every `batchRoots` of them are read as a small document
/// of their own, by the same reader and validation as the whole one, and stored, so the document is never whole in
/// memory. All in the store's one transaction.
///
/// Batches read exactly as the whole document would only when reading repaired nothing: every root block has a
/// valid order key after the previous one's, ids are unique (the store refuses a repeated one), no key is written
/// twice, and the envelope names its format and id before its blocks. Otherwise the import is abandoned, nothing
/// kept, and the caller reads the document whole, as before.
public struct StreamedImport {
    /// How many root blocks are read and stored together.
    static let batchRoots = 256

    /// The smallest document streamed: below it, reading it whole holds little memory and is as fast, and the
    /// readable check (``isReadable(_:registry:)``) would cost more than streaming saves.
    public static let minimumBytes = 4 << 20

    /// What only reading reports (repairs, keys written twice): found in a batch, the batches may not read as the
    /// whole document does.
    static let readingCodes: Set<Diagnostic.Code> = [
        .duplicateKey, .invalidEnvelopeField, .invalidOrderKey, .duplicateID, .invalidID, .unsortedBlocks,
    ]

    /// Why a streamed import was abandoned; the caller then reads the document whole.
    struct Abandoned: Error {
        let reason: String
    }

    let registry: BlockRegistry
    private var documentID: DocumentID?
    private var formatVersion: JSONValue?
    private var previousKey: OrderKey?
    private var pending: [JSONValue] = []
    private var rootsRead = 0
    private var failure: (any Error)?
    /// The findings of validation, in document order, their paths counted in the whole document.
    private(set) var diagnostics: [Diagnostic] = []

    /// Imports `bytes` as a new document and returns its id and findings, or `nil` when it could not be streamed
    /// (or failed in any way), with nothing stored.
    public static func importing(_ bytes: [UInt8], into store: any StreamingDocumentStore, registry: BlockRegistry)
        -> (id: DocumentID, diagnostics: [Diagnostic])?
    {
        var importer = StreamedImport(registry: registry)
        do {
            var id = DocumentID("")
            try store.createDocument { (add) throws(StoreError) -> DocumentRecord in
                do {
                    let header = try importer.read(bytes, add: add)
                    id = header.id
                    return header
                } catch let error as StoreError {
                    throw error
                } catch {
                    throw StoreError(.conflict, "the document cannot be imported a batch at a time")
                }
            }
            return (id, importer.diagnostics)
        } catch {
            return nil
        }
    }

    /// Whether `bytes` are JSON in the document format at a version this build reads, found by parsing them with
    /// every block dropped as soon as it is parsed: what reading the document whole would refuse first.
    public static func isReadable(_ bytes: [UInt8], registry: BlockRegistry) -> Bool {
        guard let parsed = try? JSONValue.parseReportingRepeats(bytes, streamingElementsOf: "blocks", to: { _, _ in })
        else { return false }
        return (try? registry.decodeDocument(from: parsed.value)) != nil
    }

    private mutating func read(_ bytes: [UInt8], add: (DocumentID, [BlockRecord]) throws(StoreError) -> Void) throws
        -> DocumentRecord
    {
        let parsed = try JSONValue.parseReportingRepeats(
            bytes, streamingElementsOf: "blocks", start: { begin($0) }, to: { take($1, add: add) })
        if let failure { throw failure }
        try flush(add)
        guard parsed.duplicateKeys.isEmpty, let documentID else { throw Abandoned(reason: "not streamable") }
        let envelope = try registry.decodeDocument(from: parsed.value)
        guard envelope.diagnostics.isEmpty, envelope.document.id == documentID,
            case .object(let members) = parsed.value, members["formatVersion"] == formatVersion
        else { throw Abandoned(reason: "the envelope reads differently whole") }
        return DocumentRecord(
            id: documentID, title: envelope.document.title, extraFields: envelope.document.extraFields,
            blocks: [])
    }

    /// Takes the envelope's members before `blocks`: its format and id must be there.
    private mutating func begin(_ members: JSONObject) {
        guard documentID == nil, members["format"]?.stringValue == registry.format.name,
            case .string(let id)? = members["id"], !id.isEmpty
        else {
            failure = Abandoned(reason: "no format and id before the blocks")
            return
        }
        documentID = DocumentID(id)
        formatVersion = members["formatVersion"]
    }

    /// Takes one root block as parsed, storing a batch when it is full.
    private mutating func take(_ root: JSONValue, add: (DocumentID, [BlockRecord]) throws(StoreError) -> Void) {
        guard failure == nil else { return }
        guard case .string(let text)? = root["order"], let key = OrderKey(validating: text), key.isWithinMaximumLength,
            previousKey.map({ $0 < key }) ?? true
        else {
            failure = Abandoned(reason: "a root block's order key is missing, too long or out of order")
            return
        }
        previousKey = key
        pending.append(root)
        guard pending.count == Self.batchRoots else { return }
        do { try flush(add) } catch { failure = error }
    }

    /// Reads the pending root blocks as one document and stores their rows.
    private mutating func flush(_ add: (DocumentID, [BlockRecord]) throws(StoreError) -> Void) throws {
        guard !pending.isEmpty, let documentID else { return }
        var envelope = JSONObject()
        envelope["format"] = .string(registry.format.name)
        if let formatVersion { envelope["formatVersion"] = formatVersion }
        envelope["id"] = .string(documentID.rawValue)
        envelope["blocks"] = .array(pending)
        pending.removeAll(keepingCapacity: true)
        let offset = rootsRead
        let decoded = try registry.decodeDocument(from: .object(envelope))
        rootsRead += decoded.document.childCount(of: nil)
        let records = try registry.records(of: decoded.document)
        guard !decoded.diagnostics.contains(where: { Self.readingCodes.contains($0.code) }),
            !records.contains(where: { $0.parentID == nil && $0.isRawNode })
        else { throw Abandoned(reason: "reading repaired a block") }
        for var diagnostic in decoded.diagnostics {
            if diagnostic.path.components.count >= 2, diagnostic.path.components[0] == "blocks",
                case .index(let index) = diagnostic.path.components[1]
            {
                diagnostic.path.components[1] = .index(index + offset)
            }
            diagnostics.append(diagnostic)
        }
        try add(documentID, records)
    }
}
