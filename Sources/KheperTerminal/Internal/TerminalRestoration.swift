import Glibc

/// What a signal handler needs to put the terminal back: the saved termios, the bytes that leave the alternate
/// screen, and the write end of the resize pipe.
///
/// This is the module's one piece of global mutable state, and it must be: a signal handler is a C function that
/// can capture nothing, so what it reads has to live at a fixed address. It is allocated once, filled before
/// any handler is installed, and handlers only read it, with async-signal-safe calls (`write`, `tcsetattr`,
/// `sigaction`, `raise`). One terminal at a time may be entered, which ``Terminal`` enforces.
struct RestorationState {
    /// Non-zero while a terminal is entered and not yet restored.
    var active: sig_atomic_t = 0
    /// The file descriptor whose termios was changed, or -1 when none was (input is not a terminal).
    var inputDescriptor: Int32 = -1
    /// The file descriptor the restore bytes go to, or -1 when none do (output is not a terminal).
    var outputDescriptor: Int32 = -1
    /// The termios to put back.
    var savedAttributes = termios()
    /// The bytes that undo what entering wrote: reset SGR, bracketed paste off, cursor shown, main screen.
    var restoreBytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// How many of `restoreBytes` are used.
    var restoreCount = 0
    /// The write end of the self-pipe that wakes the reader on SIGWINCH, or -1.
    var wakeDescriptor: Int32 = -1
    /// The dispositions found when the handlers were installed, by signal number, put back on restore.
    var previousActions: UnsafeMutablePointer<sigaction>
}

/// The state the signal handlers read; see ``RestorationState`` for why it is global.
nonisolated(unsafe) let restorationState: UnsafeMutablePointer<RestorationState> = {
    let state = UnsafeMutablePointer<RestorationState>.allocate(capacity: 1)
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    actions.initialize(repeating: sigaction(), count: Int(NSIG))
    state.initialize(to: RestorationState(previousActions: actions))
    return state
}()

/// Signals after which the terminal is restored and the signal raised again with its previous disposition, so the
/// process ends as it would have (the shell sees "killed by SIGTERM", a crash still dumps core or backtraces).
let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
/// Crashes: the same, and the fault repeats or the runtime's own handler runs once the disposition is back.
let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP]

/// Puts the terminal back if it is still entered. Async-signal-safe: it only reads the state and calls `write`
/// and `tcsetattr`.
func restoreTerminalState() {
    let state = restorationState
    guard state.pointee.active != 0 else { return }
    state.pointee.active = 0
    if state.pointee.outputDescriptor >= 0 {
        withUnsafeBytes(of: &state.pointee.restoreBytes) { bytes in
            var written = 0
            while written < state.pointee.restoreCount {
                let result = Glibc.write(
                    state.pointee.outputDescriptor, bytes.baseAddress! + written, state.pointee.restoreCount - written)
                if result > 0 {
                    written += result
                } else if result < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
    }
    if state.pointee.inputDescriptor >= 0 {
        _ = tcsetattr(state.pointee.inputDescriptor, TCSANOW, &state.pointee.savedAttributes)
    }
}

/// The handler of terminating and crash signals: restore, put the previous disposition back, raise again. The
/// signal is blocked while this runs, so the raised one is delivered, to the previous disposition, on return.
///
/// SIGQUIT (Ctrl-\\) ends the process by its default action instead, as SIGTERM does, and writes no core file:
/// Swift's runtime takes it as a crash, printing a report with source paths and waiting for a key, but a person
/// quitting is no crash. (A global list of such signals would be initialised lazily, which a handler must not do.)
func handleTerminatingSignal(_ signal: Int32) {
    let savedErrno = errno
    restoreTerminalState()
    if signal == SIGQUIT {
        var noCoreFile = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = getrlimit(Int32(RLIMIT_CORE.rawValue), &noCoreFile)
        noCoreFile.rlim_cur = 0
        _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &noCoreFile)
        var defaultAction = sigaction()  // A zeroed handler is SIG_DFL.
        sigemptyset(&defaultAction.sa_mask)
        _ = sigaction(signal, &defaultAction, nil)
    } else {
        _ = sigaction(signal, restorationState.pointee.previousActions + Int(signal), nil)
    }
    _ = raise(signal)
    errno = savedErrno
}

/// The SIGWINCH handler: one byte down the self-pipe wakes a reader blocked in `poll`.
func handleWindowChange(_ signal: Int32) {
    let savedErrno = errno
    var byte: UInt8 = 0x57
    if restorationState.pointee.wakeDescriptor >= 0 {
        _ = Glibc.write(restorationState.pointee.wakeDescriptor, &byte, 1)
    }
    errno = savedErrno
}

/// Installs `handler` for `signal`, remembering the previous disposition; a signal the process ignores stays
/// ignored (`nohup` means it).
func installHandler(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
    let previous = restorationState.pointee.previousActions + Int(signal)
    _ = sigaction(signal, nil, previous)
    // SIG_IGN is the handler value 1.
    if unsafeBitCast(previous.pointee.__sigaction_handler, to: Int.self) == 1 { return }
    var action = sigaction()
    action.__sigaction_handler = .init(sa_handler: handler)
    sigemptyset(&action.sa_mask)
    action.sa_flags = signal == SIGWINCH ? SA_RESTART : 0
    _ = sigaction(signal, &action, nil)
}

/// Puts back the disposition `installHandler` found for `signal`.
func uninstallHandler(for signal: Int32) {
    _ = sigaction(signal, restorationState.pointee.previousActions + Int(signal), nil)
}
