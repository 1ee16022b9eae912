public import KheperCore

extension UnknownBlock {
    /// How a target's placeholder names the block: `unknown block "x"`, `unreadable "exercise" block` for stored
    /// data that could not be parsed, or `malformed block`, with the kind quoted by `quoting` for the target.
    public func placeholderName(quoting quote: (String) -> String) -> String {
        if case .unreadableData = reason { return "unreadable \(quote(kind.rawValue)) block" }
        return kind.rawValue.isEmpty ? "malformed block" : "unknown block \(quote(kind.rawValue))"
    }
}
