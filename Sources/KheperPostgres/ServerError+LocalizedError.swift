public import Foundation

extension ServerError: LocalizedError {
    /// The description, for APIs that present `LocalizedError` descriptions.
    public var errorDescription: String? { description }
}
