public import Foundation

extension BlockRegistry {
    /// Reads a document from JSON text; a leading UTF-8 byte order mark is dropped, and a key written twice in one
    /// object keeps its last value with a `duplicateKey` (`Diagnostic.Code`) warning.
    ///
    /// Without `keepingWrittenForm`, blocks forget the data they were read from: reading is faster, but written they
    /// are encoded anew, number text and member order lost, so it is for a document only validated or rendered.
    ///
    /// - Throws: ``DocumentFormatError`` only when the input is not JSON, not a Kheper workout, or of an
    ///   unsupported format version; everything about the content is reported as diagnostics.
    public func decodeDocument(from bytes: consuming [UInt8], validating: Bool = true, keepingWrittenForm: Bool = true)
        throws(DocumentFormatError) -> DecodedDocument
    { try DocumentReader.read(bytes, registry: self, validating: validating, keepingWrittenForm: keepingWrittenForm) }

    /// Reads a document from JSON text held in `Data`.
    public func decodeDocument(from data: Data) throws(DocumentFormatError) -> DecodedDocument {
        try decodeDocument(from: [UInt8](data))
    }

    /// Reads a document from a JSON string.
    public func decodeDocument(from text: String) throws(DocumentFormatError) -> DecodedDocument {
        try decodeDocument(from: Array(text.utf8))
    }

    /// Reads a document from parsed JSON.
    ///
    /// - Parameters:
    ///   - json: The parsed document.
    ///   - validating: Whether to validate the content too; when `false`, the diagnostics hold only what
    ///     reading itself repaired, and ``validate(_:)`` can run later.
    public func decodeDocument(from json: JSONValue, validating: Bool = true) throws(DocumentFormatError)
        -> DecodedDocument
    {
        var reader = DocumentReader(registry: self)
        return try reader.read(json, validating: validating)
    }

    /// Writes a document as a JSON value in the current format version.
    ///
    /// - Throws: ``DocumentFormatError`` when a block's fields cannot be represented, such as a non-finite number.
    public func encode(_ document: BlockDocument) throws(DocumentFormatError) -> JSONValue {
        try DocumentWriter(document: document, format: format.name).write()
    }

    /// Writes a document as JSON text, pretty-printed by default.
    public func encodedJSON(_ document: BlockDocument, options: JSONWriteOptions = [.prettyPrinted])
        throws(DocumentFormatError) -> [UInt8]
    {
        var text: [UInt8] = []
        try encodeJSON(document, options: options) { text += $0 }
        return text
    }

    /// Writes a document as JSON text like ``encodedJSON(_:options:)``, handed to `sink` in pieces of about a
    /// megabyte as it is made, so a large document's text is never whole in memory.
    public func encodeJSON(
        _ document: BlockDocument, options: JSONWriteOptions = [.prettyPrinted], into sink: ([UInt8]) -> Void
    ) throws(DocumentFormatError) {
        try DocumentWriter(document: document, format: format.name).writeText(options, into: sink)
    }
}
