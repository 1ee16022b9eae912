internal import KheperEditor
public import KheperTerminal

/// Runs an ``OutlineEditor`` on a terminal: keys and resizes from the device, a look at the store for another
/// writer's change and the store's idle upkeep whenever no key comes for ``pollInterval``, and the screen redrawn
/// (only what changed) after every event.
///
/// Each key's change is stored by the editor before the next key is read. The host enters and restores the
/// terminal around ``run(_:on:colors:)``; Ctrl-C, `q` and the end of input end the run.
public struct OutlineRunner: Sendable {
    /// How long to wait for a key before looking for another writer's change.
    public var pollInterval: Duration

    /// A runner that looks for other writers' changes every `pollInterval` without keys.
    public init(pollInterval: Duration = .milliseconds(300)) {
        self.pollInterval = pollInterval
    }

    /// Edits on `device` until the person quits or the input ends; `editor` holds the state as it ended.
    public func run<Device: TerminalDevice>(_ editor: inout OutlineEditor, on device: Device, colors: Bool = false) {
        var session = TerminalSession(device: device, colors: colors)
        editor.resize(session.size)
        session.draw(editor.screen())
        // The store's upkeep (SQLite's checkpoint) runs while no key waits and once more on the way out, so the
        // keys never pay for it; a failed one costs nothing, every change being durable already.
        defer { try? editor.session.store.performIdleUpkeep() }
        while !editor.isFinished {
            switch session.nextEvent(timeout: pollInterval) {
            case .end: return
            case .key(let key): editor.handle(key)
            case .resize(let size): editor.resize(size)
            case nil:
                editor.refreshFromStore()
                try? editor.session.store.performIdleUpkeep()
            }
            session.draw(editor.screen())
        }
    }
}
