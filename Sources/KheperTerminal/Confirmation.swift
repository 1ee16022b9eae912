/// A yes-or-no question answered with one key, the one rule for every confirmation Kheper asks a person at a
/// terminal (play's "Quit?", its "Resume …?", `kheper edit` creating a workout it cannot find).
///
/// The rule: the answer is one key and needs no Enter. `y` says yes; `n` and Escape say no; Enter takes the
/// default, the answer shown in capitals (`[Y/n]`); the key that asked the question, pressed again, says yes, so
/// `q` at "Quit?" quits. Any other key answers nothing and the question stays.
public struct Confirmation: Hashable, Sendable {
    /// What Enter answers, or `nil` when Enter answers nothing.
    public let defaultAnswer: Bool?
    /// The key that asked the question, which says yes when pressed again.
    public let askingKey: Key?

    /// A question whose Enter answers `defaultAnswer`, asked by `askingKey`.
    public init(defaultAnswer: Bool?, askingKey: Key? = nil) {
        self.defaultAnswer = defaultAnswer
        self.askingKey = askingKey
    }

    /// The answer `key` gives: `true` yes, `false` no, `nil` no answer (the question stays).
    public func answer(to key: Key) -> Bool? {
        switch key {
        case .character("y"), .character("Y"): return true
        case .character("n"), .character("N"), .escape: return false
        case .enter: return defaultAnswer
        case askingKey: return true
        default: return nil
        }
    }

    /// The choices as a prompt ends with: `[Y/n]`, `[y/N]`, or `[y/n]` without a default.
    public var choices: String {
        switch defaultAnswer {
        case true?: "[Y/n]"
        case false?: "[y/N]"
        case nil: "[y/n]"
        }
    }

    /// The keys as a status line lists them, with what yes and no do: `y or q quit · n or Esc carry on`.
    public func hints(yes: String, no: String) -> String {
        let yesKeys = ["y"] + (askingKey.map { [$0.description] } ?? []) + (defaultAnswer == true ? ["Enter"] : [])
        let noKeys = ["n", "Esc"] + (defaultAnswer == false ? ["Enter"] : [])
        return "\(yesKeys.joined(separator: " or ")) \(yes) · \(noKeys.joined(separator: " or ")) \(no)"
    }
}
