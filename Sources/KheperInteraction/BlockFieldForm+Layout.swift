import KheperCore
import KheperEditor
import KheperForms

// The lines a view stacks, and where each entry stands among them.
extension BlockFieldForm {
    /// The lines a view stacks, top to bottom: each entry (and its problem, when it has one), and a list field as
    /// a table: its heading, the header row of its ``columns(of:)``, one line per row (each followed by the
    /// problems of its entries), and the line of its ``hiddenColumns(of:)`` when it has rows and some are hidden.
    public var lines: [FormLine] {
        var lines: [FormLine] = []
        var index = 0
        for section in sections {
            switch section {
            case .entry(let entry):
                lines.append(.entry(index))
                if entry.problem != nil { lines.append(.problem(index)) }
                index += 1
            case .list(let list):
                let field = list.spec.name
                lines.append(.list(field: field, label: list.spec.form.label, rows: list.rows.count))
                guard !list.rows.isEmpty else { continue }
                lines.append(.columns(field: field))
                for (number, row) in list.rows.enumerated() {
                    lines.append(.cells(field: field, index: number))
                    for entry in row.entries {
                        if entry.problem != nil { lines.append(.problem(index)) }
                        index += 1
                    }
                }
                if !hiddenColumns(of: field).isEmpty { lines.append(.hiddenColumns(field: field)) }
            }
        }
        lines += blockProblems.indices.map(FormLine.blockProblem)
        return lines
    }

    /// Where each entry sits in ``lines``, in lines from the top, one frame per entry of ``entries``: an entry's
    /// line and its problem; every entry of a table row shares the row's line and the problems under it, and the
    /// first row also covers the list's heading and the header row, so keeping focus in view shows them.
    public var entryFrames: [FieldFrame] {
        var frames = [FieldFrame](repeating: FieldFrame(minY: 0, height: 1), count: entries.count)
        let lines = lines
        var headings = 0
        for (number, line) in lines.enumerated() {
            switch line {
            case .list: headings = 1
            case .columns: headings += 1
            case .entry(let index):
                frames[index] = FieldFrame(minY: Double(number), height: Double(entries[index].lineCount))
            case .cells(let field, let row):
                let position = FormEntry.RowPosition(field: field, index: row)
                let problems = lines[(number + 1)...].prefix { if case .problem = $0 { true } else { false } }.count
                let frame = FieldFrame(minY: Double(number - headings), height: Double(1 + problems + headings))
                for index in entries.indices where entries[index].row == position { frames[index] = frame }
                headings = 0
            case .problem, .blockProblem, .hiddenColumns: break
            }
        }
        return frames
    }

    /// ``entryFrames`` by entry name, as `FocusScrollController` takes them.
    public var fieldFrames: [FieldID: FieldFrame] {
        Dictionary(uniqueKeysWithValues: zip(entries.map(\.id), entryFrames))
    }
}
