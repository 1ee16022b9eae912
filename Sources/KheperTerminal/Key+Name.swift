extension Key: CustomStringConvertible {
    /// The key's name in a ``KeyScript``: `enter`, `up`, `ctrl-c`, `alt-x`, `ctrl-shift-right`, `f5`, `space`, or
    /// the character itself; a paste is `paste:TEXT`.
    public var description: String {
        switch self {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .enter: return "enter"
        case .tab: return "tab"
        case .backTab: return "shift-tab"
        case .backspace: return "backspace"
        case .escape: return "escape"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .insert: return "insert"
        case .delete: return "delete"
        case .function(let number): return "f\(number)"
        case .ctrl(" "): return "ctrl-space"
        case .ctrl(let character): return "ctrl-\(character)"
        case .alt(" "): return "alt-space"
        case .alt(let character): return "alt-\(character)"
        case .modified(let key, let modifiers):
            let prefixes = [(KeyModifiers.ctrl, "ctrl-"), (.alt, "alt-"), (.shift, "shift-")]
            return prefixes.filter { modifiers.contains($0.0) }.map(\.1).joined() + key.description
        case .paste(let text): return "paste:\(text)"
        }
    }

    /// The named keys, by name, for ``init(name:)``.
    private static let named: [String: Key] = {
        var keys: [String: Key] = [
            "enter": .enter, "return": .enter, "tab": .tab, "backspace": .backspace, "escape": .escape, "esc": .escape,
            "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end, "pageup": .pageUp,
            "pagedown": .pageDown, "insert": .insert, "delete": .delete, "space": .character(" "),
        ]
        for number in 1...12 { keys["f\(number)"] = .function(number) }
        return keys
    }()

    /// Reads a key name as ``description`` writes it, ignoring case in names (`Enter`, `CTRL-C`); `nil` when it
    /// names no key. Control with a letter that has a name of its own reads as that key (`ctrl-m` is `enter`).
    public init?(name: String) {
        if name.count == 1, let character = name.first {
            self = .character(character)
            return
        }
        var rest = Substring(name)
        var modifiers: KeyModifiers = []
        let prefixes: [(String, KeyModifiers)] = [("ctrl-", .ctrl), ("alt-", .alt), ("shift-", .shift)]
        while let (prefix, modifier) = prefixes.first(where: { rest.lowercased().hasPrefix($0.0) }),
            rest.count > prefix.count
        {
            modifiers.insert(modifier)
            rest = rest.dropFirst(prefix.count)
        }
        let base: Key
        if rest.count == 1, let character = rest.first {
            base = .character(character)
        } else if let key = Self.named[rest.lowercased()] {
            base = key
        } else {
            return nil
        }
        guard let key = Self.combine(base, modifiers) else { return nil }
        self = key
    }

    /// `base` with `modifiers`, in the form ``KeyDecoder`` gives it.
    private static func combine(_ base: Key, _ modifiers: KeyModifiers) -> Key? {
        if modifiers.isEmpty { return base }
        switch (base, modifiers) {
        case (.character(let character), .ctrl):
            guard let code = controlCode(character) else { return nil }
            return KeyDecoder.key(forControlCode: code)
        case (.character(let character), .alt):
            guard let ascii = character.asciiValue, (0x20...0x7E).contains(ascii) else { return nil }
            return .alt(character)
        case (.character, _): return nil
        case (.tab, .shift): return .backTab
        case (.backspace, .alt), (.enter, .alt): return .modified(base, .alt)
        case (.backspace, _), (.enter, _), (.tab, _), (.escape, _): return nil
        default: return .modified(base, modifiers)
        }
    }
}
