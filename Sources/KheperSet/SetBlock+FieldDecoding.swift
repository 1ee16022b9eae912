package import KheperCore

// Read straight from the object, in declaration order as `init(from:)` reads them, so errors stay the same:
// Codable's generic containers cost most of the time of reading a large document.
extension SetBlock: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init(
            style: try fields.choiceIfPresent(Style.self, "style"),
            name: try fields.stringIfPresent("name"),
            rounds: try fields.intIfPresent("rounds"),
            restBetweenExercises: try fields.intIfPresent("restBetweenExercises"),
            restBetweenRounds: try fields.intIfPresent("restBetweenRounds"),
            duration: try fields.intIfPresent("duration"),
            every: try fields.intIfPresent("every"),
            cap: try fields.intIfPresent("cap"))
    }
}
