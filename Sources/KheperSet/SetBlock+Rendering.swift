import KheperCore
import KheperRenderTargets

extension SetBlock {
    /// One renderer per built-in target; each draws a heading line and then the children.
    static let renderers = [
        BlockRenderer(SetBlock.self, for: PlainTextTarget.self) { block, input in
            let head = ([block.title] + [block.details].compactMap { $0 }).joined(separator: " — ")
            return PlainTextTarget.lines(PlainTextTarget.indent(input.depth) + head, children: input.children)
        },
        BlockRenderer(SetBlock.self, for: MarkdownTarget.self) { block, input in
            let details = block.details.map { [MarkdownTarget.escape($0)] } ?? []
            let head = (["**\(MarkdownTarget.escape(block.title))**"] + details).joined(separator: " — ")
            return MarkdownTarget.nest(head, children: input.children)
        },
        BlockRenderer(SetBlock.self, for: HTMLTarget.self) { block, input in
            let meta = block.details.map { "<p class=\"meta\">\(HTMLTarget.escape($0))</p>" } ?? ""
            return HTMLTarget.section(
                class: "block set", "<div class=\"head\"><h3>\(HTMLTarget.escape(block.title))</h3>\(meta)</div>",
                children: input.children)
        },
    ]

    /// The style and name, such as "Superset A".
    var title: String {
        [resolvedStyle.displayName, name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Rounds and rests, such as "3 rounds, rest 1:30 between rounds", or `nil` when none is stored.
    var details: String? {
        var parts: [String] = []
        if let rounds { parts.append(rounds == 1 ? "1 round" : "\(rounds) rounds") }
        if let restBetweenExercises { parts.append(Self.rest(restBetweenExercises, between: "exercises")) }
        if let restBetweenRounds { parts.append(Self.rest(restBetweenRounds, between: "rounds")) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "rest 1:30 between rounds", or "no rest between rounds" for zero or less; any `Int` renders.
    private static func rest(_ seconds: Int, between what: String) -> String {
        seconds > 0 ? "rest \(DurationFormatter.clock(seconds)) between \(what)" : "no rest between \(what)"
    }
}
