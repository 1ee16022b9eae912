public import KheperCore
import KheperRenderTargets

extension ExerciseBlock {
    /// The exercise's renderers: plain text, Markdown and HTML, all worded by ``ExerciseSummary``.
    public static let renderers: [BlockRenderer] = [plainText, markdown, html]

    /// One line such as `Bench Press — 3 × 8 @ 80 kg, rest 2:00`, then the linked entry's muscles and the notes,
    /// each indented one level deeper.
    static let plainText = BlockRenderer(ExerciseBlock.self, for: PlainTextTarget.self) { block, input in
        let head = ExerciseSummary.line(block, after: PlainTextTarget.indent(input.depth))
        let muscles = musclesLine(block, in: input.context)
        guard muscles != nil || !(block.notes ?? "").isEmpty else {
            return PlainTextTarget.lines(head, children: input.children)
        }
        let indent = PlainTextTarget.indent(input.depth + 1)
        var lines = [head]
        if let muscles { lines.append(indent + muscles) }
        if let notes = block.notes, !notes.isEmpty {
            lines += notes.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
        }
        return PlainTextTarget.lines(lines.joined(separator: "\n"), children: input.children)
    }

    /// `**Bench Press** — 3 × 8 @ 80 kg, rest 2:00`; sets that differ follow as a numbered list, then the linked
    /// entry's muscles in italics, then the notes.
    static let markdown = BlockRenderer(ExerciseBlock.self, for: MarkdownTarget.self) { block, input in
        let sets = block.resolvedSets
        let uniform = ExerciseSummary.isUniform(sets)
        let details = ExerciseSummary.details(block, includingSets: uniform)
        var text = "**\(MarkdownTarget.escape(block.name))**"
        if !details.isEmpty { text += " — " + MarkdownTarget.escape(details) }
        if !uniform {
            let items = sets.enumerated().map { index, set in
                "\(index + 1). " + MarkdownTarget.escape(ExerciseSummary.set(set))
            }
            text += "\n\n" + items.joined(separator: "\n")
        }
        if let muscles = musclesLine(block, in: input.context) { text += "\n\n*\(MarkdownTarget.escape(muscles))*" }
        if let notes = block.notes, !notes.isEmpty {
            text += "\n\n" + MarkdownTarget.escape(notes)
        }
        return MarkdownTarget.nest(text, children: input.children)
    }

    /// A `<section class="block exercise">`: the name and, when every set is the same, the sets in one line;
    /// otherwise a compact table (see ``ExerciseSetTable``) after the tempo and rest. The linked entry's muscles,
    /// muted, come before the table, and notes follow, styled as notes.
    static let html = BlockRenderer(ExerciseBlock.self, for: HTMLTarget.self) { block, input in
        let sets = block.resolvedSets
        let uniform = ExerciseSummary.isUniform(sets)
        let details = ExerciseSummary.details(block, includingSets: uniform)
        var head = "<div class=\"head\"><h3>\(HTMLTarget.escape(block.name))</h3>"
        if !details.isEmpty { head += "<p class=\"summary\">\(HTMLTarget.escapeKeepingUnits(details))</p>" }
        var parts = [head + "</div>"]
        if let muscles = musclesLine(block, in: input.context) {
            parts.append("<p class=\"meta\">\(HTMLTarget.escape(muscles))</p>")
        }
        if !uniform { parts.append(ExerciseSetTable(block).html) }
        if let notes = block.notes, !notes.isEmpty { parts.append(HTMLTarget.note(notes)) }
        return HTMLTarget.section(class: "block exercise", parts.joined(separator: "\n"), children: input.children)
    }

    /// `muscles: chest, triceps`: the primary muscles of the entry the exercise links, as the host's lookup in
    /// `context` names them; `nil` without a link, a lookup, a known entry or muscles.
    static func musclesLine(_ block: ExerciseBlock, in context: RenderContext) -> String? {
        guard let entry = block.entry, let lookup = context[LinkedEntryMusclesKey.self],
            let muscles = lookup.primaryMuscles(ofEntry: entry), !muscles.isEmpty
        else { return nil }
        return "muscles: " + muscles.joined(separator: ", ")
    }
}
