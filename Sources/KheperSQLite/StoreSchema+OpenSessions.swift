/// The table that marks a session still being played, added at schema version 4.
///
/// `kheper play` saves its session after every set and marks it open for its workout, so a crash or `kill -9`
/// keeps what was logged and the next `kheper play` of that workout can offer to resume it. One session is open
/// per workout at most; deleting the session (as saving it again does, inside the same transaction) removes
/// the mark with it.
extension StoreSchema {
    /// The migration from version 3 to 4.
    static let openSessionsMigration = Migration(statements: [
        """
        CREATE TABLE log_open_sessions (
            workout_id TEXT PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES log_sessions (id) ON DELETE CASCADE
        )
        """,
        "CREATE INDEX log_open_sessions_by_session ON log_open_sessions (session_id)",
    ])
}
