public import KheperCore
import KheperInteraction

/// The "+" palette: the kinds allowed at the cursor, filtered as the person types, with each kind's shorthand
/// examples; also the chooser `c` opens to convert a block.
///
/// The query's first word filters the kinds by the start of their tag or of a word of their name; the rest of the
/// query is the shorthand. When the first word names no kind, the whole query is the shorthand for the chosen kind.
public struct InsertPalette: Sendable {
    /// Why the palette is open.
    public enum Purpose: Sendable, Hashable {
        /// To insert a new block.
        case insert
        /// To convert the focused block to another kind.
        case convert
    }

    /// Why the palette is open.
    public let purpose: Purpose
    /// Every kind offered, before filtering, ordered by tag.
    public let kinds: [BlockDefinition]
    /// Whether the focused block is a container, so the new block may go into it.
    public let canGoInto: Bool
    /// Whether the new block goes into the focused container, rather than after the focused block.
    public internal(set) var into: Bool
    /// What the person typed.
    public internal(set) var query = ""
    /// The index of the chosen kind in ``matches``.
    public internal(set) var selection = 0
    /// The names suggested for the name the shorthand begins with (an exercise's, from the catalogue and the log),
    /// shown under the query; empty when the chosen kind takes no suggestions or none fits.
    public internal(set) var suggestions = SuggestionList()

    /// A palette offering `kinds`.
    init(purpose: Purpose, kinds: [BlockDefinition], canGoInto: Bool, into: Bool = false) {
        self.purpose = purpose
        self.kinds = kinds
        self.canGoInto = canGoInto
        self.into = into
    }

    /// Where Tab puts the new block now (`into` the focused set, or back `after` it), as the heading and the
    /// status line both name it; `nil` when Tab does nothing because the block can only go after the focus.
    public var tabPlace: String? {
        guard purpose == .insert, canGoInto else { return nil }
        return into ? "after" : "into"
    }

    /// The palette's keys as the status line lists them, Tab only when it does something; while a suggestion is
    /// highlighted, the keys that take it or move on.
    public var keyHints: String {
        if suggestions.highlighted != nil { return SuggestionList.highlightedHints }
        let keys: [String?] = [
            suggestions.names.isEmpty ? nil : SuggestionList.shownHint,
            purpose == .insert ? "type" : "type to filter", "↑↓ choose", tabPlace.map { "Tab \($0)" },
            purpose == .insert ? "Enter insert" : "Enter convert", "Esc cancel",
        ]
        return keys.compactMap { $0 }.joined(separator: " · ")
    }

    /// The kinds the query leaves, and the shorthand it holds (`nil` for none, which inserts the kind's default).
    public var matches: (kinds: [BlockDefinition], shorthand: String?) {
        let trimmed = query.drop(while: { $0 == " " })
        guard !trimmed.isEmpty else { return (kinds, nil) }
        let first = trimmed.prefix(while: { $0 != " " }).lowercased()
        let named = kinds.filter { Self.definition($0, isNamedBy: first) }
        if !named.isEmpty {
            let rest = trimmed.drop(while: { $0 != " " }).trimmingSpaces
            return (named, rest.isEmpty ? nil : rest)
        }
        let withShorthand = purpose == .insert ? kinds.filter(\.hasShorthand) : []
        return (withShorthand, String(trimmed).trimmingSpaces)
    }

    /// The chosen kind, if any kind matches.
    public var chosen: BlockDefinition? {
        let kinds = matches.kinds
        return kinds.isEmpty ? nil : kinds[min(max(selection, 0), kinds.count - 1)]
    }

    /// Whether `word` starts the definition's tag or a word of its display name.
    static func definition(_ definition: BlockDefinition, isNamedBy word: String) -> Bool {
        if definition.kind.rawValue.lowercased().hasPrefix(word) { return true }
        return definition.displayName.lowercased().split(separator: " ").contains { $0.hasPrefix(word) }
    }

    /// Asks `source` for names again after the query changed: the chosen kind's suggestions for the shorthand's
    /// name, none highlighted.
    mutating func refreshSuggestions(from source: NameSuggestions?) {
        guard purpose == .insert, let source, chosen?.kind == source.kind, let shorthand = matches.shorthand else {
            suggestions = SuggestionList()
            return
        }
        suggestions = SuggestionList(source.suggestions(forShorthand: shorthand))
    }

    /// Puts the highlighted suggestion in place of the name typed (the shorthand is then that name alone); returns
    /// whether one was highlighted.
    mutating func acceptSuggestion() -> Bool {
        guard let name = suggestions.chosen, let shorthand = matches.shorthand else { return false }
        let body = query.reversed().drop { $0 == " " }.count
        query = String(query.prefix(body - shorthand.count)) + name
        suggestions = SuggestionList()
        return true
    }

    /// Moves the choice by `step`, staying among the matches.
    mutating func choose(by step: Int) {
        let count = matches.kinds.count
        guard count > 0 else { return }
        selection = min(max(min(selection, count - 1) + step, 0), count - 1)
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String { self[...].trimmingSpaces }
}
