/// A type that ``JSONValueDecoder`` builds straight from a JSON object's members, skipping `Decodable`'s generic
/// containers, which cost most of the time of reading a large document.
///
/// `init(fields:)` must read the same members, in the same order and with the same `decode`/`decodeIfPresent`
/// choices, as the type's `init(from:)`, so that both find the same first error and the same unknown fields.
package protocol JSONFieldDecodable: Decodable {
    /// Reads the value from its object's members.
    init(fields: JSONFieldReader) throws
}
