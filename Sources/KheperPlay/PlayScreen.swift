import KheperMedia
import KheperSet
public import KheperTerminal
import KheperTimer
import KheperTrainingLog

/// Draws a play into a `ScreenBuffer` of any size: a header with the title, progress and clock, the current
/// step (a set's target, last time and entry line; a rest's countdown; a timer's phase), the keys, the last
/// announcement and what is next. Lines are cut to the width by display columns, so CJK names never split.
public enum PlayScreen {
    /// The frame for `machine` at `size`.
    public static func render(_ machine: PlayMachine, size: TerminalSize) -> ScreenBuffer {
        var screen = ScreenBuffer(size: size)
        let width = size.columns
        var row = 0
        func line(_ text: String, style: TextStyle = .plain) {
            screen.write(DisplayWidth.truncated(text, toWidth: width), row: row, column: 0, style: style)
            row += 1
        }
        let state = machine.state
        let progress = machine.setProgress
        let clock = PlayFormat.clock(Int(state.elapsed))
        let right = progress.total > 0 ? "set \(progress.current) of \(progress.total) · \(clock)" : clock
        let title = machine.plan.title.isEmpty ? "Kheper" : machine.plan.title
        if width > DisplayWidth.of(right) + 2, case .finished = state.mode {
            line(title, style: TextStyle(bold: true))
        } else if width > DisplayWidth.of(right) + 2 {
            let room = width - DisplayWidth.of(right) - 1
            line(DisplayWidth.padded(title, toWidth: room) + " " + right, style: TextStyle(bold: true))
        } else {
            line(title, style: TextStyle(bold: true))
        }
        line(String(repeating: "─", count: max(0, width)), style: TextStyle(dim: true))
        for (text, style) in body(machine) {
            if text.hasPrefix("> ") {
                let end = screen.write(
                    DisplayWidth.truncated(text, toWidth: width), row: row, column: 0, style: style)
                if row < size.rows { screen.cursor = Position(row: row, column: min(end, max(0, width - 1))) }
                row += 1
            } else {
                line(text, style: style)
            }
        }
        if !state.isFinished {
            line("")
            for announcement in state.announcement?.split(separator: "\n") ?? [] {
                line(String(announcement), style: TextStyle(bold: true))
            }
            if let next = machine.nextStep, state.fixing == nil {
                line("Next: " + next.summary, style: TextStyle(dim: true))
            } else if state.fixing == nil {
                line("Next: the end", style: TextStyle(dim: true))
            }
        }
        if state.confirmingQuit {
            line("")
            let keys = PlayMachine.quitConfirmation.hints(yes: "quit", no: "carry on")
            line("Quit? Everything logged so far is kept. \(keys)", style: TextStyle(reverse: true))
        }
        return screen
    }

    /// A timed group: its title, its clock, its exercises with the current one marked, and the entry line.
    private static func timedGroup(_ run: PlayTimedGroupRun, _ machine: PlayMachine) -> [(String, TextStyle)] {
        let heading = TextStyle(bold: true)
        let dim = TextStyle(dim: true)
        let left = PlayFormat.clock(remaining: run.clock.remaining)
        let status: String
        switch run.group.group.resolvedStyle {
        case _ where run.isGettingReady:
            status = "Get ready \(left)"
        case .emom:
            let intervals = run.group.group.emomIntervals ?? 0
            status =
                run.isWaiting
                ? "Round \(run.round) done · next round in \(left)"
                : "Round \(run.round) of \(intervals) · \(left) left"
        case .amrap:
            status = "Round \(run.round) · \(left) left"
        case .forTime, .superset, .circuit, .giant:
            let cap = run.group.group.cap.map { " · cap \(PlayFormat.clock($0))" } ?? ""
            let elapsed = PlayFormat.clock(Int(run.activeElapsed))
            status = "Round \(run.round) of \(run.group.roundLimit ?? 1) · \(elapsed)\(cap)"
        }
        var lines: [(String, TextStyle)] = [(run.group.title, heading), (status, heading)]
        for position in run.group.exercises.indices {
            let step = run.group.step(position: position, round: run.round)
            let mark = position == run.position && !run.isGettingReady ? "▸ " : "  "
            let logged = machine.loggedName(for: step).map { " · logged as \($0.logged)" } ?? ""
            lines.append(
                (
                    "\(mark)\(PlayPlan.letter(position)) · \(step.exerciseName) · \(PlayFormat.target(step.target))"
                        + logged,
                    .plain
                ))
        }
        lines.append(("", .plain))
        if run.isGettingReady {
            lines.append(("Enter start now · n skip the group · q quit", dim))
        } else if run.isWaiting {
            lines.append(("n end the group · q quit", dim))
        } else {
            lines.append(("> " + run.line.text, run.line.isEdited ? .plain : dim))
            if let error = run.line.error { lines.append(("! " + error, TextStyle(foreground: .red))) }
            lines.append(("", .plain))
            lines.append(("Enter log · s skip · n end group · q quit", dim))
        }
        return lines
    }

    /// Last time's set as lifted, followed by its weight in the lifter's unit when it was lifted in the other:
    /// `5 @ 180lb (81.65 kg)`, to two decimals. The prefill keeps the weight as lifted, a load the bar can take.
    static func lastTime(_ set: PerformedSet, in unit: WeightUnit) -> String {
        let text = PlayEntry(set).text
        guard let weight = set.weight, weight.unit != unit else { return text }
        return text + " (\(PlayFormat.number((weight.value(in: unit) * 100).rounded() / 100)) \(unit.rawValue))"
    }

    /// The lines of the current step, with their styles.
    private static func body(_ machine: PlayMachine) -> [(String, TextStyle)] {
        let state = machine.state
        let heading = TextStyle(bold: true)
        let dim = TextStyle(dim: true)
        switch state.mode {
        case .finished(let summary):
            let lines = summary.lines
            return [(lines[0], heading)] + lines.dropFirst().map { ($0, .plain) }
        case .entry(let entry):
            guard let step = machine.currentStep?.set else { return [] }
            var title = step.title
            if let round = step.round, let rounds = step.rounds { title += " · round \(round) of \(rounds)" }
            if step.isExtra { title += " · extra set" }
            var target = "Target: " + PlayFormat.target(step.target)
            if step.restAfter > 0 { target += " · rest \(PlayFormat.clock(step.restAfter))" }
            let last = machine.lastTime(for: step).map { lastTime($0, in: machine.history.displayUnit) }
            var lines: [(String, TextStyle)] = [(state.fixing == nil ? title : "Fixing " + title, heading)]
            if let logged = machine.loggedName(for: step) {
                lines.append(("Logged as \(logged.logged) in the training log", dim))
            }
            lines.append((target, .plain))
            if let loading = step.loading { lines.append((loading, .plain)) }
            lines += [
                ("Last time: " + ((last?.isEmpty ?? true) ? "—" : last!), .plain),
                ("", .plain),
                ("> " + entry.text, entry.isEdited ? .plain : dim),
            ]
            if let error = entry.error { lines.append(("! " + error, TextStyle(foreground: .red))) }
            lines.append(("", .plain))
            lines.append(
                state.fixing == nil
                    ? ("Enter log · s skip · + extra set · b back · q quit", dim)
                    : ("Enter save the fix · Esc cancel · b further back", dim))
            if !entry.isEdited { lines.append(("Type to change it: 5 @ 82.5kg rpe 8, 45s", dim)) }
            return lines
        case .rest(let remaining, let total):
            var after = ""
            if case .rest(_, let name) = machine.currentStep { after = "after " + name }
            return [
                ("Rest \(PlayFormat.clock(remaining: remaining)) of \(PlayFormat.clock(total))", heading),
                (after, .plain),
                ("", .plain),
                ("↑/↓ ±15 s · Space skip · + extra set · b fix · q quit", dim),
            ]
        case .timer(let run):
            let name = run.timer.label.map { "\($0) · \(run.timer.mode.displayName)" } ?? run.timer.mode.displayName
            let phase = run.phase.map { "\($0.name) \(PlayFormat.clock(remaining: run.remaining))" } ?? "Done"
            let then = run.index + 1 < run.phases.count ? "then " + run.phases[run.index + 1].name : "then done"
            return [
                (name, heading), (phase, heading), (then, .plain), ("", .plain),
                ("Space skip the timer · b back · q quit", dim),
            ]
        case .timedGroup(let run):
            return timedGroup(run, machine)
        case .showing:
            var lines: [(String, TextStyle)]
            switch machine.currentStep {
            case .note(let text):
                lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { (String($0), .plain) }
            case .media(let media):
                lines = [("\(media.kind == .video ? "Video" : "Image"): \(media.caption ?? media.alt ?? "")", heading)]
                lines.append((media.source, .plain))
            case .timer(let timer):
                lines = [("\(timer.mode.displayName): no time is set", heading)]
            default:
                lines = []
            }
            return lines + [("", .plain), ("Enter go on · b back · q quit", dim)]
        }
    }
}
