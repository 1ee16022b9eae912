/// Collects a block's field findings with messages that name the field, the value found and what was expected.
///
/// Kind validators use it so every kind words its findings the same way:
/// `"reps" is 1200; expected 0 to 1000`.
public struct FieldChecks: Sendable {
    /// The findings so far, with paths relative to the block's `data`.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Starts with no findings.
    public init() {}

    /// Adds a finding.
    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Reports an error when `value` lies outside `bounds`; `nil` passes.
    public mutating func range<Value: Comparable & CustomStringConvertible>(
        _ value: Value?, _ bounds: ClosedRange<Value>, field: String, at path: JSONPath, unit: String? = nil
    ) {
        guard let value, !bounds.contains(value) else { return }
        let suffix = unit.map { " \($0)" } ?? ""
        diagnostics.append(
            .error(
                .outOfRange,
                "\"\(field)\" is \(Self.format(value))\(suffix); expected \(Self.format(bounds.lowerBound)) to "
                    + "\(Self.format(bounds.upperBound))\(suffix)", at: path))
    }

    /// Reports an error when `value` is not a whole multiple of `step`; `nil` passes.
    public mutating func multiple(_ value: Double?, of step: Double, field: String, at path: JSONPath) {
        guard let value, (value / step).rounded() * step != value else { return }
        diagnostics.append(
            .error(
                .invalidValue, "\"\(field)\" is \(Self.format(value)); expected a multiple of \(Self.format(step))",
                at: path))
    }

    /// Reports an error when `text` has a character count outside `bounds`; `nil` passes.
    public mutating func length(_ text: String?, _ bounds: ClosedRange<Int>, field: String, at path: JSONPath) {
        guard let text else { return }
        let count = text.count
        guard !bounds.contains(count) else { return }
        let found = count == 0 ? "is empty" : "has \(count) characters"
        let expected =
            bounds.lowerBound == 0 ? "at most \(bounds.upperBound)" : "\(bounds.lowerBound) to \(bounds.upperBound)"
        diagnostics.append(.error(.badLength, "\"\(field)\" \(found); expected \(expected) characters", at: path))
    }

    /// Reports an error when a list has an entry count outside `bounds`.
    public mutating func count(_ count: Int, _ bounds: ClosedRange<Int>, field: String, at path: JSONPath) {
        guard !bounds.contains(count) else { return }
        let noun = count == 1 ? "entry" : "entries"
        diagnostics.append(
            .error(
                .badCount, "\"\(field)\" has \(count) \(noun); expected \(bounds.lowerBound) to \(bounds.upperBound)",
                at: path))
    }

    /// Reports an error for a value that must be present.
    public mutating func require<Value>(_ value: Value?, field: String, at path: JSONPath, because reason: String) {
        guard value == nil else { return }
        diagnostics.append(.error(.missingValue, "\"\(field)\" is missing; it is required \(reason)", at: path))
    }

    /// Writes a number without a needless `.0`, and anything else as it describes itself.
    @inlinable public static func format(_ value: some CustomStringConvertible) -> String {
        if let double = value as? Double, double.rounded() == double, abs(double) < 1e15 {
            return String(Int64(double))
        }
        return value.description
    }
}

extension Diagnostic.Code {
    /// A number lies outside its allowed range.
    public static let outOfRange: Self = "value.out-of-range"
    /// A text has too few or too many characters.
    public static let badLength: Self = "value.length"
    /// A list has too few or too many entries.
    public static let badCount: Self = "value.count"
    /// A value is present but not allowed, such as an unknown choice or a bad step.
    public static let invalidValue: Self = "value.invalid"
    /// A value the kind needs is missing.
    public static let missingValue: Self = "value.missing"
}
