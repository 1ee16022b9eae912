public import KheperCore
import KheperExercise
public import KheperTerminal
public import KheperTrainingLog

/// The play as a pure state machine: keys and ticks in, a new ``PlayState`` and ``PlayEffect``s out. It reads no
/// clock and writes nothing; the host passes time in ticks and carries out the effects.
///
/// Keys, by what the screen shows:
/// - a set: Enter logs the line (the prefill: the target, with last time's load when the target has none); the
///   first key typed replaces the line (see ``PlayEntry`` for what it reads), Backspace edits it, Escape brings
///   the prefill back; while the line is not edited, `s` skips the set (and its rest), `+` adds an extra set of
///   the exercise, `b` or Left goes back to fix an earlier set, `q` quits;
/// - a rest: Up or `]` adds 15 s, Down or `[` takes 15 s off, Space, `n` or Enter skips it, `+` adds an extra set
///   of the exercise just done, `b` or Left fixes the last set, `q` quits; at zero the bell rings and the play
///   goes on;
/// - a timer: it runs by ticks after its get-ready countdown, ringing at each phase's end; Space, `n` or Enter
///   skips it, `b` or Left goes back, `q` quits;
/// - a timed group (EMOM, AMRAP, for time): its clock runs by ticks after its get-ready countdown (Enter starts at
///   once); each exercise's line is typed and logged with Enter as for a set, `s` skips the exercise, `n` ends the
///   group, `q` quits. An EMOM moves to the next round at each interval; an AMRAP cycles through the exercises,
///   counting rounds, until its time runs out; a for-time group counts up and records its finishing time when the
///   last round is logged, or stops at its cap;
/// - a note or media: Space, `n` or Enter goes on, `b` or Left goes back, `q` quits;
/// - fixing a set: Enter logs it again under the same id (an update, never a second set) and returns where the
///   user was; Escape returns unchanged; `b` goes further back;
/// - the quit question, a ``quitConfirmation``: `y` or `q` again ends the play (everything logged stays logged),
///   `n` or Escape carries on.
public struct PlayMachine: Sendable {
    /// The "Quit?" question: one key, `q` again quits, Enter answers nothing (it logs sets everywhere else).
    public static let quitConfirmation = Confirmation(defaultAnswer: nil, askingKey: .character("q"))

    /// Seconds of the get-ready countdown before a timer without a `prepare` of its own.
    public static let getReadySeconds = 10
    /// Seconds that Up and Down add to and take off a rest.
    public static let restAdjustment = 15

    /// The steps, extra sets included.
    public private(set) var plan: PlayPlan
    /// What the screen shows.
    public internal(set) var state: PlayState
    /// Last time's sets and the bests to beat.
    public let history: any PlayHistory
    var nextID: Int

    /// A play of `plan` from its first step, or, with `resuming` sets logged earlier in the same session, from the
    /// step after the last of them in the plan (rests after it are passed over); a timed group with a set logged
    /// counts as done, since its clock cannot be resumed.
    public init(plan: PlayPlan, history: any PlayHistory, resuming logged: [PlayLoggedSet] = []) {
        self.plan = plan
        self.history = history
        state = PlayState(logged: logged.sorted { $0.id < $1.id })
        nextID = (logged.map(\.id).max() ?? 0) + 1
        let keys = Set(logged.map(\.key))
        let exercises = Set(logged.map(\.key.exerciseID))
        var start = 0
        let reached: (PlayStep) -> Bool = { step in
            switch step {
            case .set(let set): keys.contains(set.key)
            case .timedGroup(let group): group.exercises.contains { exercises.contains($0.id) }
            case .rest, .timer, .note, .media: false
            }
        }
        if let last = plan.steps.lastIndex(where: reached) {
            start = last + 1
            while start < plan.steps.count, case .rest = plan.steps[start] { start += 1 }
        }
        _ = enter(start)
    }

    /// A play of `document` (see ``PlayPlan/init(document:)``).
    public init(document: BlockDocument, history: any PlayHistory, resuming logged: [PlayLoggedSet] = []) {
        self.init(plan: PlayPlan(document: document), history: history, resuming: logged)
    }

    /// The step the play is at, or `nil` once finished.
    public var currentStep: PlayStep? {
        state.stepIndex < plan.steps.count ? plan.steps[state.stepIndex] : nil
    }

    /// The next step that is not a rest, after the current one (or after the step a fix returns to).
    public var nextStep: PlayStep? {
        let from = (state.fixing?.stepIndex ?? state.stepIndex) + (state.fixing == nil ? 1 : 0)
        return plan.steps[min(from, plan.steps.count)...].first {
            if case .rest = $0 { return false }
            return true
        }
    }

    /// Where the current set stands among all sets: `(3, 12)` for "set 3 of 12"; the last set reached otherwise,
    /// and the first before any is reached, so it never reads "set 0".
    public var setProgress: (current: Int, total: Int) {
        let upTo = min(state.stepIndex + 1, plan.steps.count)
        let total = plan.setCount
        return (min(max(1, plan.steps[..<upTo].count { $0.set != nil }), total), total)
    }

    /// The training log's name for the exercise of `step`, when its name resolves to an exercise named
    /// otherwise; nil when the names agree, when the log has no such exercise yet, or when the block links the
    /// exercise by `exerciseID` (the lifter chose it).
    public func loggedName(for step: PlaySetStep) -> PlayLoggedName? {
        loggedName(exercise: step.exerciseName, logExerciseID: step.logExerciseID)
    }

    private func loggedName(exercise name: String, logExerciseID: String?) -> PlayLoggedName? {
        guard logExerciseID == nil, let logged = history.loggedName(for: name), logged != name else { return nil }
        return PlayLoggedName(planned: name, logged: logged)
    }

    /// What was done last time in this set of the exercise, matched by set type: the n-th warm-up against last
    /// time's n-th warm-up, the n-th working set against its n-th working set, and so on.
    public func lastTime(for step: PlaySetStep) -> PerformedSet? {
        let kind = step.target.resolvedKind
        let type = Self.setType(kind)
        let sameType = history.lastSets(for: step.historyReference).filter { $0.type == type }
        let place = plan.steps.count { other in
            guard let other = other.set else { return false }
            return other.exerciseID == step.exerciseID && other.target.resolvedKind == kind
                && other.number < step.number
        }
        return place < sameType.count ? sameType[place] : nil
    }

    /// Last time's working load for the exercise, in the unit the lifter used: the matched set's, else the last
    /// working set's.
    func lastLoad(for step: PlaySetStep) -> Weight? {
        lastTime(for: step)?.weight
            ?? history.lastSets(for: step.historyReference).last { $0.type == .working && $0.weight != nil }?.weight
    }

    /// What a set's line starts with: the values logged for it in this play, else the plan's target. When the
    /// target gives no load, last time's working load, in the unit it was lifted in; when it gives neither reps
    /// nor a time, last time's reps.
    public func prefill(for step: PlaySetStep) -> PlayEntry {
        if let logged = state.logged(step.key) { return PlayEntry(logged.set) }
        let target = step.target
        var entry = PlayEntry(reps: target.isAMRAP ? nil : target.reps)
        entry.durationSeconds = target.duration.map(Double.init)
        if let load = target.load {
            switch load.unit {
            case .kg: entry.weight = Weight(value: load.value, unit: .kg)
            case .lb: entry.weight = Weight(value: load.value, unit: .lb)
            case .bodyweight: entry.weight = load.value > 0 ? Weight(value: load.value, unit: .kg) : nil
            case .percent1RM: break
            }
        } else {
            entry.weight = lastLoad(for: step)
        }
        if entry.reps == nil, entry.durationSeconds == nil, !target.isAMRAP {
            entry.reps = lastTime(for: step)?.reps
        }
        return entry
    }

    /// The records of the play so far: each set compared with the bests of earlier sessions only, never with sets
    /// of this play, so a first-ever session sets no records. When several sets beat the same best, the highest
    /// is kept.
    public var records: [PersonalRecord] {
        var found: [PersonalRecord] = []
        for logged in state.logged {
            let before = history.bests(for: logged.historyReference)
            for record in PersonalRecords.records(of: logged.set, exerciseName: logged.exerciseName, against: before) {
                let same = found.firstIndex {
                    $0.exerciseName == record.exerciseName && $0.kind == record.kind && $0.kilograms == record.kilograms
                }
                guard let same else {
                    found.append(record)
                    continue
                }
                if record.value > found[same].value { found[same] = record }
            }
        }
        return found
    }

    /// Applies `event` and returns what the host must do, in order.
    public mutating func handle(_ event: PlayEvent) -> [PlayEffect] {
        guard !state.isFinished else { return [] }
        switch event {
        case .tick(let seconds):
            guard seconds.isFinite, seconds > 0 else { return [] }
            state.elapsed += seconds
            return tick(seconds)
        case .key(let key):
            if state.confirmingQuit { return confirmQuit(key) }
            switch state.mode {
            case .entry(let line): return entryKey(key, line: line)
            case .rest(let remaining, let total): return restKey(key, remaining: remaining, total: total)
            case .timer, .showing: return movingKey(key)
            case .timedGroup(let run): return timedGroupKey(key, run: run)
            case .finished: return []
            }
        }
    }

    // MARK: Time

    private mutating func tick(_ seconds: Double) -> [PlayEffect] {
        switch state.mode {
        case .rest(let remaining, let total):
            guard remaining - seconds <= 0 else {
                state.mode = .rest(remaining: remaining - seconds, total: total)
                return []
            }
            return [.bell] + enter(state.stepIndex + 1)
        case .timer(var run):
            let bells = run.advance(by: seconds)
            let rings = Array(repeating: PlayEffect.bell, count: min(bells, 1))
            guard run.isFinished else {
                state.mode = .timer(run)
                return rings
            }
            return rings + enter(state.stepIndex + 1)
        case .timedGroup(let run):
            return timedGroupTick(seconds, run: run)
        case .entry, .showing, .finished:
            return []
        }
    }

    // MARK: Keys

    private mutating func confirmQuit(_ key: Key) -> [PlayEffect] {
        switch Self.quitConfirmation.answer(to: key) {
        case true?: return finish(endedEarly: true)
        case false?: state.confirmingQuit = false
        case nil: break
        }
        return []
    }

    private mutating func entryKey(_ key: Key, line: PlayEntryLine) -> [PlayEffect] {
        guard let step = currentStep?.set else { return [] }
        var line = line
        line.error = nil
        switch key {
        case .enter:
            return submit(line, step: step)
        case .escape:
            if state.fixing != nil, !line.isEdited { return returnFromFix() }
            line = PlayEntryLine(prefill: prefill(for: step).text)
        case .backspace:
            if !line.isEdited { line.isEdited = true }
            if !line.text.isEmpty { line.text.removeLast() }
        case .character(let character) where line.isEdited:
            line.text.append(character)
        case .paste(let text):
            line.text = (line.isEdited ? line.text : "") + text.filter { !$0.isNewline }
            line.isEdited = true
        case .character("s") where state.fixing == nil:
            return skip()
        case .character("+") where state.fixing == nil:
            addExtraSet(after: step)
        case .character("b"), .left:
            return back()
        case .character("q"):
            state.confirmingQuit = true
        case .character(let character):
            line.text = String(character)
            line.isEdited = true
        default:
            break
        }
        state.mode = .entry(line)
        return []
    }

    private mutating func restKey(_ key: Key, remaining: Double, total: Int) -> [PlayEffect] {
        let adjustment = Double(Self.restAdjustment)
        switch key {
        case .up, .character("]"):
            state.mode = .rest(remaining: remaining + adjustment, total: total + Self.restAdjustment)
        case .down, .character("["):
            guard remaining - adjustment > 0 else { return enter(state.stepIndex + 1) }
            state.mode = .rest(remaining: remaining - adjustment, total: max(0, total - Self.restAdjustment))
        case .character(" "), .character("n"), .enter:
            return enter(state.stepIndex + 1)
        case .character("+"):
            if let step = plan.steps[..<state.stepIndex].last(where: { $0.set != nil })?.set {
                addExtraSet(after: step)
            }
        case .character("b"), .left:
            return back()
        case .character("q"):
            state.confirmingQuit = true
        default:
            break
        }
        return []
    }

    private mutating func movingKey(_ key: Key) -> [PlayEffect] {
        switch key {
        case .character(" "), .character("n"), .enter: return enter(state.stepIndex + 1)
        case .character("b"), .left: return back()
        case .character("q"): state.confirmingQuit = true
        default: break
        }
        return []
    }

    // MARK: Steps

    /// Makes step `index` current, or finishes after the last.
    mutating func enter(_ index: Int) -> [PlayEffect] {
        state.stepIndex = index
        guard index < plan.steps.count else { return finish(endedEarly: false) }
        switch plan.steps[index] {
        case .set(let step): state.mode = .entry(PlayEntryLine(prefill: prefill(for: step).text))
        case .rest(let seconds, _): state.mode = .rest(remaining: Double(seconds), total: seconds)
        case .timer(let timer):
            let run = PlayTimerRun(timer: timer, getReady: Self.getReadySeconds)
            state.mode = run.isFinished ? .showing : .timer(run)
        case .timedGroup(let group):
            state.mode = .timedGroup(PlayTimedGroupRun(group: group, getReady: Self.getReadySeconds))
        case .note, .media: state.mode = .showing
        }
        return []
    }

    private mutating func submit(_ line: PlayEntryLine, step: PlaySetStep) -> [PlayEffect] {
        var line = line
        let entry: PlayEntry
        switch readEntry(line.text, for: step) {
        case .success(let read): entry = read
        case .failure(let error):
            line.error = error.message
            state.mode = .entry(line)
            return []
        }
        return log(entry, step: step) + (state.fixing == nil ? enter(state.stepIndex + 1) : returnFromFix())
    }

    /// Reads the typed `text` for `step`, in the unit of its prefill or target, else the history's display unit;
    /// an empty entry is an error.
    func readEntry(_ text: String, for step: PlaySetStep) -> Result<PlayEntry, PlayEntryError> {
        let planned: WeightUnit? =
            switch step.target.load?.unit {
            case .kg: .kg
            case .lb: .lb
            case .bodyweight, .percent1RM, nil: nil
            }
        let unit = prefill(for: step).weight?.unit ?? planned ?? history.displayUnit
        do {
            let entry = try PlayEntry(parsing: text, defaultUnit: unit)
            guard !entry.isEmpty else {
                return .failure(
                    PlayEntryError(
                        "nothing to log: type reps (5), a load (@ 80kg) or a time (45s), or s to skip"))
            }
            return .success(entry)
        } catch {
            return .failure(error)
        }
    }

    /// Logs `entry` as `step`'s set (an update when the set was logged before) and announces the records it sets.
    mutating func log(_ entry: PlayEntry, step: PlaySetStep) -> [PlayEffect] {
        let performed = PerformedSet(
            order: step.number, type: Self.setType(step.target.resolvedKind), reps: entry.reps, weight: entry.weight,
            rpe: entry.rpe, durationSeconds: entry.durationSeconds)
        var effects: [PlayEffect]
        let before = records
        if let index = state.logged.firstIndex(where: { $0.key == step.key }) {
            state.logged[index].set = performed
            state.logged[index].elapsed = state.elapsed
            effects = [.updateSet(state.logged[index])]
        } else {
            let logged = PlayLoggedSet(
                id: nextID, key: step.key, exerciseName: step.exerciseName, label: step.label, round: step.round,
                set: performed, elapsed: state.elapsed, logExerciseID: step.logExerciseID)
            nextID += 1
            state.logged.append(logged)
            effects = [.logSet(logged)]
        }
        let new = records.filter { !before.contains($0) && $0.exerciseName == step.exerciseName }
        effects += new.map(PlayEffect.announce)
        state.announcement =
            new.isEmpty ? nil : new.map { "PR! " + $0.text(in: history.displayUnit) }.joined(separator: "\n")
        return effects
    }

    private mutating func skip() -> [PlayEffect] {
        var next = state.stepIndex + 1
        if next < plan.steps.count, case .rest = plan.steps[next] { next += 1 }
        return enter(next)
    }

    private mutating func addExtraSet(after step: PlaySetStep) {
        let number =
            plan.steps.compactMap { $0.set }.filter { $0.exerciseID == step.exerciseID }.map(\.number).max() ?? 0
        var extra = step
        extra.number = number + 1
        extra.isExtra = true
        var index = plan.steps.firstIndex { $0.set?.key == step.key }.map { $0 + 1 } ?? state.stepIndex + 1
        if index < plan.steps.count, case .rest = plan.steps[index] { index += 1 }
        var inserted: [PlayStep] = [.set(extra)]
        if extra.restAfter > 0 { inserted.append(.rest(seconds: extra.restAfter, after: extra.title)) }
        plan.steps.insert(contentsOf: inserted, at: index)
        if index <= state.stepIndex { state.stepIndex += inserted.count }
        if let point = state.fixing, index <= point.stepIndex {
            state.fixing?.stepIndex = point.stepIndex + inserted.count
        }
        state.announcement = "Extra set added: \(extra.title)"
    }

    /// Goes to the set before the current one (or before the one being fixed) to fix it.
    private mutating func back() -> [PlayEffect] {
        guard let index = plan.steps[..<state.stepIndex].lastIndex(where: { $0.set != nil }),
            let step = plan.steps[index].set
        else {
            state.announcement = "There is no earlier set to fix."
            return []
        }
        state.fixing = state.fixing ?? PlayReturnPoint(stepIndex: state.stepIndex, mode: state.mode)
        state.stepIndex = index
        state.mode = .entry(PlayEntryLine(prefill: prefill(for: step).text))
        state.announcement = nil
        return []
    }

    private mutating func returnFromFix() -> [PlayEffect] {
        guard let point = state.fixing else { return [] }
        state.fixing = nil
        state.stepIndex = point.stepIndex
        state.mode = point.mode
        if case .entry = point.mode, let step = currentStep?.set {
            state.mode = .entry(PlayEntryLine(prefill: prefill(for: step).text))
        }
        return []
    }

    private mutating func finish(endedEarly: Bool) -> [PlayEffect] {
        state.confirmingQuit = false
        state.fixing = nil
        let loggedKeys = Set(state.logged.map(\.key))
        var loggedNames: [PlayLoggedName] = []
        for set in state.logged {
            guard let name = loggedName(exercise: set.exerciseName, logExerciseID: set.logExerciseID),
                !loggedNames.contains(name)
            else { continue }
            loggedNames.append(name)
        }
        let summary = PlaySummary(
            duration: state.elapsed,
            volumeKilograms: PersonalRecords.volume(of: state.logged.map(\.set)),
            setsLogged: state.logged.count,
            setsSkipped: plan.steps.count { $0.set.map { !loggedKeys.contains($0.key) } ?? false },
            records: records,
            endedEarly: endedEarly, results: state.results, loggedNames: loggedNames, unit: history.displayUnit)
        state.stepIndex = plan.steps.count
        state.mode = .finished(summary)
        return [.finish(summary)]
    }

    private static func setType(_ kind: ExerciseSetKind) -> SetType {
        switch kind {
        case .warmup: .warmUp
        case .working: .working
        case .drop: .drop
        case .failure: .failure
        }
    }
}
