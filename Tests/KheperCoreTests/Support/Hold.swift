import KheperCore

/// A timed hold (a plank, a wall sit) at version 3, with one migration step per earlier version.
///
/// - Version 1 wrote `{"label": "Plank", "time": "0:45"}`.
/// - Version 2 renamed `label` to `name`: `{"name": "Plank", "time": "0:45"}`.
/// - Version 3 stores whole seconds instead of text: `{"name": "Plank", "seconds": 45}`.
struct Hold: Block {
    static let kind: BlockKind = "hold"
    static let version = 3
    var name: String
    var seconds: Int

    /// The longest hold the kind accepts.
    static let secondsRange = 1...3_600

    /// Version 1 to 2: `label` becomes `name`.
    static let renameLabel = BlockMigration(from: 1) { data in
        guard case .string(let label)? = data.removeValue(forKey: "label") else {
            throw MigrationFailure(reason: "version 1 needs a \"label\" string")
        }
        data["name"] = .string(label)
    }

    /// Version 2 to 3: the text `time` ("0:45", "45") becomes whole `seconds`.
    static let timeInSeconds = BlockMigration(from: 2) { data in
        guard case .string(let time)? = data.removeValue(forKey: "time") else {
            throw MigrationFailure(reason: "version 2 needs a \"time\" string")
        }
        let fields = time.split(separator: ":", omittingEmptySubsequences: false)
        let parts = fields.compactMap { Int($0) }
        guard parts.count == fields.count, (1...2).contains(parts.count), let seconds = parts.last else {
            throw MigrationFailure(reason: "the time \"\(time)\" is not seconds or minutes:seconds")
        }
        data["seconds"] = .number(JSONNumber(parts.count == 2 ? parts[0] * 60 + seconds : seconds))
    }

    static let definition = BlockDefinition(
        Hold.self,
        displayName: "Hold",
        symbolName: "timer",
        nesting: .leaf(atRoot: true),
        migrations: [renameLabel, timeInSeconds],
        validate: { hold in
            var checks = FieldChecks()
            checks.range(hold.seconds, secondsRange, field: "seconds", at: ["seconds"], unit: "s")
            return checks.diagnostics
        },
        makeDefault: { Hold(name: "Plank", seconds: 30) }
    )
}
