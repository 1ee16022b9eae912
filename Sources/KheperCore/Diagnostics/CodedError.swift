public import Foundation

/// The one shape of every Kheper error: a stable `code` for programs and a `message` for a person; its
/// description is the message and the code, and so is its `LocalizedError` description.
///
/// Errors of this package use ``ErrorCode`` for their codes. The leaf modules, which cannot import the kernel,
/// follow the same shape with a nested `Code`, and the kernel conforms their errors here (`JSONParseError`,
/// `OrderKeyError`).
public protocol CodedError: LocalizedError, Sendable, CustomStringConvertible {
    /// The type of the stable code, usually `ErrorCode<Self>`.
    associatedtype Code: RawRepresentable, Sendable, Hashable where Code.RawValue == String

    /// The kind of error.
    var code: Code { get }

    /// A sentence for a person, naming the value concerned and what was expected.
    var message: String { get }
}

extension CodedError {
    /// The message followed by the code in brackets.
    public var description: String { "\(message) [\(code.rawValue)]" }

    /// The description, for APIs that present `LocalizedError` descriptions.
    public var errorDescription: String? { description }

    /// None: the message says what failed.
    public var failureReason: String? { nil }

    /// None: the message says what was expected.
    public var recoverySuggestion: String? { nil }

    /// None.
    public var helpAnchor: String? { nil }
}

extension JSONParseError: CodedError {}

extension OrderKeyError: CodedError {}
