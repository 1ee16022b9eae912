public import KheperCore
public import KheperTerminal

/// Runs a play on a terminal: keys from the device (the real `Terminal` reads standard input as keys when it is
/// not a terminal), ticks from a clock, each logged or fixed set handed to `onLog` the moment it is logged, the
/// bell rung, and the screen redrawn after every event.
///
/// The host enters and restores the terminal around ``run(on:colors:clock:)``, and writes each set `onLog` gets to
/// the history, replacing the set with the same ``PlayLoggedSet/id`` when there is one; so quitting, a crash or
/// `kill -9` loses nothing logged. Ctrl-C and the end of input stop the run at once, like quitting.
public struct PlayRunner: Sendable {
    /// The workout to play, as steps.
    public var plan: PlayPlan
    /// Last time's sets and the bests to beat.
    public var history: any PlayHistory
    /// Sets logged earlier in the same session, to resume after.
    public var resuming: [PlayLoggedSet]
    /// How often time is passed to the machine while no key comes.
    public var tickInterval: Duration = .milliseconds(200)
    /// Called with each set logged, and again with the same id when it is fixed.
    public var onLog: @Sendable (PlayLoggedSet) -> Void

    /// A runner for `document`; `onLog` receives every set as it is logged or fixed.
    public init(
        document: BlockDocument, history: any PlayHistory, resuming: [PlayLoggedSet] = [],
        onLog: @escaping @Sendable (PlayLoggedSet) -> Void
    ) {
        self.init(plan: PlayPlan(document: document), history: history, resuming: resuming, onLog: onLog)
    }

    /// A runner for `plan`, such as a workout's plan with each set's ``PlaySetStep/loading`` filled in; `onLog`
    /// receives every set as it is logged or fixed.
    public init(
        plan: PlayPlan, history: any PlayHistory, resuming: [PlayLoggedSet] = [],
        onLog: @escaping @Sendable (PlayLoggedSet) -> Void
    ) {
        self.plan = plan
        self.history = history
        self.resuming = resuming
        self.onLog = onLog
    }

    /// Plays on `device` until the workout ends, the user quits, Ctrl-C is pressed or the input ends, and returns
    /// the machine as it ended (its `state` holds the summary when the play finished).
    @discardableResult
    public func run<Device: TerminalDevice, C: Clock<Duration>>(
        on device: Device, colors: Bool = false, clock: C = ContinuousClock()
    ) -> PlayMachine {
        var session = TerminalSession(device: device, colors: colors)
        var machine = PlayMachine(plan: plan, history: history, resuming: resuming)
        var last = clock.now
        session.draw(PlayScreen.render(machine, size: session.size))
        loop: while !machine.state.isFinished {
            let event = session.nextEvent(timeout: tickInterval)
            let now = clock.now
            let (seconds, attoseconds) = last.duration(to: now).components
            last = now
            var effects = machine.handle(.tick(Double(seconds) + Double(attoseconds) / 1e18))
            switch event {
            case .key(.ctrl("c")), .end: break loop
            case .key(let key): effects += machine.handle(.key(key))
            case .resize, nil: break
            }
            for effect in effects {
                switch effect {
                case .logSet(let set), .updateSet(let set): onLog(set)
                case .bell: device.write([7])
                case .announce, .finish: break
                }
            }
            session.draw(PlayScreen.render(machine, size: session.size))
        }
        return machine
    }

    /// Plays the keys of a `KeyScript` on a `VirtualTerminal` of `rows` × `columns`, for `--script FILE` and
    /// tools, and returns the machine as it ended and the last screen as text.
    /// - Throws: `KeyScriptError` when the script names something that is not a key.
    public func run(script: String, rows: Int = 24, columns: Int = 80) throws(KeyScriptError) -> (
        machine: PlayMachine, screen: String
    ) {
        let keys = try KeyScript.keys(from: script)
        let terminal = VirtualTerminal(rows: rows, columns: columns)
        terminal.type(keys)
        let machine = run(on: terminal)
        return (machine, terminal.text)
    }
}
