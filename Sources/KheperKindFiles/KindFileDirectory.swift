import Foundation
public import KheperCore

/// Reads kind files from folders: every `*.kind.json` in a folder, in order of name.
public enum KindFileDirectory {
    /// The kind files in `directory`, read in order of name; other files are ignored.
    ///
    /// - Parameters:
    ///   - directory: The folder to read.
    ///   - named: How messages name the folder, such as the path as the user typed it; `directory` by default.
    ///   - valueTypes: The value types a field's `type` may name beside the kernel's own, such as a registry's.
    /// - Throws: ``KindFileError`` when the folder or a file cannot be read, or a file is malformed.
    public static func load(
        _ directory: String, named: String? = nil, valueTypes: [String: any FieldValueType]
    ) throws(KindFileError) -> [KindFile] {
        let shown = named ?? directory
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw KindFileError(.unreadable, file: shown, "cannot read the folder of kind files: no such folder")
        }
        var files: [KindFile] = []
        for name in names.sorted() where name.hasSuffix(KindFile.fileExtension) {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let file = shown.hasSuffix("/") ? shown + name : shown + "/" + name
            files.append(try KindFile(bytes: read(path, named: file), file: file, valueTypes: valueTypes))
        }
        return files
    }

    /// The bytes of the kind file at `path`, refused by its size before it is read when over
    /// ``KindFile/maximumBytes``, and never more than one byte over it should it grow while being read.
    private static func read(_ path: String, named file: String) throws(KindFileError) -> [UInt8] {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
        if let size, size > KindFile.maximumBytes { throw KindFile.tooLarge(file, bytes: size) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw KindFileError(.unreadable, file: file, "cannot read the kind file")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: KindFile.maximumBytes + 1) ?? Data()
            return [UInt8](data)
        } catch {
            throw KindFileError(.unreadable, file: file, "cannot read the kind file")
        }
    }
}
