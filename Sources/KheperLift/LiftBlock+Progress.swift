public import KheperCore

extension LiftBlock {
    /// Where a lift stands once its program has advanced, written by advancing rather than by hand: the state its
    /// rule reached, which advance wrote it, the day that comes next, and the logged session it was advanced after.
    ///
    /// Every lift block of one track (the same lift, rule and parameters) holds the same progress, so the day that
    /// trains it next reads it from its own block. It keeps the progress it replaced, so the latest advance can be
    /// taken back when the session it came from is edited or removed from the log.
    public struct Progress: Codable, Sendable, Hashable {
        /// The number of the advance that wrote it, from 1: the program's latest advance has the highest.
        public var advance: Int
        /// The index of the program's day that comes after that advance, from 0.
        public var nextDay: Int
        /// The id of the logged session the program was advanced after, when it came from the log.
        public var session: String?
        /// The lift's state, as `LiftState.json` in `KheperProgram` writes it.
        public var state: JSONValue
        /// What this advance replaced: the earlier progress as a progress object without its own `previous`, or an
        /// empty object when the lift stood at its line's start; `nil` when it is not known (a progress put back by
        /// taking an advance back keeps none).
        public var previous: JSONValue?

        /// Creates a lift's progress.
        public init(advance: Int, nextDay: Int, session: String? = nil, state: JSONValue, previous: JSONValue? = nil) {
            self.advance = advance
            self.nextDay = nextDay
            self.session = session
            self.state = state
            self.previous = previous
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
            FieldSpec(
                "previous", .object([]),
                doc: "The progress this advance replaced, without its own previous; {} when the lift stood at its "
                    + "start."),
        ]
    }
}

extension LiftBlock.Progress {
    /// What an advance replaced, as its progress keeps it.
    public enum Earlier: Sendable, Hashable {
        /// The lift stood at its line's start.
        case start
        /// The lift stood at this progress.
        case progress(LiftBlock.Progress)
        /// It was not kept, or does not read as a progress.
        case unknown
    }

    /// This progress written over `earlier`, the lift's progress before it (nil at its line's start), which it
    /// keeps as ``previous`` without that one's own.
    public func replacing(_ earlier: Self?) -> Self {
        var progress = self
        guard var earlier else {
            progress.previous = .object(JSONObject())
            return progress
        }
        earlier.previous = nil
        progress.previous = try? JSONValueEncoder().encode(earlier)
        return progress
    }

    /// What this progress replaced, read from ``previous``.
    public var earlier: Earlier {
        guard let previous else { return .unknown }
        if previous == .object(JSONObject()) { return .start }
        guard let progress = try? JSONValueDecoder().decode(Self.self, from: previous) else { return .unknown }
        return .progress(progress)
    }
}
