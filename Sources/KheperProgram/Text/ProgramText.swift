/// Reads and writes a whole program as plain text: a `#` heading naming it, a `##` heading for each day (or `##`
/// for weeks and `###` for their days), and under each day one line per lift (``LiftLine``).
///
/// ```
/// # 3×5 linear progression
///
/// ## Day A
/// Squat 3x5 @60kg lp +2.5kg
/// Bench Press 3x5 @40kg lp +2.5kg
/// ```
///
/// Blank lines are skipped, and a lift's line may start with `- ` as a Markdown list item. Headings may also be
/// underlined, as `kheper show` writes them: the program's name and each `##` heading with `=`, each `###` with `-`. ``text(of:rules:)``
/// writes text this reads back to an equal ``ProgramPlan``, which is how programs are shared.
public enum ProgramText {
    /// Reads `text` into a program, each rule looked up by keyword in `rules`.
    ///
    /// - Throws: ``ProgramTextError`` on the line it is on: a lift's line that cannot be read, a lift before the
    ///   first day, a missing `#` heading, or a program with no day.
    public static func parse(_ text: String, rules: ProgressionRules) throws(ProgramTextError) -> ProgramPlan {
        let lines = underlinedHeadingsMarked(
            text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingSuffix(while: \.isWhitespace)
            })
        let hasWeeks = lines.contains { $0.hasPrefix("### ") }
        var name: String?
        var week: String?
        var days: [ProgramDay] = []
        for (offset, line) in lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
            let number = offset + 1
            if let title = line.heading("#") {
                guard name == nil else {
                    throw ProgramTextError(.structure, "a second program heading \"\(title)\"; expected one").on(
                        line: number)
                }
                name = title
            } else if let title = line.heading("##") {
                if hasWeeks { week = title } else { days.append(ProgramDay(title, lifts: [])) }
            } else if let title = line.heading("###") {
                guard week != nil else {
                    throw ProgramTextError(.structure, "day \"\(title)\" comes before any week (## Week 1)").on(
                        line: number)
                }
                days.append(ProgramDay(title, week: week, lifts: []))
            } else {
                guard !days.isEmpty else {
                    let heading = hasWeeks ? "### Day 1 under a ## week" : "## Day A"
                    throw ProgramTextError(
                        .structure, "a lift before the first day; expected a heading such as \(heading)"
                    )
                    .on(line: number)
                }
                var words = Substring(line).drop(while: \.isWhitespace)
                if words.hasPrefix("- ") { words = words.dropFirst(2) }
                do {
                    days[days.count - 1].lifts.append(try LiftLine.parse(String(words), rules: rules))
                } catch {
                    throw error.on(line: number)
                }
            }
        }
        guard let name else {
            throw ProgramTextError(
                .structure, line: 1, "line 1: expected the program's name as a heading, such as # 5/3/1")
        }
        guard !days.isEmpty else {
            throw ProgramTextError(.structure, "\(name) has no day; expected a heading such as ## Day A and its lifts")
        }
        return ProgramPlan(name, days: days)
    }

    /// `lines` with headings underlined as `kheper show` writes them turned into `#` headings, each underline made
    /// blank so every line keeps its number: the first `=` underline names the program, later ones are `##`, and
    /// `-` underlines are `###`.
    private static func underlinedHeadingsMarked(_ lines: [Substring]) -> [Substring] {
        var lines = lines
        var named = lines.contains { $0.hasPrefix("# ") }
        for index in lines.indices.dropFirst() {
            let underline = lines[index]
            guard underline.count >= 3, let mark = underline.first, mark == "=" || mark == "-",
                underline.allSatisfy({ $0 == mark }), !lines[index - 1].allSatisfy(\.isWhitespace),
                !lines[index - 1].hasPrefix("#")
            else { continue }
            let marks = mark == "-" ? "###" : named ? "##" : "#"
            named = true
            lines[index - 1] = Substring("\(marks) \(lines[index - 1])")
            lines[index] = ""
        }
        return lines
    }

    /// The text of `plan`, which ``parse(_:rules:)`` reads back to an equal plan.
    public static func text(of plan: ProgramPlan, rules: ProgressionRules) -> String {
        var lines = ["# \(plan.name)"]
        let hasWeeks = plan.days.contains { $0.week != nil }
        var week: String?
        for day in plan.days {
            if hasWeeks, day.week != week {
                week = day.week
                lines += ["", "## \(day.week ?? "")"]
            }
            lines += ["", "\(hasWeeks ? "###" : "##") \(day.name)"]
            lines += day.lifts.map { LiftLine.text(of: $0, rules: rules) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Substring {
    /// The text after `marks` and a space, trimmed, when the line is a heading of exactly that level.
    fileprivate func heading(_ marks: String) -> String? {
        guard hasPrefix(marks + " ") else { return nil }
        let title = dropFirst(marks.count + 1).trimmingPrefix(while: \.isWhitespace)
        return title.isEmpty ? nil : String(title)
    }

    /// The text without the characters at its end that satisfy `predicate`.
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
