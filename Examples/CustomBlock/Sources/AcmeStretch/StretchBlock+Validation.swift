import KheperCore

extension StretchBlock {
    /// The findings about this stretch's fields, with paths relative to its `data`.
    func diagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        checks.length(name, Self.nameLength, field: "name", at: ["name"])
        checks.range(hold, Self.holdRange, field: "hold", at: ["hold"], unit: "s")
        checks.range(sides, Self.sidesRange, field: "sides", at: ["sides"])
        return checks.diagnostics
    }
}
