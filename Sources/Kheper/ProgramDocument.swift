public import KheperCore
public import KheperProgram

/// A program kept as a document of blocks: its name the document's title, each day a text block in the title style
/// (or, in a program of weeks, each week a title and each of its days a heading), and each lift a `lift` block
/// under its day.
///
/// This is the shape `ProgramText`'s headings take as blocks, so a program imported from text renders back to the
/// same text as Markdown. Any other block in a day, a note or a timer, is kept in the document and is not part of
/// the plan.
public enum ProgramDocument {
    /// A new document holding `plan`, each lift written as its line with `rules`.
    public static func document(of plan: ProgramPlan, rules: ProgressionRules) -> BlockDocument {
        var document = BlockDocument(title: plan.name)
        let hasWeeks = plan.days.contains { $0.week != nil }
        var week: String?
        var blocks: [any Block] = []
        for day in plan.days {
            if hasWeeks, day.week != week {
                week = day.week
                blocks.append(TextBlock(text: day.week ?? "", style: .title))
            }
            blocks.append(TextBlock(text: day.name, style: hasWeeks ? .heading : .title))
            blocks += day.lifts.map { LiftBlock(line: LiftLine.text(of: $0, rules: rules)) }
        }
        for block in blocks {
            // A new document's root takes every block appended in turn, so this cannot fail.
            _ = try? document.append(BlockContent(block))
        }
        return document
    }

    /// The program `document` holds, its lifts' lines read with `rules`.
    ///
    /// - Throws: ``ProgramTextError`` for a lift whose line does not read (its message starting with the line), a
    ///   lift before the first day, or a document with no day.
    public static func plan(of document: BlockDocument, rules: ProgressionRules) throws(ProgramTextError)
        -> ProgramPlan
    {
        let roots = document.children(of: nil).map(\.content)
        let hasWeeks = roots.contains { $0.as(TextBlock.self)?.style == .heading }
        var week: String?
        var days: [ProgramDay] = []
        for content in roots {
            if let text = content.as(TextBlock.self), text.style == .title || text.style == .heading {
                if hasWeeks, text.style == .title {
                    week = text.text
                } else {
                    days.append(ProgramDay(text.text, week: hasWeeks ? week : nil, lifts: []))
                }
            } else if let lift = content.as(LiftBlock.self) {
                guard !days.isEmpty else {
                    throw ProgramTextError(
                        .structure,
                        "the lift \"\(lift.line)\" comes before the first day; expected a title block "
                            + "naming its day first")
                }
                do {
                    days[days.count - 1].lifts.append(try LiftLine.parse(lift.line, rules: rules))
                } catch {
                    throw ProgramTextError(error.code, "the lift \"\(lift.line)\": \(error.message)")
                }
            }
        }
        guard !days.isEmpty else {
            throw ProgramTextError(
                .structure, "\(document.title) has no day; expected a title block naming a day, and its lifts")
        }
        return ProgramPlan(document.title, days: days)
    }
}
