public import Foundation

extension OrderKeyError: LocalizedError {
    /// The description, for APIs that present `LocalizedError` descriptions.
    public var errorDescription: String? { description }
}
