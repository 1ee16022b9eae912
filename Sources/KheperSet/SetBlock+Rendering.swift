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
                class: block.resolvedStyle.isTimed ? "block set timed" : "block set",
                "<div class=\"head\"><h3>\(HTMLTarget.escape(block.title))</h3>\(meta)</div>", children: input.children)
        },
    ]

    /// The style and name, such as "Superset A"; for a timed group the name and the clock, such as
    /// "Cindy: AMRAP 20:00".
    var title: String {
        guard let clock else {
            return [resolvedStyle.displayName, name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        return [name, clock].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
    }

    /// A timed group's clock, such as "EMOM 10 min: every 1:00", "AMRAP 12:00" or "For time, cap 20:00"; `nil`
    /// for a group without one.
    public var clock: String? {
        switch resolvedStyle {
        case .superset, .circuit, .giant:
            return nil
        case .emom:
            let length = duration.map { $0 > 0 && $0 % 60 == 0 ? " \($0 / 60) min" : " " + DurationFormatter.clock($0) }
            return "EMOM\(length ?? ""): every \(DurationFormatter.clock(resolvedEvery))"
        case .amrap:
            return "AMRAP" + (duration.map { " " + DurationFormatter.clock($0) } ?? "")
        case .forTime:
            return "For time" + (cap.map { ", cap " + DurationFormatter.clock($0) } ?? "")
        }
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
