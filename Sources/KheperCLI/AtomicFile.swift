import Foundation

/// Writes files so that a reader sees either the old content or the new, never a half-written file.
enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, flushes it, then renames it over `path`.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(UUID().uuidString).kheper-tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw AtomicFileError(message: "cannot create a temporary file in \(directory.isEmpty ? "." : directory)")
        }
        if let handle = FileHandle(forWritingAtPath: temporary) {
            try? handle.synchronize()
            try? handle.close()
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw AtomicFileError(message: reason)
        }
    }
}

/// Why an atomic write failed.
struct AtomicFileError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
