import Foundation
import KheperCore

/// Reads document files for commands, turning every way a read can fail into one sentence.
enum DocumentInput {
    /// The bytes of `path`, or of standard input for `-`.
    static func read(_ path: String, environment: ToolEnvironment) -> Result<[UInt8], InputError> {
        if path == "-" { return .success(environment.readStandardInput()) }
        let url = URL(fileURLWithPath: environment.absolute(path))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return .failure(InputError(.unreadable, "cannot read \(path): no such file"))
        }
        guard !isDirectory.boolValue else {
            return .failure(InputError(.unreadable, "cannot read \(path): it is a directory"))
        }
        do {
            return .success(try readBytes(url))
        } catch {
            return .failure(InputError(.unreadable, "cannot read \(path): \(error.localizedDescription)"))
        }
    }

    /// The file's bytes read straight into one array: through `Data` they would be copied, and a large document
    /// would need twice its size. A regular file's size reserves the array; anything else, such as a pipe, a FIFO
    /// or `/dev/stdin`, has no size and cannot seek, so it is streamed to its end as `-` is.
    private static func readBytes(_ url: URL) throws -> [UInt8] {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var bytes: [UInt8] = []
        if let size = regularFileSize(handle.fileDescriptor) { bytes.reserveCapacity(size) }
        // A file that grows while being read is still read to its end.
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { bytes += chunk }
        return bytes
    }

    /// The size of the open file `descriptor` when it is a regular file; `nil` for a pipe, a FIFO, a socket or a
    /// device.
    static func regularFileSize(_ descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Reads and decodes `path` as a document; without `validating`, the diagnostics hold only what reading
    /// repaired (and keys written twice), which is all that commands that do not report findings need. A command
    /// that never writes the document passes `forWriting: false`, so its blocks do not keep their data as read.
    static func decode(
        _ path: String,
        registry: BlockRegistry,
        environment: ToolEnvironment,
        validating: Bool = true,
        forWriting: Bool = true
    ) -> Result<DecodedDocument, InputError> {
        switch read(path, environment: environment) {
        case .failure(let error): .failure(error)
        case .success(let bytes):
            decode(bytes, file: path, registry: registry, validating: validating, forWriting: forWriting)
        }
    }

    /// Reads and decodes `path` for a command that works on one document, as ``decode(_:registry:environment:validating:forWriting:)``
    /// does; a file that cannot be read is reported on standard error and gives `nil`, for the command to exit 2.
    /// The document is kept until the process exits (`CommandOutput.keptUntilExit`).
    static func read(
        _ path: String, validating: Bool = true, forWriting: Bool = true, _ context: inout CommandContext
    ) -> DecodedDocument? {
        let decoded = decode(
            path, registry: context.registry, environment: context.environment, validating: validating,
            forWriting: forWriting)
        switch decoded {
        case .failure(let error):
            context.fail(error.message)
            return nil
        case .success(let decoded):
            context.output.keptUntilExit.append(decoded)
            return decoded
        }
    }

    /// Decodes bytes already read from `file` as a document.
    static func decode(
        _ bytes: consuming [UInt8],
        file: String,
        registry: BlockRegistry,
        validating: Bool = true,
        forWriting: Bool = true
    ) -> Result<DecodedDocument, InputError> {
        do {
            return .success(
                try registry.decodeDocument(from: bytes, validating: validating, keepingWrittenForm: forWriting))
        } catch {
            return .failure(InputError(.notADocument, "\(file): \(error)"))
        }
    }
}
