/// A name reduced to what identifies a lift: its movement words, sorted, and the equipment it states, if any.
///
/// Reading a name: lowercase; durations (`30''`) dropped; apostrophes dropped and every other mark a space;
/// abbreviations spelled out (`DB`, `BB`, `KB`); plurals made singular; word pairs written both ways joined (`pull up`,
/// `pull-up` and `pullup` are one word); then the equipment words taken out of the movement.
struct ExerciseNameKey: Hashable, Sendable {
    /// The movement's words, singular and sorted, so word order does not matter.
    let movement: [String]
    /// The equipment the name states, or `nil` when it states none or several.
    let equipment: EquipmentIdentity?
    /// Whether the name states more than one kind of equipment.
    let statesSeveralEquipment: Bool

    init(movement: [String], equipment: EquipmentIdentity?) {
        self.movement = movement.sorted()
        self.equipment = equipment
        statesSeveralEquipment = false
    }

    init(_ name: String) {
        let words = Self.words(of: name)
        var movement: [String] = []
        var stated: Set<EquipmentIdentity> = []
        for word in words {
            if let identity = EquipmentIdentity(word: word) {
                stated.insert(identity)
            } else {
                movement.append(word)
            }
        }
        self.movement = movement.sorted()
        equipment = stated.count == 1 ? stated.first : nil
        statesSeveralEquipment = stated.count > 1
    }

    /// The key without the given words, for rules that drop a word the catalogue adds (`medium grip`).
    func removing(_ removed: Set<String>) -> ExerciseNameKey {
        ExerciseNameKey(movement: movement.filter { !removed.contains($0) }, equipment: equipment)
    }

    /// The key with the given equipment, for entries whose name states none.
    func with(equipment: EquipmentIdentity?) -> ExerciseNameKey {
        ExerciseNameKey(movement: movement, equipment: equipment)
    }

    /// Word pairs written as one word, two words or hyphenated, joined into one word.
    private static let joinedPairs: [String: [String: String]] = [
        "pull": ["up": "pullup", "down": "pulldown", "over": "pullover", "apart": "pullapart"],
        "push": ["up": "pushup", "down": "pushdown"],
        "chin": ["up": "chinup"],
        "sit": ["up": "situp"],
        "step": ["up": "stepup"],
        "get": ["up": "getup"],
        "t": ["bar": "tbar"],
        "v": ["bar": "vbar"],
        "e": ["z": "ez"],
        "ez": ["bar": "ez"],
        "trap": ["bar": "trapbar"],
        "trapbar": ["bar": "trapbar"],
        "smith": ["machine": "smith"],
        "plate": ["loaded": "plateloaded"],
        "medicine": ["ball": "medicineball"],
        "exercise": ["ball": "exerciseball"],
        "swiss": ["ball": "exerciseball"],
        "stability": ["ball": "exerciseball"],
        "foam": ["roll": "foamroll", "roller": "foamroll"],
        "skull": ["crusher": "skullcrusher", "crushers": "skullcrusher"],
        "wood": ["chopper": "woodchopper", "choppers": "woodchopper"],
        "iso": ["lateral": "isolateral"],
        "one": ["arm": "onearm", "hand": "onearm", "leg": "oneleg"],
        "single": ["arm": "onearm", "hand": "onearm", "leg": "oneleg"],
        "body": ["weight": "bodyweight"],
    ]

    /// Abbreviations and spellings of one word, written out.
    private static let spelledOut: [String: String] = [
        "db": "dumbbell", "dbs": "dumbbell", "bb": "barbell", "kb": "kettlebell", "kbs": "kettlebell",
        "flyes": "fly", "flies": "fly", "flye": "fly", "calves": "calf", "hex": "trapbar",
    ]

    /// The marks that make the number before them a duration (`30''`, `45"`), which is dropped.
    private static let durationMarks: Set<Character> = ["'", "\u{2019}", "\"", "\u{201D}", "\u{2033}"]

    /// The name's words after lowercasing, splitting, joining pairs, spelling out and making singular.
    static func words(of name: String) -> [String] {
        var raw: [String] = []
        var current = ""
        for character in name.lowercased() {
            if durationMarks.contains(character) && !current.isEmpty && current.allSatisfy(\.isNumber) {
                current = ""
            }
            if character == "'" || character == "\u{2019}" {
                continue
            }
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                raw.append(current)
                current = ""
            }
        }
        if !current.isEmpty {
            raw.append(current)
        }
        let words = raw.map { spelledOut[$0] ?? singular($0) }
        var joined: [String] = []
        for word in words {
            if let last = joined.last, let pair = joinedPairs[last]?[word] {
                joined[joined.count - 1] = pair
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    /// The singular of an English plural as exercise names use them (`curls`, `presses`, `crunches`, `pullups`).
    private static func singular(_ word: String) -> String {
        if let spelled = spelledOut[word] {
            return spelled
        }
        if word.count <= 2 || !word.hasSuffix("s") || word.hasSuffix("ss") || word.hasSuffix("us") {
            return word
        }
        if word.hasSuffix("sses") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }
}
