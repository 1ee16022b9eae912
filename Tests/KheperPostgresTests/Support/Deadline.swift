import Foundation

/// Waits for a condition by asking it again and again until it holds or a deadline passes, so a test never sleeps a
/// fixed time and hopes.
struct Deadline {
    /// How long the condition has to become true.
    let limit: Duration
    /// How long to wait between two checks, in seconds.
    var interval: TimeInterval = 0.025

    /// How long `condition` took to become true, or `nil` when it was still false at the deadline.
    func wait(for condition: () throws -> Bool) rethrows -> Duration? {
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            if try condition() { return clock.now - start }
            if clock.now - start > limit { return nil }
            Thread.sleep(forTimeInterval: interval)
        }
    }
}
