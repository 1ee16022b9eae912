/// One step that upgrades a kind's raw `data` from one schema version to the next, before typed decoding.
///
/// Steps run on raw JSON and are chained: a block written at version 1 of a kind now at version 3 goes through
/// the step from 1 and then the step from 2. A step that throws leaves the block raw, at its original version.
public struct BlockMigration: Sendable {
    /// The version this step upgrades from; it produces `fromVersion + 1`.
    public let fromVersion: Int

    private let body: @Sendable (inout JSONObject) throws -> Void

    /// Creates the step from `fromVersion` to the next version.
    ///
    /// - Parameters:
    ///   - fromVersion: The version of the data the step receives.
    ///   - body: Rewrites the data in place; throw an error with a readable description when it cannot.
    public init(from fromVersion: Int, _ body: @escaping @Sendable (inout JSONObject) throws -> Void) {
        self.fromVersion = fromVersion
        self.body = body
    }

    /// Runs the step on `data`.
    public func apply(to data: JSONObject) throws -> JSONObject {
        var copy = data
        try body(&copy)
        return copy
    }
}
