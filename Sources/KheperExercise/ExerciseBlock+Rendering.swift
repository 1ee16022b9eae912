public import KheperCore
import KheperRenderTargets

extension ExerciseBlock {
    /// The exercise's renderers: plain text, Markdown and HTML, all worded by ``ExerciseSummary``.
    public static let renderers: [BlockRenderer] = [plainText, markdown, html]

    /// One line such as `Bench Press — 3 × 8 @ 80 kg, rest 2:00`, then the notes indented one level deeper.
    static let plainText = BlockRenderer(ExerciseBlock.self, for: PlainTextTarget.self) { block, input in
        var lines = [PlainTextTarget.indent(input.depth) + ExerciseSummary.line(block)]
        if let notes = block.notes, !notes.isEmpty {
            let indent = PlainTextTarget.indent(input.depth + 1)
            lines += notes.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
        }
        return PlainTextTarget.lines(lines.joined(separator: "\n"), children: input.children)
    }

    /// `**Bench Press** — 3 × 8 @ 80 kg, rest 2:00`; sets that differ follow as a numbered list, then the notes.
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
        if let notes = block.notes, !notes.isEmpty {
            text += "\n\n" + MarkdownTarget.escape(notes)
        }
        return MarkdownTarget.nest(text, children: input.children)
    }

    /// A `<section class="block exercise">` with the name, the summary, a table of sets and the notes.
    static let html = BlockRenderer(ExerciseBlock.self, for: HTMLTarget.self) { block, input in
        var parts = ["<h3>\(HTMLTarget.escape(block.name))</h3>"]
        let details = ExerciseSummary.details(block)
        if !details.isEmpty { parts.append("<p class=\"summary\">\(HTMLTarget.escape(details))</p>") }
        let sets = block.resolvedSets
        if !sets.isEmpty {
            parts.append("<table>")
            parts.append(row(["Set", "Kind", "Target", "Load", "RPE", "Rest"], cell: "th"))
            for (index, set) in sets.enumerated() {
                let rest = set.rest ?? block.rest
                let cells = [
                    "\(index + 1)",
                    ExerciseSummary.label(set.resolvedKind),
                    ExerciseSummary.target(set),
                    set.load.map(ExerciseSummary.load) ?? "",
                    set.rpe.map { FieldChecks.format($0) } ?? "",
                    rest.map(ExerciseSummary.time) ?? "",
                ]
                parts.append(row(cells, cell: "td"))
            }
            parts.append("</table>")
        }
        if let notes = block.notes, !notes.isEmpty {
            parts.append("<p class=\"notes\">\(HTMLTarget.escape(notes))</p>")
        }
        return HTMLTarget.section(class: "block exercise", parts.joined(separator: "\n"), children: input.children)
    }

    private static func row(_ cells: [String], cell: String) -> String {
        "<tr>" + cells.map { "<\(cell)>\(HTMLTarget.escape($0))</\(cell)>" }.joined() + "</tr>"
    }
}
