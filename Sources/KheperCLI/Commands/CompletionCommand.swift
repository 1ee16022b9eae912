import Kheper
import KheperCatalogue
import KheperCore
import KheperEditor

/// `kheper completion bash|zsh|fish` prints a shell completion script; the script calls the hidden
/// `kheper __complete -- WORDS…`, which answers from the command list and the store, so commands, options,
/// option values, workout titles and block ids complete without a word of the script written per command.
enum CompletionCommand {
    static let command = Command(
        name: "completion",
        summary: "Print a shell completion script for bash, zsh or fish.",
        signature: CommandSignature(positionals: [CommandPositional(.choice(["bash", "zsh", "fish"]))]),
        about: """
            Commands, options and their values complete from the tool's own command list; workout titles and block
            ids complete from the store (--store PATH on the line, else $KHEPER_STORE, else the default store);
            after `kheper add WORKOUT exercise`, the exercise's name completes from the exercise catalogue and the
            store's training log (a name with spaces is inserted as one word).

              bash:  echo 'source <(kheper completion bash)' >> ~/.bashrc
              zsh:   echo 'source <(kheper completion zsh)' >> ~/.zshrc
              fish:  kheper completion fish > ~/.config/fish/completions/kheper.fish
            """,
        run: { arguments, context in
            switch arguments.positionals[0] {
            case "bash": context.output.writeVerbatim(CompletionScripts.bash, format: .markup)
            case "zsh": context.output.writeVerbatim(CompletionScripts.zsh, format: .markup)
            case "fish": context.output.writeVerbatim(CompletionScripts.fish, format: .markup)
            case let other:
                context.fail("no completion for the shell \"\(other)\"; expected bash, zsh or fish")
                return .usage
            }
            return .success
        }
    )

    /// The hidden `__complete` command the scripts call: one candidate a line, `VALUE<TAB>DESCRIPTION`, or the
    /// line `:files` when the shell should complete file names.
    static let completer = Command(
        name: "__complete",
        summary: "",
        signature: CommandSignature(positionals: [CommandPositional(.text, .any, placeholder: "WORD")]),
        about: "Used by the completion scripts, after `--`: the WORDs are the command line after `kheper`, the last "
            + "being the word under the cursor.",
        run: { arguments, context in
            let lines = candidates(arguments.positionals, context)
            if !lines.isEmpty { context.output.writeVerbatim(lines.joined(separator: "\n") + "\n", format: .markup) }
            return .success
        }
    )

    /// The line that asks the shell for file names.
    static let files = ":files"

    /// What may go where the last of `words` is, given the words before it.
    static func candidates(_ words: [String], _ context: CommandContext) -> [String] {
        let current = words.last ?? ""
        var before = Array(words.dropLast())
        while before.first == "--kinds" {
            if before.count == 1 { return [files] }
            before.removeFirst(2)
        }
        guard let name = before.first else {
            if current.hasPrefix("-") { return matching(["--help", "--version", "--kinds"], current) }
            let commands = KheperCommandLine.commands.filter { !$0.name.hasPrefix("_") }
            return commands.filter { $0.name.hasPrefix(current) }.map { "\($0.name)\t\($0.summary)" }
        }
        guard let command = KheperCommandLine.commands.first(where: { $0.name == name }) else { return [] }
        let signature = command.signature
        var positionals: [String] = []
        var store: String?
        var pendingOption: CommandOption?
        var onlyPositionals = false
        for word in before.dropFirst() {
            if let option = pendingOption {
                if option == .store { store = word }
                pendingOption = nil
            } else if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
            } else if word == "--" {
                onlyPositionals = true
            } else if let option = signature.option(spelled: word), !option.isFlag {
                pendingOption = option
            }
        }
        let slot = Slot(store: store, positionals: positionals, current: current)
        if let option = pendingOption, let value = option.value {
            return candidates(for: value, slot, context)
        }
        if current.hasPrefix("-") && !onlyPositionals {
            let spellings = signature.options.flatMap(\.spellings)
            return matching((spellings + [CommandSignature.helpOption.name]).sorted(), current)
        }
        guard let positional = signature.positional(at: positionals.count) else { return [] }
        return candidates(for: positional.value, slot, context)
    }

    /// What the completed word is read against: the store, the positionals before it (the first names the workout
    /// a block belongs to, or the setting a value is for; the second a shorthand's kind), and the word.
    private struct Slot {
        let store: String?
        let positionals: [String]
        let current: String

        var first: String? { positionals.first }
    }

    /// The candidates for a value of the kind `value` declares.
    private static func candidates(for value: ArgumentValue, _ slot: Slot, _ context: CommandContext) -> [String] {
        let current = slot.current
        switch value {
        case .workout: return workouts(store: slot.store, current, context)
        case .block: return blocks(slot.first, store: slot.store, current, context)
        case .kind: return matching(context.registry.kinds.map(\.rawValue), current)
        case .file: return [files]
        case .choice(let choices): return matching(choices, current)
        case .choiceList(let choices):
            // Completes the item after the last comma, keeping the items before it.
            let done = current.lastIndex(of: ",").map { String(current[...$0]) } ?? ""
            return matching(choices, String(current.dropFirst(done.count))).map { done + $0 }
        case .setting: return Setting.all.filter { $0.name.hasPrefix(current) }.map { "\($0.name)\t\($0.summary)" }
        case .settingValue: return matching(Setting.all.first { $0.name == slot.first }?.values ?? [], current)
        case .shorthand: return exerciseNames(slot, context)
        case .text: return []
        }
    }

    /// After `add WORKOUT exercise`, the exercise names (``ExerciseNames``) for the name typed so far, the shorthand's
    /// earlier words and the word: each as the rest of the name from the word on, for the names that go on from the
    /// earlier words (`Bench Pr` gives `Press with Chains`, which the command joins back into the name); only those
    /// that start with the word when any does; none once the words go past the name, to the sets.
    private static func exerciseNames(_ slot: Slot, _ context: CommandContext) -> [String] {
        guard slot.positionals.count >= 2, slot.positionals[1] == ExerciseBlock.kind.rawValue else { return [] }
        let earlier = slot.positionals.dropFirst(2).joined(separator: " ")
        let typed = earlier.isEmpty ? slot.current : earlier + " " + slot.current
        guard let name = ExerciseShorthand.nameRange(in: typed), name.upperBound == typed.endIndex else { return [] }
        let suggester = ExerciseNames.suggester(store: slot.store, context)
        let start = earlier.isEmpty ? "" : earlier.lowercased() + " "
        let names = suggester.suggestions(for: typed, limit: 50).compactMap { suggestion in
            suggestion.lowercased().hasPrefix(start) ? String(suggestion.dropFirst(start.count)) : nil
        }
        // A shell completes the word by what it starts with: those names alone when any does, so one of them can
        // be inserted; else all, which a shell lists.
        let word = slot.current.lowercased()
        let starting = names.filter { $0.lowercased().hasPrefix(word) }
        return starting.isEmpty ? names : starting
    }

    private static func matching(_ values: [String], _ current: String) -> [String] {
        values.filter { $0.hasPrefix(current) }
    }

    private static func store(_ option: String?, _ context: CommandContext) -> (any DocumentStore)? {
        try? context.openStore(StoreLocation.path(option: option, environment: context.environment), .read)
    }

    /// The titles of the stored workouts that start with `current`, each with its id.
    private static func workouts(store option: String?, _ current: String, _ context: CommandContext) -> [String] {
        guard let store = store(option, context), let workouts = try? store.listDocuments() else { return [] }
        return workouts.filter { $0.title.hasPrefix(current) }.map { "\($0.title)\t\($0.id)" }
    }

    /// The ids of the blocks of the workout `reference` names that start with `current`, each with its kind and
    /// name (`exercise "Bench Press"`) as the description shells show beside it.
    private static func blocks(
        _ reference: String?,
        store option: String?,
        _ current: String,
        _ context: CommandContext
    ) -> [String] {
        guard let reference, let store = store(option, context),
            let id = try? WorkoutAddress.resolve(reference, in: store),
            let record = try? store.loadDocument(id: id)
        else { return [] }
        return record.blocks.filter { $0.id.rawValue.hasPrefix(current) }.map {
            "\($0.id.rawValue)\t\(ChangeDescription.name(of: $0))"
        }
    }
}
