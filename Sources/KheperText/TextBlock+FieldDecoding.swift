package import KheperCore

// Read straight from the object, in declaration order as `init(from:)` reads them, so errors stay the same:
// Codable's generic containers cost most of the time of reading a large document.
extension TextBlock: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init(text: try fields.string("text"), style: try fields.choiceIfPresent(Style.self, "style"))
    }
}
