import Foundation
public import KheperCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes workout JSON files through a registry; writes are atomic (a temporary file in the same
/// directory, then a rename), so a reader sees the old file or the new one, never half of one.
public enum WorkoutFiles {
    /// Reads the workout at `path`.
    ///
    /// - Throws: ``EditorError`` with `editor.storage` when the file cannot be read, or `DocumentFormatError`
    ///   when it is not a Kheper workout.
    public static func read(_ path: String, registry: BlockRegistry) throws -> DecodedDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EditorError(.storage, "the file \"\(path)\" cannot be read: \(reason(for: path))")
        }
        return try registry.decodeDocument(from: [UInt8](data))
    }

    /// Writes `document` to `path` as pretty-printed JSON, atomically.
    ///
    /// - Throws: ``EditorError`` with `editor.storage` naming the path and the reason, or `DocumentFormatError`
    ///   when a block cannot be written. Nothing is left behind on failure.
    public static func write(_ document: BlockDocument, to path: String, registry: BlockRegistry) throws {
        var bytes = try registry.encodedJSON(document)
        bytes.append(UInt8(ascii: "\n"))
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/.\(url.lastPathComponent).\(UUID().uuidString).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw EditorError(
                .storage,
                "the file \"\(path)\" cannot be written: the directory \"\(directory)\" is missing or not writable")
        }
        if let handle = FileHandle(forWritingAtPath: temporary) {
            try? handle.synchronize()
            try? handle.close()
        }
        guard rename(temporary, path) == 0 else {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw EditorError(.storage, "the file \"\(path)\" cannot be written: \(message)")
        }
    }

    /// Why `path` cannot be read, for messages.
    private static func reason(for path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return "no such file"
        }
        return isDirectory.boolValue ? "it is a directory" : "permission denied"
    }
}
