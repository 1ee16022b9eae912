import Foundation
import Glibc

/// Writes the files `export -o` and `normalize -w` produce, safely for whatever the path is.
///
/// The rule, by what the path is when followed through symlinks:
/// - a regular file, or nothing yet: replaced atomically, so a reader sees the old content or the new, never half.
///   The new content goes to a temporary file created with `O_EXCL` in the same folder as the resolved target,
///   is flushed with `fsync`, takes the old file's permissions (and owner, where the user may set it), and is
///   renamed over it; the folder is flushed too. A new file gets `0666` less the umask, like any other tool's.
/// - a symlink: followed, as editors do; the file it names is replaced and the link stays a link. A dangling link
///   creates the file it names.
/// - a FIFO, a socket or a character device (`/dev/null`, a terminal, `/dev/stdout`): written in place, never
///   replaced. A path that leads through `/proc` (`/dev/stdout` when standard output is a file) is appended to in
///   place, so a shell's `>` or `>>` keeps its meaning.
/// - a block device or a directory: refused with an ``AtomicFileError``; nothing is written.
enum AtomicFile {
    /// The most symlinks followed before giving up, as the kernel's own limit.
    static let symlinkLimit = 40

    /// Writes `bytes` to `path` (an absolute path) following the rule above.
    static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw AtomicFileError(code: .directory, message: "\(path) is a directory; expected a file to write")
            case S_IFBLK:
                throw blockDevice(path)
            case S_IFIFO, S_IFCHR:
                try writeInPlace(bytes, to: path, flags: 0)
                return
            case S_IFSOCK:
                try writeToSocket(bytes, at: path)
                return
            default:
                break
            }
        } else if errno != ENOENT {
            throw AtomicFileError.system(errno, "cannot look at \(path)")
        }
        let target = try resolvingSymlinks(path)
        if target.throughProc {
            try writeInPlace(bytes, to: path, flags: O_APPEND)
            return
        }
        var existing = stat()
        let exists = lstat(target.path, &existing) == 0
        try replace(target.path, with: bytes, keeping: exists ? existing : nil)
    }

    /// The path `path`'s symlinks lead to, and whether the way there passes through `/proc`.
    private static func resolvingSymlinks(_ path: String) throws(AtomicFileError) -> (path: String, throughProc: Bool) {
        var current = path
        var throughProc = path.hasPrefix("/proc/")
        for _ in 0...symlinkLimit {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
                return (current, throughProc)
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw AtomicFileError.system(errno, "cannot read the symlink \(current)") }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = directory(of: current)
            if let real = realpath(folder, nil) {
                throughProc = throughProc || String(cString: real).hasPrefix("/proc/")
                free(real)
            }
            current = destination.hasPrefix("/") ? destination : folder + "/" + destination
        }
        throw AtomicFileError(
            code: .tooManyLinks, message: "\(path) leads through more than \(symlinkLimit) symlinks; expected a file")
    }

    /// Replaces (or creates) the regular file at `path` through a temporary file beside it.
    private static func replace(_ path: String, with bytes: [UInt8], keeping existing: stat?) throws(AtomicFileError) {
        let folder = directory(of: path)
        // The name is shortened so the temporary name stays within the 255-byte limit of a file name.
        let base = path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...]
        let name = String(String.UnicodeScalarView(base.unicodeScalars.prefix(50)))
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<4 {
            temporary = "\(folder)/.\(name).\(UUID().uuidString.prefix(8)).kheper-tmp"
            // A new file is created 0666 and the kernel takes the umask off; a replacement starts private and then
            // takes the old file's mode, so it is never readable by more people than the file it replaces.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing == nil ? 0o666 : 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw AtomicFileError.system(errno, "cannot create a temporary file in \(folder)")
        }
        var isOpen = true
        var renamed = false
        defer {
            if isOpen { close(descriptor) }
            if !renamed { unlink(temporary) }
        }
        if let existing {
            // Keeping the owner only works for root (or a group the user is in); otherwise the file becomes ours.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
                throw AtomicFileError.system(errno, "cannot give \(temporary) the permissions of \(path)")
            }
        }
        try writeAll(bytes, to: descriptor, path: temporary)
        guard fsync(descriptor) == 0 else { throw AtomicFileError.system(errno, "cannot flush \(temporary)") }
        isOpen = false
        guard close(descriptor) == 0 else { throw AtomicFileError.system(errno, "cannot close \(temporary)") }
        guard rename(temporary, path) == 0 else {
            throw AtomicFileError.system(errno, "cannot move \(temporary) over \(path)")
        }
        renamed = true
        // Flushing the folder makes the rename itself survive a crash; a folder that cannot be opened is no error.
        let folderDescriptor = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Opens `path` for writing and writes `bytes` into it as it is (a FIFO blocks until someone reads it).
    private static func writeInPlace(_ bytes: [UInt8], to path: String, flags: Int32) throws(AtomicFileError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags)
        guard descriptor >= 0 else { throw AtomicFileError.system(errno, "cannot open \(path)") }
        defer { close(descriptor) }
        // Checked again on what was opened, in case the path was swapped for a disk since it was looked at.
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFBLK {
            throw blockDevice(path)
        }
        try writeAll(bytes, to: descriptor, path: path)
    }

    /// Connects to the Unix socket at `path` and sends `bytes`.
    private static func writeToSocket(_ bytes: [UInt8], at path: String) throws(AtomicFileError) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(path.utf8)
        guard pathBytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw AtomicFileError(
                code: .system,
                message: "\(path) is a socket whose path is too long to connect to; expected at most "
                    + "\(MemoryLayout.size(ofValue: address.sun_path) - 1) bytes")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: pathBytes) }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw AtomicFileError.system(errno, "cannot make a socket for \(path)") }
        defer { close(descriptor) }
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else { throw AtomicFileError.system(errno, "cannot connect to the socket \(path)") }
        try writeAll(bytes, to: descriptor, path: path)
    }

    /// Writes every byte, retrying short writes and interruptions.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(AtomicFileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw AtomicFileError.system(errno, "cannot write \(path)")
            }
            offset += written
        }
    }

    /// The refusal to write the block device at `path`.
    private static func blockDevice(_ path: String) -> AtomicFileError {
        AtomicFileError(
            code: .blockDevice,
            message: "\(path) is a block device; kheper writes only files, FIFOs, sockets and character devices "
                + "such as /dev/null, never a disk")
    }

    /// The folder holding `path`.
    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
