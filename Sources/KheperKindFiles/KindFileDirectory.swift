import Foundation
import KheperCore

/// Reads kind files from folders: every `*.kind.json` in a folder, in order of name.
public enum KindFileDirectory {
    /// The kind files in `directory`, read in order of name; other files are ignored.
    ///
    /// - Parameters:
    ///   - directory: The folder to read.
    ///   - named: How messages name the folder, such as the path as the user typed it; `directory` by default.
    /// - Throws: ``KindFileError`` when the folder or a file cannot be read, or a file is malformed.
    public static func load(_ directory: String, named: String? = nil) throws(KindFileError) -> [KindFile] {
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
            guard let data = FileManager.default.contents(atPath: path) else {
                throw KindFileError(.unreadable, file: file, "cannot read the kind file")
            }
            files.append(try KindFile(bytes: [UInt8](data), file: file))
        }
        return files
    }
}
