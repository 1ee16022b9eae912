public import KheperCore
public import KheperProgram
import KheperTrainingLog

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
    /// - Throws: `ProgramTextError` for a lift whose line does not read (its message starting with the line), a
    ///   lift before the first day, or a document with no day.
    public static func plan(of document: BlockDocument, rules: ProgressionRules) throws(ProgramTextError)
        -> ProgramPlan
    {
        try read(document, rules: rules).plan
    }

    /// The ids of the program's lift blocks, day by day, in the order of the plan's lines; their lines are not
    /// read, so this costs a walk of the top-level blocks.
    ///
    /// - Throws: `ProgramTextError` for a lift before the first day, or a document with no day.
    public static func liftBlocks(of document: BlockDocument) throws(ProgramTextError) -> [[BlockID]] {
        try read(document, rules: nil).blocks
    }

    /// Where the program in `document` stands: each track's state from its lift blocks' progress (the start of its
    /// first line where none has any), and the next day from the latest advance (the first day before any).
    ///
    /// - Throws: `ProgramTextError` as ``liftBlocks(of:)`` does, or `ProgressionRuleError` for a progress whose
    ///   state does not read.
    public static func state(of document: BlockDocument, engine: ProgramEngine) throws -> ProgramState {
        var state = engine.start()
        var latest = 0
        for (dayBlocks, keys) in zip(try liftBlocks(of: document), engine.trackKeys) {
            for (id, key) in zip(dayBlocks, keys) {
                guard let progress = document[id]?.content.as(LiftBlock.self)?.progress else { continue }
                state.lifts[key] = try LiftState(json: progress.state)
                if progress.advance > latest, engine.plan.days.indices.contains(progress.nextDay) {
                    latest = progress.advance
                    state.nextDay = progress.nextDay
                }
            }
        }
        return state
    }

    /// The number of the latest advance `document` holds and the logged session it came from; `(0, nil)` before any.
    public static func latestAdvance(of document: BlockDocument) -> (advance: Int, session: String?) {
        var latest: (advance: Int, session: String?) = (0, nil)
        for node in document.rootBlocks {
            guard let progress = node.content.as(LiftBlock.self)?.progress, progress.advance > latest.advance
            else { continue }
            latest = (progress.advance, progress.session)
        }
        return latest
    }

    /// `document` with `advance` written into it: every lift block of each track that moved holds its new state,
    /// the number of this advance (one past the latest), the next day, and `session`, the logged session it came
    /// from. Lines are left as written, so the program's text stays the program.
    ///
    /// - Throws: `ProgramTextError` as ``liftBlocks(of:)`` does.
    public static func document(
        _ document: BlockDocument, advancedBy advance: ProgramAdvance, engine: ProgramEngine, session: String?
    ) throws -> BlockDocument {
        let number = latestAdvance(of: document).advance + 1
        let moved = Set(advance.changes.map(\.track))
        var written = document
        for (dayBlocks, keys) in zip(try liftBlocks(of: document), engine.trackKeys) {
            for (id, key) in zip(dayBlocks, keys) where moved.contains(key) {
                guard var lift = document[id]?.content.as(LiftBlock.self), let state = advance.state.lifts[key]
                else { continue }
                lift.progress = LiftBlock.Progress(
                    advance: number, nextDay: advance.state.nextDay, session: session, state: state.json
                ).replacing(lift.progress)
                try written.setContent(BlockContent(lift), of: id)
            }
        }
        return written
    }

    /// The progress the latest advance of `document` wrote, with the block holding it: what ``ProgressRecall/kept(_:)``
    /// keeps of each advance a step makes when it makes several.
    public static func latestProgress(of document: BlockDocument) -> [(id: BlockID, progress: LiftBlock.Progress)] {
        let latest = latestAdvance(of: document).advance
        guard latest > 0 else { return [] }
        return document.rootBlocks.compactMap { node in
            guard let progress = node.content.as(LiftBlock.self)?.progress, progress.advance == latest else {
                return nil
            }
            return (node.id, progress)
        }
    }

    /// `document` as it stood before its latest advance: each lift block that advance wrote holds the progress it
    /// replaced again (none, where the lift stood at its start), so the next day and every state are as they were.
    /// Nil when `document` has no advance, or a block of its latest no longer keeps what it replaced (a progress
    /// keeps `LiftBlock.Progress.keptEarlier` earlier ones) and `recall` does not remember it.
    public static func documentBeforeLatestAdvance(
        _ document: BlockDocument, recalling recall: ProgressRecall = ProgressRecall()
    ) -> BlockDocument? {
        let latest = latestAdvance(of: document).advance
        guard latest > 0 else { return nil }
        var written = document
        for node in document.rootBlocks {
            guard var lift = node.content.as(LiftBlock.self), let progress = lift.progress,
                progress.advance == latest
            else { continue }
            switch recall.earlier(of: progress, in: node.id) {
            case .start: lift.progress = nil
            case .progress(let earlier): lift.progress = earlier
            case .unknown: return nil
            }
            // The block is one of `document`'s own, and stays a lift, so this cannot fail.
            try? written.setContent(BlockContent(lift), of: node.id)
        }
        return written
    }

    /// `document` as it stood before its advance `number`: that advance and every later one taken back, latest
    /// first, with the logged sessions they came from, oldest first, to make them again from. Nil when one of them
    /// no longer keeps what it replaced and `recall` does not remember it, or came from no logged session.
    public static func document(
        _ document: BlockDocument, before number: Int, recalling recall: ProgressRecall = ProgressRecall()
    ) -> (document: BlockDocument, sessions: [String])? {
        var before = document
        var sessions: [String] = []
        var latest = latestAdvance(of: before)
        while latest.advance >= number {
            guard let session = latest.session, let earlier = documentBeforeLatestAdvance(before, recalling: recall)
            else { return nil }
            sessions.append(session)
            before = earlier
            latest = latestAdvance(of: before)
        }
        return (before, sessions.reversed())
    }

    /// The advances `document` still keeps, oldest first, each with the logged session it came from: those its lift
    /// blocks' progress holds, and those each progress keeps, or `recall` remembers, as what it replaced.
    public static func keptAdvances(
        of document: BlockDocument, recalling recall: ProgressRecall = ProgressRecall()
    ) -> [(advance: Int, session: String?)] {
        var sessions: [Int: String?] = [:]
        var walked: Set<LiftBlock.Progress> = []
        for node in document.rootBlocks {
            // The blocks of one track hold the same progress: its chain is walked once.
            guard let first = node.content.as(LiftBlock.self)?.progress, walked.insert(first).inserted else { continue }
            var progress: LiftBlock.Progress? = first
            while let kept = progress {
                sessions[kept.advance] = kept.session
                guard case .progress(let earlier) = recall.earlier(of: kept, in: node.id) else { break }
                progress = earlier
            }
        }
        return sessions.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Whether every lift block of `document` keeps, or `recall` remembers, its progress back to its line's start,
    /// so that any of its advances can be taken back.
    public static func keepsEveryAdvance(
        _ document: BlockDocument, recalling recall: ProgressRecall = ProgressRecall()
    ) -> Bool {
        document.rootBlocks.allSatisfy { node in
            var progress = node.content.as(LiftBlock.self)?.progress
            while let kept = progress {
                switch recall.earlier(of: kept, in: node.id) {
                case .start: return true
                case .progress(let earlier): progress = earlier
                case .unknown: return false
                }
            }
            return true
        }
    }

    /// Whether `document` holds a program: a `lift` block at its top level.
    public static func isProgram(_ document: BlockDocument) -> Bool {
        document.rootBlocks.contains { $0.content.as(LiftBlock.self) != nil }
    }

    /// Day `session` of the program in `document` as a workout to play: the program's id (so a play of it is
    /// resumed), titled `Program — Day`, and one exercise block per line with the line's block id, holding its
    /// warm-ups as warm-up sets and then its sets at their rounded loads (an AMRAP set marked so).
    ///
    /// - Throws: `ProgramTextError` as ``liftBlocks(of:)`` does.
    public static func workout(of session: ProgramSession, in document: BlockDocument) throws -> BlockDocument {
        let blocks = try liftBlocks(of: document)[session.day]
        let day = session.week.map { "\($0), \(session.name)" } ?? session.name
        var workout = BlockDocument(id: document.id, title: "\(document.title) — \(day)")
        for lift in session.lifts {
            let load = { (weight: Weight) in
                Load(value: weight.value, unit: LoadUnit(rawValue: weight.unit.rawValue) ?? .kg)
            }
            let warmups = lift.warmups.map { ExerciseSet(kind: .warmup, reps: $0.reps, load: load($0.load.load)) }
            let sets = lift.sets.map { set in
                switch set.reps {
                case .exactly(let reps): ExerciseSet(reps: reps, load: load(set.load.load))
                case .range(let range):
                    ExerciseSet(reps: range.lowerBound, repsMax: range.upperBound, load: load(set.load.load))
                case .atLeast(let reps): ExerciseSet(reps: reps, amrap: true, load: load(set.load.load))
                }
            }
            try workout.append(
                BlockContent(ExerciseBlock(name: lift.name, sets: warmups + sets)), id: blocks[lift.line])
        }
        return workout
    }

    /// The plan and each line's block, read from the document's top-level blocks in order; with no `rules`, the
    /// lines are not read and the plan's days have no lifts.
    private static func read(_ document: BlockDocument, rules: ProgressionRules?) throws(ProgramTextError)
        -> (plan: ProgramPlan, blocks: [[BlockID]])
    {
        let roots = document.children(of: nil)
        let hasWeeks = roots.contains { $0.content.as(TextBlock.self)?.style == .heading }
        var week: String?
        var days: [ProgramDay] = []
        var blocks: [[BlockID]] = []
        for node in roots {
            if let text = node.content.as(TextBlock.self), text.style == .title || text.style == .heading {
                if hasWeeks, text.style == .title {
                    week = text.text
                } else {
                    days.append(ProgramDay(text.text, week: hasWeeks ? week : nil, lifts: []))
                    blocks.append([])
                }
            } else if let lift = node.content.as(LiftBlock.self) {
                guard !days.isEmpty else {
                    throw ProgramTextError(
                        .structure,
                        "the lift \"\(lift.line)\" comes before the first day; expected a title block "
                            + "naming its day first")
                }
                blocks[blocks.count - 1].append(node.id)
                guard let rules else { continue }
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
        return (ProgramPlan(document.title, days: days), blocks)
    }
}
