/// The lifter's settings on this device, schema version 15: one row per setting that was stored (`unit` → `lb`),
/// none for a setting left at its default.
///
/// The table is generic: which names exist and the values each allows are declared by the host (`kheper settings`),
/// not here. Settings are the device's and never enter the sync outbox.
extension StoreSchema {
    /// The migration from version 14 to 15.
    static let settingsMigration = Migration(statements: [
        """
        CREATE TABLE settings (
            name TEXT PRIMARY KEY,
            value TEXT NOT NULL
        )
        """
    ])
}
