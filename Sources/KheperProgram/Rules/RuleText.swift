import KheperTrainingLog

/// The pieces of the sentences rules write, so every rule says a load and a change the same way.
enum RuleText {
    /// `100 kg`.
    static func load(_ weight: Weight) -> String { weight.displayText }

    /// `100 → 102.5 kg`, the unit written once.
    static func change(_ before: Weight, _ after: Weight) -> String {
        "\(LogNumberFormatter.display(before.value)) → \(after.displayText)"
    }

    /// `percent` percent of `weight`, in its unit.
    static func share(_ percent: Double, of weight: Weight) -> Weight {
        Weight(value: weight.value * percent / 100, unit: weight.unit)
    }

    /// `weight` plus `amount` of its unit.
    static func adding(_ amount: Double, to weight: Weight) -> Weight {
        Weight(value: weight.value + amount, unit: weight.unit)
    }

    /// `1 failed session` or `3 failed sessions`.
    static func failedSessions(_ count: Int) -> String {
        count == 1 ? "1 failed session" : "\(count) failed sessions"
    }

    /// `10%`.
    static func percent(_ value: Double) -> String { "\(LogNumberFormatter.display(value))%" }
}
