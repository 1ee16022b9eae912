import KheperSet
import KheperTerminal

extension PlayMachine {
    /// Lets `seconds` pass on a timed group's clock: an EMOM starts each new interval at its first exercise, and
    /// the group ends when its clock runs out, announcing an AMRAP's score or a for-time group's cap.
    mutating func timedGroupTick(_ seconds: Double, run: PlayTimedGroupRun) -> [PlayEffect] {
        var run = run
        let before = run.clock.index
        let bells = run.clock.advance(by: seconds)
        let rings = Array(repeating: PlayEffect.bell, count: min(bells, 1))
        guard !run.clock.isFinished else {
            return rings + end(run, result: timeUp(run))
        }
        if run.group.group.resolvedStyle == .emom, run.clock.index != before, let interval = run.emomInterval {
            if !run.isWaiting, interval > run.round { state.announcement = "Round \(run.round) not finished" }
            run.round = interval
            run.position = 0
        }
        if run.clock.index != before { run.line = line(for: run) }
        state.mode = .timedGroup(run)
        return rings
    }

    /// The result when a timed group's clock runs out: an EMOM's rounds done, an AMRAP's score, or the rounds a
    /// for-time group reached by its cap.
    private func timeUp(_ run: PlayTimedGroupRun) -> String {
        switch run.group.group.resolvedStyle {
        case .emom:
            let intervals = run.group.group.emomIntervals ?? 0
            return "\(run.roundsDone) of \(intervals) rounds complete"
        case .amrap:
            return run.score
        case .forTime, .superset, .circuit, .giant:
            return "time cap reached at \(run.score)"
        }
    }

    /// Ends the group with `result`: it is announced, kept for the summary, and the play goes on.
    private mutating func end(_ run: PlayTimedGroupRun, result: String) -> [PlayEffect] {
        let line = "\(run.group.title) — \(result)"
        state.results.append(line)
        let effects = enter(state.stepIndex + 1)
        state.announcement = line
        return effects
    }

    /// The keys of a timed group: the entry line's keys, Enter to start at once during the get-ready countdown,
    /// `s` to skip the exercise and `n` to end the group while the line is not edited.
    mutating func timedGroupKey(_ key: Key, run: PlayTimedGroupRun) -> [PlayEffect] {
        var run = run
        run.line.error = nil
        let waiting = run.isWaiting || run.isGettingReady
        switch key {
        case .enter where run.isGettingReady:
            run.clock.skipPhase()
            run.line = line(for: run)
        case .enter where run.isWaiting:
            break
        case .enter:
            return logTimedSet(run)
        case .escape:
            run.line = line(for: run)
        case .backspace where !waiting:
            run.line.isEdited = true
            if !run.line.text.isEmpty { run.line.text.removeLast() }
        case .character(let character) where run.line.isEdited && !waiting:
            run.line.text.append(character)
        case .paste(let text) where !waiting:
            run.line.text = (run.line.isEdited ? run.line.text : "") + text.filter { !$0.isNewline }
            run.line.isEdited = true
        case .character("s") where !waiting:
            return nextExercise(run)
        case .character("n"):
            return end(run, result: "ended at \(run.score)")
        case .character("q"):
            state.confirmingQuit = true
        case .character(let character) where !waiting:
            run.line = PlayEntryLine(prefill: "")
            run.line.text = String(character)
            run.line.isEdited = true
        default:
            break
        }
        state.mode = .timedGroup(run)
        return []
    }

    /// Logs the current exercise's set from the line and moves on, or shows why the line cannot be read.
    private mutating func logTimedSet(_ run: PlayTimedGroupRun) -> [PlayEffect] {
        guard let step = run.currentStep else { return [] }
        var run = run
        switch readEntry(run.line.text, for: step) {
        case .success(let entry):
            let effects = log(entry, step: step)
            return effects + nextExercise(run)
        case .failure(let error):
            run.line.error = error.message
            state.mode = .timedGroup(run)
            return []
        }
    }

    /// Moves to the next exercise; after a round's last one an EMOM waits for its next interval, an AMRAP starts
    /// the next round, and a for-time group starts the next round or, after the last, records its time and ends.
    private mutating func nextExercise(_ run: PlayTimedGroupRun) -> [PlayEffect] {
        var run = run
        run.position += 1
        if run.position >= run.group.exercises.count {
            run.roundsDone += 1
            switch run.group.group.resolvedStyle {
            case .emom:
                break
            case .forTime, .superset, .circuit, .giant:
                if run.round >= (run.group.roundLimit ?? 1) {
                    let time = PlayFormat.clock(Int(run.activeElapsed.rounded()))
                    return [.bell] + end(run, result: "finished in \(time)")
                }
                run.round += 1
                run.position = 0
            case .amrap:
                run.round += 1
                run.position = 0
            }
        }
        run.line = line(for: run)
        state.mode = .timedGroup(run)
        return []
    }

    /// The line for the run's current exercise: its prefill, or an empty line while waiting.
    private func line(for run: PlayTimedGroupRun) -> PlayEntryLine {
        guard let step = run.currentStep, !run.isGettingReady else { return PlayEntryLine(prefill: "") }
        return PlayEntryLine(prefill: prefill(for: step).text)
    }
}
