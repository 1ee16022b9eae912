/// The event loop's half of an interactive program, over any ``TerminalDevice``: it turns input into
/// ``TerminalEvent``s, resolving a lone Escape after a short pause, and draws frames with a ``ScreenRenderer``.
///
/// The program owns the loop: `while let event = session.nextEvent() { …; session.draw(frame) }`. Tests drive the
/// same loop with a ``VirtualTerminal``, keys in and screen text out.
public struct TerminalSession<Device: TerminalDevice> {
    /// The device read from and drawn on.
    public let device: Device
    /// Draws frames; its `colors` decides whether colours are sent.
    public var renderer: ScreenRenderer
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public var escapeTimeout: Duration = .milliseconds(50)
    private var decoder = KeyDecoder()
    private var queued: [TerminalEvent] = []
    private var ended = false

    /// A session on `device`; colours are sent when `colors` is true.
    public init(device: Device, colors: Bool = true) {
        self.device = device
        renderer = ScreenRenderer(colors: colors)
    }

    /// The size of the device's screen now.
    public var size: TerminalSize { device.size }

    /// The next event, waiting up to `timeout` (forever when `nil`); `nil` when the time ran out first. After
    /// ``TerminalEvent/end`` it returns `.end` again.
    public mutating func nextEvent(timeout: Duration? = nil) -> TerminalEvent? {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now.advanced(by: $0) }
        while queued.isEmpty {
            if ended { return .end }
            var wait = deadline.map { max(.zero, clock.now.duration(to: $0)) }
            if decoder.hasPending { wait = min(wait ?? escapeTimeout, escapeTimeout) }
            switch device.read(timeout: wait) {
            case .bytes(let bytes):
                queued += decoder.feed(bytes).map(TerminalEvent.key)
            case .resized(let size):
                renderer.invalidate()
                queued.append(.resize(size))
            case .timedOut:
                if decoder.hasPending { queued += decoder.flush().map(TerminalEvent.key) }
                if queued.isEmpty, let deadline, clock.now >= deadline { return nil }
            case .closed:
                queued += decoder.flush(endOfInput: true).map(TerminalEvent.key)
                queued.append(.end)
                ended = true
            }
        }
        return queued.removeFirst()
    }

    /// Draws `frame`, sending only what changed since the last one.
    public mutating func draw(_ frame: ScreenBuffer) {
        let bytes = renderer.render(frame)
        if !bytes.isEmpty { device.write(bytes) }
    }
}
