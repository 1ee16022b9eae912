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

    private static let optionForm = "@load, rpe, rir, rest or tempo after the sets"

    /// Reads `text` into an exercise.
    ///
    /// - Throws: `ShorthandError` naming the token that could not be read, `empty` for blank text, or
    ///   `invalidValue` for a number outside its allowed range, such as `rpe 11`.
    public static func parse(_ text: String) throws(ShorthandError) -> ExerciseBlock {
        var cursor = Cursor(text.split(whereSeparator: \.isWhitespace).map(String.init))
        guard !cursor.isAtEnd else {
            throw ShorthandError(.empty, token: nil, "expected an exercise name, such as Bench Press 3x8 @80kg")
        }
        var words: [String] = []
        var schemeToken: String?
        while let token = cursor.next() {
            if let scheme = schemeText(token, &cursor) {
                schemeToken = scheme
                break
            }
            if token.hasPrefix("@") {
                throw .unreadable(token, expected: "\(schemeForm) before the load")
            }
            words.append(token)
        }
        guard !words.isEmpty else {
            throw .unreadable(schemeToken ?? "", expected: "an exercise name before the sets, as in Bench Press 3x8")
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
        guard let schemeToken else { return block }
        let (count, template) = try scheme(schemeToken)
        var set = template
        var seen: Set<String> = []
        while let token = cursor.next() {
            let option = try readOption(token, &cursor, into: &set, block: &block)
            guard seen.insert(option).inserted else {
                throw .unreadable(token, expected: "each of @load, rpe, rir, rest and tempo at most once")
            }
        }
        block.sets = Array(repeating: set, count: count)
        return block
    }

    // MARK: - Scheme

    /// The scheme starting at `token`, joining `3 x 8` into `3x8`; nil when `token` does not start one.
    private static func schemeText(_ token: String, _ cursor: inout Cursor) -> String? {
        let scalars = Array(token.unicodeScalars)
        let digits = scalars.prefix { isDigit($0) }.count
        guard digits > 0 else { return nil }
        if digits < scalars.count { return isTimes(scalars[digits]) ? token : nil }
        guard let times = cursor.peek(), times.unicodeScalars.count == 1, isTimes(times.unicodeScalars.first!),
            let reps = cursor.peek(1)
        else { return nil }
        cursor.skip(2)
        return token + times + reps
    }

    /// Reads `3x8`, `3x8-12`, `3x8+`, `3xAMRAP` or `3x45s` into a set count and the set each one repeats.
    private static func scheme(_ token: String) throws(ShorthandError) -> (Int, ExerciseSet) {
        let scalars = Array(token.unicodeScalars)
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

    /// Reads one option starting at `token` into the set or the block, returning its name.
    private static func readOption(
        _ token: String,
        _ cursor: inout Cursor,
        into set: inout ExerciseSet,
        block: inout ExerciseBlock
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
            let value = try argument(after: token, &cursor, expected: expected)
            guard let seconds = DurationFormatter.seconds(parsing: value) else {
                throw .unreadable(value, expected: expected)
            }
            block.rest = try checked(seconds, ExerciseBlock.restRange, field: "rest", token: value)
            return "rest"
        case "tempo":
            let expected = "a tempo after tempo: \(ExerciseBlock.tempoForm)"
            let value = try argument(after: token, &cursor, expected: expected)
            guard ExerciseBlock.isValidTempo(value) else { throw .unreadable(value, expected: expected) }
            block.tempo = value
            return "tempo"
        default:
            throw .unreadable(token, expected: optionForm)
        }
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

    /// Walks the tokens of a shorthand line.
    private struct Cursor {
        let tokens: [String]
        var position = 0

        init(_ tokens: [String]) {
            self.tokens = tokens
        }

        var isAtEnd: Bool { position >= tokens.count }

        func peek(_ offset: Int = 0) -> String? {
            position + offset < tokens.count ? tokens[position + offset] : nil
        }

        mutating func next() -> String? {
            defer { position += 1 }
            return peek()
        }

        mutating func skip(_ count: Int) {
            position += count
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
