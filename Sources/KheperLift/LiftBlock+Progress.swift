public import KheperCore

extension LiftBlock {
    /// Where a lift stands once its program has advanced, written by advancing rather than by hand: the state its
    /// rule reached, which advance wrote it, the day that comes next, and the logged session it was advanced after.
    ///
    /// Every lift block of one track (the same lift, rule and parameters) holds the same progress, so the day that
    /// trains it next reads it from its own block.
    public struct Progress: Codable, Sendable, Hashable {
        /// The number of the advance that wrote it, from 1: the program's latest advance has the highest.
        public var advance: Int
        /// The index of the program's day that comes after that advance, from 0.
        public var nextDay: Int
        /// The id of the logged session the program was advanced after, when it came from the log.
        public var session: String?
        /// The lift's state, as `LiftState.json` in `KheperProgram` writes it.
        public var state: JSONValue

        /// Creates a lift's progress.
        public init(advance: Int, nextDay: Int, session: String? = nil, state: JSONValue) {
            self.advance = advance
            self.nextDay = nextDay
            self.session = session
            self.state = state
        }

        /// The fields of a progress object; the one place their limits are written.
        public static let fields: [FieldSpec] = [
            FieldSpec(
                "advance", .integer, range: 1...1_000_000_000, required: true,
                doc: "The number of the advance that wrote it, from 1.", example: "3"),
            FieldSpec(
                "nextDay", .integer, range: 0...10_000, required: true,
                doc: "The index of the program's day that comes next, from 0.", example: "1"),
            FieldSpec(
                "session", .string, length: 1...200, doc: "The logged session the program was advanced after."),
            FieldSpec("state", .object([]), required: true, doc: "The lift's state: load, training max, stage, …"),
        ]
    }
}
