/// Sets as a lift's line writes them: a count, `x`, and a rep target (`3x5`, `3x8-12`), a trailing `+` making the
/// last set as many reps as possible (`5x3+` is four sets of 3 and one of 3+).
struct Scheme: Hashable {
    /// How many sets.
    var count: Int
    /// The target of every set.
    var reps: RepTarget
    /// Whether the last set is as many reps as possible.
    var lastSetIsAMRAP: Bool

    /// Reads `3x5`, `3×5`, `3x8-12` or `5x3+`; `nil` for anything else. A count too large for an `Int` reads as
    /// `Int.max`, so that the line refuses it as too many sets rather than taking it for a word of the name.
    init?(_ word: Substring) {
        guard let times = word.firstIndex(where: { $0 == "x" || $0 == "×" }) else { return nil }
        let digits = word[..<times]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let count = Int(digits) ?? .max
        guard count >= 1 else { return nil }
        var target = word[word.index(after: times)...]
        lastSetIsAMRAP = target.hasSuffix("+")
        if lastSetIsAMRAP { target = target.dropLast() }
        guard let reps = RepTarget(text: String(target)), case .exactly = reps else {
            guard !lastSetIsAMRAP, let range = RepTarget(text: String(target)) else { return nil }
            self.count = count
            self.reps = range
            return
        }
        self.count = count
        self.reps = reps
    }

    /// The sets at `load`.
    func sets(at load: PrescribedLoad) -> [PrescribedSet] {
        var sets = Array(repeating: PrescribedSet(reps, at: load), count: count)
        if lastSetIsAMRAP { sets[count - 1].reps = .atLeast(reps.minimum) }
        return sets
    }

    /// `sets` as a line writes them, two words per run of equal sets (`3x5`, `@100kg`), a run ending in one AMRAP
    /// set of the same reps and load written as one (`5x3+`).
    static func runs(of sets: [PrescribedSet]) -> [String] {
        let runs = sets.runs()
        var words: [String] = []
        var index = 0
        while index < runs.count {
            let (count, set) = runs[index]
            if case .exactly(let reps) = set.reps, index + 1 < runs.count, runs[index + 1].count == 1,
                runs[index + 1].element == PrescribedSet(.atLeast(reps), at: set.load)
            {
                words += ["\(count + 1)x\(reps)+", "@" + set.load.lineText]
                index += 2
            } else {
                words += ["\(count)x\(set.reps.text)", "@" + set.load.lineText]
                index += 1
            }
        }
        return words
    }
}
