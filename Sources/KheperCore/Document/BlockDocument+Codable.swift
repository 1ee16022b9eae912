extension BlockDocument: Codable {
    /// Decodes a document with any `Decoder`, reading the registry from `userInfo[.kheperBlockRegistry]`.
    ///
    /// Content problems do not throw; call ``BlockRegistry/validate(_:)`` for them. Through foreign decoders,
    /// numbers keep the precision that decoder offers; the registry's own `decodeDocument(from:)` keeps them all.
    public init(from decoder: any Decoder) throws {
        let registry = try Self.registry(in: decoder.userInfo, codingPath: decoder.codingPath)
        let json = try JSONValue(from: decoder)
        do {
            self = try registry.decodeDocument(from: json).document
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    /// Encodes a document with any `Encoder`, reading the registry from `userInfo[.kheperBlockRegistry]`.
    public func encode(to encoder: any Encoder) throws {
        let registry = try Self.registry(in: encoder.userInfo, codingPath: encoder.codingPath)
        do {
            try registry.encode(self).encode(to: encoder)
        } catch let error as DocumentFormatError {
            throw EncodingError.invalidValue(
                self,
                .init(codingPath: encoder.codingPath, debugDescription: error.message)
            )
        }
    }

    private static func registry(
        in userInfo: [CodingUserInfoKey: Any],
        codingPath: [any CodingKey]
    ) throws -> BlockRegistry {
        guard let registry = userInfo[.kheperBlockRegistry] as? BlockRegistry else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription:
                        "no BlockRegistry in userInfo[.kheperBlockRegistry]; set it on the decoder or encoder first"
                )
            )
        }
        return registry
    }
}
