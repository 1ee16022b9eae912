import Foundation
import KheperEditor
import KheperTrainingLog

/// `kheper settings [SETTING [VALUE]]`: lists the lifter's settings, shows one, stores one or resets it. Which
/// settings exist, and what each accepts, is ``Setting/all``.
enum SettingsCommand {
    /// `--reset`: go back to the default.
    static let reset = CommandOption(flag: "--reset", help: "go back to the setting's default")

    static let command = Command(
        name: "settings",
        summary: "List the settings kept in the store, or change one (such as the unit weights are shown in).",
        signature: CommandSignature(
            options: [reset, .store],
            positionals: [CommandPositional(.setting, .optional), CommandPositional(.settingValue, .optional)],
            forms: [
                [.option(.store)], [.option(.store), "SETTING", "[VALUE]"],
                [.required(reset), .option(.store), "SETTING"],
            ]),
        about: """
            With no SETTING, lists every setting with the value in force and where it comes from (an option,
            the environment, the store, or the default). SETTING alone shows that one; SETTING VALUE stores
            VALUE; --reset removes the stored value, so the default applies again. A setting's name or value
            that is not one listed below is refused, naming what was expected (exit status 2).
            Settings are this device's: they are kept in the store but never synced, so each device keeps its
            own. The training log keeps every weight as it was recorded, whatever the unit shown.

            settings:
            \(Setting.all.map(\.help).joined(separator: "\n"))
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let words = arguments.positionals
                let reset = arguments.contains(SettingsCommand.reset)
                guard let name = words.first else {
                    guard !reset else {
                        throw CommandFailure(
                            "--reset needs the SETTING to reset, such as `kheper settings --reset unit`",
                            exitCode: .usage)
                    }
                    try list(Setting.all, arguments, &context)
                    return
                }
                let setting = try Setting.named(name)
                if words.count == 2 {
                    guard !reset else {
                        throw CommandFailure(
                            "--reset takes no VALUE: `kheper settings --reset \(name)` resets \(name), "
                                + "`kheper settings \(name) \(words[1])` stores a value",
                            exitCode: .usage)
                    }
                    try store(setting, value: setting.checked(words[1]), arguments, &context)
                } else if reset {
                    try store(setting, value: nil, arguments, &context)
                } else {
                    try list([setting], arguments, &context)
                }
            }
        }
    )

    /// Prints each of `settings` with the value in force and where it comes from. A store that does not exist yet
    /// holds no settings and no log, so each shows its default.
    private static func list(_ settings: [Setting], _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let store = try openForReading(arguments, context)
        let width = settings.map(\.name.count).max() ?? 0
        for setting in settings {
            let (value, source) = try setting.current(arguments, context, store)
            context.output.print(
                setting.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\(value)  (\(source))")
        }
    }

    /// Stores `value` for `setting`, or removes it when `value` is nil, and says what is in force now.
    private static func store(
        _ setting: Setting, value: String?, _ arguments: ParsedArguments, _ context: inout CommandContext
    ) throws(CommandFailure) {
        let store = try LogCommand.open(arguments, context, mode: .write)
        do {
            try store.storeSetting(setting.name, value: value)
        } catch {
            throw CommandFailure("cannot store the setting \(setting.name): \(error)")
        }
        let (current, source) = try setting.current(arguments, context, store)
        if let value {
            context.output.print("\(setting.name) is now \(value)")
            if source != Setting.storedSource {
                context.output.print(
                    "note: in this shell \(setting.name) is \(current) (\(source)); \(setting.overrides)")
            }
        } else {
            context.output.print("\(setting.name) is reset: \(current) (\(source))")
        }
    }

    /// The log to read settings from: the store's, or an empty one when there is no store yet.
    static func openForReading(_ arguments: ParsedArguments, _ context: CommandContext)
        throws(CommandFailure) -> any TrainingLogStore
    {
        guard let openLog = context.openLog else {
            throw CommandFailure("this build of kheper keeps no training log", exitCode: .usage)
        }
        let path = StoreLocation.path(option: arguments[.store], environment: context.environment)
        do {
            return try openLog(path, .read)
        } catch  where error.code == .missing {
            return InMemoryTrainingLogStore()
        } catch {
            throw StoreAccess.failure(error, opening: path)
        }
    }
}
