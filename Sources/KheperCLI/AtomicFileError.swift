import Glibc

/// Why ``AtomicFile`` could not write a file: a stable code, and a sentence that names the path.
struct AtomicFileError: Error, CustomStringConvertible {
    /// What went wrong, stable across versions.
    enum Code: String, Sendable {
        /// The path is a directory.
        case directory = "file.directory"
        /// The path is a block device, which is never written.
        case blockDevice = "file.block-device"
        /// The path is a symlink chain too long or circular to follow.
        case tooManyLinks = "file.too-many-links"
        /// A system call failed.
        case system = "file.system"
    }

    /// What went wrong.
    let code: Code

    /// One sentence for a person.
    let message: String

    var description: String { message }

    /// The error for a failed system call: what was being done, then the system's reason.
    static func system(_ number: Int32, _ doing: String) -> AtomicFileError {
        AtomicFileError(
            code: number == ELOOP ? .tooManyLinks : .system, message: "\(doing): \(String(cString: strerror(number)))")
    }
}
