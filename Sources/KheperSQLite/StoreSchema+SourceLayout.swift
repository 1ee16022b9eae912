/// The column that keeps the layout of the file each session was imported from, added at schema version 5.
///
/// A Strong export comes in several layouts (comma or semicolon, 10 to 14 columns, units per row or in the header);
/// `kheper log export` writes sessions back in the layout they were read from, so a Strong import followed by a
/// Strong export gives the same rows. Sessions stored before this version, and those from other sources, have none.
extension StoreSchema {
    /// The migration from version 4 to 5.
    static let sourceLayoutMigration = Migration(statements: [
        "ALTER TABLE log_sessions ADD COLUMN source_layout TEXT"
    ])
}
