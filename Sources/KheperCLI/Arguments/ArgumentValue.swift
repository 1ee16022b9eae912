/// What the value of an option or a positional is, declared once beside it: from it come its placeholder in the usage
/// and help, the blank check for a reference, the values an option accepts, and what completion offers for it.
enum ArgumentValue: Sendable, Hashable {
    /// A stored workout: an id, a unique id prefix or an exact title; never blank.
    case workout
    /// A block of the workout named by the first positional: an id or a unique id prefix; never blank.
    case block
    /// A registered block kind's tag.
    case kind
    /// A file to read or write; completes file names.
    case file
    /// One of a fixed set of words; an option refuses any other, a positional's command checks its own.
    case choice([String])
    /// A comma-separated list of some of a fixed set of words (`barbell,dumbbell`); an option refuses a list holding
    /// any other word, or an empty item, naming it.
    case choiceList([String])
    /// The name of a stored setting (`Setting`).
    case setting
    /// A value of the setting the first positional names.
    case settingValue
    /// A block's shorthand, for the kind the second positional names; after `exercise`, its name completes from
    /// the exercise names Kheper suggests (``ExerciseNames``).
    case shorthand
    /// Free text, such as a title, a number or a connection string; nothing to complete.
    case text

    /// The placeholder shown for the value when its declaration names none.
    var placeholder: String {
        switch self {
        case .workout: "WORKOUT"
        case .block: "BLOCK"
        case .kind: "KIND"
        case .file: "FILE"
        case .choice: "VALUE"
        case .choiceList: "LIST"
        case .setting: "SETTING"
        case .settingValue: "VALUE"
        case .shorthand: "SHORTHAND"
        case .text: "TEXT"
        }
    }

    /// The items of a `choiceList` value: the text between commas, with surrounding spaces trimmed.
    static func items(of list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map { item in
            var item = item
            while item.first == " " { item.removeFirst() }
            while item.last == " " { item.removeLast() }
            return String(item)
        }
    }

    /// Whether a blank value is refused before the command runs: a blank reference would match everything.
    var isReference: Bool { self == .workout || self == .block }

    /// What a blank value of this kind is, for `ParsedArguments.emptyReference(_:_:_:)`.
    var expectedReference: String {
        self == .workout
            ? "a workout's id, id prefix or exact title (`kheper list` shows them)"
            : "a block's id or id prefix (`kheper show --ids WORKOUT` shows them)"
    }
}
