/// The exercise names to suggest as a lifter types one: the catalogue's entries and the names already in the
/// lifter's training log, deduplicated, matched by the rule of ``ExerciseCatalogue/search(_:muscle:equipment:)``
/// (every typed word starts a word of the name) and ranked: names that start with what was typed first, then names
/// with more typed words whole, then the log's own names, then shorter names, then by name.
///
/// Built once (every name's words, and one sorted index of all of them), so a keystroke costs a binary search and
/// a look at the names holding the typed word, not a pass over the catalogue.
public struct ExerciseNameSuggester: Sendable {
    /// One name that may be suggested.
    private struct Candidate: Sendable {
        let name: String
        let words: [String]
        let isLogged: Bool
        /// The name lowercased, which orders names of one rank and finds a name given twice.
        let key: String
    }

    private let candidates: [Candidate]
    /// Every word of every name with the candidate holding it, sorted by word.
    private let index: [(word: String, candidate: Int)]

    /// Suggests the names of `catalogue`'s entries and `loggedNames` (the training log's exercises, as the lifter
    /// wrote them); a name that differs from another only in case is kept once, a logged spelling before the
    /// catalogue's.
    public init(catalogue: ExerciseCatalogue, loggedNames: [String] = []) {
        var seen: Set<String> = []
        var candidates: [Candidate] = []
        let names = loggedNames.map { ($0, true) } + catalogue.entries.map { ($0.name, false) }
        for (name, isLogged) in names {
            let words = ExerciseCatalogue.words(name)
            let key = name.lowercased()
            guard !words.isEmpty, seen.insert(key).inserted else { continue }
            candidates.append(Candidate(name: name, words: words, isLogged: isLogged, key: key))
        }
        self.candidates = candidates
        index = candidates.indices.flatMap { position in
            Set(candidates[position].words).map { (word: $0, candidate: position) }
        }
        .sorted { ($0.word, $0.candidate) < ($1.word, $1.candidate) }
    }

    /// How many names it may suggest.
    public var count: Int { candidates.count }

    /// At most `limit` names for `typed`, best first; none when `typed` holds no letter or digit or no name holds
    /// every word of it.
    public func suggestions(for typed: String, limit: Int = 5) -> [String] {
        let wanted = ExerciseCatalogue.words(typed)
        guard limit > 0, let longest = wanted.max(by: { $0.count < $1.count }) else { return [] }
        var best: [(rank: Rank, candidate: Int)] = []
        var looked: Set<Int> = []
        var position = firstIndex(notBelow: longest)
        while position < index.count, index[position].word.hasPrefix(longest) {
            let candidate = index[position].candidate
            position += 1
            guard looked.insert(candidate).inserted, let rank = rank(of: candidates[candidate], for: wanted) else {
                continue
            }
            let place = best.firstIndex { rank < $0.rank } ?? best.count
            if place < limit {
                best.insert((rank, candidate), at: place)
                if best.count > limit { best.removeLast() }
            }
        }
        return best.map { candidates[$0.candidate].name }
    }

    /// The position of the first word in the index not below `word`.
    private func firstIndex(notBelow word: String) -> Int {
        var low = 0
        var high = index.count
        while low < high {
            let middle = (low + high) / 2
            if index[middle].word < word { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How a name ranks for the typed words: a smaller rank is a better suggestion.
    private struct Rank: Comparable {
        let startsWithTyped: Bool
        let wholeWords: Int
        let isLogged: Bool
        let length: Int
        let key: String

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            if lhs.startsWithTyped != rhs.startsWithTyped { return lhs.startsWithTyped }
            if lhs.wholeWords != rhs.wholeWords { return lhs.wholeWords > rhs.wholeWords }
            if lhs.isLogged != rhs.isLogged { return lhs.isLogged }
            if lhs.length != rhs.length { return lhs.length < rhs.length }
            return lhs.key < rhs.key
        }
    }

    /// The candidate's rank for `wanted`, or `nil` when a typed word starts none of its words.
    private func rank(of candidate: Candidate, for wanted: [String]) -> Rank? {
        var wholeWords = 0
        for word in wanted {
            guard candidate.words.contains(where: { $0.hasPrefix(word) }) else { return nil }
            if candidate.words.contains(word) { wholeWords += 1 }
        }
        // The name starts with what was typed: its first words are the typed ones, the last typed word begun.
        let startsWithTyped =
            candidate.words.count >= wanted.count
            && zip(wanted, candidate.words).enumerated().allSatisfy { position, pair in
                position == wanted.count - 1 ? pair.1.hasPrefix(pair.0) : pair.1 == pair.0
            }
        return Rank(
            startsWithTyped: startsWithTyped, wholeWords: wholeWords, isLogged: candidate.isLogged,
            length: candidate.key.count, key: candidate.key)
    }
}
