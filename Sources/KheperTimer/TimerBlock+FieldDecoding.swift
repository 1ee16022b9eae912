package import KheperCore

// Read straight from the object, in declaration order as `init(from:)` reads them, so errors stay the same:
// Codable's generic containers cost most of the time of reading a large document.
extension TimerBlock: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init(
            mode: try fields.choice(TimerMode.self, "mode"),
            duration: try fields.intIfPresent("duration"),
            work: try fields.intIfPresent("work"),
            rest: try fields.intIfPresent("rest"),
            rounds: try fields.intIfPresent("rounds"),
            prepare: try fields.intIfPresent("prepare"),
            label: try fields.stringIfPresent("label"))
    }
}
