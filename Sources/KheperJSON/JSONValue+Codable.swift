extension JSONValue: Codable {
    /// Decodes any JSON value.
    ///
    /// With `JSONValueDecoder` the value is passed through unchanged. With other decoders this is best effort: it
    /// tries `nil`, `Bool`, `Int64`, `UInt64`, `Double`, `String`, then an array and an object, so numbers outside the
    /// 64-bit integer range lose precision through `Double`, and object order is whatever the decoder's `allKeys` gives.
    public init(from decoder: any Decoder) throws {
        if let ours = decoder as? JSONValueDecoding {
            self = ours.value
            return
        }
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() {
                self = .null
                return
            }
            if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
                return
            }
            if let integer = try? single.decode(Int64.self) {
                self = .number(JSONNumber(integer))
                return
            }
            if let integer = try? single.decode(UInt64.self) {
                self = .number(JSONNumber(integer))
                return
            }
            if let double = try? single.decode(Double.self), let number = JSONNumber(double) {
                self = .number(number)
                return
            }
            if let string = try? single.decode(String.self) {
                self = .string(string)
                return
            }
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            if let count = unkeyed.count { elements.reserveCapacity(count) }
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        if let keyed = try? decoder.container(keyedBy: JSONStringKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key) }
            self = .object(object)
            return
        }
        let context = DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "expected a JSON value for \(jsonFieldName(decoder.codingPath))")
        throw DecodingError.dataCorrupted(context)
    }

    /// Encodes the value.
    ///
    /// With `JSONValueEncoder` the value is passed through unchanged. With other encoders this is best effort: numbers
    /// are written as `Int64` or `UInt64` when their text is a plain integer in range and as `Double` otherwise.
    public func encode(to encoder: any Encoder) throws {
        if let ours = encoder as? JSONValueEncoding {
            ours.store(self)
            return
        }
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if number.isPlainInteger, let integer = number.int64Value {
                try container.encode(integer)
            } else if number.isPlainInteger, let integer = number.uint64Value {
                try container.encode(integer)
            } else {
                try container.encode(number.doubleValue)
            }
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .array(let array):
            var container = encoder.unkeyedContainer()
            for element in array { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: JSONStringKey.self)
            for (key, value) in object { try container.encode(value, forKey: JSONStringKey(key)) }
        }
    }
}

extension JSONObject: Codable {
    /// Decodes a JSON object, as ``JSONValue`` decodes one; any other value is refused, naming where it was.
    public init(from decoder: any Decoder) throws {
        guard case .object(let object) = try JSONValue(from: decoder) else {
            let context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "expected a JSON object for \(jsonFieldName(decoder.codingPath))")
            throw DecodingError.typeMismatch(JSONObject.self, context)
        }
        self = object
    }

    /// Encodes the object, as ``JSONValue`` encodes one.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.object(self).encode(to: encoder)
    }
}
