import Foundation
public import KheperCore

/// Reads the one line typed after choosing a chart: the exercise name or id, such as `Bench Press`.
public enum ChartShorthand {
    /// Parses `text` into a chart of the named exercise with every other field at its default.
    ///
    /// - Throws: `ShorthandError` when the text is blank or the name is too long.
    public static func parse(_ text: String) throws(ShorthandError) -> ChartBlock {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            throw ShorthandError(.empty, token: nil, "a chart needs an exercise name, such as Bench Press")
        }
        let block = ChartBlock(exercise: name)
        if let finding = block.validationDiagnostics().first(where: { $0.severity == .error }) {
            throw ShorthandError(.invalidValue, token: name, finding.message)
        }
        return block
    }
}
