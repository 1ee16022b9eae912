public import Foundation
public import KheperTrainingLog
import Synchronization

/// Writes a play's session to the training log each time a set is logged or fixed, as the open session of its
/// workout, so quitting, a crash or `kill -9` keeps every set the screen has acknowledged.
///
/// `PlayRunner` calls ``record(_:)`` from its loop; the first store failure is kept for the command to report,
/// and later sets are still tried, since a busy store may recover.
public final class PlayRecorder: Sendable {
    /// The id of the session being recorded, fixed for the whole play.
    public let sessionID: String
    /// The id of the workout being played, under which the session is kept open.
    public let workoutID: String
    /// The session's title: the workout's.
    public let title: String?
    /// When the session started.
    public let start: Date
    /// The plan the logged sets belong to.
    public let plan: PlayPlan
    private let store: any TrainingLogStore
    private let linker: ExerciseLinker?
    private let state: Mutex<(logged: [Int: PlayLoggedSet], failure: TrainingLogError?)>

    /// A recorder for the session `sessionID` of `workoutID`, holding the sets `resumed` already logged. Each save
    /// hands the store `linker`, which resolves a name no alias finds (`TrainingLogStore/saveOpenSession`).
    public init(
        store: any TrainingLogStore, sessionID: String, workoutID: String, title: String?, start: Date,
        plan: PlayPlan, resumed: [PlayLoggedSet], linker: ExerciseLinker? = nil
    ) {
        self.store = store
        self.linker = linker
        self.sessionID = sessionID
        self.workoutID = workoutID
        self.title = title
        self.start = start
        self.plan = plan
        state = Mutex((Dictionary(resumed.map { ($0.id, $0) }, uniquingKeysWith: { $1 }), nil))
    }

    /// The first store failure, if any.
    public var failure: TrainingLogError? { state.withLock { $0.failure } }

    /// The sets the session holds, in the order they were first logged.
    public var loggedSets: [PlayLoggedSet] { state.withLock { $0.logged.values.sorted { $0.id < $1.id } } }

    /// How many sets the session holds.
    public var setCount: Int { state.withLock { $0.logged.count } }

    /// Adds or replaces `set` (by its id) and saves the whole session as open.
    public func record(_ set: PlayLoggedSet) {
        state.withLock { state in
            state.logged[set.id] = set
            do throws(TrainingLogError) {
                try store.saveOpenSession(session(state.logged, end: nil), workoutID: workoutID, linker: linker)
            } catch {
                state.failure = state.failure ?? error
            }
        }
    }

    /// Saves the session with its end and closes it: the play finished.
    public func close(at end: Date) throws(TrainingLogError) {
        let logged = state.withLock { $0.logged }
        if !logged.isEmpty {
            try store.saveOpenSession(session(logged, end: end), workoutID: workoutID, linker: linker)
        }
        try store.closeSession(id: sessionID)
    }

    private func session(_ logged: [Int: PlayLoggedSet], end: Date?) -> LoggedSession {
        PlaySessionLog.session(
            id: sessionID, workoutID: workoutID, title: title, start: start, end: end,
            logged: logged.values.sorted { $0.id < $1.id }, plan: plan)
    }
}
