public import KheperCore

/// One replay-safe change: who made it (`client`, `seq`), what it was made against (`base`) and what it asks for.
///
/// It encodes to exactly the contract's JSON object (see docs/SYNC.md); ``json`` and ``init(json:)`` convert
/// without loss, and `Codable` goes through them.
public struct ChangeRecord: Sendable, Hashable, Codable {
    /// The device's id, a UUID.
    public var client: String

    /// The device's sequence number, at least 1 and strictly increasing per client.
    public var seq: Int

    /// The server version the device had pulled when it made the change; 0 before any pull.
    public var base: Int

    /// The operation and its arguments.
    public var intent: ChangeIntent

    /// Creates a record.
    public init(client: String, seq: Int, base: Int, intent: ChangeIntent) {
        self.client = client
        self.seq = seq
        self.base = base
        self.intent = intent
    }

    /// The record as the contract's JSON object.
    public var json: JSONValue {
        var object: JSONObject = [
            "client": .string(client), "seq": .number(JSONNumber(seq)), "base": .number(JSONNumber(base)),
            "op": .string(intent.operation),
        ]
        if let workout = intent.workout { object["workout"] = .string(workout) }
        switch intent {
        case .putWorkout(_, let title, let extra):
            object["title"] = .string(title)
            if !extra.isEmpty { object["extra"] = .object(extra) }
        case .deleteWorkout:
            break
        case .insertBlock(_, let block):
            object["block"] = .string(block.id.rawValue)
            object["parent"] = block.parent.map { .string($0.rawValue) } ?? .null
            object["order"] = .string(block.order.rawValue)
            object["type"] = .string(block.type.rawValue)
            object["version"] = .number(JSONNumber(block.version))
            object["data"] = block.data
            object["extra"] = .object(block.extraFields)
            if block.isRawNode { object["raw"] = .bool(true) }
        case .moveBlock(_, let block, let parent, let order):
            object["block"] = .string(block.rawValue)
            object["parent"] = parent.map { .string($0.rawValue) } ?? .null
            object["order"] = .string(order.rawValue)
        case .updateBlock(_, let block, let fields, let kind, let extra, let raw):
            object["block"] = .string(block.rawValue)
            object["fields"] = .object(fields)
            if let kind {
                object["type"] = .string(kind.type.rawValue)
                object["version"] = .number(JSONNumber(kind.version))
            }
            if !extra.isEmpty { object["extra"] = .object(extra) }
            if let raw {
                object["data"] = raw.data
                object["raw"] = .bool(raw.isRawNode)
            }
        case .deleteBlock(_, let block):
            object["block"] = .string(block.rawValue)
        case .logSet(let set):
            object["set"] = .object(set)
        case .replaceSessionSets(let session, let logID, let sets):
            object["session"] = .string(session)
            object["logID"] = .string(logID)
            object["sets"] = .array(sets.map(JSONValue.object))
        case .putCustomEntry(let entry):
            object["entry"] = .object(entry)
        case .removeCustomEntry(let id):
            object["entry"] = .string(id)
        case .linkExercise(let exercise, let link):
            object["exercise"] = .string(exercise)
            object["link"] = link.map(JSONValue.object) ?? .null
        }
        return .object(object)
    }

    /// Reads a record from the contract's JSON object.
    ///
    /// - Throws: ``SyncError`` `sync.malformed-record` naming the member that is missing or of the wrong type.
    public init(json: JSONValue) throws(SyncError) {
        guard let object = json.objectValue else {
            throw SyncError(.malformedRecord, "a change record must be a JSON object, not \(json.description)")
        }
        let reader = MemberReader(object: object)
        client = try reader.string("client")
        seq = try reader.integer("seq")
        base = try reader.integer("base")
        let operation = try reader.string("op")
        switch operation {
        case "putWorkout":
            intent = .putWorkout(
                workout: try reader.string("workout"), title: try reader.string("title"),
                extra: try reader.optionalObject("extra"))
        case "deleteWorkout":
            intent = .deleteWorkout(workout: try reader.string("workout"))
        case "insertBlock":
            let block = SyncBlock(
                id: BlockID(try reader.string("block")), parent: try reader.optionalID("parent"),
                order: try reader.orderKey("order"), type: BlockKind(stringLiteral: try reader.string("type")),
                version: try reader.integer("version"), data: try reader.value("data"),
                // An `extra` that is not an object, which no device writes, is dropped, as a document drops one.
                extraFields: object["extra"]?.objectValue ?? JSONObject(),
                isRawNode: try reader.optionalBool("raw") ?? false)
            intent = .insertBlock(workout: try reader.string("workout"), block: block)
        case "moveBlock":
            intent = .moveBlock(
                workout: try reader.string("workout"), block: BlockID(try reader.string("block")),
                parent: try reader.optionalID("parent"), order: try reader.orderKey("order"))
        case "updateBlock":
            var kind: KindChange?
            if object["type"] != nil {
                kind = KindChange(
                    type: BlockKind(stringLiteral: try reader.string("type")), version: try reader.integer("version"))
            }
            var raw: RawChange?
            if let isRawNode = try reader.optionalBool("raw") {
                raw = RawChange(data: try reader.value("data"), isRawNode: isRawNode)
            }
            intent = .updateBlock(
                workout: try reader.string("workout"), block: BlockID(try reader.string("block")),
                fields: try reader.object("fields"), kind: kind, extra: try reader.optionalObject("extra"), raw: raw)
        case "deleteBlock":
            intent = .deleteBlock(workout: try reader.string("workout"), block: BlockID(try reader.string("block")))
        case "logSet":
            intent = .logSet(set: try reader.object("set"))
        case "replaceSessionSets":
            intent = .replaceSessionSets(
                session: try reader.string("session"), logID: try reader.string("logID"),
                sets: try reader.objects("sets"))
        case "putCustomEntry":
            intent = .putCustomEntry(entry: try reader.object("entry"))
        case "removeCustomEntry":
            intent = .removeCustomEntry(id: try reader.string("entry"))
        case "linkExercise":
            intent = .linkExercise(exercise: try reader.string("exercise"), link: try reader.optionalNullObject("link"))
        default:
            throw SyncError(
                .malformedRecord,
                "the change record's \"op\" is \"\(operation)\"; expected putWorkout, deleteWorkout, insertBlock, "
                    + "moveBlock, updateBlock, deleteBlock, logSet, replaceSessionSets, putCustomEntry, "
                    + "removeCustomEntry or linkExercise")
        }
    }

    /// Decodes the contract's JSON object.
    public init(from decoder: any Decoder) throws {
        try self.init(json: try JSONValue(from: decoder))
    }

    /// Encodes the contract's JSON object.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// Reads typed members of a record's JSON object, with errors that name the member and what was expected.
struct MemberReader {
    let object: JSONObject

    func value(_ key: String) throws(SyncError) -> JSONValue {
        guard let value = object[key] else {
            throw SyncError(.malformedRecord, "the change record has no \"\(key)\" member")
        }
        return value
    }

    func string(_ key: String) throws(SyncError) -> String {
        let value = try value(key)
        guard let string = value.stringValue else {
            throw SyncError(.malformedRecord, "the member \"\(key)\" is \(value.description); expected a string")
        }
        return string
    }

    func integer(_ key: String) throws(SyncError) -> Int {
        let value = try value(key)
        guard let number = value.numberValue, let integer = Int(number.literal) else {
            throw SyncError(.malformedRecord, "the member \"\(key)\" is \(value.description); expected an integer")
        }
        return integer
    }

    func object(_ key: String) throws(SyncError) -> JSONObject {
        let value = try value(key)
        guard let object = value.objectValue else {
            throw SyncError(.malformedRecord, "the member \"\(key)\" is \(value.description); expected an object")
        }
        return object
    }

    /// The array member `key`, every element of which is an object.
    func objects(_ key: String) throws(SyncError) -> [JSONObject] {
        let value = try value(key)
        guard let elements = value.arrayValue else {
            throw SyncError(.malformedRecord, "the member \"\(key)\" is \(value.description); expected an array")
        }
        var objects: [JSONObject] = []
        objects.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let object = element.objectValue else {
                throw SyncError(
                    .malformedRecord,
                    "the element \(index) of the member \"\(key)\" is \(element.description); expected an object")
            }
            objects.append(object)
        }
        return objects
    }

    /// The object member `key`, or an empty object when it is missing.
    func optionalObject(_ key: String) throws(SyncError) -> JSONObject {
        object[key] == nil ? JSONObject() : try object(key)
    }

    /// The object member `key`, or `nil` when it is null.
    func optionalNullObject(_ key: String) throws(SyncError) -> JSONObject? {
        let value = try value(key)
        if value.isNull { return nil }
        guard let object = value.objectValue else {
            throw SyncError(
                .malformedRecord, "the member \"\(key)\" is \(value.description); expected an object or null")
        }
        return object
    }

    /// The boolean member `key`, or `nil` when it is missing.
    func optionalBool(_ key: String) throws(SyncError) -> Bool? {
        guard let value = object[key] else { return nil }
        guard let bool = value.boolValue else {
            throw SyncError(.malformedRecord, "the member \"\(key)\" is \(value.description); expected true or false")
        }
        return bool
    }

    func optionalID(_ key: String) throws(SyncError) -> BlockID? {
        let value = try value(key)
        if value.isNull { return nil }
        guard let string = value.stringValue else {
            throw SyncError(
                .malformedRecord, "the member \"\(key)\" is \(value.description); expected a block id or null")
        }
        return BlockID(string)
    }

    func orderKey(_ key: String) throws(SyncError) -> OrderKey {
        let text = try string(key)
        guard let order = OrderKey(validating: text) else {
            throw SyncError(.malformedRecord, "the member \"\(key)\" is \"\(text)\"; expected a fractional order key")
        }
        return order
    }
}
