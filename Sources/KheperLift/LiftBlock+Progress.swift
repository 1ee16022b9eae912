public import KheperCore

extension LiftBlock {
    /// Where a lift stands once its program has advanced, written by advancing rather than by hand: the state its
    /// rule reached, which advance wrote it, the day that comes next, and the logged session it was advanced after.
    ///
    /// Every lift block of one track (the same lift, rule and parameters) holds the same progress, so the day that
    /// trains it next reads it from its own block. It keeps the progress it replaced, which keeps the one before it,
    /// up to ``keptEarlier`` deep, so the program's recent advances can be taken back, one by one, when a session
    /// they came from is edited or removed from the log.
    public struct Progress: Codable, Sendable, Hashable {
        /// The number of the advance that wrote it, from 1: the program's latest advance has the highest.
        public var advance: Int
        /// The index of the program's day that comes after that advance, from 0.
        public var nextDay: Int
        /// The id of the logged session the program was advanced after, when it came from the log.
        public var session: String?
        /// The lift's state, as `LiftState.json` in `KheperProgram` writes it.
        public var state: JSONValue
        /// What this advance replaced: the earlier progress as a progress object, with what that one replaced in
        /// turn, or an empty object when the lift stood at its line's start; `nil` when it is not known (beyond the
        /// ``keptEarlier`` progresses a progress keeps).
        public var previous: JSONValue?

        /// How many earlier progresses a progress keeps, the one it replaced included: enough to follow a change to
        /// any of a lift's last 6 sessions (two weeks of a lift trained three times a week) from the block alone,
        /// while a lift block stays about a kilobyte, since a program is read whole by every command that advances
        /// or shows it. Older ones are looked for in the program's undo history.
        public static let keptEarlier = 6

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
                doc: "The progress this advance replaced, with the one it replaced in turn (\(keptEarlier) deep at "
                    + "most); {} when the lift stood at its start."),
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
    /// keeps as ``previous`` with what that one kept, cut to ``keptEarlier`` progresses in all.
    public func replacing(_ earlier: Self?) -> Self {
        var progress = self
        guard let earlier else {
            progress.previous = .object(JSONObject())
            return progress
        }
        progress.previous = (try? JSONValueEncoder().encode(earlier)).map {
            Self.cut($0, keeping: Self.keptEarlier - 1)
        }
        return progress
    }

    /// `progress`, a progress object, with the chain of what it replaced cut after `count` more progresses: the
    /// last one kept has no `previous`, so what it replaced is not known. A start (`{}`) is kept, as it ends the
    /// chain anyway.
    private static func cut(_ progress: JSONValue, keeping count: Int) -> JSONValue {
        guard case .object(var object) = progress, let previous = object["previous"],
            previous != .object(JSONObject())
        else { return progress }
        object["previous"] = count > 0 ? cut(previous, keeping: count - 1) : nil
        return .object(object)
    }

    /// What this progress replaced, read from ``previous``.
    public var earlier: Earlier {
        guard let previous else { return .unknown }
        if previous == .object(JSONObject()) { return .start }
        guard let progress = try? JSONValueDecoder().decode(Self.self, from: previous) else { return .unknown }
        return .progress(progress)
    }
}
