import KheperCore
import KheperTrainingLog

/// A program checked against the progression rules and the lifter's equipment: it starts a lifter on the program,
/// works out a day's sets at loads the equipment makes, and advances the program's state after a day is trained.
///
/// Everything is a pure function of the plan, the rules, the profile and the state handed in; nothing is stored.
///
/// - A line's prescription is its rule's for the track's state (``ProgressionRule/prescription(for:with:)``); for a
///   rule that gives none (`none`), the line's own, its sets at the line's start load taken to the state's load.
/// - A set that is a share of a training max, a one-rep max or an estimated one takes it from the line's own
///   state, or when that has none from the first track in the plan (day by day, line by line) of the same lift
///   that has one: 5/3/1's Boring But Big `Squat 5x10 @50%TM` under `none` follows the `531` squat's max.
/// - A day is advanced only when it is the state's next day, so a missed day is simply not advanced and stays next;
///   nothing is skipped by accident.
public struct ProgramEngine: Sendable {
    /// The program.
    public let plan: ProgramPlan
    /// The rules its lines name.
    public let rules: ProgressionRules
    /// Rounds the loads to what the lifter's equipment makes.
    public let rounder: LoadRounder
    /// What each lift is loaded on, by the lift's name; a lift not named is a barbell lift.
    public let equipment: [String: LoadEquipment]
    /// The checked lines, day by day.
    private let lines: [[ProgramLine]]
    /// Each track's starting state, from its first line.
    private let starts: [String: LiftState]
    /// Each lift's tracks, by the lift's name, in the order the plan first uses them.
    private let tracksByLift: [String: [String]]

    /// Checks `plan` against `rules` and makes a rounder for `profile`.
    ///
    /// - Throws: ``ProgramError``: `program.no-days` for a plan with no days; `program.line` naming the day and line
    ///   of a rule `rules` does not know, parameters it refuses, or a start state it cannot prescribe from;
    ///   `program.no-prescription` for a line with no sets whose rule gives none.
    public init(
        _ plan: ProgramPlan, rules: ProgressionRules = .standard, profile: EquipmentProfile = .kilograms,
        equipment: [String: LoadEquipment] = [:]
    ) throws(ProgramError) {
        guard !plan.days.isEmpty else { throw .noDays(plan.name) }
        var lines: [[ProgramLine]] = []
        var starts: [String: LiftState] = [:]
        var tracksByLift: [String: [String]] = [:]
        for day in plan.days {
            var checked: [ProgramLine] = []
            for (index, lift) in day.lifts.enumerated() {
                let line = try Self.check(lift, index, day: day.name, rules: rules)
                if starts[line.track] == nil {
                    starts[line.track] = lift.start
                    tracksByLift[lift.name, default: []].append(line.track)
                }
                checked.append(line)
            }
            lines.append(checked)
        }
        self.plan = plan
        self.rules = rules
        self.rounder = LoadRounder(profile)
        self.equipment = equipment
        self.lines = lines
        self.starts = starts
        self.tracksByLift = tracksByLift
        for (day, dayLines) in lines.enumerated() {
            for line in dayLines { _ = try prescription(line, line.lift.start, day: plan.days[day].name) }
        }
    }

    /// The key of each line's track, day by day: lines with equal keys share one state.
    public var trackKeys: [[String]] { lines.map { $0.map(\.track) } }

    /// Where line `line` of day `day` stands in `state`, as its rule describes it; nil for a line the plan does not
    /// have, or a track `state` holds nothing for.
    public func describe(day: Int, line: Int, in state: ProgramState) -> String? {
        guard lines.indices.contains(day), lines[day].indices.contains(line),
            let lifted = state.lifts[lines[day][line].track]
        else { return nil }
        let found = lines[day][line]
        return found.rule.describe(lifted, with: found.parameters)
    }

    /// The state a lifter starts from: the first day next, and each track at the start of its first line.
    public func start() -> ProgramState {
        ProgramState(nextDay: 0, lifts: starts)
    }

    /// The state's next day, worked out.
    ///
    /// - Throws: ``ProgramError`` as ``session(day:for:)`` does.
    public func session(for state: ProgramState) throws(ProgramError) -> ProgramSession {
        try session(day: state.nextDay, for: state)
    }

    /// Day `day` worked out for `state`: each lift's prescription for its track's state, each set's exact load and
    /// that load rounded for the lift's equipment.
    ///
    /// - Throws: ``ProgramError``: `program.unknown-day`, or `program.line` naming the line whose state lacks what
    ///   its sets need (a training max, say) or whose load cannot be rounded.
    public func session(day: Int, for state: ProgramState) throws(ProgramError) -> ProgramSession {
        let planned = try self.day(day)
        var lifts: [SessionLift] = []
        for line in lines[day] {
            let own = trackState(line.track, in: state)
            let prescription = try prescription(line, own, day: planned.name)
            let resolved: [ResolvedSet]
            do {
                resolved = try prescription.resolved(with: inputs(for: own, lift: line.lift.name, in: state))
            } catch {
                throw .line(line.index, line.lift.name, day: planned.name, error)
            }
            let equipment = self.equipment[line.lift.name] ?? .barbell
            var sets: [LoadedSet] = []
            var warmups: [WarmupSet] = []
            do {
                for set in resolved {
                    sets.append(LoadedSet(set.reps, at: try rounder.round(set.load, for: equipment)))
                }
                if let scheme = line.lift.warmup, let first = sets.first {
                    warmups = try scheme.ramp(to: first.load.load, on: equipment, with: rounder)
                }
            } catch {
                throw .line(line.index, line.lift.name, day: planned.name, error)
            }
            lifts.append(
                SessionLift(
                    line: line.index, name: line.lift.name, track: line.track, prescription: prescription,
                    sets: sets, warmups: warmups))
        }
        return ProgramSession(day: day, name: planned.name, week: planned.week, lifts: lifts)
    }

    /// Advances `state` after day `day` was trained: the next day moves on, and each track the day trained advances
    /// once by its rule, even when two of the day's lines train it (their sets are judged together, in order).
    ///
    /// `logged` holds what was logged for each line, by its index in the day; a line with nothing logged counts as
    /// a failed session, not a skipped one. A day not trained is not advanced: it stays the next day. A track whose
    /// logged working sets have a load, reps and an RPE takes their best estimated one-rep max as its current one
    /// (`LoggedLift.estimatedOneRepMax(table:)`), which its RPE sets are loaded from next time.
    ///
    /// - Throws: ``ProgramError``: `program.not-next-day` when `day` is not the state's next day,
    ///   `program.unknown-day`, `program.unknown-line` for a logged line the day does not have, or `program.line`
    ///   naming a line its rule could not advance.
    public func advance(_ state: ProgramState, afterDay day: Int, logged: [Int: LoggedLift])
        throws(ProgramError) -> ProgramAdvance
    {
        let planned = try self.day(day)
        let next = try self.day(state.nextDay)
        guard day == state.nextDay else {
            throw .notNextDay(day, name: planned.name, next: state.nextDay, nextName: next.name)
        }
        for index in logged.keys.sorted() where !lines[day].indices.contains(index) {
            throw .unknownLine(index, day: planned.name, count: lines[day].count)
        }
        var order: [String] = []
        var byTrack: [String: [ProgramLine]] = [:]
        for line in lines[day] {
            if byTrack[line.track] == nil { order.append(line.track) }
            byTrack[line.track, default: []].append(line)
        }
        var after = state
        after.nextDay = (day + 1) % lines.count
        var changes: [LiftChange] = []
        for track in order {
            let trained = byTrack[track] ?? []
            guard let first = trained.first else { continue }
            let before = trackState(track, in: state)
            var parts: [LoggedLift] = []
            for line in trained {
                if let done = logged[line.index] {
                    parts.append(done)
                } else {
                    parts.append(LoggedLift(prescription: try prescription(line, before, day: planned.name), sets: []))
                }
            }
            let done = Self.joined(parts)
            let progression: Progression
            do {
                progression = try first.rule.advance(before, after: done, with: first.parameters)
            } catch {
                throw .line(first.index, first.lift.name, day: planned.name, error)
            }
            var reached = progression.state
            if let estimate = done.estimatedOneRepMax() { reached.estimatedOneRepMax = estimate }
            after.lifts[track] = reached
            changes.append(
                LiftChange(
                    track: track, lines: trained.map(\.index), before: before, after: reached,
                    reason: progression.reason))
        }
        return ProgramAdvance(day: day, before: state, state: after, changes: changes)
    }

    /// Day `index` of the plan.
    private func day(_ index: Int) throws(ProgramError) -> ProgramDay {
        guard plan.days.indices.contains(index) else { throw .unknownDay(index, count: plan.days.count) }
        return plan.days[index]
    }

    /// The state of `track` in `state`, or its start when `state` does not hold it yet (a line added since).
    private func trackState(_ track: String, in state: ProgramState) -> LiftState {
        state.lifts[track] ?? starts[track] ?? LiftState(lift: "")
    }

    /// `own` with the training max, one-rep max and estimated one-rep max it lacks taken from the first track of
    /// the same lift that has each.
    private func inputs(for own: LiftState, lift: String, in state: ProgramState) -> LiftState {
        var inputs = own
        let others = (tracksByLift[lift] ?? []).map { trackState($0, in: state) }
        inputs.trainingMax = inputs.trainingMax ?? others.lazy.compactMap(\.trainingMax).first
        inputs.oneRepMax = inputs.oneRepMax ?? others.lazy.compactMap(\.oneRepMax).first
        inputs.estimatedOneRepMax = inputs.estimatedOneRepMax ?? others.lazy.compactMap(\.estimatedOneRepMax).first
        return inputs
    }

    /// What `line` asks for from `state`: its rule's prescription, or the line's own with the sets at its start
    /// load taken to the state's load.
    private func prescription(_ line: ProgramLine, _ state: LiftState, day: String) throws(ProgramError)
        -> Prescription
    {
        let given: Prescription?
        do {
            given = try line.rule.prescription(for: state, with: line.parameters)
        } catch {
            throw .line(line.index, line.lift.name, day: day, error)
        }
        if let given { return given }
        guard var own = line.lift.prescription else {
            throw .noPrescription(line.index, line.lift.name, day: day, rule: line.rule.name)
        }
        if let start = line.lift.start.load, let load = state.load {
            for index in own.sets.indices where own.sets[index].load == .absolute(start) {
                own.sets[index].load = .absolute(load)
            }
        }
        return own
    }

    /// The lines' logged lifts as one: their prescriptions in order, and each line's working sets lined up with its
    /// prescribed sets (a set not done is one with no reps), so a target missed on any line is missed.
    private static func joined(_ parts: [LoggedLift]) -> LoggedLift {
        guard parts.count > 1 else { return parts.first ?? LoggedLift(prescription: Prescription([]), sets: []) }
        var sets: [PrescribedSet] = []
        var performed: [PerformedSet] = []
        for part in parts {
            sets += part.prescription.sets
            let working = part.workingSets
            for index in part.prescription.sets.indices {
                var set = index < working.count ? working[index] : PerformedSet(order: 0, type: .working)
                set.order = performed.count + 1
                performed.append(set)
            }
        }
        return LoggedLift(prescription: Prescription(sets), sets: performed)
    }

    /// Checks `lift` against `rules`: its rule is known and its parameters are ones the rule takes.
    private static func check(_ lift: PlannedLift, _ index: Int, day: String, rules: ProgressionRules)
        throws(ProgramError) -> ProgramLine
    {
        guard let rule = rules.rule(named: lift.rule) else {
            throw .line(index, lift.name, day: day, ProgressionRuleError.unknownRule(lift.rule, known: rules.names))
        }
        let parameters: RuleParameters
        do {
            parameters = try RuleParameters(.object(lift.parameters), for: rule)
        } catch {
            throw .line(index, lift.name, day: day, error)
        }
        return ProgramLine(
            index: index, lift: lift, rule: rule, parameters: parameters, track: lift.trackKey(with: parameters))
    }
}
