import Glibc
import KheperCore

/// Why ``AtomicFile`` could not write a file: a stable code, and a sentence that names the path.
struct AtomicFileError: CodedError {
    /// A stable, machine-readable name for a kind of this error.
    typealias Code = ErrorCode<AtomicFileError>

    /// What went wrong.
    let code: Code

    /// One sentence for a person.
    let message: String

    /// The error for a failed system call: what was being done, then the system's reason.
    static func system(_ number: Int32, _ doing: String) -> AtomicFileError {
        AtomicFileError(
            code: number == ELOOP ? .tooManyLinks : .system, message: "\(doing): \(String(cString: strerror(number)))")
    }
}

extension ErrorCode where Domain == AtomicFileError {
    /// The path is a directory.
    static let directory = Self(rawValue: "file.directory")
    /// The path is a block device, which is never written.
    static let blockDevice = Self(rawValue: "file.block-device")
    /// The path is a symlink chain too long or circular to follow.
    static let tooManyLinks = Self(rawValue: "file.too-many-links")
    /// A system call failed.
    static let system = Self(rawValue: "file.system")
}
