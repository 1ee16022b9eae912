public import Foundation

extension OrderKeyError: LocalizedError {
    /// The human-readable message, for APIs that present `LocalizedError` descriptions.
    public var errorDescription: String? { message }
}
