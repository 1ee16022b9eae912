internal import KheperEditor
public import KheperTrainingLog

/// The lifter's settings, kept in the store's `settings` table (schema version 15) on the log's connection.
extension SQLiteTrainingLogStore {
    /// Every stored setting, by name.
    public func settings() throws(TrainingLogError) -> [String: String] {
        try storage { (connection) throws(StoreError) in
            var settings: [String: String] = [:]
            try connection.query("SELECT name, value FROM settings", doing: "reading the settings") { row in
                settings[row.text(0)] = row.text(1)
            }
            return settings
        }
    }

    /// Stores `value` under `name`, replacing what was stored; `nil` deletes the row, so the default applies.
    public func storeSetting(_ name: String, value: String?) throws(TrainingLogError) {
        try storage { (connection) throws(StoreError) in
            let action = "storing the setting \"\(name)\""
            if let value {
                _ = try connection.run(
                    """
                    INSERT INTO settings (name, value) VALUES (?1, ?2)
                    ON CONFLICT (name) DO UPDATE SET value = excluded.value
                    """, [.text(name), .text(value)], doing: action)
            } else {
                _ = try connection.run("DELETE FROM settings WHERE name = ?1", [.text(name)], doing: action)
            }
        }
    }
}
