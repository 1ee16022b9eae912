public import KheperCore

/// Reads the line a person types after choosing "exercise", such as `Bench Press 3x8 @80kg rest 2m`.
///
/// The name is every word before the first sets×reps scheme (`3x8`, `3x8-12`, `3xAMRAP`, `3x45s`); after it come,
/// in any order, a load (`@80kg`, `@ 62.5 kg`, `@25lb`, `@75%`, `@bw`, `@bw+10kg`), `rpe 8`, `rir 2`,
/// `rest 90s` / `rest 1m30s` / `rest 90` and `tempo 3-1-1-0`. The load, RPE and RIR apply to every set; the rest
/// becomes the exercise's default rest. A bare name gives an exercise with no sets.
public enum ExerciseShorthand {
    /// What a sets×reps scheme looks like, as named in errors.
    public static let schemeForm = "sets×reps such as 3x8, 3x8-12, 3xAMRAP or 3x45s"

    /// What a load looks like, as named in errors.
    public static let loadForm = "a load such as @80kg, @62.5kg, @25lb, @75%, @bw or @bw+10kg"

    /// The set kinds a line may name, the default `working` left out.
    private static let kindNames = ExerciseSetKind.allCases.filter { $0 != .working }.map(\.rawValue)

    private static let optionForm =
        "@load, rpe, rir, rest, tempo or a set kind (\(kindNames.joined(separator: ", "))) after the sets"

    /// What is expected in place of a word that looks like sets or a load but comes before any sets.
    private static let setsBeforeLoad =
        "\(schemeForm), then the load, as in Squat 5x5 @100kg; a name holds no @ and no load, and sets that "
        + "differ are added one at a time with kheper set WORKOUT BLOCK 'sets.+=1x5 @100kg'"

    /// The dash ``ExerciseSummary`` writes between the name and the sets, read back as the end of the name.
    static let nameSeparator = "—"

    /// Reads `text` into an exercise.
    ///
    /// A word before the sets that holds `@` or is a number with a load unit (`5@60kg`, `100kg`) is refused rather
    /// than taken into the name. After the sets, commas separate options, and options in parentheses describe each
    /// set (`(warm-up, RIR 2, rest 1:30)`), so a line ``ExerciseSummary`` writes reads back.
    ///
    /// - Throws: `ShorthandError` naming the token that could not be read, `empty` for blank text, or
    ///   `invalidValue` for a number outside its allowed range, such as `rpe 11`.
    public static func parse(_ text: String) throws(ShorthandError) -> ExerciseBlock {
        var cursor = Cursor(text.split(whereSeparator: \.isWhitespace).map(String.init))
        guard !cursor.isAtEnd else {
            throw ShorthandError(.empty, token: nil, "expected an exercise name, such as Bench Press 3x8 @80kg")
        }
        let (words, schemeToken, refusal) = readName(&cursor)
        if let refusal { throw refusal }
        guard !words.isEmpty else {
            throw .unreadable(
                schemeToken?.shown ?? "", expected: "an exercise name before the sets, as in Bench Press 3x8")
        }
        let name = words.joined(separator: " ")
        if !ExerciseBlock.nameLength.contains(name.count) {
            let length = ExerciseBlock.nameLength
            throw ShorthandError(
                .invalidValue, token: name,
                "the name has \(name.count) characters; expected \(length.lowerBound) to \(length.upperBound) characters"
            )
        }
        var block = ExerciseBlock(name: name)
        let scheme = try schemeToken.map { token throws(ShorthandError) in
            try self.scheme(token.text, shown: token.shown)
        }
        var set = scheme?.1 ?? ExerciseSet()
        var seen: Set<String> = []
        while let token = cursor.next() {
            if token.isEmpty { continue }
            let inSet = cursor.isInParentheses
            let option = try readOption(token, &cursor, into: &set, block: &block, perSet: inSet)
            if scheme == nil, option != "rest", option != "tempo" {
                throw .unreadable(token, expected: "\(schemeForm) before \(token)")
            }
            guard seen.insert(inSet ? "set " + option : option).inserted else {
                throw .unreadable(token, expected: "each of @load, rpe, rir, rest, tempo and the set kind at most once")
            }
        }
        if let (count, _) = scheme { block.sets = Array(repeating: set, count: count) }
        return block
    }

    /// The part of `text` that ``parse(_:)`` reads as the name: from its first word to the last word before the sets
    /// (or before a word no name holds, such as a load); `nil` when `text` starts with no name word. An editor
    /// suggests names for it while a person types.
    public static func nameRange(in text: String) -> Range<String.Index>? {
        let tokens = text.split(whereSeparator: \.isWhitespace)
        var cursor = Cursor(tokens.map(String.init))
        let count = readName(&cursor).words.count
        guard count > 0 else { return nil }
        return tokens[0].startIndex..<tokens[count - 1].endIndex
    }

    /// Reads the name's words from the start of a line, up to the sets (a scheme, or a summary's dash and what
    /// follows it), which it reads too; or up to a word that looks like sets or a load, which is the refusal.
    private static func readName(
        _ cursor: inout Cursor
    ) -> (words: [String], scheme: (text: String, shown: String)?, refusal: ShorthandError?) {
        var words: [String] = []
        while let token = cursor.next() {
            if token == nameSeparator, !words.isEmpty {
                cursor.readsSeparators = true
                return (words, summaryScheme(&cursor), nil)
            }
            cursor.readsSeparators = true
            if let scheme = schemeText(cursor.current, &cursor) {
                return (words, (scheme, scheme), nil)
            }
            cursor.readsSeparators = false
            if token.hasPrefix("@") {
                return (words, nil, .unreadable(token, expected: "\(schemeForm) before the load"))
            }
            if isSetLike(token) { return (words, nil, .unreadable(token, expected: setsBeforeLoad)) }
            words.append(token)
        }
        return (words, nil, nil)
    }

    /// Whether a word before the sets looks like sets or a load (`5@60kg,`, `100kg`), which a name never holds.
    private static func isSetLike(_ word: String) -> Bool {
        if word.contains("@") { return true }
        var lower = Substring(word.lowercased())
        while lower.last == "," { lower = lower.dropLast() }
        guard let (_, rest) = decimal(lower) else { return false }
        return unit(String(rest)) != nil
    }

    /// The sets after the dash of a summary line: a scheme (`3 × 8`), or one set's target alone (`5`, `AMRAP`,
    /// `45 s`) as the summary writes a single set; nil when the line goes on with options, as in `— rest 2:00`.
    private static func summaryScheme(_ cursor: inout Cursor) -> (text: String, shown: String)? {
        guard let token = cursor.peek() else { return nil }
        var probe = cursor
        probe.skip(1)
        if let scheme = schemeText(token, &probe) {
            cursor = probe
            return (scheme, scheme)
        }
        guard token.first?.isASCIIDigitCharacter == true || token.lowercased() == "amrap" else { return nil }
        cursor.skip(1)
        let target = token + secondsUnit(after: token, &cursor)
        return ("1x" + target, target)
    }

    /// `s` when the next token is a lone `s` after a number, as the summary writes `45 s`; it is then consumed.
    private static func secondsUnit(after text: String, _ cursor: inout Cursor) -> String {
        guard text.last?.isASCIIDigitCharacter == true, cursor.peek()?.lowercased() == "s" else { return "" }
        cursor.skip(1)
        return "s"
    }

    // MARK: - Scheme

    /// The scheme starting at `token`, joining `3 x 8` into `3x8` and `45 s` into `45s`; nil when `token` does not
    /// start one. A load written against it, as in `5x5@100kg`, is put back to be read as the next token.
    private static func schemeText(_ token: String, _ cursor: inout Cursor) -> String? {
        let scalars = Array(token.unicodeScalars)
        let digits = scalars.prefix { isDigit($0) }.count
        guard digits > 0 else { return nil }
        var scheme = token
        if digits == scalars.count {
            guard let times = cursor.peek(), times.unicodeScalars.count == 1, isTimes(times.unicodeScalars.first!),
                let reps = cursor.peek(1)
            else { return nil }
            cursor.skip(2)
            scheme = token + times + reps
        } else if !isTimes(scalars[digits]) {
            return nil
        }
        if let at = scheme.firstIndex(of: "@"), at != scheme.startIndex {
            cursor.putBack(String(scheme[at...]))
            return String(scheme[..<at])
        }
        return scheme + secondsUnit(after: scheme, &cursor)
    }

    /// Reads `3x8`, `3x8-12`, `3x8+`, `3xAMRAP` or `3x45s` into a set count and the set each one repeats; errors
    /// name `token`, the scheme as it was typed.
    private static func scheme(_ text: String, shown token: String) throws(ShorthandError) -> (Int, ExerciseSet) {
        let scalars = Array(text.unicodeScalars)
        let digits = scalars.prefix { isDigit($0) }.count
        let unreadable = ShorthandError.unreadable(token, expected: schemeForm)
        guard digits > 0, digits < scalars.count, isTimes(scalars[digits]) else { throw unreadable }
        let count = try checked(
            integer(scalars[..<digits]), 1...ExerciseBlock.setCount.upperBound, field: "sets", token: token)
        let target = scalars[(digits + 1)...]
        if String(String.UnicodeScalarView(target)).lowercased() == "amrap" {
            return (count, ExerciseSet(amrap: true))
        }
        let repsDigits = target.prefix { isDigit($0) }.count
        let afterReps = target.dropFirst(repsDigits)
        if repsDigits > 0, afterReps.isEmpty {
            return (count, ExerciseSet(reps: try checkedReps(target, token)))
        }
        if repsDigits > 0, afterReps.count == 1, afterReps.first == "+" {
            return (count, ExerciseSet(reps: try checkedReps(target.prefix(repsDigits), token), amrap: true))
        }
        if repsDigits > 0, let dash = afterReps.first, dash == "-" || dash == "–" {
            let high = afterReps.dropFirst()
            guard !high.isEmpty, high.allSatisfy(isDigit) else { throw unreadable }
            let reps = try checkedReps(target.prefix(repsDigits), token)
            let repsMax = try checked(
                integer(high), reps...ExerciseSet.repsRange.upperBound, field: "repsMax", token: token)
            return (count, ExerciseSet(reps: reps, repsMax: repsMax))
        }
        let text = String(String.UnicodeScalarView(target))
        guard let seconds = DurationFormatter.seconds(parsing: text, bareNumbers: false) else {
            throw unreadable
        }
        return (
            count,
            ExerciseSet(duration: try checked(seconds, ExerciseSet.durationRange, field: "duration", token: token))
        )
    }

    private static func checkedReps(_ digits: ArraySlice<Unicode.Scalar>, _ token: String) throws(ShorthandError)
        -> Int
    {
        try checked(integer(digits), ExerciseSet.repsRange, field: "reps", token: token)
    }

    // MARK: - Options

    /// Reads one option starting at `token` into the set or the block, returning its name; with `perSet`, as
    /// inside parentheses, `rest` is each set's rest rather than the exercise's.
    private static func readOption(
        _ token: String,
        _ cursor: inout Cursor,
        into set: inout ExerciseSet,
        block: inout ExerciseBlock,
        perSet: Bool
    ) throws(ShorthandError) -> String {
        let lower = token.lowercased()
        if token.hasPrefix("@") {
            var text = String(token.dropFirst())
            var source = token
            if text.isEmpty {
                guard let next = cursor.next() else { throw .unreadable(token, expected: loadForm) }
                text = next
                source = next
            }
            if text.lowercased() == "rpe" || text.lowercased().hasPrefix("rpe") && isNumberStart(text.dropFirst(3)) {
                set.rpe = try rpe(text.dropFirst(3), keyword: token, &cursor)
                return "rpe"
            }
            set.load = try load(text, source: source, &cursor)
            return "load"
        }
        if lower.hasPrefix("rpe"), lower == "rpe" || isNumberStart(lower.dropFirst(3)) {
            set.rpe = try rpe(lower.dropFirst(3), keyword: token, &cursor)
            return "rpe"
        }
        switch lower {
        case "rir":
            let value = try argument(after: token, &cursor, expected: "a whole number after rir, such as rir 2")
            guard value.allSatisfy(\.isASCIIDigitCharacter), !value.isEmpty else {
                throw .unreadable(value, expected: "a whole number after rir, such as rir 2")
            }
            set.rir = try checked(
                integer(Array(value.unicodeScalars)[...]), ExerciseSet.rirRange, field: "rir", token: value)
            return "rir"
        case "rest":
            let expected = "a rest after rest, such as rest 90s, rest 2m, rest 1m30s or rest 90"
            var value = try argument(after: token, &cursor, expected: expected)
            value += secondsUnit(after: value, &cursor)
            guard let seconds = DurationFormatter.seconds(parsing: value) else {
                throw .unreadable(value, expected: expected)
            }
            if perSet {
                set.rest = try checked(seconds, ExerciseSet.restRange, field: "rest", token: value)
            } else {
                block.rest = try checked(seconds, ExerciseBlock.restRange, field: "rest", token: value)
            }
            return "rest"
        case "tempo":
            let expected = "a tempo after tempo: \(ExerciseBlock.tempoForm)"
            let value = try argument(after: token, &cursor, expected: expected)
            guard ExerciseBlock.isValidTempo(value) else { throw .unreadable(value, expected: expected) }
            block.tempo = value
            return "tempo"
        default:
            guard let kind = setKind(lower, &cursor) else { throw .unreadable(token, expected: optionForm) }
            set.kind = kind == .working ? nil : kind
            return "kind"
        }
    }

    /// The set kind `word` names, by its name (`warmup`, `drop`, `failure`) or its label as the summary writes it
    /// (`warm-up`, `drop set`, `to failure`), consuming the label's further words; nil when it names none.
    private static func setKind(_ word: String, _ cursor: inout Cursor) -> ExerciseSetKind? {
        for kind in ExerciseSetKind.allCases {
            let label = ExerciseSummary.label(kind).split(separator: " ").map(String.init)
            if word == kind.rawValue, label.first != word { return kind }
            guard word == label.first else { continue }
            let rest = label.dropFirst()
            let following = rest.indices.map { cursor.peek($0 - 1)?.lowercased() }
            if following.elementsEqual(rest.map(Optional.some)) {
                cursor.skip(rest.count)
                return kind
            }
            if word == kind.rawValue { return kind }
        }
        return nil
    }

    /// Reads an RPE written in `attached` (as in `rpe8`) or in the next token (as in `rpe 8`).
    private static func rpe(_ attached: Substring, keyword: String, _ cursor: inout Cursor) throws(ShorthandError)
        -> Double
    {
        let range = ExerciseSet.rpeRange
        let bounds = "\(FieldChecks.format(range.lowerBound)) to \(FieldChecks.format(range.upperBound))"
        let expected = "a number from \(bounds) after rpe, such as rpe 8 or rpe 7.5"
        let text = attached.isEmpty ? try argument(after: keyword, &cursor, expected: expected) : String(attached)
        guard let (value, rest) = decimal(Substring(text)), rest.isEmpty else {
            throw .unreadable(text, expected: expected)
        }
        let rpe = try checked(value, range, field: "rpe", token: text)
        let step = ExerciseSet.fields[field: "rpe"]?.multipleOf ?? 1
        guard (rpe / step).rounded() * step == rpe else {
            throw ShorthandError(
                .invalidValue, token: text,
                "\"rpe\" is \(FieldChecks.format(rpe)); expected \(bounds) in steps of \(FieldChecks.format(step))")
        }
        return rpe
    }

    /// Reads a load from `text` (the token after `@`), taking a separate unit token such as `kg` when needed.
    private static func load(_ text: String, source: String, _ cursor: inout Cursor) throws(ShorthandError) -> Load {
        let lower = text.lowercased()
        for prefix in ["bodyweight", "bw"] where lower.hasPrefix(prefix) {
            return try bodyweight(lower.dropFirst(prefix.count), source: source, &cursor)
        }
        guard let (value, rest) = decimal(Substring(lower)) else { throw .unreadable(source, expected: loadForm) }
        var unitText = String(rest)
        if unitText.isEmpty, let next = cursor.peek(), unit(next.lowercased()) != nil {
            cursor.skip(1)
            unitText = next.lowercased()
        }
        guard let unit = unit(unitText) else {
            throw .unreadable(source, expected: "a load with its unit, such as @80kg, @25lb or @75%")
        }
        if unit == .percent1RM, cursor.peek()?.lowercased() == "1rm" { cursor.skip(1) }
        return try checkedLoad(Load(value: value, unit: unit), token: source)
    }

    /// Reads what follows `bw`: nothing, or `+10kg` / `+ 10 kg` / `+10`, an added load in kilograms.
    private static func bodyweight(_ rest: Substring, source: String, _ cursor: inout Cursor) throws(ShorthandError)
        -> Load
    {
        var added = rest
        if added.isEmpty, let next = cursor.peek(), next.hasPrefix("+") {
            cursor.skip(1)
            added = Substring(next.lowercased())
        }
        if added.isEmpty { return Load(value: 0, unit: .bodyweight) }
        let expected = "an added load in kg after bw+, such as @bw+10kg"
        guard added.first == "+" else { throw .unreadable(source, expected: expected) }
        added = added.dropFirst()
        if added.isEmpty {
            guard let next = cursor.next() else { throw .unreadable(source, expected: expected) }
            added = Substring(next.lowercased())
        }
        guard let (value, unitText) = decimal(added) else { throw .unreadable(String(added), expected: expected) }
        var unitWord = String(unitText)
        if unitWord.isEmpty, let next = cursor.peek(), unit(next.lowercased()) == .kg {
            cursor.skip(1)
            unitWord = "kg"
        }
        guard unitWord.isEmpty || unit(unitWord) == .kg else { throw .unreadable(String(added), expected: expected) }
        return try checkedLoad(Load(value: value, unit: .bodyweight), token: source)
    }

    private static func unit(_ text: String) -> LoadUnit? {
        switch text {
        case "kg", "kgs": .kg
        case "lb", "lbs": .lb
        case "%", "%1rm": .percent1RM
        default: nil
        }
    }

    private static func checkedLoad(_ load: Load, token: String) throws(ShorthandError) -> Load {
        guard load.allowedRange.contains(load.value) else {
            let suffix = load.unit.messageSuffix
            throw ShorthandError(
                .invalidValue, token: token,
                "the load is \(FieldChecks.format(load.value)) \(suffix); expected "
                    + "\(FieldChecks.format(load.allowedRange.lowerBound)) to "
                    + "\(FieldChecks.format(load.allowedRange.upperBound)) \(suffix)"
            )
        }
        return load
    }

    /// The token after a keyword, or an error naming the keyword when the text ends there.
    private static func argument(after keyword: String, _ cursor: inout Cursor, expected: String)
        throws(ShorthandError) -> String
    {
        guard let value = cursor.next() else { throw .unreadable(keyword, expected: expected) }
        return value
    }

    // MARK: - Numbers

    /// A decimal number at the start of `text` (`80`, `62.5`) and what follows it; nil when none starts there.
    static func decimal(_ text: Substring) -> (Double, Substring)? {
        var end = text.startIndex
        var digits = 0
        var sawPoint = false
        while end < text.endIndex {
            let character = text[end]
            if character.isASCIIDigitCharacter {
                digits += 1
            } else if character == ".", !sawPoint {
                sawPoint = true
            } else {
                break
            }
            end = text.index(after: end)
        }
        guard digits > 0, digits <= 12, let value = Double(text[..<end]) else { return nil }
        return (value, text[end...])
    }

    private static func isNumberStart(_ text: Substring) -> Bool {
        text.first?.isASCIIDigitCharacter ?? false
    }

    private static func integer(_ digits: ArraySlice<Unicode.Scalar>) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1.value - 48) }
    }

    private static func checked<Value: Comparable & CustomStringConvertible>(
        _ value: Value?, _ range: ClosedRange<Value>, field: String, token: String
    ) throws(ShorthandError) -> Value {
        guard let value else {
            throw ShorthandError(
                .invalidValue, token: token, "the number for \"\(field)\" in \"\(token)\" is too large")
        }
        guard range.contains(value) else {
            throw ShorthandError(
                .invalidValue, token: token,
                "\"\(field)\" is \(FieldChecks.format(value)); expected \(FieldChecks.format(range.lowerBound)) to "
                    + "\(FieldChecks.format(range.upperBound))"
            )
        }
        return value
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isTimes(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "x" || scalar == "X" || scalar == "×"
    }

    /// Walks the tokens of a shorthand line. Once it ``readsSeparators`` (after the name), a token is read without
    /// the commas after it or the parentheses around it, and ``isInParentheses`` says whether it lies inside them.
    private struct Cursor {
        private var tokens: [String]
        private var position = 0
        private var closesGroup = false

        /// Whether commas and parentheses around tokens are separators, as they are after the name.
        var readsSeparators = false

        /// Whether the token last read lies inside parentheses, as a summary writes each set's details.
        private(set) var isInParentheses = false

        init(_ tokens: [String]) {
            self.tokens = tokens
        }

        var isAtEnd: Bool { position >= tokens.count }

        /// The token last read.
        var current: String { shown(tokens[position - 1]) }

        func peek(_ offset: Int = 0) -> String? {
            position + offset < tokens.count ? shown(tokens[position + offset]) : nil
        }

        mutating func next() -> String? {
            defer { position += 1 }
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            if readsSeparators {
                if closesGroup { isInParentheses = false }
                if token.hasPrefix("(") { isInParentheses = true }
                closesGroup = token.reversed().drop { $0 == "," }.first == ")"
            }
            return shown(token)
        }

        mutating func skip(_ count: Int) {
            for _ in 0..<count { _ = next() }
        }

        /// Makes `token` the next token read.
        mutating func putBack(_ token: String) {
            tokens.insert(token, at: position)
        }

        private func shown(_ token: String) -> String {
            guard readsSeparators else { return token }
            var text = Substring(token)
            while text.first == "(" { text = text.dropFirst() }
            while text.last == "," || text.last == ")" { text = text.dropLast() }
            return String(text)
        }
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0 to 9.
    fileprivate var isASCIIDigitCharacter: Bool {
        guard let ascii = asciiValue else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
    }
}
