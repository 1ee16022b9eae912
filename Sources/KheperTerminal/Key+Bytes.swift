extension Key {
    /// The bytes an xterm-compatible terminal sends for this key, in normal cursor mode with bracketed paste on;
    /// ``KeyDecoder`` reads them back as this key. Scripts and tests use them to type into a program.
    ///
    /// A ``Key/ctrl(_:)`` of a character that has no control code sends nothing.
    public var bytes: [UInt8] {
        switch self {
        case .character(let character): return Array(String(character).utf8)
        case .enter: return [0x0D]
        case .tab: return [0x09]
        case .backTab: return Self.csi("Z")
        case .backspace: return [0x7F]
        case .escape: return [0x1B]
        case .ctrl(let character): return Self.controlCode(character).map { [$0] } ?? []
        case .alt(let character): return [0x1B] + Array(String(character).utf8)
        case .paste(let text): return Self.csi("200~") + Array(text.utf8) + Self.csi("201~")
        case .modified(let key, let modifiers): return key.bytes(modifiers: modifiers)
        default: return bytes(modifiers: [])
        }
    }

    /// The sequence of a navigation, function or editing key with `modifiers` (`ESC [ 1 ; m C`, `ESC [ 3 ; m ~`).
    private func bytes(modifiers: KeyModifiers) -> [UInt8] {
        let parameter = modifiers.isEmpty ? nil : Int(modifiers.rawValue) + 1
        func letter(_ final: String) -> [UInt8] {
            parameter.map { Self.csi("1;\($0)\(final)") } ?? Self.csi(final)
        }
        func tilde(_ code: Int) -> [UInt8] {
            Self.csi(parameter.map { "\(code);\($0)~" } ?? "\(code)~")
        }
        switch self {
        case .up: return letter("A")
        case .down: return letter("B")
        case .right: return letter("C")
        case .left: return letter("D")
        case .home: return letter("H")
        case .end: return letter("F")
        case .insert: return tilde(2)
        case .delete: return tilde(3)
        case .pageUp: return tilde(5)
        case .pageDown: return tilde(6)
        case .function(let number) where (1...4).contains(number):
            let final = String(UnicodeScalar(UInt8(0x4F + number)))
            return parameter.map { Self.csi("1;\($0)\(final)") } ?? [0x1B, 0x4F, UInt8(0x4F + number)]
        case .function(let number) where (5...12).contains(number):
            return tilde([15, 17, 18, 19, 20, 21, 23, 24][number - 5])
        case .backspace, .enter, .tab, .escape:
            // Only Alt is sent with these, as ESC before the key's own byte.
            return (modifiers.contains(.alt) ? [0x1B] : []) + bytes
        default: return []
        }
    }

    private static func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }

    /// The C0 control code that Ctrl and `character` send, if there is one.
    static func controlCode(_ character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case 0x20, 0x40: return 0
        case 0x61...0x7A: return ascii - 0x60
        case 0x41...0x5A: return ascii - 0x40
        case 0x5B...0x5F: return ascii - 0x40
        default: return nil
        }
    }
}
