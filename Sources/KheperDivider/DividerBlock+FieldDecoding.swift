package import KheperCore

// Read straight from the object, in declaration order as `init(from:)` reads them, so errors stay the same:
// Codable's generic containers cost most of the time of reading a large document.
extension DividerBlock: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init(style: try fields.choiceIfPresent(Style.self, "style"), label: try fields.stringIfPresent("label"))
    }
}
