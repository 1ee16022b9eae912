/// Turns one block's payload into its written parts (`type`, `version`, `data`) and back; the document reader and
/// writer and every store share it, so a block reads and writes the same way everywhere.
package enum BlockContentCodec {
    /// Reads a block's payload: migrated and typed when its kind is registered (keeping its field findings and
    /// its data as read, as asked), kept raw (with the reason) otherwise.
    package static func decode(
        type: String, version: Int, data: JSONValue?, registry: BlockRegistry, decoder valueDecoder: JSONValueDecoder,
        tracker: JSONUnknownFieldTracker = JSONUnknownFieldTracker(), checkingFields checks: Bool = false,
        keepingWrittenForm keeps: Bool = true
    ) -> BlockContent {
        let raw = data ?? .object(JSONObject())
        func unknown(_ reason: UnknownBlock.Reason) -> BlockContent {
            .unknown(UnknownBlock(kind: BlockKind(stringLiteral: type), version: version, data: raw, reason: reason))
        }
        let kind = BlockKind(stringLiteral: type)
        if let problem = BlockKind.problem(with: type) { return unknown(.malformedKind(message: problem)) }
        guard let definition = registry.definition(for: kind) else { return unknown(.unregisteredKind) }
        if version > definition.version { return unknown(.newerVersion(supported: definition.version)) }
        guard case .object(var fields) = raw else {
            return unknown(.undecodableData(message: "\"data\" must be an object, found \(raw.phrase)", path: .root))
        }
        for step in version..<definition.version {
            guard let migration = definition.migrations.first(where: { $0.fromVersion == step }) else {
                return unknown(.migrationFailed(fromVersion: step, message: "no migration from version \(step)"))
            }
            do { fields = try migration.apply(to: fields) } catch {
                return unknown(.migrationFailed(fromVersion: step, message: String(describing: error)))
            }
        }
        do { return .known(try definition.decode(.object(fields), valueDecoder, tracker, checks, keeps)) } catch let
            error as DecodingError
        { return unknown(.undecodableData(message: error.readableMessage, path: error.jsonPath)) } catch {
            return unknown(.undecodableData(message: String(describing: error), path: .root))
        }
    }

    /// The written parts of a payload; `isRawNode` marks a malformed node whose `data` is the node as written.
    package static func encode(_ content: BlockContent, encoder valueEncoder: JSONValueEncoder) throws -> (
        type: String, version: Int, data: JSONValue, isRawNode: Bool
    ) {
        switch content {
        case .unknown(let block):
            if case .malformedNode = block.reason { return (block.kind.rawValue, block.version, block.data, true) }
            return (block.kind.rawValue, block.version, block.data, false)
        case .known(let block):
            let data = try block.encodedData(using: valueEncoder)
            return (block.kind.rawValue, block.base.instanceVersion, data, false)
        }
    }
}
