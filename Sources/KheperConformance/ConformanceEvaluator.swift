import Kheper
public import KheperCore

/// Runs one case's operation with the Swift implementation: the single place both generating and running the
/// suite get a case's actual result from.
public enum ConformanceEvaluator {
    /// The result of `operation` of `suite` on `input`, with random ids renamed by ``FreshIDs``.
    ///
    /// - Throws: ``ConformanceError`` when the input is not one the operation reads.
    public static func evaluate(_ suite: ConformanceSuite, _ operation: String, _ input: JSONValue)
        throws(ConformanceError) -> JSONValue
    {
        let result: JSONValue
        switch suite {
        case .orderKeys: result = try OrderKeyCases.evaluate(operation, input)
        case .documents: result = try DocumentCases.evaluate(operation, input)
        case .shorthand: result = try ShorthandCases.evaluate(operation, input)
        case .fields: result = try FieldCases.evaluate(operation, input)
        case .edits: result = try EditCases.evaluate(operation, input)
        case .imports: result = try ImportCases.evaluate(operation, input)
        case .kinds: result = try KindCases.evaluate(operation, input)
        case .matching: result = try MatchingCases.evaluate(operation, input)
        case .plates: result = try PlateCases.evaluate(operation, input)
        case .progression: result = try ProgressionCases.evaluate(operation, input)
        }
        return FreshIDs.normalized(result)
    }
}
